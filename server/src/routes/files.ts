import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/context.ts';
import { isAdmin, ownerOfFile } from '../documents/reports.ts';
import { logAccess, storageOf } from '../documents/services.ts';
import { answerRange } from '../files/byte-range.ts';
import { HttpError } from '../http/envelope.ts';
import { isStorageKey } from '../storage/storage.ts';

export const FILE_NOT_FOUND = 'File not found';

/**
 * GET /files/{key} (documentUrl, reportUrl). Files are never public: only their owner (or an Admin) reads them,
 * anyone else gets the same 404 as for a missing file, and every read is logged. One byte range is answered with
 * 206, so the viewer opens page 1 of a long PDF without downloading all of it.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const { user } = await requireUser(request);
    const { key } = request.params;
    const owner = isStorageKey(key) ? await ownerOfFile(app.ctx, key) : null;
    if (owner === null || (owner !== user.id && !isAdmin(user))) throw new HttpError(404, FILE_NOT_FOUND);

    const storage = storageOf(app.ctx);
    const size = await storage.size(key);
    if (size === null) throw new HttpError(404, FILE_NOT_FOUND);
    await logAccess(app.ctx, user.id, 'read-file', key);

    void reply.headers({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'cache-control': 'private, no-store' });
    const range = answerRange(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    const file = await storage.get(key, range === 'whole' ? undefined : range);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    if (range === 'whole') return reply.code(200).header('content-length', size).send(file.stream);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(file.stream);
  });
};
