import { useState } from 'react';
import type { SessionBody } from '@healthcare-portal/contracts/user';
import { failureMessage } from '@/api/users/failure-message';
import { sendVerificationCode } from '@/api/users/update-user';
import { verifyEmail } from '@/api/users/verify-email';
import { setCredentials } from '@/stores/auth-store';

const USER_ID_MISSING = 'User ID not found. Please login again.';
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';

export type Notice = { tone: 'error' | 'success'; text: string };

type Options = {
  userId: string | null;
  /** A signed-in user's stored copy is replaced by the server's answer (docs/api.md). */
  signedIn: boolean;
  onCodeSent: () => void;
};

/** The dialog's three calls with docs/spec/messages.md's wording for each way they can fail. */
export function useVerificationRequests({ userId, signedIn, onCodeSent }: Options) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);

  const verify = async (email: string, code: string): Promise<SessionBody | null> => {
    setNotice(null);
    try {
      return (await verifyEmail({ email, code })).body;
    } catch (error) {
      const refused = 'Invalid verification code. Please try again.';
      setNotice({ tone: 'error', text: failureMessage(error, { refused, thrown: SOMETHING_WENT_WRONG, thrownShowsMessage: true }) });
      return null;
    }
  };

  /** Resend (same address) and Change Email (new address) are one call; true when a code went out. */
  const sendCode = async (email: string, failed: string, sentText: string): Promise<boolean> => {
    setNotice(null);
    if (!userId) {
      setNotice({ tone: 'error', text: USER_ID_MISSING });
      return false;
    }
    setSending(true);
    try {
      const { body } = await sendVerificationCode(userId, email);
      if (signedIn) setCredentials({ user: body });
      onCodeSent();
      setNotice({ tone: 'success', text: sentText });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error, { refused: failed, thrown: failed }) });
      return false;
    } finally {
      setSending(false);
    }
  };

  const resend = (email: string) =>
    sendCode(email, 'Failed to resend verification code.', `A new verification code has been sent to ${email}.`);
  const changeEmail = (email: string) =>
    sendCode(email, 'Failed to update email and send verification code.', `A verification code has been sent to ${email}.`);

  return { notice, setNotice, sending, verify, resend, changeEmail };
}
