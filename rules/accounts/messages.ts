// Every message the account rules answer, once (docs/accounts.md). Messages the portal also needs live in contracts/.

export const INVALID_LOGIN = 'Invalid email or password';
export const lockedMessage = (minutes: number) =>
  `Your account is locked after too many failed sign-in attempts. Try again in ${minutes} minute(s).`;
export const tooManyFromNetwork = (what: string, minutes: number) =>
  `Too many ${what} from this network. Try again in ${minutes} minute(s).`;

export const CODE_EXPIRED = 'This verification code is no longer valid. Please request a new code.';
export const CODE_TOO_MANY = 'Too many incorrect codes. Please request a new code.';
export const CODE_TOO_MANY_FOR_ACCOUNT = 'Too many incorrect codes for this account. Try again later.';
export const wrongCode = (attemptsLeft: number) => `Invalid verification code. ${attemptsLeft} attempt(s) left.`;
export const waitForCode = (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`;

export const RESET_LINK_INVALID = 'Reset link is invalid or has expired';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const ROLE_INVALID = 'Invalid role selected';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const VERIFY_FIRST = 'Please verify your email address first.';
export const ONLY_OWN_PROFILE = 'You can only update your own profile.';
export const OWN_ROLE = 'You cannot change your own role.';
export const USER_NOT_FOUND = 'User not found';

export const SIGNED_IN = 'Login successful';
export const SIGNED_IN_UNVERIFIED = 'Please verify your email address. A verification code has been sent.';
export const SIGNED_OUT = 'Logged out successfully';
export const SIGNED_UP = 'Account created. A verification code has been sent to your email.';
export const EMAIL_VERIFIED = 'Email verified successfully';
export const PASSWORD_RESET = 'Password reset successful';
export const PROFILE_UPDATED = 'Profile updated successfully';
export const CODE_RESENT = 'A new verification code has been sent to your email.';
export const EMAIL_CHANGED = 'Email updated. A verification code has been sent to your new email address.';
