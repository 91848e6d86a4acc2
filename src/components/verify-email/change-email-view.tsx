import { changeEmailFormSchema } from '@/components/verify-email/verify-forms';
import { EmailForm } from '@/components/email-form/email-form';

type ChangeEmailViewProps = { currentEmail: string; onSubmit: (email: string) => Promise<void>; onCancel: () => void };

/** docs/spec/screens.md#verify-email-dialog: the change-email sub-form, with 'Update Email & Send Code' and Cancel. */
export function ChangeEmailView({ currentEmail, onSubmit, onCancel }: ChangeEmailViewProps) {
  return (
    <EmailForm
      schema={changeEmailFormSchema}
      label="New Email Address"
      submitLabel="Update Email & Send Code"
      defaultEmail={currentEmail}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
