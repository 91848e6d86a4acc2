import { http } from 'msw';
import { DEFAULT_RESET_SENT_MESSAGE, forgotPasswordRequestSchema } from '@healthcare-portal/contracts/users/forgot-password';
import { resetLink } from '@healthcare-portal/contracts/users/reset-password';
import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { clientAddress } from '../../lib/client-address';
import { simulatorConfig } from '../../lib/config';
import { randomToken, sha256 } from '../../lib/crypto';
import { sendMail } from '../../lib/mailer';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import { ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { readJson, validate } from '../../lib/validate';
import { recordMailSent, secondsUntilResend } from '../../lib/verification';
import { findUserByEmail } from './email-owner';

/**
 * Always the same answer, so nobody learns which addresses have accounts; a new token voids the old one. Each
 * client address may ask maxMailRequestsPerAddress times per window (429); each account is sent at most one mail
 * per cooldown and maxMailsPerAccount per hour, silently (a 429 there would tell which accounts exist).
 */
export const forgotPasswordHandler = http.post(
  apiPath('/users/forgot-password'),
  route(async ({ request }) => {
    const { email } = await validate(forgotPasswordRequestSchema, await readJson(request));
    const address = `mail-request:${clientAddress(request)}`;
    assertUnderLimit(address, simulatorConfig.maxMailRequestsPerAddress, simulatorConfig.addressWindowMs, 'password reset requests');
    recordEvent(address, simulatorConfig.addressWindowMs);
    const user = findUserByEmail(email);
    if (user && secondsUntilResend(user, 'reset') === 0) {
      const token = randomToken(32);
      db.resetToken.delete({ where: { userId: { equals: user.id } } });
      db.resetToken.create({
        userId: user.id,
        tokenHash: await sha256(token),
        expiresAt: nowMs() + simulatorConfig.resetTokenValidMs,
      });
      recordMailSent(user.id, 'reset', user.email);
      const link = resetLink(simulatorConfig.appUrl, token);
      sendMail(
        user.email,
        'Reset your HealthCare Portal password',
        `Open this link to choose a new password: ${link}\nOr enter this reset token: ${token}\nThe link is valid for 30 minutes and works once.`,
      );
    }
    return ok(null, DEFAULT_RESET_SENT_MESSAGE);
  }),
);
