import { describe, expect, it } from 'vitest';
import { deleteAuditReport } from '@/api/audit-reports/delete-audit-report';
import { getAuditReport } from '@/api/audit-reports/get-audit-report';
import { getAuditReports } from '@/api/audit-reports/get-audit-reports';
import { login } from '@/api/users/login';
import { db } from '@sim/db';
import { useSimulator } from '../../support/simulator';

useSimulator();

const signIn = (email: string) => login({ email, password: 'Demo@1234' });
const seededFor = (ownerId: string) => db.auditReport.findMany({ where: { ownerId: { equals: ownerId } } });
const accessLog = () => db.accessLog.getAll().map(({ userId, action, resource }) => ({ userId, action, resource }));

describe('GET /audit-reports/filter', () => {
  it('shows a Clinical User only their own reports, newest first, paged', async () => {
    await signIn('clinical@demo.health');
    const { body } = await getAuditReports({ page: 1, limit: 5 });
    expect(body.totalPages).toBe(Math.ceil(seededFor('user-clinical').length / 5));
    expect(body.data).toHaveLength(5);
    const own = new Set(seededFor('user-clinical').map((report) => report.id));
    expect(body.data.every((item) => own.has(item.id ?? ''))).toBe(true);
    const dates = body.data.map((item) => item.auditDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ignores another user id sent by a non-Admin: the scope stays their own', async () => {
    await signIn('clinical@demo.health');
    const { body } = await getAuditReports({ page: 1, limit: 100, userId: 'user-admin' });
    expect(body).toEqual({ data: [], totalPages: 0 });
  });

  it('lets an Admin see everyone, each row saying who performed the audit, or one user with userId', async () => {
    await signIn('admin@demo.health');
    const all = await getAuditReports({ page: 1, limit: 100 });
    expect(all.body.data).toHaveLength(db.auditReport.count());
    const performers = new Set(all.body.data.map((item) => `${item.performedBy?.fullName} (${item.performedBy?.role})`));
    expect([...performers].sort()).toEqual([
      'Alex Morgan (Admin)',
      'Dr. Priya Raman (Clinical User)',
      'Jordan Lee (Auditor User)',
      'Sam Ortiz (Office Staff)',
    ]);
    const staff = await getAuditReports({ page: 1, limit: 100, userId: 'user-staff' });
    expect(staff.body.data.map((item) => item.id).sort()).toEqual(
      seededFor('user-staff')
        .map((report) => report.id)
        .sort(),
    );
  });

  it('matches any part of the patient name in any case', async () => {
    await signIn('clinical@demo.health');
    const [target] = seededFor('user-clinical');
    const lastName = target?.patientName.split(' ').at(-1) ?? '';
    const part = lastName.slice(1, 4).toUpperCase();
    const { body } = await getAuditReports({ page: 1, limit: 100, patientName: `  ${part} ` });
    expect(body.data.map((item) => item.id)).toContain(target?.id);
    expect(body.data.every((item) => item.patientName?.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  });

  it("matches a subscriber ID against any of the report's IDs", async () => {
    await signIn('clinical@demo.health');
    const target = seededFor('user-clinical').find((report) => report.subscriberIds.length > 1);
    const secondId = target?.subscriberIds[1] ?? 'missing';
    const { body } = await getAuditReports({ page: 1, limit: 100, subscriberId: secondId });
    expect(body.data.map((item) => item.id)).toEqual([target?.id]);
  });

  it('refuses a limit above 100 with the shared message, and answers 401 without a session', async () => {
    await expect(getAuditReports({ page: 1, limit: 5 })).rejects.toMatchObject({ status: 401 });
    await signIn('clinical@demo.health');
    await expect(getAuditReports({ page: 1, limit: 101 })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { limit: 'limit must be a whole number from 1 to 100' },
    });
  });

  it('logs the read without the search terms', async () => {
    await signIn('clinical@demo.health');
    await getAuditReports({ page: 1, limit: 5, patientName: 'Secret Name' });
    expect(accessLog()).toEqual([{ userId: 'user-clinical', action: 'list-audit-reports', resource: 'user-clinical' }]);
    expect(JSON.stringify(db.accessLog.getAll())).not.toContain('Secret');
  });
});

describe('GET /audit-reports/get-by-id/{id}', () => {
  it("answers the owner's report as a one-element list with file URLs, and logs the read", async () => {
    await signIn('clinical@demo.health');
    const [report] = seededFor('user-clinical');
    const { body } = await getAuditReport(report?.id ?? '');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: report?.id,
      performedBy: { fullName: 'Dr. Priya Raman', role: 'Clinical User' },
      patientName: report?.patientName,
      documentUrl: `/api/v1/files/${encodeURIComponent(report?.documentKey ?? '')}`,
      reportUrl: `/api/v1/files/${encodeURIComponent(report?.reportKey ?? '')}`,
    });
    expect(accessLog()).toContainEqual({ userId: 'user-clinical', action: 'read-audit-report', resource: report?.id });
  });

  it("answers 404 (never 403) for someone else's report, and lets an Admin read it", async () => {
    const [adminReport] = seededFor('user-staff');
    await signIn('clinical@demo.health');
    await expect(getAuditReport(adminReport?.id ?? '')).rejects.toMatchObject({ status: 404, message: 'Audit report not found' });
    await expect(getAuditReport('report-999')).rejects.toMatchObject({ status: 404, message: 'Audit report not found' });
    await signIn('admin@demo.health');
    await expect(getAuditReport(adminReport?.id ?? '')).resolves.toMatchObject({ body: { data: [{ id: adminReport?.id }] } });
  });
});

describe('DELETE /audit-reports/delete/{id}', () => {
  it('lets the owner delete; the report is gone afterwards', async () => {
    await signIn('clinical@demo.health');
    const [report] = seededFor('user-clinical');
    await deleteAuditReport(report?.id ?? '');
    await expect(getAuditReport(report?.id ?? '')).rejects.toMatchObject({ status: 404 });
    expect(accessLog()).toContainEqual({ userId: 'user-clinical', action: 'delete-audit-report', resource: report?.id });
  });

  it("answers 404 to someone else's delete and leaves the report; an Admin may delete it", async () => {
    const [report] = seededFor('user-staff');
    await signIn('clinical@demo.health');
    await expect(deleteAuditReport(report?.id ?? '')).rejects.toMatchObject({ status: 404 });
    expect(db.auditReport.findFirst({ where: { id: { equals: report?.id ?? '' } } })).not.toBeNull();
    await signIn('admin@demo.health');
    await deleteAuditReport(report?.id ?? '');
    expect(db.auditReport.findFirst({ where: { id: { equals: report?.id ?? '' } } })).toBeNull();
  });
});
