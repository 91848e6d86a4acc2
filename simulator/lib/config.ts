import { SESSION_COOKIE_NAME } from '@healthcare-portal/contracts/session-cookie';
import { DEFAULT_LIMITS } from '@healthcare-portal/engine/limits';
import { type AccountPolicy, DEFAULT_ACCOUNT_POLICY } from '@healthcare-portal/rules/accounts/policy';

/** The simulator's settings (docs/spec/constants.md#server-limits lists them): the rules' defaults, which tests and provider states may lower. */
export const simulatorConfig = {
  /** The account rules' numbers (rules/accounts/policy.ts). */
  accounts: { ...DEFAULT_ACCOUNT_POLICY } as AccountPolicy,
  /** Access-log entries kept (newest first); older ones are trimmed as new ones arrive. */
  maxAccessLogEntries: 10_000,
  /** The engine's upload limits (engine/merge/limits.ts). */
  maxFiles: DEFAULT_LIMITS.maxFiles,
  maxFileBytes: DEFAULT_LIMITS.maxFileBytes,
  maxTotalBytes: DEFAULT_LIMITS.maxTotalBytes,
  sessionCookie: SESSION_COOKIE_NAME,
  appUrl: typeof location === 'undefined' ? 'http://localhost:5173' : location.origin,
};
