import type { FastifyReply } from 'fastify';

/**
 * Every /api/v1 answer: `{ success, message, body, status }`, status repeating the HTTP code
 * (docs/spec/server-rules.md#the-api-envelope).
 */
export type Envelope<Body> = { success: boolean; message: string; body: Body; status: number };

export const envelope = <Body>(success: boolean, message: string, body: Body, status: number): Envelope<Body> => ({
  success,
  message,
  body,
  status,
});

export function ok<Body>(reply: FastifyReply, body: Body, message = 'Success', status = 200): Envelope<Body> {
  reply.code(status);
  return envelope(true, message, body, status);
}

/** A refusal a handler throws: answered as the envelope with its status, message, body and headers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 429 with the wait in the body and in Retry-After (every 429 carries it). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const NOT_FOUND = 'Not found';
export const INTERNAL_ERROR = 'Internal Server Error';
export const BODY_NOT_JSON = 'The request body must be JSON';
export const JSON_REQUIRED = 'Send the request body as JSON with Content-Type: application/json';
export const BODY_TOO_LARGE = 'The request body is too large';
export const bodyTooLarge = (limitBytes: number) =>
  limitBytes > 0 ? `The request body is larger than the ${Math.round(limitBytes / 1024)} KB limit` : BODY_TOO_LARGE;
export const BAD_PATH = 'The request path is malformed';
