import type { FastifyPluginAsync } from 'fastify';
import { recordUpload } from '@healthcare-portal/rules/documents/upload';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { requireUser } from '../../auth/context.ts';
import { checkDeclaredLength, readUpload, type UploadLimits } from '../../documents/read-upload.ts';
import { mergeThroughQueue } from '../../documents/merge-through-queue.ts';
import { respond } from '../../http/session-cookie.ts';

/**
 * POST /s3/upload-multiple-files: the files are read as they stream in, within the limits, merged by a job of the
 * queue, and recorded for their owner (rules/documents/upload.ts).
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
    const files = await readUpload(request, limits());
    const merged = await mergeThroughQueue(ctx, files, { ...limits(), maxPages: ctx.config.maxDocumentPages });
    if (!merged.ok) throw new Refusal(merged.status, merged.message);
    const names = files.map((file) => file.name);
    return respond(request, reply, await recordUpload(ctx.documents, user, { key: merged.key, names, pageCount: merged.pageCount }));
  });
};
