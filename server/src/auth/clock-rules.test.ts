import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stateContext } from '../routes/provider-states.ts';
import { json, sessionCookieOf, startTestApp, stopTestApp, type TestApp } from '../testing/test-app.ts';

// The rules that need a clock (docs/spec/server-rules.md#sessions and 'Accounts'), with the server's clock moved by hand.
const MINUTE = 60_000;
const CLINICAL = { email: 'clinical@demo.health', password: 'Demo@1234' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => stopTestApp(t));
beforeEach(async () => {
  await stateContext(t.app.ctx).reset();
});

const post = (url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : json(payload)),
    ...(cookie ? { cookies: { hcp_session: cookie } } : {}),
  });
const patch = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    ...json(payload),
    ...(cookie ? { cookies: { hcp_session: cookie } } : {}),
  });

async function signIn(account = CLINICAL): Promise<string> {
  const answer = await post('/users/login', account);
  expect(answer.statusCode).toBe(200);
  return sessionCookieOf(answer.headers) ?? '';
}

const touch = (cookie: string) => patch('/users/update/user-clinical', { department: 'Cardiology' }, cookie);

async function lastMail(to: string) {
  const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirst();
  return row?.text ?? '';
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const tokenIn = (text: string) => /reset token: (\S+)/.exec(text)?.[1] ?? '';

const signupBody = (email: string) => ({
  fullName: 'Nora Quinn',
  email,
  phoneNumber: '+1-555-123-4567',
  password: 'Start@1234',
  role: 'Office Staff',
  organizationAffiliation: 'Riverside Medical Group',
  hipaaAcknowledgement: true,
});

describe('sessions', () => {
  it('end after 15 minutes idle, and every request keeps them alive until then', async () => {
    const cookie = await signIn();
    t.clock.advance(14 * MINUTE);
    expect((await touch(cookie)).statusCode).toBe(200);
    t.clock.advance(14 * MINUTE);
    expect((await touch(cookie)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    const expired = await touch(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('end 12 hours after sign-in however busy', async () => {
    const cookie = await signIn();
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 10) {
      t.clock.advance(10 * MINUTE);
      const answer = await touch(cookie);
      if (elapsed + 10 <= 12 * 60) expect(answer.statusCode, `after ${elapsed + 10} minutes`).toBe(200);
    }
    t.clock.advance(MINUTE);
    expect((await touch(cookie)).statusCode).toBe(401);
  });

  it('all end when the password is reset', async () => {
    const cookie = await signIn();
    await post('/users/forgot-password', { email: CLINICAL.email });
    const reset = await post('/users/reset-password', { token: tokenIn(await lastMail(CLINICAL.email)), newPassword: 'Fresh@1234' });
    expect(reset.statusCode).toBe(200);
    expect((await touch(cookie)).statusCode).toBe(401);
    expect((await touch(sessionCookieOf(reset.headers) ?? '')).statusCode).toBe(200);
  });
});

describe('verification codes', () => {
  it('may be re-sent once a minute, and five wrong codes do not reset that clock', async () => {
    const signup = await post('/users/signup', signupBody('nora@clinic.test'));
    expect(signup.statusCode).toBe(201);
    const cookie = sessionCookieOf(signup.headers);
    for (let attempt = 0; attempt < 5; attempt++) await post('/users/verify-email?email=nora%40clinic.test&code=000000');
    const early = await patch('/users/update/me', { email: 'nora@clinic.test' }, cookie);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json()).toMatchObject({
      message: 'Please wait 60 seconds before requesting a new code.',
      body: { retryAfterSeconds: 60 },
    });
    t.clock.advance(45_000);
    expect((await patch('/users/update/me', { email: 'nora@clinic.test' }, cookie)).json().body.retryAfterSeconds).toBe(15);
    t.clock.advance(15_001);
    expect((await patch('/users/update/me', { email: 'nora@clinic.test' }, cookie)).statusCode).toBe(200);
  });

  it('are valid for 10 minutes', async () => {
    await post('/users/signup', signupBody('late@clinic.test'));
    const code = codeIn(await lastMail('late@clinic.test'));
    t.clock.advance(10 * MINUTE + 1000);
    const answer = await post(`/users/verify-email?email=late%40clinic.test&code=${code}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('This verification code is no longer valid. Please request a new code.');
  });

  it('count down five tries, then the code is void', async () => {
    await post('/users/signup', signupBody('tries@clinic.test'));
    const code = codeIn(await lastMail('tries@clinic.test'));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      messages.push((await post(`/users/verify-email?email=tries%40clinic.test&code=${wrong}`)).json().message);
    }
    expect(messages).toEqual([
      'Invalid verification code. 4 attempt(s) left.',
      'Invalid verification code. 3 attempt(s) left.',
      'Invalid verification code. 2 attempt(s) left.',
      'Invalid verification code. 1 attempt(s) left.',
      'Too many incorrect codes. Please request a new code.',
    ]);
    expect((await post(`/users/verify-email?email=tries%40clinic.test&code=${code}`)).statusCode).toBe(400);
  });
});

describe('password reset tokens', () => {
  it('are valid for 30 minutes and work once', async () => {
    await post('/users/forgot-password', { email: CLINICAL.email });
    const token = tokenIn(await lastMail(CLINICAL.email));
    t.clock.advance(30 * MINUTE + 1000);
    const late = await post('/users/reset-password', { token, newPassword: 'Fresh@1234' });
    expect(late.json()).toMatchObject({ status: 400, message: 'Reset link is invalid or has expired' });

    t.clock.advance(2 * MINUTE);
    await post('/users/forgot-password', { email: CLINICAL.email });
    const fresh = tokenIn(await lastMail(CLINICAL.email));
    expect((await post('/users/reset-password', { token: fresh, newPassword: 'Fresh@1234' })).statusCode).toBe(200);
    expect((await post('/users/reset-password', { token: fresh, newPassword: 'Other@1234' })).statusCode).toBe(400);
  });

  it('are mailed at most once a minute and five times an hour per account, with the same answer every time', async () => {
    const countMails = async () =>
      (await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', CLINICAL.email).execute()).length;
    const same = { success: true, message: 'Password reset token sent to email', body: null, status: 200 };
    expect((await post('/users/forgot-password', { email: CLINICAL.email })).json()).toEqual(same);
    expect((await post('/users/forgot-password', { email: CLINICAL.email })).json()).toEqual(same);
    expect(await countMails()).toBe(1);
    for (let minute = 0; minute < 7; minute++) {
      t.clock.advance(MINUTE + 1000);
      expect((await post('/users/forgot-password', { email: CLINICAL.email })).json()).toEqual(same);
    }
    expect(await countMails()).toBe(5);
    // One client address may ask ten times in 15 minutes.
    expect((await post('/users/forgot-password', { email: 'nobody@demo.health' })).statusCode).toBe(200);
    const refused = await post('/users/forgot-password', { email: CLINICAL.email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('lock-out', () => {
  it('locks an account for 15 minutes after five failures, known or unknown, then lets the right password in', async () => {
    for (const email of [CLINICAL.email, 'nobody@demo.health']) {
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) answers.push(await post('/users/login', { email, password: 'Wrong@1234' }));
      expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
      expect(answers[4]?.statusCode).toBe(423);
      expect(answers[4]?.headers['retry-after']).toBe('900');
      expect(answers[4]?.json().message).toBe('Your account is locked after too many failed sign-in attempts. Try again in 15 minute(s).');
    }
    t.clock.advance(5 * MINUTE);
    const still = await post('/users/login', CLINICAL);
    expect(still.statusCode).toBe(423);
    expect(still.json().message).toContain('Try again in 10 minute(s).');
    t.clock.advance(10 * MINUTE + 1000);
    expect((await post('/users/login', CLINICAL)).statusCode).toBe(200);
  });

  it('refuses a client address after 20 failed sign-ins in 15 minutes (429, Retry-After)', async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await post('/users/login', { email: `someone${attempt}@demo.health`, password: 'Wrong@1234' });
    }
    const refused = await post('/users/login', CLINICAL);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await post('/users/login', CLINICAL)).statusCode).toBe(200);
  });
});
