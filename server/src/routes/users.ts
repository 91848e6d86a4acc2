import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { isRole } from '@healthcare-portal/contracts/roles';
import { DEFAULT_RESET_SENT_MESSAGE, forgotPasswordRequestSchema } from '@healthcare-portal/contracts/users/forgot-password';
import { loginRequestSchema, loginResponseSchema } from '@healthcare-portal/contracts/users/login';
import { resetLink, resetPasswordRequestSchema, resetPasswordResponseSchema } from '@healthcare-portal/contracts/users/reset-password';
import { CLINICAL_FIELDS, CLINICAL_ROLE, signupRequestSchema, signupResponseSchema } from '@healthcare-portal/contracts/users/signup';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  SESSION_USER_ID,
  updateUserRequestSchema,
  updateUserResponseSchema,
  type UpdateUserRequest,
} from '@healthcare-portal/contracts/users/update-user';
import { verifyEmailRequestSchema, verifyEmailResponseSchema } from '@healthcare-portal/contracts/users/verify-email';
import { type AppContext, clientAddress, requireUser, signedInFirst } from '../auth/context.ts';
import { randomId, sha256 } from '../auth/crypto.ts';
import { newResetToken } from '../auth/reset-tokens.ts';
import { checkPassword, hashPassword } from '../auth/passwords.ts';
import type { SignedIn } from '../auth/sessions.ts';
import { assertEmailFree, findUserByEmail, findUserById, presentUser } from '../auth/users.ts';
import { HOUR_MS, issueCode, recordSend, secondsUntilSend } from '../auth/verification.ts';
import type { Db } from '../db/database.ts';
import type { UserRow, UsersTable } from '../db/schema.ts';
import { HttpError, ok, tooManyRequests } from '../http/envelope.ts';

const INVALID_LOGIN = 'Invalid email or password';
export const RESET_LINK_INVALID = 'Reset link is invalid or has expired';
const CODE_EXPIRED = 'This verification code is no longer valid. Please request a new code.';
const CODE_TOO_MANY = 'Too many incorrect codes. Please request a new code.';
const wrongCode = (attemptsLeft: number) => `Invalid verification code. ${attemptsLeft} attempt(s) left.`;
const CODE_TOO_MANY_FOR_ACCOUNT = 'Too many incorrect codes for this account. Try again later.';
const PROFILE_PIC_INVALID = 'Profile picture must be an https URL';

const locked = (minutes: number) =>
  new HttpError(423, `Your account is locked after too many failed sign-in attempts. Try again in ${minutes} minute(s).`, null, {
    'retry-after': String(minutes * 60),
  });

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Per-address limit of the calls that send mail: resend, change e-mail, forgot-password (docs/spec/server-rules.md#hardening). */
async function countMailRequest(ctx: AppContext, address: string, what: string): Promise<void> {
  const bucket = `mail-request:${address}`;
  await ctx.rateEvents.assertUnderLimit(bucket, ctx.config.mailRequestsPerAddress, ctx.config.addressWindowMs, what);
  await ctx.rateEvents.record(bucket);
}

const isEmailOnly = (changes: UpdateUserRequest) => Object.keys(changes).join() === 'email';

/** https URLs or the app's own stored files; anything else (javascript:, data:, http:) is refused. */
const acceptableProfilePic = (value: string) => value === '' || value.startsWith('https://') || value.startsWith('/api/v1/files/');

type Changes = UpdateUserRequest;

/** Only oneself or an Admin; a verify-only session may only resend or change its own address; no own role change. */
async function findTarget(db: Db, { user: caller, scope }: SignedIn, requestedId: string, changes: Changes): Promise<UserRow> {
  const targetId = requestedId === SESSION_USER_ID ? caller.id : requestedId;
  if (scope === 'verify' && (targetId !== caller.id || !isEmailOnly(changes))) {
    throw new HttpError(403, 'Please verify your email address first.');
  }
  if (targetId !== caller.id && caller.role !== 'Admin') throw new HttpError(403, 'You can only update your own profile.');
  const target = targetId === caller.id ? caller : await findUserById(db, targetId);
  if (!target) throw new HttpError(404, 'User not found');
  if (changes.role !== undefined && changes.role !== target.role) {
    if (target.id === caller.id) throw new HttpError(403, 'You cannot change your own role.');
    if (!isRole(changes.role)) throw new HttpError(400, 'Invalid role selected', { errors: { role: 'Invalid role selected' } });
  }
  return target;
}

const COLUMNS = {
  fullName: 'full_name',
  phoneNumber: 'phone_number',
  organizationAffiliation: 'organization_affiliation',
  department: 'department',
  address: 'address',
  complianceId: 'compliance_id',
  professionalCredentials: 'professional_credentials',
  npiNumber: 'npi_number',
  taxonomyCode: 'taxonomy_code',
  profilePic: 'profile_pic',
  role: 'role',
} as const satisfies Partial<Record<keyof UpdateUserRequest, keyof UsersTable>>;

/** The columns a profile update writes; clinical fields belong to Clinical Users only (docs/spec/roles.md). */
function storableChanges(target: UserRow, changes: Changes): Record<string, string | null> {
  const role = changes.role ?? target.role;
  const set: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = changes[field as keyof typeof COLUMNS];
    if (value === undefined) continue;
    if (role !== CLINICAL_ROLE && (CLINICAL_FIELDS as readonly string[]).includes(field)) continue;
    set[column] = field === 'profilePic' && value === '' ? null : value;
  }
  return set;
}

