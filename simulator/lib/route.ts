import { delay } from 'msw';
import { SERVER_BUSY_MESSAGE, SERVER_BUSY_STATUS } from '@healthcare-portal/contracts/busy';
import { latency, takeFailure } from './controls';
import { fail, HttpError } from './respond';

export const API_PREFIX = '/api/v1';
/** Any origin: the same handlers serve the browser, Vitest in Node and the HTTP server for Pact. */
export const apiPath = (path: string) => `*${API_PREFIX}${path}`;

export type RouteContext = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  cookies: Record<string, string>;
};

/** What a call's body must be: JSON (every call but the upload) or multipart form data (the upload). */
export type BodyType = 'application/json' | 'multipart/form-data';

export const UNSUPPORTED_MEDIA_TYPE = 'Send the request body as JSON with Content-Type: application/json';
const UNSUPPORTED_UPLOAD_TYPE = 'Send the files as multipart/form-data';

let afterWrite: () => void = () => undefined;

/** Persistence hooks in here: every call that may change data saves the database afterwards. */
export function onWrite(listener: () => void): void {
  afterWrite = listener;
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * A cross-site form can send text/plain, urlencoded or multipart bodies without a preflight: a call that changes
 * something takes only its own type (415 otherwise). A call with no body and no type (logout, verify-email) passes.
 */
async function assertBodyType(request: Request, accepts: BodyType): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const type = mediaType(request);
  // The in-browser worker hands over a bodiless call with an empty body rather than none.
  if (type === '' && (request.body === null || (await request.clone().arrayBuffer()).byteLength === 0)) return;
  if (type !== accepts) throw new HttpError(415, accepts === 'application/json' ? UNSUPPORTED_MEDIA_TYPE : UNSUPPORTED_UPLOAD_TYPE);
}

// A real server asks a refused upload to come back after a few seconds; the simulator after one, so tests stay quick.
const BUSY_RETRY_AFTER_SECONDS = 1;

/** An injected failure (failNext): a 503 answers as a busy server does (docs/api.md, 'Busy'), the rest generically. */
function failed(status: number): Response {
  if (status === SERVER_BUSY_STATUS) return fail(status, SERVER_BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  return fail(status, status >= 500 ? 'Internal Server Error' : 'Request failed');
}

/** One wrapper for every handler: injected latency and failures, errors as envelopes, saving after writes. */
export function route(resolve: (context: RouteContext) => Promise<Response> | Response, accepts: BodyType = 'application/json') {
  return async (context: RouteContext): Promise<Response> => {
    const { pathname } = new URL(context.request.url);
    if (latency() > 0) await delay(latency());
    const failure = takeFailure(context.request.method, pathname);
    if (failure) return failed(failure.status);
    try {
      await assertBodyType(context.request, accepts);
      return await resolve(context);
    } catch (error) {
      if (error instanceof HttpError) return fail(error.status, error.message, error.body);
      // Never echo internals (or request data) to the client or the console.
      console.error('[simulator] unexpected error in', context.request.method, pathname);
      return fail(500, 'Internal Server Error');
    } finally {
      if (context.request.method !== 'GET') afterWrite();
    }
  };
}

export const MALFORMED_PATH = 'The request path is malformed';

/** A path parameter, decoded; a broken percent-encoding is the client's error (400), never a 500. */
export const param = (context: RouteContext, name: string): string => {
  const value = context.params[name];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, MALFORMED_PATH);
  }
};
