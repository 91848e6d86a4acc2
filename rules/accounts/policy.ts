import { RESEND_COOLDOWN_SECONDS } from '@healthcare-portal/contracts/users/resend-cooldown';

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/**
 * The account rules' numbers (docs/spec/server-rules.md#accounts; docs/spec/constants.md#server-limits lists them). The fixed ones (codes, reset links, lock-out) are
 * the product's; a server may set the rest from its environment (README 'The real server'), starting from these.
 */
export type AccountPolicy = {
  /** A verification code: its life, its tries, and the minute between two sends to one address. */
  codeValidMs: number;
  codeAttempts: number;
  codeCooldownMs: number;
  /** Codes (and, apart, reset mails) one account is sent per hour, whatever happens to them. */
  mailsPerAccountPerHour: number;
  /** Mail requests (resend, change e-mail, forgot-password) from one client address per address window. */
  mailRequestsPerAddress: number;
  /** Wrong codes per account per hour (across codes) and per client address per address window. */
  wrongCodesPerAccountPerHour: number;
  wrongCodesPerAddress: number;
  /** Failures in a row that lock an address (known account or not), and for how long. */
  maxFailedLogins: number;
  lockMs: number;
  /** Failed sign-ins from one client address per address window, across addresses (docs/spec/server-rules.md#accounts). */
  loginFailuresPerAddress: number;
  addressWindowMs: number;
  resetTokenValidMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Open sessions one account may hold; a sign-in past this ends the oldest. */
  sessionsPerUser: number;
};

export const DEFAULT_ACCOUNT_POLICY: Readonly<AccountPolicy> = Object.freeze({
  codeValidMs: 10 * MINUTE_MS,
  codeAttempts: 5,
  codeCooldownMs: RESEND_COOLDOWN_SECONDS * 1000,
  mailsPerAccountPerHour: 5,
  mailRequestsPerAddress: 10,
  wrongCodesPerAccountPerHour: 10,
  wrongCodesPerAddress: 20,
  maxFailedLogins: 5,
  lockMs: 15 * MINUTE_MS,
  loginFailuresPerAddress: 20,
  addressWindowMs: 15 * MINUTE_MS,
  resetTokenValidMs: 30 * MINUTE_MS,
  sessionIdleMs: 15 * MINUTE_MS,
  sessionAbsoluteMs: 12 * HOUR_MS,
  sessionsPerUser: 10,
});
