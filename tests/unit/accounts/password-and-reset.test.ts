import { describe, expect, it } from 'vitest';
import { resetPasswordDialogFormSchema, resetPasswordPageFormSchema } from '@/features/auth/forms/reset-password-form';
import { messageFor } from './schema-messages';

const RULE = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
const form = (newPassword: string, confirmPassword = newPassword, token = 'abcdef') => ({ token, newPassword, confirmPassword });

describe('reset password (SPEC.md 5 Reset)', () => {
  it.each([
    ['', 'New password is required'],
    ['Ab1@', 'Password must be at least 8 characters'],
    ['abcdefg1@', RULE],
    ['ABCDEFG1@', RULE],
    ['Abcdefgh@', RULE],
    ['Abcdefgh1', RULE],
    ['Abcdefg1#', RULE],
  ])('new password %j: %s', (password, message) => {
    expect(messageFor(resetPasswordPageFormSchema, form(password), 'newPassword')).toBe(message);
  });

  it('takes every special character of @$!%*?&', () => {
    for (const special of '@$!%*?&') {
      expect(resetPasswordPageFormSchema.safeParse(form(`Abcdefg1${special}`)).success).toBe(true);
    }
  });

  it('tests only the start of the string: a character outside the set after the first is allowed', () => {
    expect(resetPasswordPageFormSchema.safeParse(form('Abcdef1@ #')).success).toBe(true);
    expect(messageFor(resetPasswordPageFormSchema, form(' Abcdef1@'), 'newPassword')).toBe(RULE);
  });

  it('asks to confirm and to match', () => {
    expect(messageFor(resetPasswordPageFormSchema, form('Abcdefg1@', ''), 'confirmPassword')).toBe('Please confirm your password');
    expect(messageFor(resetPasswordPageFormSchema, form('Abcdefg1@', 'Abcdefg1!'), 'confirmPassword')).toBe('Passwords must match');
  });

  it('the dialog also asks for the token', () => {
    expect(messageFor(resetPasswordDialogFormSchema, form('Abcdefg1@', 'Abcdefg1@', ''), 'token')).toBe('Reset token is required');
    expect(messageFor(resetPasswordDialogFormSchema, form('Abcdefg1@', 'Abcdefg1@', 'abcde'), 'token')).toBe(
      'Token must be at least 6 characters',
    );
    expect(resetPasswordDialogFormSchema.safeParse(form('Abcdefg1@')).success).toBe(true);
  });
});
