import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { verifyEmail } from '@/api/users/verify-email';
import { ACCOUNT_STATES, PACT_ACCOUNTS } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach, useMockServer } from '../support/pact';
import { expectRefusal, refusalBody } from '../support/refusal';
import { SESSION_COOKIE } from '../support/session-cookie';

const { like, boolean } = MatchersV3;
const pact = createPact();
const STATE = ACCOUNT_STATES.codeSentLongAgo;
unstubAfterEach();

describe('POST /users/verify-email?email&code', () => {
  it('verifies the address with the right code and signs in', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('the right verification code')
      .withRequest('POST', '/api/v1/users/verify-email', (builder) =>
        builder.query({ email: 'pending@demo.health', code: PACT_ACCOUNTS.code }),
      )
      .willRespondWith(200, (builder) =>
        builder.headers({ 'Set-Cookie': SESSION_COOKIE }).jsonBody({
          success: true,
          message: like('Email verified successfully'),
          status: 200,
          body: { user: { _id: like('user-pending'), email: 'pending@demo.health', role: 'Office Staff', isEmailVerified: boolean(true) } },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        const { body } = await verifyEmail({ email: 'pending@demo.health', code: PACT_ACCOUNTS.code });
        expect(body.user.role).toBe('Office Staff');
      });
  });

  it('refuses a wrong code with 400 and the tries left', async () => {
    await pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a wrong verification code')
      .withRequest('POST', '/api/v1/users/verify-email', (builder) => builder.query({ email: 'pending@demo.health', code: '999999' }))
      .willRespondWith(400, (builder) => builder.jsonBody(refusalBody(400, 'Invalid verification code. 4 attempt(s) left.')))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expectRefusal(
          verifyEmail({ email: 'pending@demo.health', code: '999999' }),
          400,
          'Invalid verification code. 4 attempt(s) left.',
        );
      });
  });
});
