import { z } from 'zod';
import { loginEmail, tooLong, TOKEN_MAX } from '../fields.ts';
import { sessionBodySchema } from '../user.ts';

export const verificationCodeSchema = z
  .string({ error: 'Verification code is required' })
  .trim()
  .min(1, 'Verification code is required')
  .max(TOKEN_MAX, tooLong('Verification code', TOKEN_MAX))
  .regex(/^[A-Za-z0-9]+$/, 'Verification code must contain only letters and numbers');

/** Sent in the query, as docs/api.md lists it (no body). */
export const verifyEmailRequestSchema = z.object({ email: loginEmail, code: verificationCodeSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = sessionBodySchema;
