import { HttpResponse } from 'msw';

type Headers = Record<string, string | string[]>;

function toHeaders(headers: Headers = {}): globalThis.Headers {
  const result = new globalThis.Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, one);
  }
  return result;
}

/** Every answer is the envelope `{ success, message, body, status }` (DECISIONS.md). */
export function ok(body: unknown, message = 'Success', status = 200, headers?: Headers) {
  return HttpResponse.json({ success: true, message, body, status }, { status, headers: toHeaders(headers) });
}

export function fail(status: number, message: string, body: unknown = null, headers?: Headers) {
  return HttpResponse.json({ success: false, message, body, status }, { status, headers: toHeaders(headers) });
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
