import { DEMO_PASSWORD } from '@healthcare-portal/contracts/provider-states';
import { hashPassword } from '../ports/hasher.ts';
import type { Db } from '../db/database.ts';

/** The demo accounts of the README (the simulator's too): one verified account of every role, password Demo@1234. */
export const DEMO_ACCOUNTS = [
  { id: 'user-admin', email: 'admin@demo.health', role: 'Admin', fullName: 'Alex Morgan' },
  { id: 'user-clinical', email: 'clinical@demo.health', role: 'Clinical User', fullName: 'Dr. Priya Raman' },
  { id: 'user-auditor', email: 'auditor@demo.health', role: 'Auditor User', fullName: 'Jordan Lee' },
  { id: 'user-staff', email: 'staff@demo.health', role: 'Office Staff', fullName: 'Sam Ortiz' },
] as const;

// One argon2id hash of the demo password per process: provider states re-seed before every interaction.
let demoHash: Promise<string> | undefined;
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** Adds the demo accounts that are missing (an existing account of the same id or e-mail is left as it is). */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await demoPasswordHash();
  const rows = DEMO_ACCOUNTS.map((account, index) => {
    const clinical = account.role === 'Clinical User';
    return {
      id: account.id,
      email: account.email,
      role: account.role,
      full_name: account.fullName,
      password_hash: passwordHash,
      phone_number: `+1-555-010-${String(1000 + index).slice(-4)}`,
      organization_affiliation: 'Riverside Medical Group',
      department: clinical ? 'Internal Medicine' : 'Revenue Integrity',
      address: '100 Harbor Street, Springfield, IL 62701',
      professional_credentials: clinical ? 'MD' : '',
      npi_number: clinical ? '1234567893' : '',
      taxonomy_code: clinical ? '207R00000X' : '',
      compliance_id: `CMP-${1000 + index}`,
      hipaa_acknowledgement: true,
      profile_pic: null,
      is_email_verified: true,
    };
  });
  await db
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
