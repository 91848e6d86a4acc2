import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { FormStack } from '@/components/ui/form-stack/form-stack';
import { TextField } from '@/components/ui/text-field/text-field';

type EmailValues = { email: string };

type EmailFormProps = {
  /** The call's own request schema, so its messages are the ones the form shows. */
  schema: z.ZodType<EmailValues, EmailValues>;
  label: string;
  submitLabel: string;
  defaultEmail?: string;
  /** Shown above the field, e.g. why the last send failed. */
  alert?: ReactNode;
  onSubmit: (email: string) => Promise<void>;
  onCancel: () => void;
};

/** One e-mail field with Cancel and a send button (Forgot Password, Change Email). */
export function EmailForm({ schema, label, submitLabel, defaultEmail = '', alert, onSubmit, onCancel }: EmailFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <FormStack noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))}>
      {alert}
      <TextField label={label} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={formState.isSubmitting} busyText="Sending...">
          {submitLabel}
        </Button>
      </DialogActions>
    </FormStack>
  );
}
