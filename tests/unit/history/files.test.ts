import { describe, expect, it } from 'vitest';
import { deleteAuditReport } from '@/api/audit-reports/delete-audit-report';
import { login } from '@/api/users/login';
import { db } from '@sim/db';
import { parseByteRange } from '@sim/handlers/files/byte-range';
import { getFile, putFile } from '@sim/storage/file-store';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';

useSimulator();

const signIn = (email: string) => login({ email, password: 'Demo@1234' });
const readFile = (key: string, headers: Record<string, string> = {}) =>
  fetch(`${TEST_API_BASE_URL}/files/${encodeURIComponent(key)}`, { headers });

const BYTES = new TextEncoder().encode('%PDF-1.7 0123456789 %%EOF');

/** A processed report whose files are stored (not seed files made on demand). */
async function storedReport(id: string, overrides: { ownerId?: string; documentKey?: string } = {}) {
  const documentKey = overrides.documentKey ?? `documents/${id}.pdf`;
  const reportKey = `reports/${id}.pdf`;
  const ownerId = overrides.ownerId ?? 'user-clinical';
  if (!db.upload.findFirst({ where: { key: { equals: documentKey } } })) {
    db.upload.create({ key: documentKey, ownerId, fileName: 'note.pdf', fileType: 'pdf', pageCount: 1 });
    await putFile(documentKey, BYTES);
  }
  await putFile(reportKey, BYTES);
  db.auditReport.create({
    id,
    ownerId,
    performedByName: 'Dr. Priya Raman',
    performedByRole: 'Clinical User',
    patientName: 'Test Patient',
    patientDob: '1970-01-01',
    subscriberIds: ['SUB1'],
    auditDate: '2026-01-01T00:00:00.000Z',
    noteDate: '2025-12-31',
    docType: 'Progress Note',
    documentKey,
    reportKey,
    noteText: '',
    requestKey: '',
  });
  return { documentKey, reportKey };
}

describe('GET /files/{key}', () => {
  it("serves the owner's file whole with Accept-Ranges, and logs the read", async () => {
    const { reportKey } = await storedReport('report-a');
    await signIn('clinical@demo.health');
    const response = await readFile(reportKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(BYTES.length));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    expect(db.accessLog.findFirst({ where: { action: { equals: 'read-file' } } })).toMatchObject({
      userId: 'user-clinical',
      resource: reportKey,
    });
  });

  it('serves one byte range as 206, and 416 for a range past the end', async () => {
    const { reportKey } = await storedReport('report-a');
    await signIn('clinical@demo.health');
    const partial = await readFile(reportKey, { Range: 'bytes=0-7' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${BYTES.length}`);
    expect(new TextDecoder().decode(await partial.arrayBuffer())).toBe('%PDF-1.7');
    const past = await readFile(reportKey, { Range: `bytes=${BYTES.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${BYTES.length}`);
  });

  it("answers 404 for someone else's file and 401 without a session; an Admin may read it", async () => {
    const { reportKey } = await storedReport('report-a');
    expect((await readFile(reportKey)).status).toBe(401);
    await signIn('staff@demo.health');
    expect((await readFile(reportKey)).status).toBe(404);
    await signIn('admin@demo.health');
    expect((await readFile(reportKey)).status).toBe(200);
  });

  it('makes seeded report PDFs on demand for their owner', async () => {
    const [seeded] = db.auditReport.findMany({ where: { ownerId: { equals: 'user-clinical' } } });
    await signIn('clinical@demo.health');
    const response = await readFile(seeded?.reportKey ?? '');
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});

describe('deleting a report removes its files', () => {
  it('removes the report PDF, and the original only with the last report that uses it', async () => {
    const first = await storedReport('report-a', { documentKey: 'documents/shared.pdf' });
    const second = await storedReport('report-b', { documentKey: 'documents/shared.pdf' });
    await signIn('clinical@demo.health');

    await deleteAuditReport('report-a');
    expect(await getFile(first.reportKey)).toBeUndefined();
    expect(await getFile(first.documentKey)).toEqual(BYTES);
    expect((await readFile(first.reportKey)).status).toBe(404);

    await deleteAuditReport('report-b');
    expect(await getFile(second.reportKey)).toBeUndefined();
    expect(await getFile(second.documentKey)).toBeUndefined();
    expect(db.upload.findFirst({ where: { key: { equals: 'documents/shared.pdf' } } })).toBeNull();
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=95-200', 100, { start: 95, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=9-0', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-1', 100, null],
    [null, 100, null],
  ] as const)('%s of %i bytes -> %j', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});
