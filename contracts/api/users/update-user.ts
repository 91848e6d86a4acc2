import { z } from 'zod';
import {
  accountEmail,
  IDENTIFIER_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  SHORT_TEXT_MAX,
  tooLong,
  URL_MAX,
} from '../fields.ts';
import { isSafeProfilePic, PROFILE_PIC_MESSAGE } from '../profile-pic.ts';
import { ROLES } from '../roles.ts';
import { userSchema } from '../user.ts';

/** Changing the address of a verified account asks for the caller's current password (docs/spec/server-rules.md#hardening). */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect';

/** Optional free text with a cap (empty allowed). */
const cappedText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));

/** Every field optional: the profile sends only what changed; `{ email }` alone re-sends or changes the address. */
export const updateUserRequestSchema = z
  .object({
    fullName: z.string().trim().min(2, 'Full name must be at least 2 characters').max(NAME_MAX, tooLong('Full name', NAME_MAX)),
    email: accountEmail,
    phoneNumber: z.string().trim().max(PHONE_MAX, tooLong('Phone number', PHONE_MAX)).regex(PHONE_PATTERN, 'Invalid phone number format'),
    organizationAffiliation: z
      .string()
      .trim()
      .min(1, 'Organization affiliation is required')
      .max(SHORT_TEXT_MAX, tooLong('Organization affiliation', SHORT_TEXT_MAX)),
    department: cappedText('Department', SHORT_TEXT_MAX),
    address: cappedText('Address', LONG_TEXT_MAX),
    complianceId: cappedText('Compliance ID', IDENTIFIER_MAX),
    professionalCredentials: cappedText('Professional credentials', IDENTIFIER_MAX),
    npiNumber: z
      .string()
      .trim()
      .regex(/^(\d{10})?$/, 'NPI number must be exactly 10 digits'),
    taxonomyCode: cappedText('Taxonomy code', IDENTIFIER_MAX),
    profilePic: z.string().max(URL_MAX, tooLong('Profile picture address', URL_MAX)).refine(isSafeProfilePic, PROFILE_PIC_MESSAGE),
    // Sent only with a new e-mail for a verified account; checked by the server, never stored.
    currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED).max(PASSWORD_MAX, tooLong('Password', PASSWORD_MAX)),
    // Any of the four roles' names at most; the server decides who may change a role.
    role: z.string().max(Math.max(...ROLES.map((role) => role.length)), 'Invalid role selected'),
  })
  .partial()
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateUserResponseSchema = userSchema;

/** Defined beside the session (the sign-in screen needs it before its first paint). */
export { SESSION_USER_ID } from '../user.ts';
