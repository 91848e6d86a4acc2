import { z } from 'zod/mini';
import { apiBaseUrl } from './config';
import { ApiError } from './api-error';
import { busyEnvelopeSchema, SERVER_BUSY_MESSAGE, SERVER_BUSY_STATUS } from '@healthcare-portal/contracts/busy';
import { envelopeSchema, failureEnvelopeSchema } from '@healthcare-portal/contracts/envelope';

type Query = Record<string, string | number | boolean | undefined>;

/** Any zod schema, classic or mini: the sign-in call's schemas are mini, so the first screen carries no classic zod. */
type Schema = z.core.$ZodType;

export type ApiRequest<Body extends Schema> = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  json?: unknown;
  formData?: FormData;
  body: Body;
  /** false for calls made without a session (login, sign-up, reset...): their 401 is not an expiry. */
  authenticated?: boolean;
};

export type ApiSuccess<Body> = { message: string; body: Body; status: number };

let onSessionExpired: () => void = () => undefined;

/** The app decides what an expired session means (clear the user, go to /); the client only reports it. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

async function send(request: ApiRequest<Schema>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(apiUrl(request.path, request.query), {
      method: request.method,
      credentials: 'include',
      headers,
      body: request.formData ?? (request.json === undefined ? undefined : JSON.stringify(request.json)),
    });
  } catch {
    throw new ApiError('network', 0, 'The server could not be reached. Check your connection and try again.');
  }
}

async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError('contract', response.status, `The server sent an unreadable answer to ${path}.`);
  }
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

/**
 * A busy server's 503 (docs/api.md, 'Busy'): the wait from the envelope's body, or from Retry-After alone when a proxy
 * in front of the server answered it. Null when the answer names no wait (then it is no more than a failed call).
 */
async function busyRefusal(response: Response): Promise<ApiError | null> {
  const json: unknown = await response.json().catch(() => null);
  const busy = z.safeParse(busyEnvelopeSchema, json);
  if (busy.success) return new ApiError('http', SERVER_BUSY_STATUS, busy.data.message, {}, busy.data.body.retryAfterSeconds);
  const header = Number(response.headers.get('retry-after'));
  return Number.isInteger(header) && header > 0 ? new ApiError('http', SERVER_BUSY_STATUS, SERVER_BUSY_MESSAGE, {}, header) : null;
}

/** Sends one call and parses its envelope and body; every failure is an ApiError. */
export async function apiRequest<Body extends Schema>(request: ApiRequest<Body>): Promise<ApiSuccess<z.infer<Body>>> {
  const response = await send(request);
  if (response.status === SERVER_BUSY_STATUS) {
    const busy = await busyRefusal(response.clone());
    if (busy) throw busy;
  }
  const json = await readJson(response, request.path);

  if (!response.ok || (json as { success?: unknown } | null)?.success !== true) {
    const failure = failureEnvelopeSchema.safeParse(json);
    if (!failure.success) {
      throw new ApiError('contract', response.status, `Unexpected answer from ${request.path}: ${describeIssues(failure.error)}`);
    }
    if (response.status === 401 && request.authenticated !== false) onSessionExpired();
    throw new ApiError(
      'http',
      response.status,
      failure.data.message,
      (failure.data.body as { errors?: Record<string, string> } | null | undefined)?.errors ?? {},
    );
  }

  const envelope = envelopeSchema(z.unknown()).safeParse(json);
  const body = envelope.success ? z.safeParse(request.body, envelope.data.body) : null;
  if (!envelope.success || !body?.success) {
    const issues = envelope.success ? body?.error : envelope.error;
    throw new ApiError(
      'contract',
      response.status,
      `Unexpected answer from ${request.path}: ${issues ? describeIssues(issues) : 'no body'}`,
    );
  }
  return { message: envelope.data.message, body: body.data as z.infer<Body>, status: envelope.data.status };
}
