// The HTTP rules every backend keeps around the calls (docs/security.md, points 5, 10 and 12): their messages and
// numbers, once.
import { SERVER_BUSY_MESSAGE, SERVER_BUSY_STATUS } from '@healthcare-portal/contracts/busy';
import { Refusal } from './refusal.ts';

/** A JSON body larger than this is refused (413) before it is read (docs/spec/server-rules.md#hardening: JSON 1 MB). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** After an early 413 the rest of the body is read and thrown away this long, so the client sees the answer. */
export const GRACE_AFTER_413_MS = 5_000;

export const NOT_FOUND = 'Not found';
export const INTERNAL_ERROR = 'Internal Server Error';
export const BODY_NOT_JSON = 'The request body must be JSON';
export const JSON_REQUIRED = 'Send the request body as JSON with Content-Type: application/json';
export const MALFORMED_PATH = 'The request path is malformed';
export const BODY_TOO_LARGE = 'The request body is too large';
export const bodyTooLarge = (limitBytes: number) =>
  limitBytes > 0 ? `The request body is larger than the ${Math.round(limitBytes / 1024)} KB limit` : BODY_TOO_LARGE;

/** How long a client refused for a busy server waits before sending again: long enough for a few uploads to finish. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 of work a backend cannot take now without passing its memory budget (docs/api.md, 'Busy'): the contract's
 * message, the wait in Retry-After and in the body. Nothing of the request was kept, so the client sends it again.
 */
export const serverBusy = (retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS) =>
  new Refusal(SERVER_BUSY_STATUS, SERVER_BUSY_MESSAGE, { retryAfterSeconds });
