import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '@/api/users/failure-message';
import {
  DEFAULT_RESET_SENT_MESSAGE,
  forgotPasswordRequestSchema,
  resetLinkSent,
  type ForgotPasswordRequest,
} from '@healthcare-portal/contracts/users/forgot-password';
import { forgotPassword } from '@/api/users/forgot-password';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { EmailForm } from '@/components/email-form/email-form';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';

const SEND_FAILED = 'Error occurred while sending password reset email';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ForgotPasswordDialogProps = { open: boolean; onClose: () => void; onEnterToken: () => void };

export function ForgotPasswordDialog({ open, ...props }: ForgotPasswordDialogProps) {
  // Mounted per opening: closing resets the form and every message (docs/spec/screens.md).
  return open ? <OpenForgotPasswordDialog {...props} /> : null;
}

function OpenForgotPasswordDialog({ onClose, onEnterToken }: Omit<ForgotPasswordDialogProps, 'open'>) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (values: ForgotPasswordRequest) => {
    setError(null);
    try {
      const { body, message } = await forgotPassword(values);
      // docs/spec/states.md: only success with a null body counts as sent.
      if (resetLinkSent(body)) setSentMessage(message || DEFAULT_RESET_SENT_MESSAGE);
      else setError(message || SEND_FAILED);
    } catch (caught) {
      setError(
        failureMessage(caught, { refused: SEND_FAILED, thrown: 'Something went wrong. Please try again later.', thrownShowsMessage: true }),
      );
    }
  };

  if (sentMessage !== null) {
    return (
      <Dialog open onClose={onClose} title="Email Sent Successfully!" size="sm">
        <FormAlert tone="success">{sentMessage}</FormAlert>
        <Hint>Please check your email and click on the reset link to continue.</Hint>
        <Hint>If you don&apos;t see it within a few minutes, check your spam or junk folder.</Hint>
        <DialogActions>
          <Button variant="secondary" onClick={onEnterToken}>
            Enter Reset Token
          </Button>
          <Button onClick={onClose}>Got it</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a link to reset your password."
      size="sm"
    >
      <EmailForm
        schema={forgotPasswordRequestSchema}
        label="Email Address"
        submitLabel="Send Reset Link"
        alert={<FormAlert tone="error">{error}</FormAlert>}
        onSubmit={(email) => send({ email })}
        onCancel={onClose}
      />
    </Dialog>
  );
}
