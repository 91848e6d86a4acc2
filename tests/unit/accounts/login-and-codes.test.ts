import { describe, expect, it } from 'vitest';
import { forgotPasswordRequestSchema } from '@healthcare-portal/contracts/users/forgot-password';
import { loginRequestSchema } from '@healthcare-portal/contracts/users/login';
import { changeEmailFormSchema } from '@/components/verify-email/verify-forms';
import { canSubmitCode, verifyCodeFormSchema } from '@/components/verify-email/verify-forms';
import { messageFor } from './schema-messages';

describe('login rules (docs/spec/validation.md)', () => {
  const login = (email: string, password: string) => ({ email, password });
  it.each([
    [login('', 'x'), 'email', 'Email is required'],
    [login('not-an-email', 'x'), 'email', 'Please enter a valid email address'],
    [login('a@b.co', ''), 'password', 'Password is required'],
    [login('a@b.co', '   '), 'password', 'Password cannot be empty'],
  ])('%j -> %s: %s', async (value, field, message) => {
    expect(await messageFor(loginRequestSchema, value, field)).toBe(message);
  });
  it('accepts an e-mail and any non-blank password', async () => {
    expect(loginRequestSchema.safeParse(login('a@b.co', 'x')).success).toBe(true);
  });
});

describe('forgot password', () => {
  it.each([
    ['', 'Email address is required'],
    ['nope', 'Invalid email format'],
  ])('%j: %s', async (email, message) => {
    expect(await messageFor(forgotPasswordRequestSchema, { email }, 'email')).toBe(message);
  });
});

describe('verification code', () => {
  it.each([
    ['', 'Verification code is required'],
    ['12 34', 'Verification code must contain only letters and numbers'],
    ['12-34', 'Verification code must contain only letters and numbers'],
  ])('%j: %s', async (code, message) => {
    expect(await messageFor(verifyCodeFormSchema, { code }, 'code')).toBe(message);
  });
  it('accepts letters and digits', async () => {
    expect(verifyCodeFormSchema.safeParse({ code: 'A1b2C3' }).success).toBe(true);
  });
  it('allows Verify only when the code is not empty or blank', async () => {
    expect(canSubmitCode('')).toBe(false);
    expect(canSubmitCode('   ')).toBe(false);
    expect(canSubmitCode('1')).toBe(true);
  });
});

describe('change email', () => {
  it.each([
    ['', 'Email is required'],
    ['x@y', 'Please enter a valid email address'],
  ])('%j: %s', async (email, message) => {
    expect(await messageFor(changeEmailFormSchema, { email }, 'email')).toBe(message);
  });
});
