import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthHeading, AuthLayout, AuthSubtitle } from '@/components/auth-layout/auth-layout';
import { VerifyEmailDialog } from '@/components/verify-email/verify-email-dialog';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { SignInForm } from '../components/sign-in-form';
import { useSignIn } from '../hooks/use-sign-in';

type OpenDialog = { kind: 'none' } | { kind: 'forgot' } | { kind: 'reset' } | { kind: 'verify'; email: string };

export function SignInPage() {
  const { redirect } = useSearch({ from: '/' });
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const { signIn, error } = useSignIn(redirect, (email) => setDialog({ kind: 'verify', email }));

  return (
    <AuthLayout>
      <header>
        <AuthHeading>Welcome back</AuthHeading>
        <AuthSubtitle>Sign in to continue to HealthCare Portal.</AuthSubtitle>
      </header>
      <SignInForm error={error} onSubmit={signIn} onForgotPassword={() => setDialog({ kind: 'forgot' })} />
      <ForgotPasswordDialog open={dialog.kind === 'forgot'} onClose={close} onEnterToken={() => setDialog({ kind: 'reset' })} />
      <ResetPasswordDialog open={dialog.kind === 'reset'} onClose={close} />
      <VerifyEmailDialog
        open={dialog.kind === 'verify'}
        email={dialog.kind === 'verify' ? dialog.email : ''}
        onClose={close}
        resendEnabled
      />
    </AuthLayout>
  );
}
