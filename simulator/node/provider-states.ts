import { db } from '../db';
import { hashPassword } from '../lib/crypto';
import { startSession } from '../lib/sessions';
import { resetSimulator } from '../lifecycle';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

/** Fixed session ids so pact files can carry a known cookie; only ever created by a provider state. */
export const PACT_SESSIONS = {
  clinical: 'pact-session-clinical-0000000000000000',
  admin: 'pact-session-admin-000000000000000000',
  staff: 'pact-session-staff-000000000000000000',
} as const;

export const PENDING_EMAIL = 'pending@demo.health';

async function addUnverifiedUser(): Promise<void> {
  db.user.create({
    id: 'user-pending',
    email: PENDING_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD, 'pending-salt'),
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
    failedLogins: 0,
    lockedUntil: 0,
  });
}

export type StateHandler = (params: Record<string, unknown>) => Promise<void>;

/**
 * Provider states named in the pact files. Each starts from the seed, so interactions never depend on
 * one another. Areas add their states here.
 */
export const baseProviderStates: Record<string, StateHandler> = {
  'the demo accounts exist': async () => resetSimulator(),
  'an unverified account pending@demo.health exists': async () => {
    await resetSimulator();
    await addUnverifiedUser();
  },
  'the Clinical User is signed in': async () => {
    await resetSimulator();
    await startSession('user-clinical', 'full', PACT_SESSIONS.clinical);
  },
  'the Admin is signed in': async () => {
    await resetSimulator();
    await startSession('user-admin', 'full', PACT_SESSIONS.admin);
  },
  'the Office Staff user is signed in': async () => {
    await resetSimulator();
    await startSession('user-staff', 'full', PACT_SESSIONS.staff);
  },
};
