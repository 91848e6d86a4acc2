import { useLocation, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { AuthHeading, AuthLayout, AuthSubtitle } from '@/components/auth-layout/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { useSignIn } from '../api/use-sign-in';
import { signInEmailFrom } from '../sign-in-email';

// The dialogs load when first opened: the first paint carries only the sign-in form (issue 15, the 150 KB budget).
const ForgotPasswordDialog = lazy(() => import('../components/forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));
const ResetPasswordDialog = lazy(() => import('../components/reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog })));
const VerifyEmailDialog = lazy(() =>
  import('@/components/verify-email/verify-email-dialog').then((m) => ({ default: m.VerifyEmailDialog })),
);

type OpenDialog = { kind: 'none' } | { kind: 'forgot' } | { kind: 'reset' } | { kind: 'verify'; email: string };

export function SignInPage() {
  const { redirect } = useSearch({ from: '/' });
  const verifiedEmail = useLocation({ select: (location) => signInEmailFrom(location.state) });
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const { signIn, error } = useSignIn(redirect, (email) => setDialog({ kind: 'verify', email }));

  return (
    <AuthLayout>
      <header>
        <AuthHeading>Welcome back</AuthHeading>
        <AuthSubtitle>Sign in to continue to HealthCare Portal.</AuthSubtitle>
      </header>
      <SignInForm defaultEmail={verifiedEmail} error={error} onSubmit={signIn} onForgotPassword={() => setDialog({ kind: 'forgot' })} />
      <Suspense fallback={null}>
        {dialog.kind === 'forgot' && <ForgotPasswordDialog open onClose={close} onEnterToken={() => setDialog({ kind: 'reset' })} />}
        {dialog.kind === 'reset' && <ResetPasswordDialog open onClose={close} />}
        {dialog.kind === 'verify' && <VerifyEmailDialog open email={dialog.email} onClose={close} resendEnabled />}
      </Suspense>
    </AuthLayout>
  );
}
