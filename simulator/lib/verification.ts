import { db, type UserRecord } from '../db';
import { nowMs } from './clock';
import { simulatorConfig } from './config';
import { randomDigits, sha256 } from './crypto';
import { sendMail } from './mailer';
import { HttpError } from './respond';

export const secondsUntilResend = (userId: string): number => {
  const code = db.verificationCode.findFirst({ where: { userId: { equals: userId } } });
  if (!code) return 0;
  return Math.max(0, Math.ceil((code.sentAt + simulatorConfig.codeCooldownMs - nowMs()) / 1000));
};

/**
 * Sends a new 6-digit code (stored hashed, valid 10 minutes, 5 tries). Within the 60-second cooldown a
 * 'strict' send answers 429 with the seconds left; a 'lenient' one (sign-in) keeps the code already sent.
 */
export async function issueCode(user: UserRecord, mode: 'strict' | 'lenient'): Promise<void> {
  const wait = secondsUntilResend(user.id);
  if (wait > 0) {
    if (mode === 'lenient') return;
    throw new HttpError(429, `Please wait ${wait} seconds before requesting a new code.`, { retryAfterSeconds: wait });
  }
  const code = randomDigits(6);
  const at = nowMs();
  db.verificationCode.delete({ where: { userId: { equals: user.id } } });
  db.verificationCode.create({
    userId: user.id,
    codeHash: await sha256(code),
    expiresAt: at + simulatorConfig.codeValidMs,
    attemptsLeft: simulatorConfig.codeAttempts,
    sentAt: at,
  });
  sendMail(user.email, 'Your HealthCare Portal verification code', `Your verification code is ${code}. It is valid for 10 minutes.`);
}
