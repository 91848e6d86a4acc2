import type { VerifyEmailRequest } from '@healthcare-portal/contracts/users/verify-email';
import { answer, type Answer } from '../answer.ts';
import { Refusal } from '../refusal.ts';
import { CODE_EXPIRED, CODE_TOO_MANY, CODE_TOO_MANY_FOR_ACCOUNT, EMAIL_VERIFIED, wrongCode } from './messages.ts';
import { HOUR_MS } from './policy.ts';
import type { AccountPorts } from './ports.ts';
import { presentUser } from './present-user.ts';
import { assertUnderLimit, BUCKETS, recordEvent, secondsUntilUnder } from './rate-limits.ts';
import { endSession, startSession } from './sessions.ts';

/** Digests of secrets compared in constant time: how much of a guess matched never shows in the answer's timing. */
function sameDigest(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * POST /users/verify-email?email&code. A code lives codeValidMs and allows codeAttempts tries, then it is void; wrong
 * codes also count per account across codes (a new code does not buy new guesses) and per client address. An unknown
 * address reads like a stale code. Success verifies the address, ends every verify-only session (the caller's too)
 * and starts a full one.
 */
export async function verifyEmail(
  ports: AccountPorts,
  request: VerifyEmailRequest & { clientAddress: string; sessionId: string | undefined },
): Promise<Answer<{ user: ReturnType<typeof presentUser> }>> {
  const { users, codes, sessions, clock, hasher, policy } = ports;
  const addressBucket = BUCKETS.wrongCodesFromAddress(request.clientAddress);
  await assertUnderLimit(ports, addressBucket, policy.wrongCodesPerAddress, policy.addressWindowMs, 'incorrect verification codes');
  const accountBucket = BUCKETS.wrongCodesForAccount(request.email);
  const wait = await secondsUntilUnder(ports, accountBucket, policy.wrongCodesPerAccountPerHour, HOUR_MS);
  if (wait > 0) throw new Refusal(429, CODE_TOO_MANY_FOR_ACCOUNT, { retryAfterSeconds: wait });

  const user = await users.byEmail(request.email.toLowerCase());
  const stored = user && (await codes.find(user.id));
  if (!user || !stored || stored.expiresAt < clock.now()) {
    await recordEvent(ports, addressBucket);
    throw new Refusal(400, CODE_EXPIRED);
  }
  if (!sameDigest(await hasher.digest(request.code), stored.codeHash)) {
    await recordEvent(ports, addressBucket);
    await recordEvent(ports, accountBucket);
    const attemptsLeft = stored.attemptsLeft - 1;
    if (attemptsLeft > 0) {
      await codes.setAttemptsLeft(user.id, attemptsLeft);
      throw new Refusal(400, wrongCode(attemptsLeft));
    }
    await codes.remove(user.id);
    throw new Refusal(400, CODE_TOO_MANY);
  }

  await codes.remove(user.id);
  const verified = (await users.update(user.id, { isEmailVerified: true })) ?? { ...user, isEmailVerified: true };
  await endSession(ports, request.sessionId);
  await sessions.removeOfUser(user.id, 'verify');
  const session = await startSession(ports, user.id, 'full');
  return answer({ user: presentUser(verified) }, EMAIL_VERIFIED, { cookie: { start: session } });
}
