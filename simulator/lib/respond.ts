import { HttpResponse } from 'msw';

type Headers = Record<string, string | string[]>;

/** JSON answers hold patient data: no cache (browser, proxy or back-forward) may keep them (docs/spec/server-rules.md#hardening). */
export const NO_STORE = 'no-store';

function toHeaders(headers: Headers = {}): globalThis.Headers {
  const result = new globalThis.Headers({ 'Cache-Control': NO_STORE });
  for (const [name, value] of Object.entries(headers)) {
    result.delete(name);
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, one);
  }
  return result;
}

/** Every 429 tells the client when to come back, in the header as well as the body's retryAfterSeconds. */
function retryAfter(status: number, body: unknown): Headers {
  const seconds = (body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (status !== 429) return {};
  return { 'Retry-After': String(typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60) };
}

/** Every answer is the envelope `{ success, message, body, status }` (docs/spec/server-rules.md#the-api-envelope). */
export function ok(body: unknown, message = 'Success', status = 200, headers?: Headers) {
  return HttpResponse.json({ success: true, message, body, status }, { status, headers: toHeaders(headers) });
}

export function fail(status: number, message: string, body: unknown = null, headers?: Headers) {
  return HttpResponse.json(
    { success: false, message, body, status },
    { status, headers: toHeaders({ ...retryAfter(status, body), ...headers }) },
  );
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}
