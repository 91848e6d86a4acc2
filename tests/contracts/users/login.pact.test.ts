import { MatchersV3 } from '@pact-foundation/pact';
import { ACCOUNT_STATES } from '@healthcare-portal/contracts/provider-states';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { login } from '@/api/users/login';
import { createPact, JSON_HEADERS, unstubAfterEach, useMockServer } from '../support/pact';
import { expectRefusal, refusalBody } from '../support/refusal';
import { SESSION_COOKIE } from '../support/session-cookie';

const { like, boolean, regex } = MatchersV3;
const pact = createPact();

unstubAfterEach();

describe('POST /users/login', () => {
  it('signs in a verified user and sets the session cookie', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/v1/users/login', (builder) =>
        builder.headers(JSON_HEADERS).jsonBody({ email: 'clinical@demo.health', password: 'Demo@1234' }),
      )
      .willRespondWith(200, (builder) =>
        builder.headers({ 'Set-Cookie': SESSION_COOKIE }).jsonBody({
          success: true,
          message: like('Login successful'),
          status: 200,
          body: {
            user: {
              _id: like('user-clinical'),
              email: 'clinical@demo.health',
              role: 'Clinical User',
              fullName: like('Dr. Priya Raman'),
              isEmailVerified: boolean(true),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        const result = await login({ email: 'clinical@demo.health', password: 'Demo@1234' });
        expect(result.body?.user.role).toBe('Clinical User');
        expect(result.body?.user.isEmailVerified).toBe(true);
      });
  });

  it('answers success with a null body for an unverified account', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.pendingAccount)
      .uponReceiving('a sign-in to an unverified account')
      .withRequest('POST', '/api/v1/users/login', (builder) =>
        builder.headers(JSON_HEADERS).jsonBody({ email: 'pending@demo.health', password: 'Demo@1234' }),
      )
      .willRespondWith(200, (builder) =>
        builder
          .headers({ 'Set-Cookie': SESSION_COOKIE })
          .jsonBody({ success: true, message: like('Please verify your email address.'), status: 200, body: null }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        const result = await login({ email: 'pending@demo.health', password: 'Demo@1234' });
        expect(result.body).toBeNull();
      });
  });

  it('refuses a wrong password with 401 and the same message as for an unknown account', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/v1/users/login', (builder) =>
        builder.headers(JSON_HEADERS).jsonBody({ email: 'clinical@demo.health', password: 'Wrong@1234' }),
      )
      .willRespondWith(401, (builder) => builder.jsonBody(refusalBody(401, 'Invalid email or password')))
      .executeTest(async (server) => {
        useMockServer(server.url);
        const error = await login({ email: 'clinical@demo.health', password: 'Wrong@1234' }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid email or password' });
      });
  });

  it('refuses a locked account with 423 and the minutes left', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.staffLocked)
      .uponReceiving('a sign-in to a locked account')
      .withRequest('POST', '/api/v1/users/login', (builder) =>
        builder.headers(JSON_HEADERS).jsonBody({ email: 'staff@demo.health', password: 'Demo@1234' }),
      )
      .willRespondWith(423, (builder) =>
        builder.jsonBody(
          refusalBody(
            423,
            regex(
              /^Your account is locked.*\d+ minute.*/.source,
              'Your account is locked after too many failed sign-in attempts. Try again in 15 minute(s).',
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expectRefusal(login({ email: 'staff@demo.health', password: 'Demo@1234' }), 423);
      });
  });

  it('refuses a blank password with 400 and the field message', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a sign-in with a blank password')
      .withRequest('POST', '/api/v1/users/login', (builder) =>
        builder.headers(JSON_HEADERS).jsonBody({ email: 'clinical@demo.health', password: '   ' }),
      )
      .willRespondWith(400, (builder) =>
        builder.jsonBody(refusalBody(400, 'Password cannot be empty', { errors: { password: 'Password cannot be empty' } })),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expectRefusal(login({ email: 'clinical@demo.health', password: '   ' }), 400, 'Password cannot be empty');
      });
  });
});
