import type { ResetPasswordRequest } from '@healthcare-portal/contracts/users/reset-password';
import { answer, type Answer } from '../answer.ts';
import { Refusal } from '../refusal.ts';
import { PASSWORD_RESET, RESET_LINK_INVALID } from './messages.ts';
import type { AccountPorts } from './ports.ts';
import { presentUser } from './present-user.ts';
import { startSession } from './sessions.ts';

/**
 * POST /users/reset-password: a live, unused token sets the new password (already checked by the shared schema),
 * proves the address, lifts a lock-out, ends every session of the account and signs the user in.
 */
export async function resetPassword(
  ports: AccountPorts,
  request: ResetPasswordRequest,
): Promise<Answer<{ user: ReturnType<typeof presentUser> }>> {
  const { users, resetLinks, signInFailures, sessions, clock, hasher } = ports;
  const link = await resetLinks.find(await hasher.digest(request.token));
  if (!link || link.expiresAt < clock.now()) throw new Refusal(400, RESET_LINK_INVALID);
  await resetLinks.removeFor(link.userId);
  const user = await users.update(link.userId, { passwordHash: await hasher.hashPassword(request.newPassword), isEmailVerified: true });
  if (!user) throw new Refusal(400, RESET_LINK_INVALID);
  await signInFailures.clear(user.email);
  await sessions.removeOfUser(user.id);
  const session = await startSession(ports, user.id, 'full');
  return answer({ user: presentUser(user) }, PASSWORD_RESET, { cookie: { start: session } });
}
