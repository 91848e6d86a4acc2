import { z } from 'zod';
import { loginEmail } from '../schemas/fields';
import { updateUser } from './update-user';

/** Change Email's form: SPEC.md section 5 'Change email'. */
export const changeEmailFormSchema = z.object({ email: loginEmail });
export type ChangeEmailForm = z.input<typeof changeEmailFormSchema>;

/**
 * A sign-in or sign-up that still needs verifying answers no user id; the restricted session it set names
 * its own user on the server, so the verify dialog can address it as `me` (docs/accounts.md).
 */
export const SESSION_USER_ID = 'me';

/**
 * Resend and Change Email are one call (DECISIONS.md): PATCH /users/update/{userId} with only `{ email }`.
 * The same address re-sends a code; a new one replaces the address and sends the code there.
 */
export const sendVerificationCode = (userId: string, email: string) => updateUser(userId, { email });
