import type { FastifyReply, FastifyRequest } from 'fastify';
import { GRACE_AFTER_413_MS } from '@healthcare-portal/rules/protocol';
import { envelope } from './envelope.ts';

/**
 * Answers at once, before the body is read, and never keeps the body. The answer is written whole (with its length),
 * but the exchange ends only when the client stops sending, or after a grace (`discardMs`, or `discardBytes` thrown
 * away) in which the rest of the body is thrown away as it arrives: closing a socket on unread data resets it, and
 * the client would never see the answer ("lingering close").
 */
export function refuseUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    status,
    message,
    body = null,
    headers = {},
    discardMs = GRACE_AFTER_413_MS,
    discardBytes = Infinity,
  }: {
    status: number;
    message: string;
    body?: unknown;
    headers?: Record<string, string>;
    discardMs?: number;
    discardBytes?: number;
  },
): void {
  reply.hijack();
  const payload = Buffer.from(JSON.stringify(envelope(false, message, body, status)));
  const response = reply.raw;
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(payload.length),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.write(payload);
  const finish = () => {
    clearTimeout(grace);
    if (!response.writableEnded) response.end();
  };
  const stop = () => {
    finish();
    request.raw.destroy();
  };
  const grace = setTimeout(stop, discardMs);
  grace.unref();
  let discarded = 0;
  request.raw
    .on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > discardBytes) stop();
    })
    .once('end', finish)
    .once('error', finish);
  request.raw.resume();
}
