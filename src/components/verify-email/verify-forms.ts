import { z } from 'zod';
import { loginEmail } from '@healthcare-portal/contracts/fields';
import { verifyEmailRequestSchema } from '@healthcare-portal/contracts/users/verify-email';

/** The form checks only the code: the address is the one the dialog shows. */
export const verifyCodeFormSchema = verifyEmailRequestSchema.pick({ code: true });

/** SPEC.md: Verify is disabled while the code is empty or only spaces. */
export const canSubmitCode = (code: string): boolean => code.trim().length > 0;

/** Change Email's form: SPEC.md section 5 'Change email'. */
export const changeEmailFormSchema = z.object({ email: loginEmail });
