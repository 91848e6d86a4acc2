import { z } from 'zod';
import { apiRequest } from '../http';
import { addPasswordMismatch, confirmPasswordField, evenWithFieldErrors, strongPassword, TOKEN_MIN } from '../schemas/fields';
import { sessionBodySchema } from '../schemas/user';

export const resetTokenSchema = z
  .string({ error: 'Reset token is required' })
  .trim()
  .min(1, 'Reset token is required')
  .min(TOKEN_MIN, 'Token must be at least 6 characters');

export const newPasswordSchema = strongPassword('New password is required');

export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, newPassword: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The page takes the token from its address; the dialog asks for it (SPEC.md section 5 'Reset'). */
export const resetPasswordPageFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: confirmPasswordField })
  .superRefine(addPasswordMismatch, evenWithFieldErrors);
export const resetPasswordDialogFormSchema = z
  .object({ token: resetTokenSchema, newPassword: newPasswordSchema, confirmPassword: confirmPasswordField })
  .superRefine(addPasswordMismatch, evenWithFieldErrors);
export type ResetPasswordForm = { token?: string; newPassword: string; confirmPassword: string };

export const RESET_DIALOG_SIGNED_IN_MESSAGE = 'Password reset successful! You have been logged in automatically.';
export const RESET_DEFAULT_MESSAGE = 'Password reset successfully! You can now login with your new password.';

/** `{ user }` signs the user in; a null body means "reset, now sign in yourself" (SPEC.md section 4). */
export const resetPasswordResponseSchema = sessionBodySchema.nullable();

export const resetPassword = (request: ResetPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: '/users/reset-password',
    json: request,
    body: resetPasswordResponseSchema,
    authenticated: false,
  });
