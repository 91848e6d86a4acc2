import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { addReport, TINY_PDF } from '../testing/add-report.ts';
import { cookieOf, documentsTestApp, type TestApp } from '../testing/documents-app.ts';

let server: TestApp;
const size = TINY_PDF.length;

beforeAll(async () => {
  server = await documentsTestApp();
  await addReport(server.app.ctx, { id: 'own', owner_id: PACT_USERS.clinical.id });
  await addReport(server.app.ctx, { id: 'other', owner_id: PACT_USERS.staff.id, report_key: 'staff-pact-report.pdf' });
}, 120_000);
afterAll(() => server?.close());

const read = (url: string, who: 'clinical' | 'admin' | null, range?: string) =>
  server.app.inject({ url, headers: { ...(who ? { cookie: cookieOf(who) } : {}), ...(range ? { range } : {}) } });

describe('GET /files/{key}', () => {
  it('serves the owner the whole PDF, uncached, with Accept-Ranges, and logs the read', async () => {
    const response = await read(fileUrl('reports/own'), 'clinical');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
      'content-length': String(size),
    });
    expect(new Uint8Array(response.rawPayload)).toEqual(TINY_PDF);
    const log = await server.app.ctx.db.selectFrom('access_log').selectAll().where('action', '=', 'read-file').execute();
    expect(log).toEqual([expect.objectContaining({ user_id: PACT_USERS.clinical.id, resource: 'reports/own' })]);
  });

  it('answers one byte range with 206 and Content-Range, and a range past the end with 416', async () => {
    const part = await read(fileUrl('documents/own'), 'clinical', 'bytes=0-4');
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 0-4/${size}`, 'content-length': '5', 'accept-ranges': 'bytes' });
    expect(part.payload).toBe('%PDF-');
    const past = await read(fileUrl('documents/own'), 'clinical', `bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 404 for someone else’s file and for keys that are no file, but lets an Admin read anyone’s', async () => {
    for (const url of ['/api/v1/files/staff-pact-report.pdf', fileUrl('reports/none'), '/api/v1/files/..%2F..%2Fetc%2Fpasswd']) {
      const response = await read(url, 'clinical');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'File not found', status: 404, body: null });
    }
    expect((await read('/api/v1/files/staff-pact-report.pdf', 'admin')).statusCode).toBe(200);
    expect((await read(fileUrl('reports/own'), null)).statusCode).toBe(401);
  });
});
