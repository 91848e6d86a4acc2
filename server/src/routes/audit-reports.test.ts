import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { addReport } from '../testing/add-report.ts';
import { cookieOf, documentsTestApp, type TestApp } from '../testing/documents-app.ts';

let server: TestApp;
const clinical = PACT_USERS.clinical.id;
const staff = PACT_USERS.staff.id;

beforeAll(async () => {
  server = await documentsTestApp();
  const ctx = server.app.ctx;
  await addReport(ctx, { id: 'r-old', owner_id: clinical, patient_name: 'Maria Lopez', audit_date: '2026-01-01T00:00:00.000Z' });
  await addReport(ctx, { id: 'r-new', owner_id: clinical, patient_name: 'Mario Lopez-Diaz', subscriber_ids: ['W123', 'MED%9'] });
  // Two reports (two notes) of one original document.
  await addReport(ctx, { id: 'r-staff-1', owner_id: staff, patient_name: 'Sam Smith', document_key: 'documents/shared' });
  await addReport(ctx, { id: 'r-staff-2', owner_id: staff, patient_name: 'Sam Smith', document_key: 'documents/shared' });
}, 120_000);
afterAll(() => server?.close());

const list = async (who: 'clinical' | 'admin' | 'staff', query: string) => {
  const response = await server.app.inject({ url: `/api/v1/audit-reports/filter?${query}`, headers: { cookie: cookieOf(who) } });
  return { status: response.statusCode, json: response.json() };
};
const ids = (json: { body: { data: { id: string }[] } }) => json.body.data.map((row) => row.id);

describe('GET /audit-reports/filter', () => {
  it('lists only the caller’s reports, newest audit first, paged', async () => {
    const { status, json } = await list('clinical', 'page=1&limit=1');
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, status: 200, body: { totalPages: 2 } });
    expect(ids(json)).toEqual(['r-new']);
    expect(ids((await list('clinical', 'page=2&limit=1')).json)).toEqual(['r-old']);
    expect(json.body.data[0]).toEqual({
      id: 'r-new',
      patientName: 'Mario Lopez-Diaz',
      patientDob: '1960-02-29',
      subscriberIds: ['W123', 'MED%9'],
      auditDate: '2027-01-15T10:30:00.000Z',
      performedBy: { fullName: 'Dr. Priya Raman', role: 'Clinical User' },
    });
  });

  it('matches any part of the patient name in any case, and any subscriber ID in part', async () => {
    expect(ids((await list('clinical', 'patientName=%20lopez-d%20')).json)).toEqual(['r-new']);
    expect(ids((await list('clinical', 'patientName=MAR')).json)).toEqual(['r-new', 'r-old']);
    expect(ids((await list('clinical', 'subscriberId=med%25')).json)).toEqual(['r-new']);
    // Pattern characters are literal: '%' alone matches only an ID containing '%'.
    expect(ids((await list('clinical', 'subscriberId=%25')).json)).toEqual(['r-new']);
    expect(ids((await list('clinical', 'patientName=_')).json)).toEqual([]);
  });

  it('lets an Admin see everyone and narrow to one user; others asking for someone else get nothing', async () => {
    expect(ids((await list('admin', 'limit=100')).json)).toHaveLength(4);
    expect(ids((await list('admin', `userId=${staff}`)).json).sort()).toEqual(['r-staff-1', 'r-staff-2']);
    expect(ids((await list('clinical', `userId=${staff}`)).json)).toEqual([]);
  });

  it('refuses a limit above 100 with the field message, and answers 401 first without a session', async () => {
    const { status, json } = await list('clinical', 'limit=101');
    expect(status).toBe(400);
    expect(json).toEqual({
      success: false,
      message: 'limit must be a whole number from 1 to 100',
      status: 400,
      body: { errors: { limit: 'limit must be a whole number from 1 to 100' } },
    });
    const anonymous = await server.app.inject({ url: '/api/v1/audit-reports/filter?limit=101' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('logs the list read by ids only, never the search terms', async () => {
    await list('clinical', 'patientName=Maria');
    const rows = await server.app.ctx.db.selectFrom('access_log').selectAll().where('action', '=', 'list-audit-reports').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('Maria');
  });
});

describe('GET /audit-reports/get-by-id and DELETE /audit-reports/delete', () => {
  it('answers the owner a one-element list with session-checked file URLs', async () => {
    const response = await server.app.inject({ url: '/api/v1/audit-reports/get-by-id/r-old', headers: { cookie: cookieOf('clinical') } });
    expect(response.statusCode).toBe(200);
    expect(response.json().body.data).toEqual([
      expect.objectContaining({
        id: 'r-old',
        performedBy: { fullName: 'Dr. Priya Raman', role: 'Clinical User' },
        docType: 'Progress Note',
        noteDate: '2027-01-10',
        documentUrl: '/api/v1/files/documents%2Fr-old',
        reportUrl: '/api/v1/files/reports%2Fr-old',
      }),
    ]);
  });

  it('answers 404, never 403, for someone else’s report, to read and to delete', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const url = method === 'GET' ? '/api/v1/audit-reports/get-by-id/r-staff-1' : '/api/v1/audit-reports/delete/r-staff-1';
      const response = await server.app.inject({ method, url, headers: { cookie: cookieOf('clinical') } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Audit report not found', status: 404, body: null });
    }
  });

  it('deletes the report PDF at once and the shared original with the last report (Admin may delete anyone’s)', async () => {
    const storage = server.app.ctx.storage;
    const remove = (id: string) =>
      server.app.inject({ method: 'DELETE', url: `/api/v1/audit-reports/delete/${id}`, headers: { cookie: cookieOf('admin') } });
    expect((await remove('r-staff-1')).json()).toMatchObject({ success: true, message: 'Audit report deleted successfully', body: null });
    expect(await storage.size('reports/r-staff-1')).toBeNull();
    expect(await storage.size('documents/shared')).not.toBeNull();
    await remove('r-staff-2');
    expect(await storage.size('documents/shared')).toBeNull();
    const upload = await server.app.ctx.db.selectFrom('uploads').selectAll().where('key', '=', 'documents/shared').executeTakeFirst();
    expect(upload).toBeUndefined();
    expect((await remove('r-staff-2')).statusCode).toBe(404);
  });
});
