import { useState } from 'react';
import type { User } from '@healthcare-portal/contracts/user';

/**
 * The verify dialog opens by itself whenever the signed-in user is (or becomes, after an e-mail change) unverified,
 * and from the banner's Verify button. Once open it stays until it closes itself: verifying stores a verified user
 * while the dialog still has its success view to show.
 */
export function useVerifyDialog(user: Pick<User, 'email' | 'isEmailVerified'>) {
  const [open, setOpen] = useState(!user.isEmailVerified);
  const [seen, setSeen] = useState({ email: user.email, verified: user.isEmailVerified });

  if (seen.email !== user.email || seen.verified !== user.isEmailVerified) {
    setSeen({ email: user.email, verified: user.isEmailVerified });
    if (!user.isEmailVerified) setOpen(true);
  }

  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}
