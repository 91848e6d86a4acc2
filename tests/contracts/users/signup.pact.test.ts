import { MatchersV3 } from '@pact-foundation/pact';
import { ACCOUNT_STATES } from '@healthcare-portal/contracts/provider-states';
import { describe, expect, it } from 'vitest';
import { signup } from '@/api/users/signup';
import type { SignupRequest } from '@healthcare-portal/contracts/users/signup';
import { newAccount } from '../../support/factories/accounts';
import { createPact, JSON_HEADERS, unstubAfterEach, useMockServer } from '../support/pact';
import { expectRefusal, refusalBody } from '../support/refusal';
import { SESSION_COOKIE } from '../support/session-cookie';

const { like, boolean } = MatchersV3;
const pact = createPact();
unstubAfterEach();

const staff = newAccount();

const refusedSignup = (description: string, request: SignupRequest, status: number, body: object) =>
  pact
    .addInteraction()
    .given(ACCOUNT_STATES.demoAccounts)
    .uponReceiving(description)
    .withRequest('POST', '/api/v1/users/signup', (builder) => builder.headers(JSON_HEADERS).jsonBody(request))
    .willRespondWith(status, (builder) => builder.jsonBody(body));

describe('POST /users/signup', () => {
  it('creates an unverified account with a verify-only cookie', async () => {
    const clinical: SignupRequest = {
      ...staff,
      role: 'Clinical User',
      professionalCredentials: 'MD',
      npiNumber: '1234567890',
      taxonomyCode: '207Q00000X',
    };
    await pact
      .addInteraction()
      .given(ACCOUNT_STATES.demoAccounts)
      .uponReceiving('a sign-up of a Clinical User')
      .withRequest('POST', '/api/v1/users/signup', (builder) => builder.headers(JSON_HEADERS).jsonBody(clinical))
      .willRespondWith(201, (builder) =>
        builder.headers({ 'Set-Cookie': SESSION_COOKIE }).jsonBody({
          success: true,
          message: like('Account created. A verification code has been sent to your email.'),
          status: 201,
          body: {
            user: {
              _id: like('user-1'),
              email: 'nora@clinic.test',
              role: 'Clinical User',
              fullName: 'Nora Quinn',
              isEmailVerified: boolean(false),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server.url);
        const { body } = await signup(clinical);
        expect(body.user.isEmailVerified).toBe(false);
      });
  });

  it('refuses a taken e-mail with 409', async () => {
    const taken = { ...staff, email: 'staff@demo.health' };
    await refusedSignup(
      'a sign-up with a taken e-mail',
      taken,
      409,
      refusalBody(
        409,
        'An account with this email already exists',
        like({ errors: { email: 'An account with this email already exists' } }),
      ),
    ).executeTest(async (server) => {
      useMockServer(server.url);
      await expectRefusal(signup(taken), 409, 'An account with this email already exists');
    });
  });

  it('refuses Admin with 403', async () => {
    const admin = { ...staff, role: 'Admin' as const };
    await refusedSignup(
      'a sign-up choosing Admin',
      admin,
      403,
      refusalBody(403, 'Invalid role selected', like({ errors: { role: 'Invalid role selected' } })),
    ).executeTest(async (server) => {
      useMockServer(server.url);
      await expectRefusal(signup(admin), 403, 'Invalid role selected');
    });
  });

  it("refuses a Clinical User's 9-digit NPI with 400 and the field message", async () => {
    const badNpi = { ...staff, role: 'Clinical User' as const, professionalCredentials: 'MD', npiNumber: '123456789', taxonomyCode: 'X' };
    await refusedSignup(
      'a Clinical User sign-up with a 9-digit NPI',
      badNpi,
      400,
      refusalBody(400, 'NPI number must be exactly 10 digits', { errors: { npiNumber: 'NPI number must be exactly 10 digits' } }),
    ).executeTest(async (server) => {
      useMockServer(server.url);
      await expectRefusal(signup(badNpi), 400, 'NPI number must be exactly 10 digits');
    });
  });
});
