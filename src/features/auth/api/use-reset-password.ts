import { useState } from 'react';
import type { SessionBody } from '@healthcare-portal/contracts/user';
import { failureMessage } from '@/api/users/failure-message';
import { RESET_DEFAULT_MESSAGE } from '@/features/auth/forms/reset-password-form';
import { resetPassword } from '@/api/users/reset-password';
import type { ResetPasswordRequest } from '@healthcare-portal/contracts/users/reset-password';
import { setCredentials } from '@/stores/auth-store';

export type ResetOutcome = { kind: 'signed-in'; session: SessionBody } | { kind: 'reset'; message: string };

/**
 * docs/spec/states.md#reset: a body signs the user in (stored at once); a null body means "now sign in yourself"
 * with the server's message or the default one.
 */
export function useResetPassword() {
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);

  const reset = async (request: ResetPasswordRequest): Promise<ResetOutcome | null> => {
    setError(null);
    try {
      const { body, message } = await resetPassword(request);
      if (body) setCredentials(body);
      const result: ResetOutcome = body
        ? { kind: 'signed-in', session: body }
        : { kind: 'reset', message: message || RESET_DEFAULT_MESSAGE };
      setOutcome(result);
      return result;
    } catch (caught) {
      setError(
        failureMessage(caught, {
          refused: 'Error occurred while resetting password. Please try again.',
          thrown: 'Something went wrong. Please try again later.',
          thrownShowsMessage: true,
        }),
      );
      return null;
    }
  };

  return { reset, error, outcome };
}
