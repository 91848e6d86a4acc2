import { useNavigate, useParams } from '@tanstack/react-router';
import styled from 'styled-components';
import { AuthHeading, AuthLayout, AuthSubtitle } from '@/components/auth-layout/auth-layout';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { landingFor, paths } from '@/config/paths';
import { ButtonLink } from '../components/button-link';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useResetPassword } from '../api/use-reset-password';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export function ResetPasswordPage() {
  const { token } = useParams({ from: '/reset-password/$token' });
  const navigate = useNavigate();
  const { reset, error, outcome } = useResetPassword();

  const submit = async (request: Parameters<typeof reset>[0]) => {
    const result = await reset(request);
    // Page mode: a reset that signed the user in goes straight to the role landing.
    if (result?.kind === 'signed-in') await navigate({ to: landingFor(result.session.user.role), replace: true });
  };

  if (outcome?.kind === 'reset') {
    return (
      <AuthLayout>
        <Stack>
          <AuthHeading>Password Reset Successful!</AuthHeading>
          <FormAlert tone="success">{outcome.message}</FormAlert>
          <ButtonLink to={paths.signIn}>Go to Login</ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <header>
        <AuthHeading>Reset Password</AuthHeading>
        <AuthSubtitle>Choose a new password for your account.</AuthSubtitle>
      </header>
      <ResetPasswordForm
        token={token}
        error={error}
        onSubmit={submit}
        secondaryAction={
          <ButtonLink to={paths.signIn} variant="secondary">
            Go to Login
          </ButtonLink>
        }
      />
    </AuthLayout>
  );
}
