import { z } from 'zod/mini';

// Messages are docs/spec/validation.md, word for word; forms and the simulator share these rules.
// zod/mini: the sign-in screen parses with these before its first paint, and mini schemas tree-shake (classic
// schemas compose them as they are: z.object({ email: loginEmail }) works with either).
export const PASSWORD_MIN = 8;
export const TOKEN_MIN = 6;
export const FULL_NAME_MIN = 2;
export const NPI_LENGTH = 10;

// Length caps (docs/spec/server-rules.md#hardening): every text field has one, checked by the form and the server alike.
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const PHONE_MAX = 32;
/** Identifiers: compliance ID, taxonomy code, credentials, subscriber ID, record ids. */
export const IDENTIFIER_MAX = 64;
/** Short free text: organization, department, file names and keys. */
export const SHORT_TEXT_MAX = 200;
/** Long free text: a postal address. */
export const LONG_TEXT_MAX = 500;
/** profilePic and other URLs. */
export const URL_MAX = 2048;
/** Reset tokens and verification codes (ours are 43 and 6 characters). */
export const TOKEN_MAX = 256;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

/**
 * docs/spec/validation.md#reset: the special characters are @$!%*?& and the pattern tests the start of the string:
 * the look-aheads scan the whole value, but only the first character must come from the allowed set.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[\d+\-\s()]+$/;

export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(EMAIL_MAX, tooLong('Email', EMAIL_MAX)),
      z.regex(EMAIL_PATTERN, invalidMessage),
    );

/** A new password's rule and cap; sign-up and reset add the common-password check (common-passwords.ts). */
export const strongPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.minLength(PASSWORD_MIN, 'Password must be at least 8 characters'),
      z.maxLength(PASSWORD_MAX, tooLong('Password', PASSWORD_MAX)),
      z.regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
    );

export const loginEmail = emailField('Email is required', 'Please enter a valid email address');
export const accountEmail = emailField('Email address is required', 'Invalid email format');

/**
 * Cross-field rules (passwords match, clinical fields) must show beside the other field errors, not only once every
 * field is valid, which is zod's default for refinements on an object.
 */
export const evenWithFieldErrors = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
