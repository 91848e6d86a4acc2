import type { AppContext } from './context.ts';
import { randomDigits, sha256 } from './crypto.ts';
import { tooManyRequests } from '../http/envelope.ts';

const HOUR_MS = 60 * 60_000;
export const codeSendBucket = (userId: string) => `code-send:${userId}`;
export const resetSendBucket = (userId: string) => `reset-send:${userId}`;

/**
 * Seconds before this account may be sent another mail of this kind: the 60-second cooldown, then the hourly cap.
 * The send clock is kept apart from the code, so voiding a code (five wrong tries) does not reset it.
 */
export async function secondsUntilSend(ctx: AppContext, bucket: string): Promise<number> {
  const { config, clock, rateEvents } = ctx;
  const last = (await rateEvents.recent(bucket, config.codeCooldownMs)).at(-1);
  if (last !== undefined) return Math.max(1, Math.ceil((last + config.codeCooldownMs - clock.now()) / 1000));
  return rateEvents.secondsUntilUnder(bucket, config.sendsPerAccountPerHour, HOUR_MS);
}

/**
 * Sends a new 6-digit code (stored hashed, valid 10 minutes, 5 tries) to `email`. Within the cooldown a 'strict'
 * send answers 429 with the seconds left (and Retry-After); a 'lenient' one (sign-in) keeps the code already sent.
 */
export async function issueCode(ctx: AppContext, userId: string, email: string, mode: 'strict' | 'lenient'): Promise<void> {
  const { config, clock, db, mailer, rateEvents } = ctx;
  const wait = await secondsUntilSend(ctx, codeSendBucket(userId));
  if (wait > 0) {
    if (mode === 'lenient') return;
    throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait);
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
  await rateEvents.record(codeSendBucket(userId));
  await mailer.send(email, 'Your HealthCare Portal verification code', `Your verification code is ${code}. It is valid for 10 minutes.`);
}
