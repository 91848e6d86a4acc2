import type { AppContext } from './context.ts';
import { randomDigits, sha256 } from './crypto.ts';
import { tooManyRequests } from '../http/envelope.ts';

export const HOUR_MS = 60 * 60_000;
export type MailKind = 'code' | 'reset';

/** The count of an account's mails of a kind (per hour), and the cooldown of one address of it (60 seconds). */
export const sendCountBucket = (kind: MailKind, userId: string) => `${kind}-send:${userId}`;
export const sendCooldownBucket = (kind: MailKind, userId: string, address: string) => `${kind}-send:${userId}:${address.toLowerCase()}`;

/**
 * Seconds before this account may be sent another mail of this kind at this address: the 60-second cooldown (per
 * address, so a new address may be sent its first code at once), then the hourly count per account. The send clock
 * is kept apart from codes and tokens, so voiding a code (five wrong tries) resets neither.
 */
export async function secondsUntilSend(ctx: AppContext, kind: MailKind, userId: string, address: string): Promise<number> {
  const { config, clock, rateEvents } = ctx;
  const last = (await rateEvents.recent(sendCooldownBucket(kind, userId, address), config.codeCooldownMs)).at(-1);
  const cooldown = last === undefined ? 0 : Math.max(1, Math.ceil((last + config.codeCooldownMs - clock.now()) / 1000));
  const count = await rateEvents.secondsUntilUnder(sendCountBucket(kind, userId), config.mailsPerAccountPerHour, HOUR_MS);
  return Math.max(cooldown, count);
}

export async function recordSend(ctx: AppContext, kind: MailKind, userId: string, address: string): Promise<void> {
  await ctx.rateEvents.record(sendCooldownBucket(kind, userId, address));
  await ctx.rateEvents.record(sendCountBucket(kind, userId));
}

export const waitMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`;

/**
 * Sends a new 6-digit code (stored hashed, valid 10 minutes, 5 tries) to `email`. Within the cooldown (or past the
 * hourly count) a 'strict' send answers 429 with the seconds left and Retry-After; a 'lenient' one (sign-in) keeps
 * the code already sent.
 */
export async function issueCode(ctx: AppContext, userId: string, email: string, mode: 'strict' | 'lenient'): Promise<void> {
  const { config, clock, db, mailer } = ctx;
  const wait = await secondsUntilSend(ctx, 'code', userId, email);
  if (wait > 0) {
    if (mode === 'lenient') return;
    throw tooManyRequests(waitMessage(wait), wait);
  }
  const code = randomDigits(6);
  const values = {
    user_id: userId,
    code_hash: sha256(code),
    expires_at: new Date(clock.now() + config.codeValidMs),
    attempts_left: config.codeAttempts,
  };
  await db
    .insertInto('verification_codes')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  await recordSend(ctx, 'code', userId, email);
  await mailer.send(email, 'Your HealthCare Portal verification code', `Your verification code is ${code}. It is valid for 10 minutes.`);
}
