import { CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/envelope.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserById = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** One account per address (sign-up and change-email alike): 409. */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== exceptUserId) throw new HttpError(409, EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
}

/** The user as the API shows it: never a hash, a lock counter or any other server-only field. */
export function presentUser(user: UserRow) {
  return {
    _id: user.id,
    email: user.email,
    role: user.role,
    fullName: user.full_name,
    profilePic: user.profile_pic,
    isEmailVerified: user.is_email_verified,
    phoneNumber: user.phone_number,
    organizationAffiliation: user.organization_affiliation,
    department: user.department,
    address: user.address,
    complianceId: user.compliance_id,
    hipaaAcknowledgement: user.hipaa_acknowledgement,
    ...(user.role === CLINICAL_ROLE
      ? { professionalCredentials: user.professional_credentials, npiNumber: user.npi_number, taxonomyCode: user.taxonomy_code }
      : {}),
  };
}
