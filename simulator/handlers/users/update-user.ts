import { http } from 'msw';
import { isRole } from '@healthcare-portal/contracts/roles';
import { CLINICAL_FIELDS, CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  SESSION_USER_ID,
  updateUserRequestSchema,
  type UpdateUserRequest,
} from '@healthcare-portal/contracts/users/update-user';
import { db, type UserRecord } from '../../db';
import { presentUser } from '../../lib/presenters';
import { HttpError, ok } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { sendMail } from '../../lib/mailer';
import { verifyPassword } from '../../lib/crypto';
import { requireUser, restrictSessions, type SessionScope } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';
import { issueCode } from '../../lib/verification';
import { assertEmailFree } from './email-owner';

const isEmailOnly = (changes: UpdateUserRequest) => Object.keys(changes).join() === 'email';

/** Only oneself or an Admin; a verify-only session may only resend or change its own address; no own role change. */
function findTarget(caller: UserRecord, scope: SessionScope, requestedId: string, changes: UpdateUserRequest): UserRecord {
  const targetId = requestedId === SESSION_USER_ID ? caller.id : requestedId;
  if (scope === 'verify' && (targetId !== caller.id || !isEmailOnly(changes))) {
    throw new HttpError(403, 'Please verify your email address first.');
  }
  if (targetId !== caller.id && caller.role !== 'Admin') throw new HttpError(403, 'You can only update your own profile.');
  const target = db.user.findFirst({ where: { id: { equals: targetId } } });
  if (!target) throw new HttpError(404, 'User not found');
  if (changes.role !== undefined && changes.role !== target.role) {
    if (target.id === caller.id) throw new HttpError(403, 'You cannot change your own role.');
    if (!isRole(changes.role)) throw new HttpError(400, 'Invalid role selected', { errors: { role: 'Invalid role selected' } });
  }
  return target;
}

/** Clinical fields belong to Clinical Users only (docs/spec/roles.md). */
function storableChanges(target: UserRecord, changes: UpdateUserRequest): UpdateUserRequest {
  const role = changes.role ?? target.role;
  const { currentPassword: _checked, ...kept } = changes;
  if (role === CLINICAL_ROLE) return kept;
  for (const field of CLINICAL_FIELDS) delete kept[field];
  return kept;
}

/**
 * A verified address is the key to the account (reset mail goes there): moving it asks for the caller's own
 * current password, so a session left open or stolen cannot hand the account to someone else.
 */
async function assertCurrentPassword(caller: UserRecord, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED, { errors: { currentPassword: CURRENT_PASSWORD_REQUIRED } });
  if (!(await verifyPassword(currentPassword, caller.passwordHash))) {
    throw new HttpError(400, CURRENT_PASSWORD_WRONG, { errors: { currentPassword: CURRENT_PASSWORD_WRONG } });
  }
}

/** The owner of a verified address hears that it was replaced, so a takeover does not go unnoticed. */
function notifyOldAddress(oldEmail: string, newEmail: string): void {
  const masked = newEmail.replace(/^(.)[^@]*/, '$1***');
  sendMail(
    oldEmail,
    'Your HealthCare Portal e-mail address was changed',
    `The e-mail address of your HealthCare Portal account was changed to ${masked}. If you did not do this, reset your password and contact your administrator.`,
  );
}

/**
 * PATCH /users/update/{userId}. `{ email }` alone re-sends a code (same address) or moves the account to a new,
 * unused address and sends the code there; either way the address is unverified until the code is entered.
 */
export const updateUserHandler = http.patch(
  apiPath('/users/update/:userId'),
  route(async (context) => {
    const { user: caller, scope } = await requireUser(context.cookies, { allowVerifyScope: true });
    const changes = await validate(updateUserRequestSchema, await readJson(context.request));
    const target = findTarget(caller, scope, param(context, 'userId'), changes);

    const email = changes.email?.toLowerCase();
    const emailChanged = email !== undefined && email !== target.email;
    const sendsCode = isEmailOnly(changes) || emailChanged;
    if (emailChanged && target.isEmailVerified) await assertCurrentPassword(caller, changes.currentPassword);
    if (emailChanged) assertEmailFree(email, target.id);
    // The code goes out (or the cooldown refuses with 429) before anything is written.
    if (sendsCode) await issueCode(target, 'strict', email ?? target.email);

    const updated = db.user.update({
      where: { id: { equals: target.id } },
      data: { ...storableChanges(target, changes), ...(email ? { email } : {}), ...(sendsCode ? { isEmailVerified: false } : {}) },
    });
    if (!updated) throw new HttpError(404, 'User not found');
    // An unverified address may only verify, resend or change itself: every session of the account is restricted.
    if (sendsCode) restrictSessions(target.id);
    if (emailChanged && target.isEmailVerified) notifyOldAddress(target.email, updated.email);
    const message = !sendsCode
      ? 'Profile updated successfully'
      : emailChanged
        ? 'Email updated. A verification code has been sent to your new email address.'
        : 'A new verification code has been sent to your email.';
    return ok(presentUser(updated), message);
  }),
);
