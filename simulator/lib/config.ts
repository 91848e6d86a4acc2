/** Server rules from DECISIONS.md as named, configurable constants. */
export const simulatorConfig = {
  sessionIdleMs: 15 * 60_000,
  sessionAbsoluteMs: 12 * 60 * 60_000,
  codeValidMs: 10 * 60_000,
  codeAttempts: 5,
  codeCooldownMs: 60_000,
  maxFailedLogins: 5,
  lockMs: 15 * 60_000,
  /** Failed sign-ins from one client address within the window before 429 (DECISIONS.md: each address is limited). */
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
