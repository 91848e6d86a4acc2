import { http } from 'msw';
import { verifyEmailRequestSchema } from '@healthcare-portal/contracts/users/verify-email';
import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { presentUser } from '../../lib/presenters';
import { HttpError, ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { clientAddress } from '../../lib/client-address';
import { simulatorConfig } from '../../lib/config';
import { assertUnderLimit, recordFailure, secondsUntilUnder } from '../../lib/rate-limit';
import { endRestrictedSessions, endSession, startSession } from '../../lib/sessions';
import { validate } from '../../lib/validate';
import { findUserByEmail } from './email-owner';

const EXPIRED = 'This verification code is no longer valid. Please request a new code.';
const TOO_MANY = 'Too many incorrect codes. Please request a new code.';
const wrongCode = (attemptsLeft: number) => `Invalid verification code. ${attemptsLeft} attempt(s) left.`;

const TOO_MANY_FOR_ACCOUNT = 'Too many incorrect codes for this account. Try again later.';

const codeOf = (userId: string) => db.verificationCode.findFirst({ where: { userId: { equals: userId } } });
const voidCode = (userId: string) => db.verificationCode.delete({ where: { userId: { equals: userId } } });

/** Checks a code (hashed, 10 minutes, 5 tries); success verifies the address and starts a full session. */
export const verifyEmailHandler = http.post(
  apiPath('/users/verify-email'),
  route(async ({ request, cookies }) => {
    const query = new URL(request.url).searchParams;
    const { email, code } = await validate(verifyEmailRequestSchema, { email: query.get('email'), code: query.get('code') });
    const { addressWindowMs, mailWindowMs, maxWrongCodesPerAccount, maxWrongCodesPerAddress } = simulatorConfig;
    const address = `wrong-code:${clientAddress(request)}`;
    assertUnderLimit(address, maxWrongCodesPerAddress, addressWindowMs, 'incorrect verification codes');
    // Wrong codes are counted per account across codes, so a new code does not buy five more guesses forever.
    const account = `wrong-code:${email.toLowerCase()}`;
    const wait = secondsUntilUnder(account, maxWrongCodesPerAccount, mailWindowMs);
    if (wait > 0) throw new HttpError(429, TOO_MANY_FOR_ACCOUNT, { retryAfterSeconds: wait });
    const user = findUserByEmail(email);
    const stored = user && codeOf(user.id);
    // Unknown addresses read like a stale code, so the answer tells nobody which accounts exist.
    if (!user || !stored || stored.expiresAt < nowMs()) {
      recordFailure(address, addressWindowMs);
      throw new HttpError(400, EXPIRED);
    }

    if ((await sha256(code)) !== stored.codeHash) {
      recordFailure(address, addressWindowMs);
      recordFailure(account, mailWindowMs);
      const attemptsLeft = stored.attemptsLeft - 1;
      if (attemptsLeft <= 0) {
        voidCode(user.id);
        throw new HttpError(400, TOO_MANY);
      }
      db.verificationCode.update({ where: { userId: { equals: user.id } }, data: { attemptsLeft } });
      throw new HttpError(400, wrongCode(attemptsLeft));
    }

    voidCode(user.id);
    const verified = db.user.update({ where: { id: { equals: user.id } }, data: { isEmailVerified: true } }) ?? user;
    await endSession(cookies);
    endRestrictedSessions(user.id);
    const cookie = await startSession(user.id, 'full');
    return ok({ user: presentUser(verified) }, 'Email verified successfully', 200, { 'Set-Cookie': cookie });
  }),
);
