import { describe, expect, it } from 'vitest';
import { resetPasswordDialogFormSchema, resetPasswordPageFormSchema } from '@/features/auth/forms/reset-password-form';
import { messageFor } from './schema-messages';

const RULE = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
const form = (newPassword: string, confirmPassword = newPassword, token = 'abcdef') => ({ token, newPassword, confirmPassword });

describe('reset password (docs/spec/validation.md#reset)', () => {
  it.each([
    ['', 'New password is required'],
    ['Ab1@', 'Password must be at least 8 characters'],
    ['abcdefg1@', RULE],
    ['ABCDEFG1@', RULE],
    ['Abcdefgh@', RULE],
    ['Abcdefgh1', RULE],
    ['Kestrel7#', RULE],
  ])('new password %j: %s', async (password, message) => {
    expect(await messageFor(resetPasswordPageFormSchema, form(password), 'newPassword')).toBe(message);
  });

  it('takes every special character of @$!%*?&', async () => {
    for (const special of '@$!%*?&') {
      expect((await resetPasswordPageFormSchema.safeParseAsync(form(`Kestrel7${special}`))).success).toBe(true);
    }
  });

  it('tests only the start of the string: a character outside the set after the first is allowed', async () => {
    expect((await resetPasswordPageFormSchema.safeParseAsync(form('Kestre1@ #'))).success).toBe(true);
    expect(await messageFor(resetPasswordPageFormSchema, form(' Kestre1@'), 'newPassword')).toBe(RULE);
  });

  it('asks to confirm and to match', async () => {
    expect(await messageFor(resetPasswordPageFormSchema, form('Kestrel7@', ''), 'confirmPassword')).toBe('Please confirm your password');
    expect(await messageFor(resetPasswordPageFormSchema, form('Kestrel7@', 'Kestrel7!'), 'confirmPassword')).toBe('Passwords must match');
  });

  it('the dialog also asks for the token', async () => {
    expect(await messageFor(resetPasswordDialogFormSchema, form('Kestrel7@', 'Kestrel7@', ''), 'token')).toBe('Reset token is required');
    expect(await messageFor(resetPasswordDialogFormSchema, form('Kestrel7@', 'Kestrel7@', 'abcde'), 'token')).toBe(
      'Token must be at least 6 characters',
    );
    expect((await resetPasswordDialogFormSchema.safeParseAsync(form('Kestrel7@'))).success).toBe(true);
  });
});
