import { http } from 'msw';
import { loginRequestSchema } from '@healthcare-portal/contracts/users/login';
import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { clientAddress } from '../../lib/client-address';
import { simulatorConfig } from '../../lib/config';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { presentUser } from '../../lib/presenters';
import { assertUnderLimit, recordFailure } from '../../lib/rate-limit';
import { fail, ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { startSession } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';
import { issueCode } from '../../lib/verification';

const INVALID = 'Invalid email or password';
// Unknown accounts still pay for one hash, so both failures take about the same time.
const dummyHash = hashPassword('not-a-real-password', 'timing-equaliser');

const minutesLeft = (until: number) => Math.max(1, Math.ceil((until - nowMs()) / 60_000));
const lockedMessage = (until: number) =>
  `Your account is locked after too many failed sign-in attempts. Try again in ${minutesLeft(until)} minute(s).`;

export const loginHandler = http.post(
  apiPath('/users/login'),
  route(async ({ request }) => {
    const { email, password } = validate(loginRequestSchema, await readJson(request));
    const address = `login:${clientAddress(request)}`;
    const { maxFailedLoginsPerAddress, addressWindowMs } = simulatorConfig;
    assertUnderLimit(address, maxFailedLoginsPerAddress, addressWindowMs, 'failed sign-in attempts');
    const user = db.user.findFirst({ where: { email: { equals: email.toLowerCase() } } });

    if (user && user.lockedUntil > nowMs()) return fail(423, lockedMessage(user.lockedUntil));

    const passwordOk = user ? await verifyPassword(password, user.passwordHash) : (await dummyHash, false);
    if (!user || !passwordOk) {
      recordFailure(address, addressWindowMs);
      if (!user) return fail(401, INVALID);
      const failedLogins = user.failedLogins + 1;
      if (failedLogins >= simulatorConfig.maxFailedLogins) {
        const lockedUntil = nowMs() + simulatorConfig.lockMs;
        db.user.update({ where: { id: { equals: user.id } }, data: { failedLogins: 0, lockedUntil } });
        return fail(423, lockedMessage(lockedUntil));
      }
      db.user.update({ where: { id: { equals: user.id } }, data: { failedLogins } });
      return fail(401, INVALID);
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
