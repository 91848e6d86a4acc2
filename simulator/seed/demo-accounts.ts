/** The demo accounts listed in the README: one verified account of every role. */

export const DEMO_ACCOUNTS = [
  { id: 'user-admin', email: 'admin@demo.health', role: 'Admin', fullName: 'Alex Morgan' },
  { id: 'user-clinical', email: 'clinical@demo.health', role: 'Clinical User', fullName: 'Dr. Priya Raman' },
  { id: 'user-auditor', email: 'auditor@demo.health', role: 'Auditor User', fullName: 'Jordan Lee' },
  { id: 'user-staff', email: 'staff@demo.health', role: 'Office Staff', fullName: 'Sam Ortiz' },
] as const;

/** How many seeded audit reports each account owns (at least 30 in all, at least 12 for the Clinical User). */
export const SEED_REPORTS_PER_ACCOUNT: Record<(typeof DEMO_ACCOUNTS)[number]['id'], number> = {
  'user-admin': 6,
  'user-clinical': 14,
  'user-auditor': 8,
  'user-staff': 6,
};
