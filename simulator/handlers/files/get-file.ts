import { http } from 'msw';
import { db, type AuditReportRecord } from '../../db';
import { fail } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { isSeedKey, makeSeedFile } from '../../seed/seed-documents';
import { getFile } from '../../storage/file-store';
import { logAccess } from '../audit-reports/access-log';
import { parseByteRange } from './byte-range';

const FILE_NOT_FOUND = 'File not found';

function ownerOf(key: string): { ownerId: string; report?: AuditReportRecord } | null {
  const report =
    db.auditReport.findFirst({ where: { reportKey: { equals: key } } }) ??
    db.auditReport.findFirst({ where: { documentKey: { equals: key } } });
  if (report) return { ownerId: report.ownerId, report };
  const upload = db.upload.findFirst({ where: { key: { equals: key } } });
  return upload ? { ownerId: upload.ownerId } : null;
}

const body = (bytes: Uint8Array) => bytes.slice() as Uint8Array<ArrayBuffer>;

/**
 * Files are never public: only their owner (or an Admin) reads them, anyone else gets the same 404 as
 * for a missing file, and every read is logged. Range support lets the viewer open page 1 of a long PDF
 * without downloading all of it.
 */
export const getFileHandler = http.get(
  apiPath('/files/:key'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    const key = param(context, 'key');
    const owner = ownerOf(key);
    if (!owner || (owner.ownerId !== user.id && user.role !== 'Admin')) return fail(404, FILE_NOT_FOUND);

    const bytes = owner.report && isSeedKey(key) ? await makeSeedFile(key, owner.report) : await getFile(key);
    if (!bytes) return fail(404, FILE_NOT_FOUND);
    logAccess(user.id, 'read-file', key);

    const headers = { 'Content-Type': 'application/pdf', 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, no-store' };
    const size = bytes.length;
    const range = parseByteRange(context.request.headers.get('range'), size);
    if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
    if (!range) return new Response(body(bytes), { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
    const { start, end } = range;
    return new Response(body(bytes.subarray(start, end + 1)), {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) },
    });
  }),
);
