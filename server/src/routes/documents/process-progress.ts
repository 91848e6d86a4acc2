import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { progressAnswer } from '@healthcare-portal/rules/documents/progress';
import { requireUser } from '../../auth/context.ts';
import { progressOf } from '../../documents/progress.ts';
import { respond } from '../../http/session-cookie.ts';

/** GET /rag/process/progress/{progressId}: any node answers from the job's stored progress (documents/progress.ts). */
export const processProgressRoute: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/rag/process/progress/:progressId', { schema: { params: z.object({ progressId: z.string() }) } }, async (request, reply) => {
      const { user } = await requireUser(request);
      return respond(request, reply, progressAnswer(await progressOf(app.ctx, request.params.progressId, user.id)));
    });
};
