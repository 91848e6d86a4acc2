import { Refusal } from '../refusal.ts';
import { codeMail } from './mails.ts';
import { waitForCode } from './messages.ts';
import type { AccountPorts, UserRecord } from './ports.ts';
import { recordSend, secondsUntilSend } from './send-clock.ts';

const CODE_LENGTH = 6;

/**
 * Sends a new code to `address` (stored as its digest, valid codeValidMs, codeAttempts tries). Within the cooldown or
 * past the hourly count a 'strict' send (sign-up, resend, change-email) answers 429 with the seconds left; a
 * 'lenient' one (sign-in of an unverified account) keeps the code already sent.
 */
export async function issueCode(
  ports: AccountPorts,
  user: Pick<UserRecord, 'id'>,
  address: string,
  mode: 'strict' | 'lenient',
): Promise<void> {
  const { codes, clock, hasher, mailer, policy, random } = ports;
  const wait = await secondsUntilSend(ports, 'code', user.id, address);
  if (wait > 0) {
    if (mode === 'lenient') return;
    throw new Refusal(429, waitForCode(wait), { retryAfterSeconds: wait });
  }
  const code = random.digits(CODE_LENGTH);
  await codes.put(user.id, {
    codeHash: await hasher.digest(code),
    expiresAt: clock.now() + policy.codeValidMs,
    attemptsLeft: policy.codeAttempts,
  });
  await recordSend(ports, 'code', user.id, address);
  await mailer.send(codeMail(address, code, policy.codeValidMs));
}
