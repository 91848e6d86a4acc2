import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { RESET_DIALOG_SIGNED_IN_MESSAGE } from '@/features/auth/forms/reset-password-form';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { landingFor } from '@/config/paths';
import { useResetPassword } from '../api/use-reset-password';
import { ResetPasswordForm } from './reset-password-form';

/** docs/spec/constants.md: the reset dialog closes itself 2000 ms after a success. */
const RESET_DIALOG_CLOSE_MS = 2000;

type ResetPasswordDialogProps = { open: boolean; onClose: () => void };

export function ResetPasswordDialog({ open, onClose }: ResetPasswordDialogProps) {
  // Mounted per opening: closing clears the form, error, success and the show/hide toggles.
  return open ? <OpenResetPasswordDialog onClose={onClose} /> : null;
}

function OpenResetPasswordDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { reset, error, outcome } = useResetPassword();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => {
      closeRef.current();
      // Signed in by the reset: straight to the dashboard; otherwise stay on sign-in.
      if (outcome.kind === 'signed-in') void navigate({ to: landingFor(outcome.session.user.role) });
    }, RESET_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reset Password"
      description={outcome ? undefined : 'Enter the reset token from the e-mail we sent you and choose a new password.'}
      size="sm"
    >
      {outcome ? (
        <FormAlert tone="success">{outcome.kind === 'signed-in' ? RESET_DIALOG_SIGNED_IN_MESSAGE : outcome.message}</FormAlert>
      ) : (
        <ResetPasswordForm
          error={error}
          onSubmit={reset}
          secondaryAction={
            <Button variant="secondary" fullWidth onClick={onClose}>
              Cancel
            </Button>
          }
        />
      )}
    </Dialog>
  );
}
