import type { CookieChange } from '@healthcare-portal/rules/answer';
import { currentSession, type SignedIn } from '@healthcare-portal/rules/accounts/sessions';
import { accountPorts } from '../ports/account-ports';
import { simulatorConfig } from './config';

/** The session cookie exactly as a server sets it (docs/decisions.md 'Sessions in the simulator'). */
function cookie(value: string, maxAgeSeconds: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${simulatorConfig.sessionCookie}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The Set-Cookie header a rule's answer asks for. */
export function setCookieFor(change: CookieChange | undefined): Record<string, string> {
  if (!change) return {};
  const maxAge = change === 'clear' ? 0 : Math.floor(simulatorConfig.accounts.sessionAbsoluteMs / 1000);
  return { 'Set-Cookie': cookie(change === 'clear' ? '' : change.start, maxAge) };
}

export const sessionIdOf = (cookies: Record<string, string>): string | undefined => cookies[simulatorConfig.sessionCookie] || undefined;

/** The signed-in user (rules/accounts/sessions.ts); a verify-only session counts only where `allowVerifyScope` says so. */
export const requireUser = (cookies: Record<string, string>, options: { allowVerifyScope?: boolean } = {}): Promise<SignedIn> =>
  currentSession(accountPorts, sessionIdOf(cookies), options);
