import type { DemoAccount } from '@healthcare-portal/demo/accounts';

/** How many seeded audit reports each demo account owns (at least 30 in all, at least 12 for the Clinical User). */
export const SEED_REPORTS_PER_ACCOUNT: Record<DemoAccount['id'], number> = {
  'user-admin': 6,
  'user-clinical': 14,
  'user-auditor': 8,
  'user-staff': 6,
};
