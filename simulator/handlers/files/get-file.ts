import { http } from 'msw';
import { db } from '../../db';
import { randomId } from '../../lib/crypto';
import { fail } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { isSeedKey, makeSeedFile } from '../../seed/seed-documents';
import { getFile } from '../../storage/file-store';

export const filePath = (key: string) => `/api/v1/files/${encodeURIComponent(key)}`;

function ownerOf(key: string): { ownerId: string; report?: ReturnType<typeof db.auditReport.findFirst> } | null {
  const report =
    db.auditReport.findFirst({ where: { reportKey: { equals: key } } }) ??
    db.auditReport.findFirst({ where: { documentKey: { equals: key } } });
  if (report) return { ownerId: report.ownerId, report };
  const upload = db.upload.findFirst({ where: { key: { equals: key } } });
  return upload ? { ownerId: upload.ownerId } : null;
}

/** Parses one `bytes=start-end` range; anything else is served whole. */
function range(header: string | null, size: number): [number, number] | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? size - Number(to) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= 0 && start <= end ? [start, end] : null;
}

/** Files are never public: only their owner (or an Admin) reads them, and every read is logged. */
export const getFileHandler = http.get(
  apiPath('/files/:key'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    const key = param(context, 'key');
    const owner = ownerOf(key);
    if (!owner || (owner.ownerId !== user.id && user.role !== 'Admin')) return fail(404, 'File not found');

    const bytes = owner.report && isSeedKey(key) ? await makeSeedFile(key, owner.report) : await getFile(key);
    if (!bytes) return fail(404, 'File not found');
    db.accessLog.create({ id: randomId(), userId: user.id, action: 'read-file', resource: key, at: new Date().toISOString() });

    const headers = { 'Content-Type': 'application/pdf', 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, no-store' };
    const wanted = range(context.request.headers.get('range'), bytes.length);
    if (!wanted) return new Response(bytes.slice() as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'Content-Length': String(bytes.length) } });
    const [start, end] = wanted;
    return new Response(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${bytes.length}`, 'Content-Length': String(end - start + 1) },
    });
  }),
);
