import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { processRequestSchema } from '@healthcare-portal/contracts/documents/process-document';
import { processed } from '@healthcare-portal/rules/documents/messages';
import { admitProcessing } from '@healthcare-portal/rules/documents/process';
import { requireUser, signedInFirst } from '../../auth/context.ts';
import { processOnce } from '../../documents/process-once.ts';
import { progressRecorder } from '../../documents/progress.ts';
import { ok } from '../../http/envelope.ts';

const processQuery = z.object({ progressId: z.string().optional() });

/**
 * POST /rag/process: admitted by the rules (rules/documents/process.ts), then one queued job per request key, whichever
 * node asks (documents/process-once.ts); the request answers when its job is done.
 */
export const processDocumentRoute: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/rag/process',
      { schema: { body: processRequestSchema, querystring: processQuery }, preValidation: signedInFirst() },
      async (request, reply) => {
        const { user } = await requireUser(request);
        const { upload, requestKey } = await admitProcessing(ctx.documents, user, request.body);
        const { progressId } = request.query;
        // Queued shows at once, while the job waits for a free worker.
        const progress = progressRecorder(ctx, progressId, user.id);
        progress.publish('queued', 0, upload.pageCount);
        await progress.flush();
        const result = await processOnce(ctx, ctx.queue, { requestKey, ownerId: user.id, request: request.body, progressId });
        return ok(reply, result, result.message ?? processed(result.notes.length));
      },
    );
};
