import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { userIdOf, type SessionBody } from '@healthcare-portal/contracts/user';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { Dialog } from '@/components/ui/dialog/dialog';
import { landingFor } from '@/config/paths';
import { setCredentials, useCurrentUser } from '@/stores/auth-store';
import { ChangeEmailView } from './change-email-view';
import { VerifyCodeView } from './verify-code-view';
import { forgetPendingVerification, pendingVerification } from './pending-verification';
import { secondsLeftSince, useResendCooldown } from './use-resend-cooldown';
import { useVerificationRequests } from './use-verification-requests';

/** docs/spec/constants.md: the success view stays 2 seconds before the dashboard opens. */
const VERIFIED_REDIRECT_MS = 2000;

export type VerifyEmailDialogProps = {
  open: boolean;
  email: string;
  onClose: () => void;
  resendEnabled: boolean;
  closeDisabled?: boolean;
  /** After sign-up a verified code just closes the dialog: the new user then signs in. */
  afterSignUp?: boolean;
  /** Told when the address is verified (before the dialog closes). */
  onVerified?: (session: SessionBody) => void;
};

const Strong = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  word-break: break-all;
`;

export function VerifyEmailDialog({ open, ...props }: VerifyEmailDialogProps) {
  // Mounted per opening, so closing forgets the e-mail, the code and every message.
  return open ? <OpenVerifyEmailDialog {...props} /> : null;
}

type View = 'code' | 'change' | 'success';

function OpenVerifyEmailDialog({
  email: openedFor,
  onClose,
  resendEnabled,
  closeDisabled = false,
  afterSignUp = false,
  onVerified,
}: Omit<VerifyEmailDialogProps, 'open'>) {
  const navigate = useNavigate();
  const storedUser = useCurrentUser();
  const pending = pendingVerification();
  const [email, setEmail] = useState(openedFor);
  const [view, setView] = useState<View>('code');
  const [landing, setLanding] = useState<string | null>(null);
  const cooldown = useResendCooldown(storedUser || !pending ? 0 : secondsLeftSince(pending.codeSentAt));
  const userId = storedUser ? userIdOf(storedUser) : (pending?.userId ?? null);
  const requests = useVerificationRequests({ userId, signedIn: Boolean(storedUser), onCodeSent: cooldown.start });

  // The parent may re-render (it just stored the session): the 2-second timer must not restart with it.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!landing) return undefined;
    const timer = setTimeout(() => {
      closeRef.current();
      void navigate({ to: landing });
    }, VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  const handleVerify = async (code: string) => {
    const session = await requests.verify(email, code);
    if (!session) return;
    forgetPendingVerification();
    onVerified?.(session);
    if (afterSignUp) {
      onClose();
      return;
    }
    setCredentials(session);
    setView('success');
    setLanding(landingFor(session.user.role));
  };

  const handleChangeEmail = async (newEmail: string) => {
    if (!(await requests.changeEmail(newEmail))) return;
    setEmail(newEmail);
    setView('code');
  };

  const closeLocked = closeDisabled || view === 'success';
  const success = view === 'success';
  return (
    <Dialog
      open
      onClose={onClose}
      title={success ? 'Email Verified Successfully!' : view === 'change' ? 'Change Email' : 'Verify Your Email'}
      description={
        success ? undefined : (
          <>
            {view === 'change' ? 'Enter the address to send a new code to. It is currently ' : 'We sent a verification code to '}
            <Strong>{email}</Strong>.
          </>
        )
      }
      dismissible={!closeLocked}
      closeDisabled={closeLocked}
      size="sm"
    >
      {success ? (
        <FormAlert tone="success">Your account has been activated. Redirecting to your dashboard...</FormAlert>
      ) : (
        <FormAlert tone={requests.notice?.tone ?? 'error'}>{requests.notice?.text}</FormAlert>
      )}
      {view === 'code' ? (
        <VerifyCodeView
          onVerify={handleVerify}
          onCancel={onClose}
          showCancel={!closeDisabled}
          resend={
            resendEnabled
              ? {
                  onResend: () => void requests.resend(email),
                  onChangeEmail: () => {
                    requests.setNotice(null);
                    setView('change');
                  },
                  secondsLeft: cooldown.secondsLeft,
                  sending: requests.sending,
                  disabled: !userId,
                }
              : null
          }
        />
      ) : null}
      {view === 'change' ? <ChangeEmailView currentEmail={email} onSubmit={handleChangeEmail} onCancel={() => setView('code')} /> : null}
    </Dialog>
  );
}
