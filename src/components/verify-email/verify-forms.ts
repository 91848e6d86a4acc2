import { z } from 'zod';
import { loginEmail } from '@healthcare-portal/contracts/fields';
import { verifyEmailRequestSchema } from '@healthcare-portal/contracts/users/verify-email';

/** The form checks only the code: the address is the one the dialog shows. */
export const verifyCodeFormSchema = verifyEmailRequestSchema.pick({ code: true });

/** docs/spec/validation.md#verification-code: Verify is disabled while the code is empty or only spaces. */
export const canSubmitCode = (code: string): boolean => code.trim().length > 0;

/** Change Email's form: docs/spec/validation.md#change-email. */
export const changeEmailFormSchema = z.object({ email: loginEmail });
