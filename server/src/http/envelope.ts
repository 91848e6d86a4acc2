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
