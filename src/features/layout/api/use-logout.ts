import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session/sign-out';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Logout: end the session, forget cached server data, go to sign-in. `delayMs` holds the clearing back. */
export function useLogout(delayMs = 0) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    if (pending) return;
    setPending(true);
    if (delayMs > 0) await wait(delayMs);
    // signOut clears this device even when the server cannot be reached; there is nothing more to tell the user.
    await signOut().catch(() => undefined);
    // Cached answers may hold patient data: they must not outlive the session.
    queryClient.clear();
    await navigate({ to: paths.signIn, replace: true });
  };

  return { logout, pending };
}
