import { DEFAULT_RESET_SENT_MESSAGE } from '@healthcare-portal/contracts/users/forgot-password';
import { answer, type Answer } from '../answer.ts';
import { resetMail } from './mails.ts';
import { newResetLink } from './new-reset-link.ts';
import type { AccountPorts } from './ports.ts';
import { countMailRequest } from './rate-limits.ts';
import { recordSend, secondsUntilSend } from './send-clock.ts';

/**
 * POST /users/forgot-password: always the same answer, so nobody learns which addresses have accounts. Each client
 * address may ask mailRequestsPerAddress times per window (429); an account is sent at most one link per cooldown and
 * mailsPerAccountPerHour an hour, silently. A new link voids the old; it holds a single-use token valid
 * resetTokenValidMs, stored as its digest.
 */
export async function forgotPassword(ports: AccountPorts, request: { email: string; clientAddress: string }): Promise<Answer<null>> {
  const { users, mailer, policy } = ports;
  await countMailRequest(ports, request.clientAddress, 'password reset requests');
  const user = await users.byEmail(request.email.toLowerCase());
  if (user && (await secondsUntilSend(ports, 'reset', user.id, user.email)) === 0) {
    const { token, link } = await newResetLink(ports, user.id);
    await recordSend(ports, 'reset', user.id, user.email);
    // Not waited for where delivery takes time: a known address answers as fast as an unknown one.
    await mailer.sendInBackground(resetMail(user.email, link, token, policy.resetTokenValidMs));
  }
  return answer(null, DEFAULT_RESET_SENT_MESSAGE);
}
