import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { loginRequestSchema, type LoginRequest } from '@healthcare-portal/contracts/users/login';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { TextButton } from '@/components/auth-layout/text-button';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { FormStack } from '@/components/ui/form-stack/form-stack';
import { FooterText, TextLink } from './auth-form-parts';

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type SignInFormProps = {
  /** An address to start from (the one a new account was just verified with). */
  defaultEmail?: string;
  error: string | null;
  onSubmit: (values: LoginRequest) => Promise<void>;
  onForgotPassword: () => void;
};

export function SignInForm({ defaultEmail = '', error, onSubmit, onForgotPassword }: SignInFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = formState;

  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Sign in">
      <FormAlert tone="error">{error}</FormAlert>
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <ForgotRow>
        <TextButton onClick={onForgotPassword}>Forgot Password?</TextButton>
      </ForgotRow>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText="Signing in...">
        Sign In
      </Button>
      <FooterText>
        Don&apos;t have an account?{' '}
        <TextLink as={Link} to={paths.signUp}>
          Sign up
        </TextLink>
      </FooterText>
    </FormStack>
  );
}
