import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { userIdOf } from '@healthcare-portal/contracts/user';
import { failureMessage } from '@/api/users/failure-message';
import { signup } from '@/api/users/signup';
import { toSignupRequest, type SignupFormValues } from '@/features/auth/forms/sign-up-form';
import { rememberPendingVerification } from '@/components/verify-email/pending-verification';

type Options = {
  onCreated: (email: string) => void;
  /** The server's per-field messages (same schema) go back beside their fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
};

/** Sign-up: only what docs/spec/validation.md#sign-up says is sent; success opens the verify dialog for the new account. */
export function useSignUp({ onCreated, onFieldErrors }: Options) {
  const [error, setError] = useState<string | null>(null);

  const signUp = async (values: SignupFormValues) => {
    setError(null);
    try {
      const { body } = await signup(toSignupRequest(values));
      rememberPendingVerification(userIdOf(body.user));
      onCreated(body.user.email);
    } catch (caught) {
      if (isApiError(caught)) onFieldErrors(caught.fieldErrors);
      setError(
        failureMessage(caught, {
          refused: 'Signup failed. Please try again.',
          thrown: 'An error occurred during signup. Please try again.',
        }),
      );
    }
  };

  return { signUp, error };
}
