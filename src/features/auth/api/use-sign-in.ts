import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessage } from '@/api/users/failure-message';
import { login } from '@/api/users/login';
import type { LoginRequest } from '@healthcare-portal/contracts/users/login';
import { SESSION_USER_ID } from '@healthcare-portal/contracts/user';
import { rememberPendingVerification } from '@/components/verify-email/pending-verification';
import { landingFor } from '@/config/paths';
import { safeOrigin } from '@/config/route-guard';
import { setCredentials } from '@/stores/auth-store';

/**
 * Sign-in (docs/spec/states.md#login): `{ user }` goes to the remembered origin or the role landing; a null body
 * means the address still needs its code, so the verify dialog opens for the e-mail just entered.
 */
export function useSignIn(redirect: string | undefined, onNeedsVerification: (email: string) => void) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const signIn = async (values: LoginRequest) => {
    setError(null);
    try {
      const { body } = await login(values);
      if (!body) {
        rememberPendingVerification(SESSION_USER_ID);
        onNeedsVerification(values.email);
        return;
      }
      setCredentials(body);
      await navigate({ href: safeOrigin(redirect, body.user.role) ?? landingFor(body.user.role), replace: true });
    } catch (caught) {
      setError(
        failureMessage(caught, {
          refused: 'Login failed. Please try again.',
          thrown: 'An error occurred during login. Please try again.',
        }),
      );
    }
  };

  return { signIn, error };
}
