import { describe, expect, it } from 'vitest';
import { advanceClock } from '@sim/lib/clock';
import { db } from '@sim/db';
import { login } from '@/api/users/login';
import { logout } from '@/api/users/logout';
import { SESSION_USER_ID } from '@healthcare-portal/contracts/users/update-user';
import { sendVerificationCode } from '@/api/users/update-user';
import { signup } from '@/api/users/signup';
import { updateUser } from '@/api/users/update-user';
import { verifyEmail } from '@/api/users/verify-email';
import { useSimulator } from '../../support/simulator';
import { newAccount } from '../../support/factories/accounts';
import { codeIn, lastMail, refusal, userByEmail } from './simulator-support';

useSimulator();

describe('sign-up on the simulator', () => {
  it('creates an unverified account, e-mails a 6-digit code and stores only its hash', async () => {
    const { body, status } = await signup(newAccount());
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ email: 'nora@clinic.test', role: 'Office Staff', isEmailVerified: false });
    const code = codeIn(lastMail('nora@clinic.test').text);
    expect(code).toMatch(/^\d{6}$/);
    const stored = db.verificationCode.findFirst({ where: { userId: { equals: body.user._id ?? '' } } });
    expect(stored?.codeHash).not.toContain(code);
  });

  it('refuses Admin (403), a taken e-mail (409) and a bad NPI (400 with the field message)', async () => {
    expect(await refusal(signup(newAccount({ role: 'Admin' })))).toMatchObject({ status: 403, message: 'Invalid role selected' });
    expect(await refusal(signup(newAccount({ email: 'clinical@demo.health' })))).toMatchObject({
      status: 409,
      message: 'An account with this email already exists',
    });
    const badNpi = newAccount({ role: 'Clinical User', professionalCredentials: 'MD', npiNumber: '123456789', taxonomyCode: 'X' });
    const error = await refusal(signup(badNpi));
    expect(error).toMatchObject({ status: 400, fieldErrors: { npiNumber: 'NPI number must be exactly 10 digits' } });
  });

  it('verifies with the right code and answers { user }', async () => {
    await signup(newAccount());
    const { body } = await verifyEmail({ email: 'nora@clinic.test', code: codeIn(lastMail('nora@clinic.test').text) });
    expect(body.user.isEmailVerified).toBe(true);
    expect((await login({ email: 'nora@clinic.test', password: 'Start@1234' })).body?.user.email).toBe('nora@clinic.test');
  });

  it('voids the code after 5 wrong tries and after 10 minutes', async () => {
    await signup(newAccount());
    const code = codeIn(lastMail('nora@clinic.test').text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await refusal(verifyEmail({ email: 'nora@clinic.test', code: wrong }))).message).toBe(
        `Invalid verification code. ${5 - attempt} attempt(s) left.`,
      );
    }
    expect((await refusal(verifyEmail({ email: 'nora@clinic.test', code: wrong }))).message).toBe(
      'Too many incorrect codes. Please request a new code.',
    );
    expect((await refusal(verifyEmail({ email: 'nora@clinic.test', code }))).status).toBe(400);

    advanceClock(60_000);
    await sendVerificationCode(SESSION_USER_ID, 'nora@clinic.test');
    const fresh = codeIn(lastMail('nora@clinic.test').text);
    advanceClock(10 * 60_000 + 1);
    expect((await refusal(verifyEmail({ email: 'nora@clinic.test', code: fresh }))).status).toBe(400);
  });
});

describe('resend and change e-mail over PATCH /users/update/{userId}', () => {
  it('re-sends once per 60 seconds (429 with the seconds left)', async () => {
    await signup(newAccount());
    const error = await refusal(sendVerificationCode(SESSION_USER_ID, 'nora@clinic.test'));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/wait \d+ seconds/);
    advanceClock(60_000);
    const { body } = await sendVerificationCode(SESSION_USER_ID, 'nora@clinic.test');
    expect(body.isEmailVerified).toBe(false);
  });

  it('changes to a free address, sends the code there and keeps addresses unique', async () => {
    const { body } = await signup(newAccount());
    const id = body.user._id ?? '';
    advanceClock(60_000);
    expect((await refusal(sendVerificationCode(id, 'staff@demo.health'))).status).toBe(409);
    const changed = await sendVerificationCode(id, 'nora.quinn@clinic.test');
    expect(changed.body.email).toBe('nora.quinn@clinic.test');
    const code = codeIn(lastMail('nora.quinn@clinic.test').text);
    expect((await verifyEmail({ email: 'nora.quinn@clinic.test', code })).body.user.isEmailVerified).toBe(true);
  });

  it('lets a verify-only session do nothing but send codes, and nobody update someone else', async () => {
    const { body } = await signup(newAccount());
    expect((await refusal(updateUser(body.user._id ?? '', { fullName: 'Someone Else' }))).status).toBe(403);
    await login({ email: 'staff@demo.health', password: 'Demo@1234' });
    expect((await refusal(updateUser('user-clinical', { fullName: 'Hijack' }))).status).toBe(403);
    expect((await refusal(updateUser('user-staff', { role: 'Admin' }))).status).toBe(403);
    await logout();
    expect((await refusal(updateUser('user-staff', { fullName: 'Sam' }))).status).toBe(401);
  });

  it('lets an Admin update anyone', async () => {
    await login({ email: 'admin@demo.health', password: 'Demo@1234' });
    expect((await updateUser('user-staff', { department: 'Billing' })).body.department).toBe('Billing');
    expect(userByEmail('staff@demo.health')?.department).toBe('Billing');
  });
});
