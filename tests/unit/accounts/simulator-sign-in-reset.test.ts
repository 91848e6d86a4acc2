import { describe, expect, it } from 'vitest';
import { advanceClock } from '@sim/lib/clock';
import { forgotPassword } from '@/api/users/forgot-password';
import { login } from '@/api/users/login';
import { resetPassword } from '@/api/users/reset-password';
import { updateUser } from '@/api/users/update-user';
import { useSimulator } from '../../support/simulator';
import { lastMail, refusal, tokenIn } from './simulator-support';

useSimulator();

const CLINICAL = { email: 'clinical@demo.health', password: 'Demo@1234' };
const wrong = { ...CLINICAL, password: 'Wrong@1234' };

describe('sign-in on the simulator', () => {
  it('answers 401 alike for a wrong password and an unknown account', async () => {
    expect(await refusal(login(wrong))).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(await refusal(login({ ...wrong, email: 'nobody@demo.health' }))).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it('locks the account for 15 minutes after 5 failures in a row (423, minutes in the message)', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await refusal(login(wrong))).status).toBe(401);
    expect((await refusal(login(wrong))).message).toMatch(/locked.*15 minute/);
    expect((await refusal(login(CLINICAL))).status).toBe(423);
    advanceClock(15 * 60_000 + 1);
    expect((await login(CLINICAL)).body?.user.role).toBe('Clinical User');
  });

  it('slows one address guessing across many accounts: 429 after 20 failures in 15 minutes', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const email = `nobody-${attempt}@demo.health`;
      expect((await refusal(login({ ...wrong, email }))).status).toBe(401);
    }
    expect(await refusal(login(CLINICAL))).toMatchObject({
      status: 429,
      message: expect.stringMatching(/Too many failed sign-in attempts.*15 minute/),
    });
    advanceClock(15 * 60_000 + 1);
    expect((await login(CLINICAL)).body?.user.role).toBe('Clinical User');
  });

  it('ends a session after 15 minutes idle', async () => {
    await login(CLINICAL);
    expect((await updateUser('user-clinical', { department: 'ER' })).body.department).toBe('ER');
    advanceClock(15 * 60_000 + 1);
    expect((await refusal(updateUser('user-clinical', { department: 'ICU' }))).status).toBe(401);
  });

  it('ends a session after 12 hours however busy', async () => {
    await login(CLINICAL);
    // Active every 14 minutes, so only the 12-hour limit can end it.
    for (let minutes = 14; minutes < 12 * 60; minutes += 14) {
      advanceClock(14 * 60_000);
      await updateUser('user-clinical', { department: 'Night shift' });
    }
    advanceClock(14 * 60_000);
    expect((await refusal(updateUser('user-clinical', { department: 'Late' }))).status).toBe(401);
  });
});

describe('password reset on the simulator', () => {
  it('answers the same for known and unknown addresses and mails a link with the token', async () => {
    const known = await forgotPassword({ email: 'clinical@demo.health' });
    const unknown = await forgotPassword({ email: 'nobody@demo.health' });
    expect([known.message, known.body, unknown.message, unknown.body]).toEqual([
      'Password reset token sent to email',
      null,
      'Password reset token sent to email',
      null,
    ]);
    const { text } = lastMail('clinical@demo.health');
    const token = tokenIn(text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(text).toContain(`/reset-password/${token}`);
  });

  it('resets once, signs in, ends the other sessions; a used, replaced or stale token is refused', async () => {
    await login(CLINICAL);
    await forgotPassword({ email: 'clinical@demo.health' });
    const first = tokenIn(lastMail('clinical@demo.health').text);
    // One reset mail per account per minute (the send clock, docs/security.md).
    advanceClock(60_000);
    await forgotPassword({ email: 'clinical@demo.health' });
    const second = tokenIn(lastMail('clinical@demo.health').text);
    const invalid = { status: 400, message: 'Reset link is invalid or has expired' };
    expect(await refusal(resetPassword({ token: first, newPassword: 'Fresh@1234' }))).toMatchObject(invalid);

    const { body } = await resetPassword({ token: second, newPassword: 'Fresh@1234' });
    expect(body?.user).toMatchObject({ email: 'clinical@demo.health', isEmailVerified: true });
    expect(await refusal(resetPassword({ token: second, newPassword: 'Other@1234' }))).toMatchObject(invalid);
    expect((await login({ ...CLINICAL, password: 'Fresh@1234' })).body?.user.role).toBe('Clinical User');

    advanceClock(60_000);
    await forgotPassword({ email: 'clinical@demo.health' });
    const stale = tokenIn(lastMail('clinical@demo.health').text);
    advanceClock(30 * 60_000 + 1);
    expect(await refusal(resetPassword({ token: stale, newPassword: 'Later@1234' }))).toMatchObject(invalid);
  });

  it('checks the password rule on the server', async () => {
    await forgotPassword({ email: 'clinical@demo.health' });
    const token = tokenIn(lastMail('clinical@demo.health').text);
    const error = await refusal(resetPassword({ token, newPassword: 'weakpassword' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors.newPassword).toMatch(/^Password must contain/);
  });
});
