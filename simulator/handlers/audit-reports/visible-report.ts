import { db, type AuditReportRecord, type UserRecord } from '../../db';
import { HttpError } from '../../lib/respond';

export const REPORT_NOT_FOUND = 'Audit report not found';

export const canSeeReport = (user: UserRecord, report: AuditReportRecord) => user.role === 'Admin' || report.ownerId === user.id;

/** Someone else's report answers exactly like a missing one (404, never 403), so ids cannot be probed. */
export function findVisibleReport(user: UserRecord, id: string): AuditReportRecord {
  const report = db.auditReport.findFirst({ where: { id: { equals: id } } });
  if (!report || !canSeeReport(user, report)) throw new HttpError(404, REPORT_NOT_FOUND);
  return report;
}
