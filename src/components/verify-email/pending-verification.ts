/**
 * Who a verify dialog speaks for when nobody is signed in yet: right after sign-up (the new account's id) or after a
 * sign-in that still needs verifying (the session's own user). Memory only: the restricted cookie holds the rest.
 */
type Pending = { userId: string; codeSentAt: number };

let pending: Pending | null = null;

export function rememberPendingVerification(userId: string, codeSentAt = Date.now()): void {
  pending = { userId, codeSentAt };
}

export function forgetPendingVerification(): void {
  pending = null;
}

export const pendingVerification = (): Pending | null => pending;
