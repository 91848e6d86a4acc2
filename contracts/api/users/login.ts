import { z } from 'zod/mini';
import { loginEmail, PASSWORD_MAX, tooLong } from '../fields.ts';
import { sessionBodySchema } from '../user.ts';

// zod/mini: the sign-in form and its call parse with these before the first paint.

export const loginRequestSchema = z.object({
  email: loginEmail,
  password: z.string({ error: 'Password is required' }).check(
    z.minLength(1, 'Password is required'),
    z.maxLength(PASSWORD_MAX, tooLong('Password', PASSWORD_MAX)),
    z.refine((value) => value.trim().length > 0, 'Password cannot be empty'),
  ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `{ user }` when signed in; null when the password was right but the e-mail still needs verifying. */
export const loginResponseSchema = z.nullable(sessionBodySchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
