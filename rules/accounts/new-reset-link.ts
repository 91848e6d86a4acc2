import { resetLink } from '@healthcare-portal/contracts/users/reset-link';
import type { AccountPorts } from './ports.ts';

/** A new single-use reset link for the account (32 random bytes, stored as their digest, valid resetTokenValidMs); it voids the old. */
export async function newResetLink(
  { resetLinks, clock, hasher, random, policy, appUrl }: AccountPorts,
  userId: string,
): Promise<{ token: string; link: string }> {
  const token = random.token(32);
  await resetLinks.put(userId, { tokenHash: await hasher.digest(token), expiresAt: clock.now() + policy.resetTokenValidMs });
  return { token, link: resetLink(appUrl, token) };
}
