import type { FastifyPluginAsync } from 'fastify';
import { readFile } from '@healthcare-portal/rules/documents/files';
import { FILE_NOT_FOUND } from '@healthcare-portal/rules/documents/messages';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { requireUser } from '../auth/context.ts';
import { answerRange } from '../files/byte-range.ts';
import { isStorageKey } from '../storage/storage.ts';

/**
 * GET /files/{key} (documentUrl, reportUrl): who may read is the rules' (rules/documents/files.ts: the owner or an
 * Admin, everyone else the same 404 as for a missing file, every read logged). One byte range is answered with 206, so
 * the viewer opens page 1 of a long PDF without downloading all of it.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const { user } = await requireUser(request);
    const { storage } = app.ctx;
    // A key that is no storage key is never looked up: it reads as a file that is not there.
    const key = isStorageKey(request.params.key) ? request.params.key : '';
    const size = await readFile(app.ctx.documents, user, key, async () => (key ? storage.size(key) : null));

    void reply.headers({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'cache-control': 'private, no-store' });
    const range = answerRange(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    const file = await storage.get(key, range === 'whole' ? undefined : range);
    if (!file) throw new Refusal(404, FILE_NOT_FOUND);
    if (range === 'whole') return reply.code(200).header('content-length', size).send(file.stream);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(file.stream);
  });
};
