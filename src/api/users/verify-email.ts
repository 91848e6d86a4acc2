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
