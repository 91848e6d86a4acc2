import styled from 'styled-components';
import type { User } from '@healthcare-portal/contracts/user';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/text-field/text-field';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { useProfileForm } from '../hooks/use-profile-form';
import { useUpdateProfile } from '../api/use-update-profile';
import { isProfileFormField, needsCurrentPassword } from '../utils/profile-changes';
import { ProfileFormFields } from './profile-form-fields';
import { UpdateButton } from './update-button';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

type EditProfileDialogProps = { open: boolean; user: User; onClose: () => void };

/** Edit Profile: the page does not scroll while it is open (the dialog locks it). */
export function EditProfileDialog({ open, user, onClose }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit Profile" size="lg">
      {/* Mounted per opening, so every opening starts from the stored user with no old messages. */}
      <EditProfileForm user={user} onClose={onClose} />
    </Dialog>
  );
}

function EditProfileForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { form, changes, unchanged } = useProfileForm(user);
  const { save, saving, errorMessage } = useUpdateProfile(user, onClose, (fieldErrors) => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (isProfileFormField(field)) form.setError(field, { type: 'server', message });
    }
  });

  const submit = form.handleSubmit(() => {
    if (!unchanged && !saving) save(changes);
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert tone="error">{errorMessage}</FormAlert>
      <ProfileFormFields
        role={user.role}
        emailChanging={changes.email !== undefined}
        register={form.register}
        errors={form.formState.errors}
      />
      {needsCurrentPassword(user, changes) && (
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint="Your current password is needed to change the email address of a verified account."
          required
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <UpdateButton unchanged={unchanged} saving={saving} />
      </DialogActions>
    </Form>
  );
}
