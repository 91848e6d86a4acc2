import type { Insertable } from 'kysely';
import type { UserChanges, UserRecord, Users } from '@healthcare-portal/rules/accounts/ports';
import type { Db } from '../db/database.ts';
import type { UserRow, UsersTable } from '../db/schema.ts';

/** Each field of the rules' account and its column. */
const COLUMNS = {
  email: 'email',
  passwordHash: 'password_hash',
  role: 'role',
  fullName: 'full_name',
  phoneNumber: 'phone_number',
  organizationAffiliation: 'organization_affiliation',
  department: 'department',
  address: 'address',
  professionalCredentials: 'professional_credentials',
  npiNumber: 'npi_number',
  taxonomyCode: 'taxonomy_code',
  complianceId: 'compliance_id',
  hipaaAcknowledgement: 'hipaa_acknowledgement',
  profilePic: 'profile_pic',
  isEmailVerified: 'is_email_verified',
} as const satisfies Record<keyof UserChanges, keyof UsersTable>;

export const userOf = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  fullName: row.full_name,
  phoneNumber: row.phone_number,
  organizationAffiliation: row.organization_affiliation,
  department: row.department,
  address: row.address,
  professionalCredentials: row.professional_credentials,
  npiNumber: row.npi_number,
  taxonomyCode: row.taxonomy_code,
  complianceId: row.compliance_id,
  hipaaAcknowledgement: row.hipaa_acknowledgement,
  profilePic: row.profile_pic,
  isEmailVerified: row.is_email_verified,
});

function columnsOf(changes: UserChanges): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) if (value !== undefined) set[COLUMNS[field as keyof UserChanges]] = value;
  return set;
}

export function usersPort(db: Db): Users {
  const byId = async (id: string) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? userOf(row) : null;
  };
  return {
    byId,
    byEmail: async (email) => {
      const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      return row ? userOf(row) : null;
    },
    create: async (user) => {
      const { id, ...fields } = user;
      const row = await db
        .insertInto('users')
        .values({ id, ...(columnsOf(fields) as Omit<Insertable<UsersTable>, 'id'>) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return userOf(row);
    },
    update: async (id, changes) => {
      const set = columnsOf(changes);
      if (Object.keys(set).length === 0) return byId(id);
      const row = await db.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirst();
      return row ? userOf(row) : null;
    },
  };
}
