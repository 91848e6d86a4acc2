import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { recordUpload } from '@healthcare-portal/rules/documents/upload';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { requireUser } from '../../auth/context.ts';
import { mergeThroughQueue } from '../../documents/merge-through-queue.ts';
import { respond } from '../../http/session-cookie.ts';
import { admitUpload } from '../../uploads/admit-upload.ts';
import { checkDeclaredLength, storeUpload, type UploadLimits } from '../../uploads/store-upload.ts';

/**
 * POST /s3/upload-multiple-files: admitted within the process's memory budget (503 with Retry-After otherwise), the
 * files stream into storage within the limits, are merged by a job of the queue, and are recorded for their owner
 * (rules/documents/upload.ts).
 */
export const uploadFilesRoute: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Read per request: a deployment sets them at start, the contract's provider states lower one.
  const limits = (): UploadLimits => ({
    maxFiles: ctx.config.maxFiles,
    maxFileBytes: ctx.config.maxFileBytes,
    maxTotalBytes: ctx.config.maxTotalBytes,
  });
  app.post('/s3/upload-multiple-files', { config: { multipart: true } }, async (request, reply) => {
    const { user } = await requireUser(request);
    checkDeclaredLength(request, limits());
    const admitted = admitUpload(ctx, ctx.storage, limits(), request, reply);
    if (!admitted) return reply;
    const files = await storeUpload(request, limits(), ctx.storage, `incoming/${randomUUID()}`).finally(admitted.release);
    const merged = await mergeThroughQueue(ctx, files, { ...limits(), maxPages: ctx.config.maxDocumentPages });
    if (!merged.ok) throw new Refusal(merged.status, merged.message);
    const names = files.map((file) => file.name);
    return respond(request, reply, await recordUpload(ctx.documents, user, { key: merged.key, names, pageCount: merged.pageCount }));
  });
};
