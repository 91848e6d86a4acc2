import type { SignupRequest } from '@healthcare-portal/contracts/users/signup';

/** A valid Office Staff sign-up; each test overrides only what it is about. */
export const newAccount = (overrides: Partial<SignupRequest> = {}): SignupRequest => ({
  fullName: 'Nora Quinn',
  email: 'nora@clinic.test',
  phoneNumber: '+1-555-123-4567',
  password: 'Start@1234',
  role: 'Office Staff',
  organizationAffiliation: 'Riverside Medical Group',
  hipaaAcknowledgement: true,
  ...overrides,
});
