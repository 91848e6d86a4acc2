import { http } from 'msw';
import { resetPasswordRequestSchema } from '@healthcare-portal/contracts/users/reset-password';
import { db } from '../../db';
import { nowMs } from '../../lib/clock';
import { hashPassword, sha256 } from '../../lib/crypto';
import { presentUser } from '../../lib/presenters';
import { HttpError, ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { endAllSessions, startSession } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';

export const RESET_LINK_INVALID = 'Reset link is invalid or has expired';

/** A single-use, 30-minute token sets a new password, proves the address, ends every session and signs in. */
export const resetPasswordHandler = http.post(
  apiPath('/users/reset-password'),
  route(async ({ request }) => {
    const { token, newPassword } = await validate(resetPasswordRequestSchema, await readJson(request));
    const tokenHash = await sha256(token);
    const stored = db.resetToken.findFirst({ where: { tokenHash: { equals: tokenHash } } });
    if (!stored || stored.expiresAt < nowMs()) throw new HttpError(400, RESET_LINK_INVALID);
    db.resetToken.delete({ where: { userId: { equals: stored.userId } } });

    const user = db.user.update({
      where: { id: { equals: stored.userId } },
      data: { passwordHash: await hashPassword(newPassword), isEmailVerified: true, failedLogins: 0, lockedUntil: 0 },
    });
    if (!user) throw new HttpError(400, RESET_LINK_INVALID);
    endAllSessions(user.id);
    const cookie = await startSession(user.id, 'full');
    return ok({ user: presentUser(user) }, 'Password reset successful', 200, { 'Set-Cookie': cookie });
  }),
);
