import { delay } from 'msw';
import { SERVER_BUSY_STATUS } from '@healthcare-portal/contracts/busy';
import { UPLOAD_MESSAGES } from '@healthcare-portal/contracts/documents/upload-files';
import { latency, takeFailure, type Failure } from './controls';
import { INTERNAL_ERROR, JSON_REQUIRED, MALFORMED_PATH, serverBusy } from '@healthcare-portal/rules/protocol';
import { isRefusal, Refusal } from '@healthcare-portal/rules/refusal';
import { fail } from './respond';

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
  if (type !== accepts) throw new Refusal(415, accepts === 'application/json' ? JSON_REQUIRED : UPLOAD_MESSAGES.multipartRequired);
}

// An injected busy answer asks to come back after one second unless told otherwise, so tests of the retry stay quick.
const INJECTED_BUSY_SECONDS = 1;

const refused = (refusal: Refusal) => fail(refusal.status, refusal.message, refusal.body, refusal.headers);

/** An injected failure (failNext): a 503 answers as a busy server does (docs/api.md, 'Busy'), the rest generically. */
function failed({ status, retryAfterSeconds }: Failure): Response {
  if (status === SERVER_BUSY_STATUS) return refused(serverBusy(retryAfterSeconds ?? INJECTED_BUSY_SECONDS));
  return fail(status, status >= 500 ? INTERNAL_ERROR : 'Request failed');
}

/** One wrapper for every handler: injected latency and failures, errors as envelopes, saving after writes. */
export function route(resolve: (context: RouteContext) => Promise<Response> | Response, accepts: BodyType = 'application/json') {
  return async (context: RouteContext): Promise<Response> => {
    const { pathname } = new URL(context.request.url);
    if (latency() > 0) await delay(latency());
    const failure = takeFailure(context.request.method, pathname);
    if (failure) return failed(failure);
    try {
      await assertBodyType(context.request, accepts);
      return await resolve(context);
    } catch (error) {
      if (isRefusal(error)) return refused(error);
      // Never echo internals (or request data) to the client or the console.
      console.error('[simulator] unexpected error in', context.request.method, pathname);
      return fail(500, INTERNAL_ERROR);
    } finally {
      if (context.request.method !== 'GET') afterWrite();
    }
  };
}

/** A path parameter, decoded; a broken percent-encoding is the client's error (400), never a 500. */
export const param = (context: RouteContext, name: string): string => {
  const value = context.params[name];
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    throw new Refusal(400, MALFORMED_PATH);
  }
};
