import { http } from 'msw';
import { readFile } from '@healthcare-portal/rules/documents/files';
import { db } from '../../db';
import { documentPorts } from '../../ports/documents';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { isSeedKey, makeSeedFile } from '../../seed/seed-documents';
import { getFile } from '../../storage/file-store';
import { parseByteRange } from './byte-range';

/** A seeded report's files are made on first read from its fields; every other file is stored. */
async function bytesOf(key: string): Promise<Uint8Array | null> {
  const seeded =
    isSeedKey(key) &&
    (db.auditReport.findFirst({ where: { reportKey: { equals: key } } }) ??
      db.auditReport.findFirst({ where: { documentKey: { equals: key } } }));
  return (seeded ? await makeSeedFile(key, seeded) : await getFile(key)) ?? null;
}

const body = (bytes: Uint8Array) => bytes.slice() as Uint8Array<ArrayBuffer>;

/**
 * GET /files/{key}: who may read is the rules' (rules/documents/files.ts: the owner or an Admin, everyone else the same
 * 404 as for a missing file, every read logged). Range support lets the viewer open page 1 of a long PDF without
 * downloading all of it.
 */
export const getFileHandler = http.get(
  apiPath('/files/:key'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    const key = param(context, 'key');
    const bytes = await readFile(documentPorts, user, key, () => bytesOf(key));

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
