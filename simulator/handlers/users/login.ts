import { http } from 'msw';
import { loginRequestSchema } from '@healthcare-portal/contracts/users/login';
import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { clientAddress } from '../../lib/client-address';
import { simulatorConfig } from '../../lib/config';
import { sha256, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../lib/crypto';
import { presentUser } from '../../lib/presenters';
import { assertUnderLimit, clearWithRateLimits, recordFailure } from '../../lib/rate-limit';
import { fail, ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { startSession } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';
import { issueCode } from '../../lib/verification';

const INVALID = 'Invalid email or password';

const minutesLeft = (until: number) => Math.max(1, Math.ceil((until - nowMs()) / 60_000));
const lockedMessage = (until: number) =>
  `Your account is locked after too many failed sign-in attempts. Try again in ${minutesLeft(until)} minute(s).`;
const locked = (until: number) => fail(423, lockedMessage(until), null, { 'Retry-After': String(minutesLeft(until) * 60) });

/**
 * Failed sign-ins of addresses that have no account, counted like a real account's (keyed by a hash of the address),
 * so an unknown e-mail locks after five failures too and the 423 tells nobody which accounts exist.
 */
type Counter = { failedLogins: number; lockedUntil: number };
const unknownAccounts = new Map<string, Counter>();
const MAX_UNKNOWN_TRACKED = 10_000;
clearWithRateLimits(() => unknownAccounts.clear());

function unknownCounter(key: string): Counter {
  const counter = unknownAccounts.get(key) ?? { failedLogins: 0, lockedUntil: 0 };
  if (!unknownAccounts.has(key) && unknownAccounts.size >= MAX_UNKNOWN_TRACKED) {
    unknownAccounts.delete(unknownAccounts.keys().next().value as string);
  }
  unknownAccounts.set(key, counter);
  return counter;
}

export const loginHandler = http.post(
  apiPath('/users/login'),
  route(async ({ request }) => {
    const { email, password } = await validate(loginRequestSchema, await readJson(request));
    const address = `login:${clientAddress(request)}`;
    const { maxFailedLoginsPerAddress, addressWindowMs } = simulatorConfig;
    assertUnderLimit(address, maxFailedLoginsPerAddress, addressWindowMs, 'failed sign-in attempts');
    const user = db.user.findFirst({ where: { email: { equals: email.toLowerCase() } } });
    const counter: Counter = user ?? unknownCounter(await sha256(email.toLowerCase()));

    if (counter.lockedUntil > nowMs()) return locked(counter.lockedUntil);

    // Every attempt derives one full-cost hash, known account or not (docs/spec/server-rules.md#hardening).
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
    if (!user || !passwordOk) {
      recordFailure(address, addressWindowMs);
      const failedLogins = counter.failedLogins + 1;
      const lockedUntil = failedLogins >= simulatorConfig.maxFailedLogins ? nowMs() + simulatorConfig.lockMs : 0;
      const next = lockedUntil ? { failedLogins: 0, lockedUntil } : { failedLogins, lockedUntil: 0 };
      if (user) db.user.update({ where: { id: { equals: user.id } }, data: next });
      else Object.assign(counter, next);
      return lockedUntil ? locked(lockedUntil) : fail(401, INVALID);
    }

    db.user.update({ where: { id: { equals: user.id } }, data: { failedLogins: 0, lockedUntil: 0 } });

    if (!user.isEmailVerified) {
      await issueCode(user, 'lenient');
      const cookie = await startSession(user.id, 'verify');
      return ok(null, 'Please verify your email address. A verification code has been sent.', 200, { 'Set-Cookie': cookie });
    }

    const cookie = await startSession(user.id, 'full');
    return ok({ user: presentUser(user) }, 'Login successful', 200, { 'Set-Cookie': cookie });
  }),
);
