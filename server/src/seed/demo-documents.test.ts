import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, documentsTestApp, type TestApp } from '../testing/documents-app.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { DEMO_REPORTS } from './demo-history.ts';

let server: TestApp;
beforeAll(async () => {
  server = await documentsTestApp();
}, 120_000);
afterAll(() => server?.close());

describe('--seed-demo history', () => {
  it('files engine-made reports on generated charts for every demo account, once', async () => {
    await seedDemoDocuments(server.app.ctx);
    const list = await server.app.inject({ url: '/api/v1/audit-reports/filter?limit=100', headers: { cookie: cookieOf('clinical') } });
    const own = DEMO_REPORTS.filter((report) => report.ownerId === 'user-clinical');
    expect(
      list
        .json()
        .body.data.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual(own.map((report) => report.id).sort());

    const detail = await server.app.inject({
      url: `/api/v1/audit-reports/get-by-id/${own[0]?.id}`,
      headers: { cookie: cookieOf('clinical') },
    });
    const [report] = detail.json().body.data;
    expect(report).toMatchObject({ patientName: 'Elena Marsh', docType: 'Progress Note', noteDate: '2026-10-20' });
    // A newcomer sees each finding in place: the seeded report carries its evidence.
    expect(report.evidence.header.noteDate).toMatchObject({ value: '2026-10-20', places: [{ page: expect.any(Number) }] });
    expect(report.evidence.findings.length).toBeGreaterThan(0);
    for (const url of [report.reportUrl, report.documentUrl]) {
      const file = await server.app.inject({ url, headers: { cookie: cookieOf('clinical'), range: 'bytes=0-4' } });
      expect(file.payload).toBe('%PDF-');
    }
    const admin = await server.app.inject({ url: '/api/v1/audit-reports/filter?limit=100', headers: { cookie: cookieOf('admin') } });
    expect(admin.json().body.data).toHaveLength(DEMO_REPORTS.length);

    const started = Date.now();
    await seedDemoDocuments(server.app.ctx);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 180_000);
});
