import { z } from 'zod';
import { loginEmail } from '../fields.ts';
import { sessionBodySchema } from '../user.ts';

export const loginRequestSchema = z.object({
  email: loginEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .refine((value) => value.trim().length > 0, 'Password cannot be empty'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `{ user }` when signed in; null when the password was right but the e-mail still needs verifying. */
export const loginResponseSchema = sessionBodySchema.nullable();
export type LoginResponse = z.infer<typeof loginResponseSchema>;
