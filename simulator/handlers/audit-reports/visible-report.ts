import { db, type AuditReportRecord } from '../../db';
import { Refusal } from '@healthcare-portal/rules/refusal';

export const REPORT_NOT_FOUND = 'Audit report not found';

type Viewer = { id: string; role: string };

export const canSeeReport = (user: Viewer, report: AuditReportRecord) => user.role === 'Admin' || report.ownerId === user.id;

/** Someone else's report answers exactly like a missing one (404, never 403), so ids cannot be probed. */
export function findVisibleReport(user: Viewer, id: string): AuditReportRecord {
  const report = db.auditReport.findFirst({ where: { id: { equals: id } } });
  if (!report || !canSeeReport(user, report)) throw new Refusal(404, REPORT_NOT_FOUND);
  return report;
}
