import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteFileRequestSchema } from '@healthcare-portal/contracts/documents/delete-file';
import { processRequestSchema } from '@healthcare-portal/contracts/documents/process-document';
import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { sha256 } from '../auth/crypto.ts';
import { requireUser, signedInFirst } from '../auth/context.ts';
import { processOnce } from '../documents/process-once.ts';
import { progressOf, progressRecorder } from '../documents/progress.ts';
import { mergeThroughQueue } from '../documents/merge-through-queue.ts';
import { DOCUMENT_NOT_FOUND } from '../documents/run-processing.ts';
import { storageOf } from '../documents/services.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { admitUpload } from '../uploads/admit-upload.ts';
import { checkDeclaredLength, storeUpload, type UploadLimits } from '../uploads/store-upload.ts';
import { auditReportRoutes } from './audit-reports.ts';
import { FILE_NOT_FOUND, fileRoutes } from './files.ts';

/** The merged record is named after the first file, so users recognise it; the key is random (no names in URLs). */
export function mergedFileName(names: string[]): string {
  const first = (names[0] ?? 'document').replace(/\.(pdf|docx?)$/i, '');
  return names.length > 1 ? `${first} (merged ${names.length} files).pdf` : `${first}.pdf`;
}

const processQuery = z.object({ progressId: z.string().optional() });
const progressParams = z.object({ progressId: z.string() });

/**
 * Uploads (multipart), delete-file, process and its progress, audit reports, files with Range. Registered under
 * /api/v1 by app.ts; merging and processing run as jobs of the queue (jobs/), in whichever process works it.
 */
export const documentRoutes: FastifyPluginAsync = async (plain) => {
  await plain.register(fastifyMultipart);
  await plain.register(auditReportRoutes);
  await plain.register(fileRoutes);

  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // Read per request: a deployment sets them at start, the contract's provider states lower one.
  const limits = (): UploadLimits => ({
    maxFiles: ctx.config.maxFiles,
    maxFileBytes: ctx.config.maxFileBytes,
    maxTotalBytes: ctx.config.maxTotalBytes,
  });

  app.post('/s3/upload-multiple-files', { config: { multipart: true } }, async (request, reply) => {
    const { user } = await requireUser(request);
    checkDeclaredLength(request, limits());
    const storage = storageOf(ctx);
    const admitted = admitUpload(ctx, storage, limits(), request, reply);
    if (!admitted) return reply;
    const files = await storeUpload(request, limits(), storage, `incoming/${randomUUID()}`).finally(admitted.release);
    const merged = await mergeThroughQueue(ctx, files, { ...limits(), maxPages: ctx.config.maxDocumentPages });
    if (!merged.ok) throw new HttpError(merged.status, merged.message);

    const { key } = merged;
    const record: MergedFile = {
      key,
      fileName: mergedFileName(files.map((file) => file.name)),
      fileType: 'pdf',
      documentUrl: fileUrl(key),
    };
    await ctx.db
      .insertInto('uploads')
      .values({ key, owner_id: user.id, file_name: record.fileName, file_type: record.fileType, page_count: merged.pageCount })
      .execute();
    return ok(reply, record, `${files.length} file(s) uploaded and merged successfully`, 201);
  });

  // The upload leaves the caller's workspace at once; its bytes stay while an audit report still shows them.
  app.post('/s3/delete-file', { schema: { body: deleteFileRequestSchema }, preValidation: signedInFirst() }, async (request, reply) => {
    const { user } = await requireUser(request);
    const { key } = request.body;
    const upload = await ctx.db.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst();
    if (!upload || upload.owner_id !== user.id) throw new HttpError(404, FILE_NOT_FOUND);
    await ctx.db.deleteFrom('uploads').where('key', '=', key).execute();
    const usedByReport = await ctx.db.selectFrom('audit_reports').select('id').where('document_key', '=', key).executeTakeFirst();
    if (!usedByReport) await storageOf(ctx).delete(key);
    return ok(reply, null, 'File deleted successfully');
  });

  app.post(
    '/rag/process',
    { schema: { body: processRequestSchema, querystring: processQuery }, preValidation: signedInFirst() },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const body = request.body;
      if (body.userId !== user.id) throw new HttpError(403, 'You can only process documents as yourself');
      const upload = await ctx.db.selectFrom('uploads').selectAll().where('key', '=', body.s3Key).executeTakeFirst();
      if (!upload || upload.owner_id !== user.id) throw new HttpError(404, DOCUMENT_NOT_FOUND);

      const { userId: _userId, ...options } = body;
      const requestKey = sha256(JSON.stringify({ ownerId: user.id, ...options }));
      const { progressId } = request.query;
      // Queued shows at once, while the job waits for a free worker.
      const progress = progressRecorder(ctx, progressId, user.id);
      progress.publish('queued', 0, upload.page_count);
      await progress.flush();
      const result = await processOnce(ctx, ctx.queue, { requestKey, ownerId: user.id, request: body, progressId });
      return ok(reply, result, result.message ?? 'Document processed successfully');
    },
  );

  app.get('/rag/process/progress/:progressId', { schema: { params: progressParams } }, async (request, reply) => {
    const { user } = await requireUser(request);
    const progress = await progressOf(ctx, request.params.progressId, user.id);
    if (!progress) throw new HttpError(404, 'No progress for this job');
    return ok(reply, progress, 'Processing progress');
  });
};
