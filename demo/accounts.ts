/** The demo accounts the README lists: one verified account of every role, the same on every backend. */
export const DEMO_ACCOUNTS = [
  { id: 'user-admin', email: 'admin@demo.health', role: 'Admin', fullName: 'Alex Morgan' },
  { id: 'user-clinical', email: 'clinical@demo.health', role: 'Clinical User', fullName: 'Dr. Priya Raman' },
  { id: 'user-auditor', email: 'auditor@demo.health', role: 'Auditor User', fullName: 'Jordan Lee' },
  { id: 'user-staff', email: 'staff@demo.health', role: 'Office Staff', fullName: 'Sam Ortiz' },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** What a demo account's profile shows besides its name and role; a Clinical User has credentials too. */
export function demoProfile(account: DemoAccount) {
  const number = 1000 + DEMO_ACCOUNTS.indexOf(account);
  const clinical = account.role === 'Clinical User';
  return {
    phoneNumber: `+1-555-010-${String(number).slice(-4)}`,
    organizationAffiliation: 'Riverside Medical Group',
    department: clinical ? 'Internal Medicine' : 'Revenue Integrity',
    address: '100 Harbor Street, Springfield, IL 62701',
    professionalCredentials: clinical ? 'MD' : '',
    npiNumber: clinical ? '1234567893' : '',
    taxonomyCode: clinical ? '207R00000X' : '',
    complianceId: `CMP-${number}`,
    hipaaAcknowledgement: true,
  };
}
