import { MatchersV3 } from '@pact-foundation/pact';
import { expect, vi } from 'vitest';
import { ApiError } from '@/api/api-error';

export const SESSION_COOKIE = MatchersV3.regex(/hcp_session=[^;]+;.*HttpOnly.*/.source, 'hcp_session=abc; Path=/; HttpOnly; SameSite=Lax');

export const cookieHeader = (sessionId: string) => `hcp_session=${sessionId}`;

/** Node's fetch keeps no cookies: send the one a browser would hold, so the real clients run unchanged. */
export function sendCookie(sessionId: string): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookieHeader(sessionId));
    return realFetch(input, { ...init, headers });
  });
}

/** The envelope of a refusal, as every failing call answers it. */
export const refusalBody = (status: number, message: unknown, body: unknown = null) => ({ success: false, message, status, body });

export async function expectRefusal(call: Promise<unknown>, status: number, message?: string): Promise<void> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'http', status, ...(message ? { message } : {}) });
}
