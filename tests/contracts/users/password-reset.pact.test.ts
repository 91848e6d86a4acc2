import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { forgotPassword } from '@/api/users/forgot-password';
import { resetPassword } from '@/api/users/reset-password';
import { ACCOUNT_STATES, PACT_ACCOUNTS } from '@healthcare-portal/contracts/provider-states';
import { createPact, JSON_HEADERS, unstubAfterEach, useMockServer } from '../support/pact';
import { expectRefusal, refusalBody } from '../support/refusal';
import { SESSION_COOKIE } from '../support/session-cookie';

const { like, boolean } = MatchersV3;
const pact = createPact();
unstubAfterEach();

describe('POST /users/forgot-password', () => {
  it.each([
    ['an existing account', 'clinical@demo.health'],
    ['an unknown address', 'nobody@demo.health'],
  ])('answers the same for %s', async (description, email) => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving(`a password reset request for ${description}`)
      .withRequest('POST', '/api/v1/users/forgot-password', (builder) => builder.headers(JSON_HEADERS).jsonBody({ email }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ success: true, message: 'Password reset token sent to email', status: 200, body: null }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        expect(await forgotPassword({ email })).toMatchObject({ body: null, message: 'Password reset token sent to email' });
      });
  });
});

describe('POST /users/forgot-password, refused', () => {
  it('refuses a malformed e-mail with 400 and the field message', async () => {
    const email = 'not-an-email';
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a password reset request for a malformed e-mail')
      .withRequest('POST', '/api/v1/users/forgot-password', (builder) => builder.headers(JSON_HEADERS).jsonBody({ email }))
      .willRespondWith(400, (builder) =>
        builder.jsonBody(refusalBody(400, 'Invalid email format', { errors: { email: 'Invalid email format' } })),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expectRefusal(forgotPassword({ email }), 400, 'Invalid email format');
      });
  });
});

describe('POST /users/reset-password', () => {
  it('sets the new password and signs the user in', async () => {
    const request = { token: PACT_ACCOUNTS.resetToken, newPassword: 'Fresh@1234' };
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.resetRequested)
      .uponReceiving('a reset with a valid token')
      .withRequest('POST', '/api/v1/users/reset-password', (builder) => builder.headers(JSON_HEADERS).jsonBody(request))
      .willRespondWith(200, (builder) =>
        builder.headers({ 'Set-Cookie': SESSION_COOKIE }).jsonBody({
          success: true,
          message: like('Password reset successful'),
          status: 200,
          body: {
            user: { _id: like('user-clinical'), email: 'clinical@demo.health', role: 'Clinical User', isEmailVerified: boolean(true) },
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        expect((await resetPassword(request)).body?.user.email).toBe('clinical@demo.health');
      });
  });

  it('refuses an unknown or used token with 400', async () => {
    const request = { token: 'not-a-real-token', newPassword: 'Fresh@1234' };
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a reset with an invalid token')
      .withRequest('POST', '/api/v1/users/reset-password', (builder) => builder.headers(JSON_HEADERS).jsonBody(request))
      .willRespondWith(400, (builder) => builder.jsonBody(refusalBody(400, 'Reset link is invalid or has expired')))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expectRefusal(resetPassword(request), 400, 'Reset link is invalid or has expired');
      });
  });
});
