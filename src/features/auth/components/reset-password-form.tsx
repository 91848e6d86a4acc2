import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  resetPasswordDialogFormSchema,
  resetPasswordPageFormSchema,
  type ResetPasswordForm as ResetValues,
} from '@/features/auth/forms/reset-password-form';
import type { ResetPasswordRequest } from '@healthcare-portal/contracts/users/reset-password';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { FormStack } from '@/components/ui/form-stack/form-stack';

type ResetPasswordFormProps = {
  /** The page knows the token from its address; the dialog asks for it. */
  token?: string;
  error: string | null;
  onSubmit: (request: ResetPasswordRequest) => Promise<unknown>;
  /** Buttons beside Reset Password: Go to Login on the page, Cancel in the dialog. */
  secondaryAction: ReactNode;
};

/** New password and confirm (each with show/hide), validated on every change (docs/spec/validation.md#reset). */
export function ResetPasswordForm({ token, error, onSubmit, secondaryAction }: ResetPasswordFormProps) {
  const asksForToken = token === undefined;
  const { register, handleSubmit, formState, getFieldState, trigger } = useForm<ResetValues>({
    resolver: zodResolver(asksForToken ? resetPasswordDialogFormSchema : resetPasswordPageFormSchema),
    defaultValues: { token: '', newPassword: '', confirmPassword: '' },
    mode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const newPassword = register('newPassword', {
    // A confirm already typed is checked again whenever the new password changes.
    onChange: () => (getFieldState('confirmPassword').isDirty ? trigger('confirmPassword') : undefined),
  });

  const submit = handleSubmit((values) => onSubmit({ token: token ?? values.token ?? '', newPassword: values.newPassword }));
  return (
    <FormStack noValidate onSubmit={submit}>
      <FormAlert tone="error">{error}</FormAlert>
      {asksForToken ? (
        <TextField label="Reset Token" autoComplete="off" required error={errors.token?.message} {...register('token')} />
      ) : null}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&."
        error={errors.newPassword?.message}
        {...newPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText="Resetting...">
        Reset Password
      </Button>
      {secondaryAction}
    </FormStack>
  );
}
