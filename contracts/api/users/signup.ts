import { z } from 'zod';
import {
  accountEmail,
  evenWithFieldErrors,
  FULL_NAME_MIN,
  IDENTIFIER_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  NPI_LENGTH,
  PHONE_MAX,
  PHONE_PATTERN,
  SHORT_TEXT_MAX,
  strongPassword,
  tooLong,
} from '../fields.ts';
import { notCommonPassword } from '../common-passwords.ts';
import { roleSchema } from '../roles.ts';
import { sessionBodySchema } from '../user.ts';

/** Optional free text with a cap (empty allowed). */
const cappedText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));

/** The fields every sign-up carries; the clinical rules are added by `addClinicalIssues`. */
export const signupBaseSchema = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .min(FULL_NAME_MIN, 'Full name must be at least 2 characters')
    .max(NAME_MAX, tooLong('Full name', NAME_MAX)),
  email: accountEmail,
  phoneNumber: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(PHONE_MAX, tooLong('Phone number', PHONE_MAX))
    .regex(PHONE_PATTERN, 'Invalid phone number format'),
  password: strongPassword('Password is required').check(notCommonPassword),
  role: roleSchema,
  organizationAffiliation: z
    .string({ error: 'Organization affiliation is required' })
    .trim()
    .min(1, 'Organization affiliation is required')
    .max(SHORT_TEXT_MAX, tooLong('Organization affiliation', SHORT_TEXT_MAX)),
  department: cappedText('Department', SHORT_TEXT_MAX).optional(),
  address: cappedText('Address', LONG_TEXT_MAX).optional(),
  complianceId: cappedText('Compliance ID', IDENTIFIER_MAX).optional(),
  professionalCredentials: cappedText('Professional credentials', IDENTIFIER_MAX).optional(),
  npiNumber: cappedText('NPI number', IDENTIFIER_MAX).optional(),
  taxonomyCode: cappedText('Taxonomy code', IDENTIFIER_MAX).optional(),
  hipaaAcknowledgement: z
    .boolean({ error: 'HIPAA acknowledgement is required' })
    .refine((acknowledged) => acknowledged, 'HIPAA acknowledgement is required'),
});

type ClinicalFields = { role: string; professionalCredentials?: string; npiNumber?: string; taxonomyCode?: string };

export const CLINICAL_ROLE = 'Clinical User';
export const CLINICAL_FIELDS = ['professionalCredentials', 'npiNumber', 'taxonomyCode'] as const;
export const OPTIONAL_FIELDS = ['department', 'address', 'complianceId'] as const;

/**
 * Clinical Users must give credentials, a 10-digit NPI and a taxonomy code (docs/spec/validation.md#sign-up: required
 * on the server too).
 */
export function addClinicalIssues(value: ClinicalFields, ctx: z.RefinementCtx): void {
  if (value.role !== CLINICAL_ROLE) return;
  if (!value.professionalCredentials) {
    ctx.addIssue({
      code: 'custom',
      path: ['professionalCredentials'],
      message: 'Professional credentials are required for Clinical Users',
    });
  }
  if (!new RegExp(`^\\d{${NPI_LENGTH}}$`).test(value.npiNumber ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['npiNumber'], message: 'NPI number must be exactly 10 digits' });
  }
  if (!value.taxonomyCode) {
    ctx.addIssue({ code: 'custom', path: ['taxonomyCode'], message: 'Taxonomy code is required for Clinical Users' });
  }
}

export const signupRequestSchema = signupBaseSchema.superRefine(addClinicalIssues, evenWithFieldErrors);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = sessionBodySchema;