async function assertCurrentPassword(signedIn: SignedIn, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED, { errors: { currentPassword: CURRENT_PASSWORD_REQUIRED } });
  if (!(await checkPassword(currentPassword, signedIn.user.password_hash))) {
    throw new HttpError(400, CURRENT_PASSWORD_WRONG, { errors: { currentPassword: CURRENT_PASSWORD_WRONG } });
  }
}

/** The account calls of docs/api.md under /api/v1/users, every rule as docs/spec/server-rules.md#accounts keeps it. */
export const userRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = instance.ctx;
  const { config, db, clock, sessions, rateEvents, mailer } = ctx;

  app.post(
    '/users/login',
    { schema: { body: loginRequestSchema, response: { 200: envelopeSchema(loginResponseSchema) } } },
    async (request, reply) => {
      const { email: rawEmail, password } = request.body;
      const email = rawEmail.toLowerCase();
      const addressBucket = `login-fail:${clientAddress(request)}`;
      await rateEvents.assertUnderLimit(addressBucket, config.loginFailuresPerAddress, config.addressWindowMs, 'failed sign-in attempts');

      const user = await findUserByEmail(db, email);
      // The same work for every attempt: known or unknown account, locked or not.
      const passwordOk = await checkPassword(password, user?.password_hash);
      const lock = await db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
      const lockedUntil = lock?.locked_until ? new Date(lock.locked_until).getTime() : 0;
      const minutesLeft = (until: number) => Math.max(1, Math.ceil((until - clock.now()) / 60_000));
      if (lockedUntil > clock.now()) throw locked(minutesLeft(lockedUntil));

      if (!user || !passwordOk) {
        await rateEvents.record(addressBucket);
        const failures = (lockedUntil > 0 ? 0 : (lock?.failures ?? 0)) + 1;
        const locks = failures >= config.maxFailedLogins;
        const values = {
          email,
          failures: locks ? 0 : failures,
          locked_until: locks ? new Date(clock.now() + config.lockMs) : null,
        };
        await db
          .insertInto('login_failures')
          .values(values)
          .onConflict((oc) => oc.column('email').doUpdateSet(values))
          .execute();
        if (locks) throw locked(minutesLeft(clock.now() + config.lockMs));
        throw new HttpError(401, INVALID_LOGIN);
      }

      await db.deleteFrom('login_failures').where('email', '=', email).execute();
      if (!user.is_email_verified) {
        await issueCode(ctx, user.id, user.email, 'lenient');
        sessions.setCookie(request, reply, await sessions.start(user.id, 'verify'));
        return ok(reply, null, 'Please verify your email address. A verification code has been sent.');
      }
      sessions.setCookie(request, reply, await sessions.start(user.id, 'full'));
      return ok(reply, { user: presentUser(user) }, 'Login successful');
    },
  );

  app.post('/users/logout', { schema: { response: { 200: envelopeSchema(z.null()) } } }, async (request, reply) => {
    await sessions.end(sessions.cookieId(request));
    sessions.clearCookie(request, reply);
    return ok(reply, null, 'Logged out successfully');
  });

  app.post(
    '/users/signup',
    { schema: { body: signupRequestSchema, response: { 201: envelopeSchema(signupResponseSchema) } } },
    async (request, reply) => {
      const input = request.body;
      if (input.role === 'Admin') throw new HttpError(403, 'Invalid role selected', { errors: { role: 'Invalid role selected' } });
      const email = input.email.toLowerCase();
      await assertEmailFree(db, email);
      const clinical = input.role === CLINICAL_ROLE;
      const clinicalValue = (field: (typeof CLINICAL_FIELDS)[number]) => (clinical ? (input[field] ?? '') : '');
      const user = await db
        .insertInto('users')
        .values({
          id: `user-${randomId()}`,
          email,
          password_hash: await hashPassword(input.password),
          role: input.role,
          full_name: input.fullName,
          phone_number: input.phoneNumber,
          organization_affiliation: input.organizationAffiliation,
          department: input.department ?? '',
          address: input.address ?? '',
          compliance_id: input.complianceId ?? '',
          professional_credentials: clinicalValue('professionalCredentials'),
          npi_number: clinicalValue('npiNumber'),
          taxonomy_code: clinicalValue('taxonomyCode'),
          hipaa_acknowledgement: input.hipaaAcknowledgement,
          profile_pic: null,
          is_email_verified: false,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await issueCode(ctx, user.id, user.email, 'strict');
      sessions.setCookie(request, reply, await sessions.start(user.id, 'verify'));
      return ok(reply, { user: presentUser(user) }, 'Account created. A verification code has been sent to your email.', 201);
    },
  );

  app.post(
    '/users/verify-email',
    { schema: { querystring: verifyEmailRequestSchema, response: { 200: envelopeSchema(verifyEmailResponseSchema) } } },
    async (request, reply) => {
      const { email, code } = request.query;
      const addressBucket = `wrong-code:${clientAddress(request)}`;
      await rateEvents.assertUnderLimit(addressBucket, config.wrongCodesPerAddress, config.addressWindowMs, 'incorrect verification codes');
      // Wrong codes are counted per account across codes, so a new code does not buy five more guesses forever.
      const accountBucket = `wrong-code:${email.toLowerCase()}`;
      const wait = await rateEvents.secondsUntilUnder(accountBucket, config.wrongCodesPerAccountPerHour, HOUR_MS);
      if (wait > 0) throw tooManyRequests(CODE_TOO_MANY_FOR_ACCOUNT, wait);
      const user = await findUserByEmail(db, email);
      const stored = user && (await db.selectFrom('verification_codes').selectAll().where('user_id', '=', user.id).executeTakeFirst());
      // Unknown addresses read like a stale code, so the answer tells nobody which accounts exist.
      if (!user || !stored || new Date(stored.expires_at).getTime() < clock.now()) {
        await rateEvents.record(addressBucket);
        throw new HttpError(400, CODE_EXPIRED);
      }

      if (!sameHash(sha256(code), stored.code_hash)) {
        await rateEvents.record(addressBucket);
        await rateEvents.record(accountBucket);
        const attemptsLeft = stored.attempts_left - 1;
        if (attemptsLeft <= 0) {
          await db.deleteFrom('verification_codes').where('user_id', '=', user.id).execute();
          throw new HttpError(400, CODE_TOO_MANY);
        }
        await db.updateTable('verification_codes').set({ attempts_left: attemptsLeft }).where('user_id', '=', user.id).execute();
        throw new HttpError(400, wrongCode(attemptsLeft));
      }

      await db.deleteFrom('verification_codes').where('user_id', '=', user.id).execute();
      const verified = await db
        .updateTable('users')
        .set({ is_email_verified: true })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Every restricted session of the account ends with verification, the caller's too.
      await sessions.end(sessions.cookieId(request));
      await sessions.endAll(user.id, 'verify');
      sessions.setCookie(request, reply, await sessions.start(user.id, 'full'));
      return ok(reply, { user: presentUser(verified) }, 'Email verified successfully');
    },
  );

  app.post(
    '/users/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      await countMailRequest(ctx, clientAddress(request), 'password reset requests');
      const user = await findUserByEmail(db, request.body.email);
      // Within the account's send limits a new token voids the old; beyond them nothing is sent, and the answer is
      // the same either way, so nobody learns which addresses have accounts.
      if (user && (await secondsUntilSend(ctx, 'reset', user.id, user.email)) === 0) {
        const token = await newResetToken(ctx, user.id);
        await recordSend(ctx, 'reset', user.id, user.email);
        const sending = mailer.send(
          user.email,
          'Reset your HealthCare Portal password',
          `Open this link to choose a new password: ${resetLink(config.appUrl, token)}\nOr enter this reset token: ${token}\nThe link is valid for 30 minutes and works once.`,
        );
        // Real mail goes out in the background, so a known address answers as fast as an unknown one.
        if (mailer.keepsOutbox) await sending;
        else sending.catch((error: unknown) => request.log.error({ err: { type: (error as Error).name } }, 'reset mail failed'));
      }
      return ok(reply, null, DEFAULT_RESET_SENT_MESSAGE);
    },
  );

  app.post(
    '/users/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: envelopeSchema(resetPasswordResponseSchema) } } },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      const stored = await db.selectFrom('reset_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
      if (!stored || new Date(stored.expires_at).getTime() < clock.now()) throw new HttpError(400, RESET_LINK_INVALID);
      await db.deleteFrom('reset_tokens').where('user_id', '=', stored.user_id).execute();
      const user = await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(newPassword), is_email_verified: true })
        .where('id', '=', stored.user_id)
        .returningAll()
        .executeTakeFirst();
      if (!user) throw new HttpError(400, RESET_LINK_INVALID);
      await db.deleteFrom('login_failures').where('email', '=', user.email).execute();
      await sessions.endAll(user.id);
      sessions.setCookie(request, reply, await sessions.start(user.id, 'full'));
      return ok(reply, { user: presentUser(user) }, 'Password reset successful');
    },
  );

  app.patch(
    '/users/update/:userId',
    {
      preValidation: signedInFirst({ allowVerifyScope: true }),
      schema: {
        params: z.object({ userId: z.string().min(1).max(200) }),
        body: updateUserRequestSchema,
        response: { 200: envelopeSchema(updateUserResponseSchema) },
      },
    },
    async (request, reply) => {
      const signedIn = await requireUser(request, { allowVerifyScope: true });
      const changes: Changes = request.body;
      const target = await findTarget(db, signedIn, request.params.userId, changes);
      if (changes.profilePic !== undefined && !acceptableProfilePic(changes.profilePic)) {
        throw new HttpError(400, PROFILE_PIC_INVALID, { errors: { profilePic: PROFILE_PIC_INVALID } });
      }

      const email = changes.email?.toLowerCase();
      const emailChanged = email !== undefined && email !== target.email;
      const sendsCode = isEmailOnly(changes) || emailChanged;
      // A verified address is the key to the account (reset mail goes there): moving it asks for the caller's own
      // current password, so a session left open or stolen cannot hand the account to someone else.
      if (emailChanged && target.is_email_verified) await assertCurrentPassword(signedIn, changes.currentPassword);
      if (emailChanged) await assertEmailFree(db, email, target.id);
      if (sendsCode) {
        await countMailRequest(ctx, clientAddress(request), 'verification code requests');
        // The code goes out (or the cooldown refuses with 429) before anything is written.
        await issueCode(ctx, target.id, email ?? target.email, 'strict');
      }

      const updated = await db
        .updateTable('users')
        .set({ ...storableChanges(target, changes), ...(email ? { email } : {}), ...(sendsCode ? { is_email_verified: false } : {}) })
        .where('id', '=', target.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new HttpError(404, 'User not found');
      // An unverified address may only verify, resend or change itself: every session of the account is restricted.
      if (sendsCode) await sessions.restrictAll(target.id);
      // The owner of a verified address hears that it was replaced, so a takeover does not go unnoticed.
      if (emailChanged && target.is_email_verified) {
        const masked = (email ?? '').replace(/^(.)[^@]*/, '$1***');
        await mailer.send(
          target.email,
          'Your HealthCare Portal e-mail address was changed',
          `The e-mail address of your HealthCare Portal account was changed to ${masked}. If you did not do this, reset your password and contact your administrator.`,
        );
      }
      const message = !sendsCode
        ? 'Profile updated successfully'
        : emailChanged
          ? 'Email updated. A verification code has been sent to your new email address.'
          : 'A new verification code has been sent to your email.';
      return ok(reply, presentUser(updated), message);
    },
  );
};
