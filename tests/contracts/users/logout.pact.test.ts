import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { logout } from '@/api/users/logout';
import { ACCOUNT_STATES, PACT_SESSIONS } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach, useMockServer } from '../support/pact';
import { cookieHeader, sendCookie } from '../support/session-cookie';

const pact = createPact();
unstubAfterEach();

describe('POST /users/logout', () => {
  it('ends the session and clears the cookie', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.clinicalSignedIn)
      .uponReceiving('a logout')
      .withRequest('POST', '/api/v1/users/logout', (builder) => builder.headers({ Cookie: cookieHeader(PACT_SESSIONS.clinical) }))
      .willRespondWith(200, (builder) =>
        builder
          .headers({
            'Set-Cookie': MatchersV3.regex(/hcp_session=;.*Max-Age=0.*/.source, 'hcp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0'),
          })
          .jsonBody({ success: true, message: MatchersV3.like('Logged out successfully'), status: 200, body: null }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_SESSIONS.clinical);
        expect((await logout()).body).toBeNull();
      });
  });
});
