import { CLINICAL_FIELDS, CLINICAL_ROLE, type SignupRequest } from '@healthcare-portal/contracts/users/signup';
import { answer, type Answer } from '../answer.ts';
import { fieldRefusal } from '../refusal.ts';
import { assertEmailFree } from './email-owner.ts';
import { issueCode } from './issue-code.ts';
import { ROLE_INVALID, SIGNED_UP } from './messages.ts';
import type { AccountPorts } from './ports.ts';
import { presentUser } from './present-user.ts';
import { startSession } from './sessions.ts';

/**
 * POST /users/signup, after the shared schema: no self-made Admins (403), one account per address (409); the account
 * starts unverified, a code is mailed, and a verify-only session lets the verify dialog work.
 */
export async function signUp(ports: AccountPorts, input: SignupRequest): Promise<Answer<{ user: ReturnType<typeof presentUser> }>> {
  if (input.role === 'Admin') throw fieldRefusal(403, 'role', ROLE_INVALID);
  const email = input.email.toLowerCase();
  await assertEmailFree(ports, email);
  const clinical = input.role === CLINICAL_ROLE;
  const clinicalValue = (field: (typeof CLINICAL_FIELDS)[number]) => (clinical ? (input[field] ?? '') : '');
  const user = await ports.users.create({
    id: `user-${ports.random.id()}`,
    email,
    passwordHash: await ports.hasher.hashPassword(input.password),
    role: input.role,
    fullName: input.fullName,
    phoneNumber: input.phoneNumber,
    organizationAffiliation: input.organizationAffiliation,
    department: input.department ?? '',
    address: input.address ?? '',
    complianceId: input.complianceId ?? '',
    professionalCredentials: clinicalValue('professionalCredentials'),
    npiNumber: clinicalValue('npiNumber'),
    taxonomyCode: clinicalValue('taxonomyCode'),
    hipaaAcknowledgement: input.hipaaAcknowledgement,
    profilePic: null,
    isEmailVerified: false,
  });
  await issueCode(ports, user, user.email, 'strict');
  const session = await startSession(ports, user.id, 'verify');
  return answer({ user: presentUser(user) }, SIGNED_UP, { status: 201, cookie: { start: session } });
}
