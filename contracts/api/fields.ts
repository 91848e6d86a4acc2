import { z } from 'zod/mini';

// Messages are SPEC.md section 5, word for word; forms and the simulator share these rules.
// zod/mini: the sign-in screen parses with these before its first paint, and mini schemas tree-shake (classic
// schemas compose them as they are: z.object({ email: loginEmail }) works with either).
export const PASSWORD_MIN = 8;
export const TOKEN_MIN = 6;
export const FULL_NAME_MIN = 2;
export const NPI_LENGTH = 10;

export const PASSWORD_RULE_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

/**
 * SPEC.md: the special characters are @$!%*?& and "the pattern only tests the start of the string":
 * the look-aheads scan the whole value, but only the first character must come from the allowed set.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[\d+\-\s()]+$/;

export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage), z.regex(EMAIL_PATTERN, invalidMessage));

export const strongPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.minLength(PASSWORD_MIN, 'Password must be at least 8 characters'),
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
