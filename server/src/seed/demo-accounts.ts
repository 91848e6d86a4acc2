import { DEMO_PASSWORD } from '@healthcare-portal/contracts/provider-states';
import { DEMO_ACCOUNTS, demoProfile } from '@healthcare-portal/demo/accounts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../ports/hasher.ts';

// One argon2id hash of the demo password per process: provider states re-seed before every interaction.
let demoHash: Promise<string> | undefined;
export const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** Adds the demo accounts (demo/accounts.ts) that are missing; an existing account of the same id or e-mail is left. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await demoPasswordHash();
  const rows = DEMO_ACCOUNTS.map((account) => {
    const profile = demoProfile(account);
    return {
      id: account.id,
      email: account.email,
      role: account.role,
      full_name: account.fullName,
      password_hash: passwordHash,
      phone_number: profile.phoneNumber,
      organization_affiliation: profile.organizationAffiliation,
      department: profile.department,
      address: profile.address,
      professional_credentials: profile.professionalCredentials,
      npi_number: profile.npiNumber,
      taxonomy_code: profile.taxonomyCode,
      compliance_id: profile.complianceId,
      hipaa_acknowledgement: profile.hipaaAcknowledgement,
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
