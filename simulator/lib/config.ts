/** Server rules (docs/spec/server-rules.md) as named, configurable constants (docs/spec/constants.md#server-limits lists them). */
export const simulatorConfig = {
  sessionIdleMs: 15 * 60_000,
  sessionAbsoluteMs: 12 * 60 * 60_000,
  /** Open sessions one account may hold; a sign-in past this ends the oldest. */
  maxSessionsPerUser: 10,
  /** Access-log entries kept (newest first); older ones are trimmed as new ones arrive. */
  maxAccessLogEntries: 10_000,
  codeValidMs: 10 * 60_000,
  codeAttempts: 5,
  codeCooldownMs: 60_000,
  /** Mails (codes or reset links) one account may be sent per window, whatever happens to the codes. */
  maxMailsPerAccount: 5,
  mailWindowMs: 60 * 60_000,
  /** Mail requests (resend, change e-mail, forgot-password) one client address may make per window. */
  maxMailRequestsPerAddress: 10,
  /** Wrong verification codes per account per mail window, across codes. */
  maxWrongCodesPerAccount: 10,
  /** Wrong verification codes per client address per address window. */
  maxWrongCodesPerAddress: 20,
  maxFailedLogins: 5,
  lockMs: 15 * 60_000,
  /** Failed sign-ins from one client address within the window before 429 (docs/spec/server-rules.md#accounts: each address is limited). */
  maxFailedLoginsPerAddress: 20,
  addressWindowMs: 15 * 60_000,
  resetTokenValidMs: 30 * 60_000,
  maxFiles: 20,
  maxFileBytes: 50 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxAuditPageSize: 100,
  sessionCookie: 'hcp_session',
  appUrl: typeof location === 'undefined' ? 'http://localhost:5173' : location.origin,
};
