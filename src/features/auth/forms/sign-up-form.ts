import { z } from 'zod';
import { evenWithFieldErrors } from '@healthcare-portal/contracts/fields';
import {
  addClinicalIssues,
  CLINICAL_FIELDS,
  CLINICAL_ROLE,
  OPTIONAL_FIELDS,
  signupBaseSchema,
  type SignupRequest,
} from '@healthcare-portal/contracts/users/signup';
import { addPasswordMismatch, confirmPasswordField } from './password-fields';

/** The screen's form: the request plus confirmPassword, which is checked here and never sent. */
export const signupFormSchema = signupBaseSchema
  .extend({ confirmPassword: confirmPasswordField })
  .superRefine(addClinicalIssues, evenWithFieldErrors)
  .superRefine(addPasswordMismatch, evenWithFieldErrors);
export type SignupForm = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

/** Optional fields only when filled, clinical fields only for Clinical Users, never confirmPassword (docs/spec/validation.md). */
export function toSignupRequest({ confirmPassword: _confirm, ...values }: SignupFormValues): SignupRequest {
  const request: SignupRequest = { ...values };
  for (const field of [...OPTIONAL_FIELDS, ...CLINICAL_FIELDS]) {
    const dropClinical = values.role !== CLINICAL_ROLE && (CLINICAL_FIELDS as readonly string[]).includes(field);
    if (dropClinical || !request[field]) delete request[field];
  }
  return request;
}
