import { z } from 'zod';
import { accountEmail, PHONE_PATTERN } from '../fields.ts';
import { userSchema } from '../user.ts';

/** Every field optional: the profile sends only what changed; `{ email }` alone re-sends or changes the address. */
export const updateUserRequestSchema = z
  .object({
    fullName: z.string().trim().min(2, 'Full name must be at least 2 characters'),
    email: accountEmail,
    phoneNumber: z.string().trim().regex(PHONE_PATTERN, 'Invalid phone number format'),
    organizationAffiliation: z.string().trim().min(1, 'Organization affiliation is required'),
    department: z.string().trim(),
    address: z.string().trim(),
    complianceId: z.string().trim(),
    professionalCredentials: z.string().trim(),
    npiNumber: z
      .string()
      .trim()
      .regex(/^(\d{10})?$/, 'NPI number must be exactly 10 digits'),
    taxonomyCode: z.string().trim(),
    profilePic: z.string(),
    role: z.string(),
  })
  .partial()
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateUserResponseSchema = userSchema;

/** Defined beside the session (the sign-in screen needs it before its first paint). */
export { SESSION_USER_ID } from '../user.ts';
