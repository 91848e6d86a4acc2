import { isRole } from '@healthcare-portal/contracts/roles';
import { CLINICAL_FIELDS, CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  SESSION_USER_ID,
  type UpdateUserRequest,
} from '@healthcare-portal/contracts/users/update-user';
import { answer, type Answer } from '../answer.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { assertEmailFree } from './email-owner.ts';
import { issueCode } from './issue-code.ts';
import { addressChangedMail } from './mails.ts';
import {
  CODE_RESENT,
  EMAIL_CHANGED,
  ONLY_OWN_PROFILE,
  OWN_ROLE,
  PROFILE_UPDATED,
  ROLE_INVALID,
  USER_NOT_FOUND,
  VERIFY_FIRST,
} from './messages.ts';
import type { AccountPorts, UserChanges, UserRecord } from './ports.ts';
import { presentUser } from './present-user.ts';
import { countMailRequest } from './rate-limits.ts';
import type { SignedIn } from './sessions.ts';

const isEmailOnly = (changes: UpdateUserRequest) => Object.keys(changes).join() === 'email';

/** Only oneself or an Admin; a verify-only session may only resend or change its own address; nobody changes their own role. */
async function findTarget(ports: AccountPorts, { user: caller, scope }: SignedIn, requestedId: string, changes: UpdateUserRequest) {
  const targetId = requestedId === SESSION_USER_ID ? caller.id : requestedId;
  if (scope === 'verify' && (targetId !== caller.id || !isEmailOnly(changes))) throw new Refusal(403, VERIFY_FIRST);
  if (targetId !== caller.id && caller.role !== 'Admin') throw new Refusal(403, ONLY_OWN_PROFILE);
  const target = targetId === caller.id ? caller : await ports.users.byId(targetId);
  if (!target) throw new Refusal(404, USER_NOT_FOUND);
  if (changes.role !== undefined && changes.role !== target.role) {
    if (target.id === caller.id) throw new Refusal(403, OWN_ROLE);
    if (!isRole(changes.role)) throw fieldRefusal(400, 'role', ROLE_INVALID);
  }
  return target;
}

/** The profile fields a change writes; clinical fields belong to Clinical Users only (docs/spec/roles.md). */
function storableChanges(target: UserRecord, changes: UpdateUserRequest): UserChanges {
  const { email: _email, currentPassword: _checked, ...fields } = changes;
  if ((changes.role ?? target.role) !== CLINICAL_ROLE) for (const field of CLINICAL_FIELDS) delete fields[field];
  return fields;
}

/** A verified address is the key to the account (reset mail goes there): moving it asks for the caller's own password. */
async function assertCurrentPassword(ports: AccountPorts, caller: UserRecord, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw fieldRefusal(400, 'currentPassword', CURRENT_PASSWORD_REQUIRED);
  if (!(await ports.hasher.checkPassword(currentPassword, caller.passwordHash))) {
    throw fieldRefusal(400, 'currentPassword', CURRENT_PASSWORD_WRONG);
  }
}

/**
 * PATCH /users/update/{userId}, after the shared schema. `{ email }` alone re-sends a code (same address) or moves the
 * account to a new, unused address and sends the code there; an e-mail among other changes moves it too. Either way
 * the code goes out (or the cooldown refuses) before anything is written, the request counts against the client
 * address like every mail request, the address is unverified until the code is entered, and every session of the
 * account is restricted to verifying. The owner of a verified address that is replaced is told at the old one.
 */
export async function updateUser(
  ports: AccountPorts,
  request: { signedIn: SignedIn; userId: string; changes: UpdateUserRequest; clientAddress: string },
): Promise<Answer<ReturnType<typeof presentUser>>> {
  const { changes, signedIn } = request;
  const target = await findTarget(ports, signedIn, request.userId, changes);
  const email = changes.email?.toLowerCase();
  const emailChanged = email !== undefined && email !== target.email;
  const sendsCode = isEmailOnly(changes) || emailChanged;
  if (emailChanged && target.isEmailVerified) await assertCurrentPassword(ports, signedIn.user, changes.currentPassword);
  if (emailChanged) await assertEmailFree(ports, email, target.id);
  if (sendsCode) {
    await countMailRequest(ports, request.clientAddress, 'verification code requests');
    await issueCode(ports, target, email ?? target.email, 'strict');
  }

  const updated = await ports.users.update(target.id, {
    ...storableChanges(target, changes),
    ...(email ? { email } : {}),
    ...(sendsCode ? { isEmailVerified: false } : {}),
  });
  if (!updated) throw new Refusal(404, USER_NOT_FOUND);
  if (sendsCode) await ports.sessions.restrictOfUser(target.id);
  if (emailChanged && target.isEmailVerified) await ports.mailer.send(addressChangedMail(target.email, updated.email));
  const message = !sendsCode ? PROFILE_UPDATED : emailChanged ? EMAIL_CHANGED : CODE_RESENT;
  return answer(presentUser(updated), message);
}
