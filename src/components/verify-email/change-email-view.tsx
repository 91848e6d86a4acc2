import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { changeEmailFormSchema } from '@/api/users/send-verification-code';
import { Button } from '@/components/ui/button/button';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { TextField } from '@/components/ui/text-field/text-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

type ChangeEmailViewProps = { currentEmail: string; onSubmit: (email: string) => Promise<void>; onCancel: () => void };

/** SPEC.md: the change-email sub-form, with 'Update Email & Send Code' and Cancel. */
export function ChangeEmailView({ currentEmail, onSubmit, onCancel }: ChangeEmailViewProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { email: currentEmail },
  });

  return (
    <Form noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))}>
      <TextField
        label="New Email Address"
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={formState.isSubmitting} busyText="Sending...">
          Update Email &amp; Send Code
        </Button>
      </DialogActions>
    </Form>
  );
}
