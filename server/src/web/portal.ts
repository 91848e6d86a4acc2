import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND } from '@healthcare-portal/rules/protocol';

/** Does the folder hold a real build of the portal? */
export const hasPortalBuild = (distDir: string) => existsSync(resolve(distDir, 'index.html'));

/**
 * Serves the portal's real build (dist/ from `npm run build:real`) from the same origin. Hashed assets are cached
 * for a year; index.html never (a new release must be picked up). Returns the answer for unknown non-API paths:
 * the single-page app's index.html, which redirects to /.
 */
export async function registerPortal(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (response, path) => {
      if (path.endsWith('index.html')) void response.header('cache-control', 'no-cache');
      else if (path.includes('/assets/')) void response.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
}
