import { z } from 'zod';
import { evenWithFieldErrors } from '@healthcare-portal/contracts/fields';
import { addPasswordMismatch, confirmPasswordField } from './password-fields';
import { newPasswordSchema, resetTokenSchema } from '@healthcare-portal/contracts/users/reset-password';

/** The page takes the token from its address; the dialog asks for it (docs/spec/validation.md#reset). */
export const resetPasswordPageFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: confirmPasswordField })
  .superRefine(addPasswordMismatch, evenWithFieldErrors);
export const resetPasswordDialogFormSchema = z
  .object({ token: resetTokenSchema, newPassword: newPasswordSchema, confirmPassword: confirmPasswordField })
  .superRefine(addPasswordMismatch, evenWithFieldErrors);
export type ResetPasswordForm = { token?: string; newPassword: string; confirmPassword: string };

export const RESET_DIALOG_SIGNED_IN_MESSAGE = 'Password reset successful! You have been logged in automatically.';
export const RESET_DEFAULT_MESSAGE = 'Password reset successfully! You can now login with your new password.';
