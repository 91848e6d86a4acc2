import { z } from 'zod/mini';
import { notCommonPassword } from '../common-passwords.ts';
import { strongPassword, tooLong, TOKEN_MAX, TOKEN_MIN } from '../fields.ts';
import { sessionBodySchema } from '../user.ts';

// zod/mini, as before; the link format lives in reset-link.ts, which the portal reads before the first paint.
export { resetLink, resetPasswordPath } from './reset-link.ts';

export const resetTokenSchema = z
  .string({ error: 'Reset token is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Reset token is required'),
    z.minLength(TOKEN_MIN, 'Token must be at least 6 characters'),
    z.maxLength(TOKEN_MAX, tooLong('Reset token', TOKEN_MAX)),
  );

export const newPasswordSchema = strongPassword('New password is required').check(notCommonPassword);

export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, newPassword: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `{ user }` signs the user in; a null body means "reset, now sign in yourself" (docs/spec/states.md). */
export const resetPasswordResponseSchema = z.nullable(sessionBodySchema);
