import { z } from 'zod';

const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
const PASSWORDS_MUST_MATCH = 'Passwords must match';

export const confirmPasswordField = z.string({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED);

/** Forms that ask for a password twice: the second must equal the first (reported on the confirm field). */
export function addPasswordMismatch(
  value: { confirmPassword: string } & ({ password: string } | { newPassword: string }),
  ctx: z.RefinementCtx,
): void {
  const password = 'password' in value ? value.password : value.newPassword;
  if (value.confirmPassword && value.confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH });
  }
}
