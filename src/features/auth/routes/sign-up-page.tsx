import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { AuthHeading, AuthLayout, AuthSubtitle } from '@/components/auth-layout/auth-layout';
import { useToast } from '@/components/ui/toast/use-toast';
import { VerifyEmailDialog } from '@/components/verify-email/verify-email-dialog';
import { paths } from '@/config/paths';
import { SignUpForm } from '../components/sign-up-form';
import { useSignUp } from '../api/use-sign-up';

export function SignUpPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const verified = useRef(false);
  const fieldErrorSink = useRef<(errors: Record<string, string>) => void>(() => undefined);
  const { signUp, error } = useSignUp({
    onCreated: setVerifyEmail,
    onFieldErrors: (errors) => fieldErrorSink.current(errors),
  });

  const closeVerify = () => {
    setVerifyEmail(null);
    // docs/spec/states.md: after sign-up a verified address closes the dialog and the user signs in.
    if (!verified.current) return;
    toast({ title: 'Email verified', description: 'Your account is active. Please sign in.' });
    void navigate({ to: paths.signIn });
  };

  return (
    <AuthLayout wide>
      <header>
        <AuthHeading>Create Account</AuthHeading>
        <AuthSubtitle>Register as a member of your organization&apos;s care team.</AuthSubtitle>
      </header>
      <SignUpForm
        error={error}
        onSubmit={async (values, setServerErrors) => {
          fieldErrorSink.current = setServerErrors;
          await signUp(values);
        }}
      />
      <VerifyEmailDialog
        open={verifyEmail !== null}
        email={verifyEmail ?? ''}
        onClose={closeVerify}
        resendEnabled
        afterSignUp
        onVerified={() => {
          verified.current = true;
        }}
      />
    </AuthLayout>
  );
}
