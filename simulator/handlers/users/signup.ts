import { http } from 'msw';
import { CLINICAL_FIELDS, CLINICAL_ROLE, signupRequestSchema } from '@healthcare-portal/contracts/users/signup';
import { db } from '../../db';
import { hashPassword, randomId } from '../../lib/crypto';
import { presentUser } from '../../lib/presenters';
import { HttpError, ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { startSession } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';
import { issueCode } from '../../lib/verification';
import { assertEmailFree } from './email-owner';

/** Sign-up: the shared schema, no self-made Admins, one account per address, then a code and a verify-only cookie. */
export const signupHandler = http.post(
  apiPath('/users/signup'),
  route(async ({ request }) => {
    const input = await validate(signupRequestSchema, await readJson(request));
    if (input.role === 'Admin') throw new HttpError(403, 'Invalid role selected', { errors: { role: 'Invalid role selected' } });
    const email = input.email.toLowerCase();
    assertEmailFree(email);

    const clinical = input.role === CLINICAL_ROLE;
    const clinicalValue = (field: (typeof CLINICAL_FIELDS)[number]) => (clinical ? (input[field] ?? '') : '');
    const user = db.user.create({
      id: `user-${randomId()}`,
      email,
      passwordHash: await hashPassword(input.password),
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
      failedLogins: 0,
      lockedUntil: 0,
    });
    await issueCode(user, 'strict');
    const cookie = await startSession(user.id, 'verify');
    return ok({ user: presentUser(user) }, 'Account created. A verification code has been sent to your email.', 201, {
      'Set-Cookie': cookie,
    });
  }),
);
