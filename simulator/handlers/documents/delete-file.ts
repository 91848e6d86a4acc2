import { http } from 'msw';
import { deleteFileRequestSchema } from '@healthcare-portal/contracts/documents/delete-file';
import { db } from '../../db';
import { fail, ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { readJson, validate } from '../../lib/validate';
import { deleteFile } from '../../storage/file-store';

/**
 * POST /s3/delete-file: the caller's own upload only (anyone else's answers 404, as if it did not exist).
 * The upload leaves the caller's workspace at once; its bytes stay while an audit report still shows them.
 */
export const deleteFileHandler = http.post(
  apiPath('/s3/delete-file'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const { key } = await validate(deleteFileRequestSchema, await readJson(request));
    const upload = db.upload.findFirst({ where: { key: { equals: key } } });
    if (!upload || upload.ownerId !== user.id) return fail(404, 'File not found');

    db.upload.delete({ where: { key: { equals: key } } });
    const usedByReport = db.auditReport.findFirst({ where: { documentKey: { equals: key } } });
    if (!usedByReport) await deleteFile(key);
    return ok(null, 'File deleted successfully');
  }),
);
