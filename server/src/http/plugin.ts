import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@healthcare-portal/contracts/documents/upload-files';
import {
  BODY_NOT_JSON,
  BODY_TOO_LARGE,
  bodyTooLarge,
  INTERNAL_ERROR,
  JSON_REQUIRED,
  MALFORMED_PATH,
  NOT_FOUND,
} from '@healthcare-portal/rules/protocol';
import { isRefusal } from '@healthcare-portal/rules/refusal';
import { envelope, HttpError } from './envelope.ts';
import { refuseUnread } from './refuse-unread.ts';
import { RequestValidationError } from './validator.ts';

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes multipart/form-data instead of JSON (uploads). */
    multipart?: boolean;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** A call with no body and no type (logout, verify-email) passes; an empty chunked body without a type too. */
const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  (request.headers['transfer-encoding'] !== undefined && request.headers['content-type'] !== undefined);
const mediaType = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const safeMessages: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: NOT_FOUND,
  405: 'Method not allowed',
  413: BODY_TOO_LARGE,
  415: JSON_REQUIRED,
};

function send(reply: FastifyReply, status: number, message: string, body: unknown = null, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(envelope(false, message, body, status));
}

/** The answer to any error: the envelope, never a stack, a query or request data (docs/spec/server-rules.md#the-api-envelope). */
export function answerError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (isRefusal(error)) return send(reply, error.status, error.message, error.body, error.headers);
  if (error instanceof HttpError) return send(reply, error.status, error.message, error.body, error.headers);
  if (error instanceof RequestValidationError) return send(reply, 400, error.message, { errors: error.errors });
  const code = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode ?? 500;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return send(reply, 400, BODY_NOT_JSON);
  }
  if (code === 'FST_ERR_BAD_URL') return send(reply, 400, MALFORMED_PATH);
  // Past the limit while the body still comes (no declared length): the rest is thrown away as the declared case's is,
  // since closing on it would reset the connection and the client could lose the answer.
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return refuseUnread(request, reply, { status: 413, message: bodyTooLarge(request.routeOptions.bodyLimit ?? 0) });
  if (status >= 400 && status < 500) return send(reply, status, safeMessages[status] ?? 'Request refused');
  // Only the kind of failure goes to the log: no request data, no values.
  request.log.error({ failure: { type: error.name, fastifyCode: code, message: error.message, stack: error.stack } }, 'request failed');
  return send(reply, 500, INTERNAL_ERROR);
}

/**
 * Protocol rules of every route (docs/spec/server-rules.md#hardening): JSON calls need application/json (415 before the body is
 * read), JSON bodies up to the route's limit (Fastify answers 413 from Content-Length or while reading), JSON answers
 * carry Cache-Control: no-store, malformed paths answer 400, unknown /api routes 404 in the envelope, errors hide
 * their insides.
 */
export function registerHttpRules(app: FastifyInstance) {
  // Only JSON is parsed; text/plain (what a cross-site form can send) is refused with 415.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  // A body with no type at all (chunked, no Content-Type): empty is no body, anything else is refused.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    if (body.length === 0 || request.is404) return done(null, undefined);
    done(Object.assign(new Error(JSON_REQUIRED), { statusCode: 415 }), undefined);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || !hasBody(request)) return;
    // The upload takes multipart form data only; its limits are enforced while it streams (uploads/store-upload.ts).
    if (request.routeOptions.config.multipart) {
      if (mediaType(request) !== 'multipart/form-data') return send(reply, 415, UPLOAD_MESSAGES.multipartRequired);
      return;
    }
    if (mediaType(request) !== 'application/json') return send(reply, 415, JSON_REQUIRED);
    // A declared length over the route's limit is never parsed or kept: 413 at once, before the body is read, and
    // whatever still arrives is thrown away for a few seconds.
    const limit = request.routeOptions.bodyLimit ?? 0;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (limit > 0 && declared > limit) return refuseUnread(request, reply, { status: 413, message: bodyTooLarge(limit) });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error, request, reply) => answerError(error as FastifyError, request, reply));
}

/** Unknown /api routes answer 404 in the envelope; every other unknown path goes to `other` (the portal's index.html). */
export function registerNotFound(app: FastifyInstance, other?: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url) || !other) return send(reply, 404, NOT_FOUND);
    return other(request, reply);
  });
}

/** Fastify's own refusals before routing (a bad percent-encoding in the path) answer 400 in the envelope. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, MALFORMED_PATH);
  return answerError(error, request, reply);
}
