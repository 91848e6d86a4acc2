import { db, type UserRecord } from '../db';
import { nowMs } from './clock';
import { simulatorConfig } from './config';
import { randomDigits, sha256 } from './crypto';
import { sendMail } from './mailer';
import { clearWithRateLimits, recordEvent, secondsUntilUnder } from './rate-limit';
import { HttpError } from './respond';

/**
 * The send clock and counts of each account, kept apart from its codes and tokens: voiding a code (five wrong
 * tries) or a token forgets neither when the last mail went nor how many went (issue 11, point 3).
 */
export type MailKind = 'code' | 'reset';
const lastSentAt = new Map<string, number>();
const mailKey = (userId: string, kind: MailKind) => `mail:${kind}:${userId}`;

/** The cooldown is per account and address (a new address may be sent its first code at once); the count per account. */
const cooldownKey = (userId: string, kind: MailKind, address: string) => `${mailKey(userId, kind)}:${address.toLowerCase()}`;

/** Send times older than the cooldown no longer matter: dropped once the map holds this many. */
const MAX_SEND_TIMES = 10_000;

export function recordMailSent(userId: string, kind: MailKind, address: string, at = nowMs()): void {
  if (lastSentAt.size >= MAX_SEND_TIMES) {
    for (const [key, sentAt] of lastSentAt) if (at - sentAt > simulatorConfig.codeCooldownMs) lastSentAt.delete(key);
  }
  lastSentAt.set(cooldownKey(userId, kind, address), at);
  recordEvent(mailKey(userId, kind), simulatorConfig.mailWindowMs);
}

clearWithRateLimits(() => lastSentAt.clear());

/** Seconds before this account may be sent another mail of this kind: the 60-second cooldown, then the hourly count. */
export const secondsUntilResend = (user: Pick<UserRecord, 'id' | 'email'>, kind: MailKind, address = user.email): number => {
  const userId = user.id;
  const sameAddress = address.toLowerCase() === user.email.toLowerCase();
  const code = kind === 'code' && sameAddress ? db.verificationCode.findFirst({ where: { userId: { equals: userId } } }) : null;
  // The stored code's time counts too, so the cooldown survives a reload of the in-browser simulator.
  const last = Math.max(lastSentAt.get(cooldownKey(userId, kind, address)) ?? 0, code?.sentAt ?? 0);
  const cooldown = Math.max(0, Math.ceil((last + simulatorConfig.codeCooldownMs - nowMs()) / 1000));
  const { maxMailsPerAccount, mailWindowMs } = simulatorConfig;
  return Math.max(cooldown, secondsUntilUnder(mailKey(userId, kind), maxMailsPerAccount, mailWindowMs));
};

export const waitMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`;

/**
 * Sends a new 6-digit code (stored hashed, valid 10 minutes, 5 tries). Within the cooldown (or past the hourly
 * count) a 'strict' send answers 429 with the seconds left; a 'lenient' one (sign-in) keeps the code already sent.
 */
export async function issueCode(user: UserRecord, mode: 'strict' | 'lenient', address = user.email): Promise<void> {
  const wait = secondsUntilResend(user, 'code', address);
  if (wait > 0) {
    if (mode === 'lenient') return;
    throw new HttpError(429, waitMessage(wait), { retryAfterSeconds: wait });
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
  recordMailSent(user.id, 'code', address, at);
  sendMail(address, 'Your HealthCare Portal verification code', `Your verification code is ${code}. It is valid for 10 minutes.`);
}
