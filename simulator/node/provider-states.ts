import { db } from '../db';
import { fixedPasswordHash } from '../lib/crypto';
import { startSession } from '@healthcare-portal/rules/accounts/sessions';
import type { SessionScope } from '@healthcare-portal/rules/accounts/ports';
import { accountPorts } from '../ports/account-ports';
import { resetSimulator } from '../lifecycle';
import { ACCOUNT_STATES, DEMO_PASSWORD, PACT_SESSIONS, PACT_USERS } from '@healthcare-portal/contracts/provider-states';

async function addUnverifiedUser(): Promise<void> {
  db.user.create({
    id: PACT_USERS.pending.id,
    email: PACT_USERS.pending.email,
    passwordHash: await fixedPasswordHash(DEMO_PASSWORD, 'pending-salt'),
    role: 'Office Staff',
    fullName: 'Pat Pending',
    phoneNumber: '+1-555-010-2000',
    organizationAffiliation: 'Riverside Medical Group',
    department: '',
    address: '',
    professionalCredentials: '',
    npiNumber: '',
    taxonomyCode: '',
    complianceId: '',
    hipaaAcknowledgement: true,
    profilePic: null,
    isEmailVerified: false,
  });
}

/** A session with the fixed id a pact file carries (PACT_SESSIONS, PACT_ACCOUNTS). */
export const signIn = (userId: string, sessionId: string, scope: SessionScope = 'full') =>
  startSession(accountPorts, userId, scope, sessionId);

export type StateHandler = (params: Record<string, unknown>) => Promise<void>;

/** Every state starts from the seed the real server's states start from: the demo accounts, and no audit history. */
export const resetForState = () => resetSimulator('accounts');

/**
 * Provider states named in the pact files. Each starts from the seed, so interactions never depend on
 * one another. Areas add their states here.
 */
export const baseProviderStates: Record<string, StateHandler> = {
  [ACCOUNT_STATES.demoAccounts]: async () => resetForState(),
  [ACCOUNT_STATES.pendingAccount]: async () => {
    await resetForState();
    await addUnverifiedUser();
  },
  [ACCOUNT_STATES.clinicalSignedIn]: async () => {
    await resetForState();
    await signIn('user-clinical', PACT_SESSIONS.clinical);
  },
  [ACCOUNT_STATES.adminSignedIn]: async () => {
    await resetForState();
    await signIn('user-admin', PACT_SESSIONS.admin);
  },
  [ACCOUNT_STATES.staffSignedIn]: async () => {
    await resetForState();
    await signIn('user-staff', PACT_SESSIONS.staff);
  },
};
