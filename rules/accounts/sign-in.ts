import type { LoginRequest } from '@healthcare-portal/contracts/users/login';
import { answer, type Answer } from '../answer.ts';
import { Refusal } from '../refusal.ts';
import { issueCode } from './issue-code.ts';
import { INVALID_LOGIN, lockedMessage, SIGNED_IN, SIGNED_IN_UNVERIFIED } from './messages.ts';
import type { AccountPorts } from './ports.ts';
import { presentUser } from './present-user.ts';
import { assertUnderLimit, BUCKETS, recordEvent } from './rate-limits.ts';
import { startSession } from './sessions.ts';

const locked = (lockedUntil: number, now: number) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
  return new Refusal(423, lockedMessage(minutes), { retryAfterSeconds: minutes * 60 });
};

/**
 * POST /users/login. Every attempt costs one full password check, known account or not, locked or not, before any
 * answer (docs/spec/server-rules.md#hardening, docs/security.md): the answers of unknown and locked addresses take as long as a wrong password. Five
 * failures in a row lock the address (known or not) for lockMs; each client address may fail loginFailuresPerAddress
 * times per window. An unverified account gets a fresh code (within the cooldown, the one already sent) and a
 * verify-only session, with a null body.
 */
export async function signIn(
  ports: AccountPorts,
  request: LoginRequest & { clientAddress: string },
): Promise<Answer<{ user: ReturnType<typeof presentUser> } | null>> {
  const { users, hasher, signInFailures, clock, policy } = ports;
  const email = request.email.toLowerCase();
  const addressBucket = BUCKETS.failedSignIns(request.clientAddress);
  await assertUnderLimit(ports, addressBucket, policy.loginFailuresPerAddress, policy.addressWindowMs, 'failed sign-in attempts');

  const user = await users.byEmail(email);
  const passwordOk = await hasher.checkPassword(request.password, user?.passwordHash);
  const failure = await signInFailures.find(email);
  const lockedUntil = failure?.lockedUntil ?? 0;
  if (lockedUntil > clock.now()) throw locked(lockedUntil, clock.now());

  if (!user || !passwordOk) {
    await recordEvent(ports, addressBucket);
    // A lock that ran out starts the count afresh.
    const failures = (lockedUntil > 0 ? 0 : (failure?.failures ?? 0)) + 1;
    if (failures < policy.maxFailedLogins) {
      await signInFailures.put(email, { failures, lockedUntil: 0 });
      throw new Refusal(401, INVALID_LOGIN);
    }
    const until = clock.now() + policy.lockMs;
    await signInFailures.put(email, { failures: 0, lockedUntil: until });
    throw locked(until, clock.now());
  }

  await signInFailures.clear(email);
  if (!user.isEmailVerified) {
    await issueCode(ports, user, user.email, 'lenient');
    return answer(null, SIGNED_IN_UNVERIFIED, { cookie: { start: await startSession(ports, user.id, 'verify') } });
  }
  return answer({ user: presentUser(user) }, SIGNED_IN, { cookie: { start: await startSession(ports, user.id, 'full') } });
}
