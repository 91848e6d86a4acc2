import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from '@healthcare-portal/rules/answer';
import type { Config } from '../config.ts';
import { ok } from './envelope.ts';

type CookieConfig = Pick<Config, 'sessionCookie' | 'sessionAbsoluteMs'>;

/** The session id a request carries in its httpOnly cookie (docs/security.md), if any. */
export const readSessionCookie = (request: FastifyRequest, config: CookieConfig): string | undefined =>
  request.cookies[config.sessionCookie] || undefined;

/** httpOnly, SameSite=Lax, Secure over HTTPS; it lives as long as a session may (maxAge 0 clears it). */
function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig, value: string, maxAgeSeconds: number) {
  void reply.setCookie(config.sessionCookie, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/** A rule's answer as the envelope, with the session cookie it asks for. */
export function respond<Body>(request: FastifyRequest, reply: FastifyReply, answer: Answer<Body>) {
  const config = request.server.ctx.config;
  if (answer.cookie === 'clear') writeSessionCookie(request, reply, config, '', 0);
  else if (answer.cookie) writeSessionCookie(request, reply, config, answer.cookie.start, Math.floor(config.sessionAbsoluteMs / 1000));
  return ok(reply, answer.body, answer.message, answer.status);
}
