import { MatchersV3 } from '@pact-foundation/pact';
import { vi } from 'vitest';
import { PACT_SESSIONS } from '@healthcare-portal/contracts/provider-states';
import { SESSION_COOKIE_NAME } from '@healthcare-portal/contracts/session-cookie';
import { useMockServer } from './pact';

/** A signed-in demo account whose session the provider states set up. */
export type PactSession = keyof typeof PACT_SESSIONS;

/** The Set-Cookie a sign-in answers: an HttpOnly session cookie. */
export const SESSION_COOKIE = MatchersV3.regex(
  `${SESSION_COOKIE_NAME}=[^;]+;.*HttpOnly.*`,
  `${SESSION_COOKIE_NAME}=abc; Path=/; HttpOnly; SameSite=Lax`,
);

export const cookieHeader = (sessionId: string) => `${SESSION_COOKIE_NAME}=${sessionId}`;

export const sessionCookie = (who: PactSession) => cookieHeader(PACT_SESSIONS[who]);

/**
 * Node's fetch has no cookie jar: this adds the session cookie the browser would send, so the real
 * src/api clients run unchanged against Pact's mock server.
 */
export function sendCookie(sessionId: string): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookieHeader(sessionId));
    return realFetch(input, { ...init, headers });
  });
}

export const sendSessionCookie = (who: PactSession) => sendCookie(PACT_SESSIONS[who]);

/** Points the real clients at Pact's mock server, calling as `who` signed in. */
export function useMockServerAs(url: string, who: PactSession): void {
  useMockServer(url);
  sendSessionCookie(who);
}
