import type { UserRecord } from '../db';

/** The user as the API shows it: never a hash, a lock counter or any other server-only field. */
export function presentUser(user: UserRecord) {
  return {
    _id: user.id,
    email: user.email,
    role: user.role,
    fullName: user.fullName,
    profilePic: user.profilePic,
    isEmailVerified: user.isEmailVerified,
    phoneNumber: user.phoneNumber,
    organizationAffiliation: user.organizationAffiliation,
    department: user.department,
    address: user.address,
    complianceId: user.complianceId,
    hipaaAcknowledgement: user.hipaaAcknowledgement,
    ...(user.role === 'Clinical User'
      ? {
          professionalCredentials: user.professionalCredentials,
          npiNumber: user.npiNumber,
          taxonomyCode: user.taxonomyCode,
        }
      : {}),
  };
}
