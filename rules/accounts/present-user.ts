import { CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import type { UserRecord } from './ports.ts';

/** The user as the API shows it: never a hash or any other stored-only field; clinical fields for Clinical Users. */
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
    ...(user.role === CLINICAL_ROLE
      ? { professionalCredentials: user.professionalCredentials, npiNumber: user.npiNumber, taxonomyCode: user.taxonomyCode }
      : {}),
  };
}
