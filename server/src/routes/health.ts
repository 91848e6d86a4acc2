import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { ok } from '../http/envelope.ts';

/** /api/v1/health: the process answers (liveness). /api/v1/ready: the database answers too (readiness). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => ok(reply, { status: 'up' }, 'The server is running'));
  app.get('/ready', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.ctx.db);
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name } }, 'database not ready');
      throw new Refusal(503, 'The database is not reachable');
    }
    return ok(reply, { status: 'ready' }, 'The server and its database are ready');
  });
};
