import { z } from 'zod';
import { apiRequest } from '../http';
import { loginEmail } from '../schemas/fields';
import { sessionBodySchema } from '../schemas/user';

export const verificationCodeSchema = z
  .string({ error: 'Verification code is required' })
  .trim()
  .min(1, 'Verification code is required')
  .regex(/^[A-Za-z0-9]+$/, 'Verification code must contain only letters and numbers');

export const verifyEmailRequestSchema = z.object({ email: loginEmail, code: verificationCodeSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** The form checks only the code: the address is the one the dialog shows. */
export const verifyCodeFormSchema = verifyEmailRequestSchema.pick({ code: true });
export type VerifyCodeForm = z.input<typeof verifyCodeFormSchema>;

/** SPEC.md: Verify is disabled while the code is empty or only spaces. */
export const canSubmitCode = (code: string): boolean => code.trim().length > 0;

export const verifyEmailResponseSchema = sessionBodySchema;

/** The code travels in the query, as SPEC.md section 7 lists it (no body). */
export const verifyEmail = ({ email, code }: VerifyEmailRequest) =>
  apiRequest({
    method: 'POST',
    path: '/users/verify-email',
    query: { email, code },
    body: verifyEmailResponseSchema,
    authenticated: false,
  });
