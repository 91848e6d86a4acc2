import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED, SESSION_USER_ID, type UpdateUserRequest } from '@healthcare-portal/contracts/users/update-user';
import { sendVerificationCode, updateUser } from '@/api/users/update-user';
import { ACCOUNT_STATES, PACT_ACCOUNTS, PACT_SESSIONS } from '@healthcare-portal/contracts/provider-states';
import { createPact, JSON_HEADERS, unstubAfterEach, useMockServer } from '../support/pact';
import { expectRefusal, refusalBody } from '../support/refusal';
import { cookieHeader, sendCookie } from '../support/session-cookie';

const { like, boolean, regex } = MatchersV3;
const pact = createPact();
const CODE_SENT_STATE = ACCOUNT_STATES.codeSentLongAgo;
unstubAfterEach();

type Case = { state: string; description: string; userId: string; session: string; request: UpdateUserRequest };

const interaction = ({ state, description, userId, session, request }: Case) =>
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest('PATCH', `/api/v1/users/update/${userId}`, (builder) =>
      builder.headers({ ...JSON_HEADERS, Cookie: cookieHeader(session) }).jsonBody(request),
    );

const userBody = (email: string, isEmailVerified: boolean) => ({
  success: true,
  message: like('A new verification code has been sent to your email.'),
  status: 200,
  body: { _id: like('user-pending'), email, role: like('Office Staff'), isEmailVerified: boolean(isEmailVerified) },
});

describe('PATCH /users/update/{userId}', () => {
  const pending = { state: CODE_SENT_STATE, userId: SESSION_USER_ID, session: PACT_ACCOUNTS.pendingSession };

  it('re-sends a code when the body is the same e-mail only', async () => {
    await interaction({ ...pending, description: 'a resend of the verification code', request: { email: 'pending@demo.health' } })
      .willRespondWith(200, (builder) => builder.jsonBody(userBody('pending@demo.health', false)))
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_ACCOUNTS.pendingSession);
        expect((await sendVerificationCode(SESSION_USER_ID, 'pending@demo.health')).body.isEmailVerified).toBe(false);
      });
  });

  it('moves the account to a new address and sends the code there', async () => {
    await interaction({ ...pending, description: 'a change of e-mail before verification', request: { email: 'pat@clinic.test' } })
      .willRespondWith(200, (builder) => builder.jsonBody(userBody('pat@clinic.test', false)))
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_ACCOUNTS.pendingSession);
        expect((await sendVerificationCode(SESSION_USER_ID, 'pat@clinic.test')).body.email).toBe('pat@clinic.test');
      });
  });

  it('refuses a new code within 60 seconds with 429 and the seconds left', async () => {
    const state = 'pending@demo.health was sent a code just now and holds a verify-only session';
    await interaction({ ...pending, state, description: 'a resend within the cooldown', request: { email: 'pending@demo.health' } })
      .willRespondWith(429, (builder) =>
        builder.jsonBody(
          refusalBody(429, regex(/^Please wait \d+ seconds.*/.source, 'Please wait 60 seconds before requesting a new code.'), {
            retryAfterSeconds: like(60),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_ACCOUNTS.pendingSession);
        await expectRefusal(sendVerificationCode(SESSION_USER_ID, 'pending@demo.health'), 429);
      });
  });

  it('refuses an address another account uses with 409', async () => {
    await interaction({ ...pending, description: 'a change to a taken e-mail', request: { email: 'staff@demo.health' } })
      .willRespondWith(409, (builder) =>
        builder.jsonBody(
          refusalBody(
            409,
            'An account with this email already exists',
            like({ errors: { email: 'An account with this email already exists' } }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_ACCOUNTS.pendingSession);
        await expectRefusal(sendVerificationCode(SESSION_USER_ID, 'staff@demo.health'), 409);
      });
  });

  const clinical = { state: ACCOUNT_STATES.clinicalSignedIn, session: PACT_SESSIONS.clinical };

  it('updates the signed-in user’s own profile', async () => {
    await interaction({
      ...clinical,
      userId: 'user-clinical',
      description: 'a profile update of oneself',
      request: { department: 'Cardiology' },
    })
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          success: true,
          message: like('Profile updated successfully'),
          status: 200,
          body: {
            _id: 'user-clinical',
            email: 'clinical@demo.health',
            role: 'Clinical User',
            department: 'Cardiology',
            isEmailVerified: boolean(true),
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_SESSIONS.clinical);
        expect((await updateUser('user-clinical', { department: 'Cardiology' })).body.department).toBe('Cardiology');
      });
  });

  it("refuses someone else's profile with 403", async () => {
    await interaction({
      ...clinical,
      userId: 'user-staff',
      description: "a profile update of someone else's account",
      request: { department: 'Billing' },
    })
      .willRespondWith(403, (builder) => builder.jsonBody(refusalBody(403, like('You can only update your own profile.'))))
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_SESSIONS.clinical);
        await expectRefusal(updateUser('user-staff', { department: 'Billing' }), 403);
      });
  });

  it('refuses an invalid field with 400 and the shared schema message', async () => {
    await interaction({
      ...clinical,
      userId: 'user-clinical',
      description: 'a profile update with a 9-digit NPI',
      request: { npiNumber: '123456789' },
    })
      .willRespondWith(400, (builder) =>
        builder.jsonBody(
          refusalBody(400, 'NPI number must be exactly 10 digits', like({ errors: { npiNumber: 'NPI number must be exactly 10 digits' } })),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_SESSIONS.clinical);
        const error = await updateUser('user-clinical', { npiNumber: '123456789' }).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { npiNumber: 'NPI number must be exactly 10 digits' } });
      });
  });

  it('asks for the current password before a verified account’s e-mail moves (400, field error)', async () => {
    await interaction({
      ...clinical,
      userId: 'user-clinical',
      description: 'an e-mail change of a verified account without the current password',
      request: { email: 'priya@clinic.test' },
    })
      .willRespondWith(400, (builder) =>
        builder.jsonBody(refusalBody(400, CURRENT_PASSWORD_REQUIRED, like({ errors: { currentPassword: CURRENT_PASSWORD_REQUIRED } }))),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_SESSIONS.clinical);
        const error = await updateUser('user-clinical', { email: 'priya@clinic.test' }).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { currentPassword: CURRENT_PASSWORD_REQUIRED } });
      });
  });

  it('refuses a change of one’s own role with 403', async () => {
    await interaction({
      ...clinical,
      userId: 'user-clinical',
      description: 'a profile update that changes one’s own role',
      request: { role: 'Admin' },
    })
      .willRespondWith(403, (builder) => builder.jsonBody(refusalBody(403, 'You cannot change your own role.')))
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendCookie(PACT_SESSIONS.clinical);
        await expectRefusal(updateUser('user-clinical', { role: 'Admin' }), 403);
      });
  });

  it('answers 401 without a session', async () => {
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a profile update without a session')
      .withRequest('PATCH', '/api/v1/users/update/user-clinical', (builder) => builder.headers(JSON_HEADERS).jsonBody({ department: 'ER' }))
      .willRespondWith(401, (builder) => builder.jsonBody(refusalBody(401, like('Your session has expired. Please sign in again.'))))
      .executeTest(async (server) => {
        useMockServer(server.url);
        await expectRefusal(updateUser('user-clinical', { department: 'ER' }), 401);
      });
  });
});
