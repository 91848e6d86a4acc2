import { vi } from 'vitest';
import { PACT_SESSIONS } from '@sim/node/provider-states';

export const SESSION_COOKIE_NAME = 'hcp_session';

export const sessionCookie = (who: keyof typeof PACT_SESSIONS) => `${SESSION_COOKIE_NAME}=${PACT_SESSIONS[who]}`;

/**
 * Node's fetch has no cookie jar: this adds the session cookie the browser would send, so the real
 * src/api clients run unchanged against Pact's mock server.
 */
export function sendSessionCookie(who: keyof typeof PACT_SESSIONS): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', sessionCookie(who));
    return realFetch(input, { ...init, headers });
  });
}
