import { z } from 'zod/mini';
import { strongPassword, TOKEN_MIN } from '../fields.ts';
import { sessionBodySchema } from '../user.ts';

// zod/mini: the reset-link format below is read before the first paint (src/config/paths).

export const resetTokenSchema = z
  .string({ error: 'Reset token is required' })
  .check(z.trim(), z.minLength(1, 'Reset token is required'), z.minLength(TOKEN_MIN, 'Token must be at least 6 characters'));

export const newPasswordSchema = strongPassword('New password is required');

export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, newPassword: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `{ user }` signs the user in; a null body means "reset, now sign in yourself" (SPEC.md section 4). */
export const resetPasswordResponseSchema = z.nullable(sessionBodySchema);

/** The reset link an e-mail carries: {APP_URL}/reset-password/{token} (DECISIONS.md 'Accounts'). */
export const resetPasswordPath = (token: string): string => `/reset-password/${encodeURIComponent(token)}`;
export const resetLink = (appUrl: string, token: string): string => `${appUrl.replace(/\/$/, '')}${resetPasswordPath(token)}`;
