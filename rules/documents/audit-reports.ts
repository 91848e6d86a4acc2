import type { AuditFilterQuery } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';
import { fileUrl } from '@healthcare-portal/contracts/files';
import type { ReportEvidence } from '@healthcare-portal/contracts/report-evidence';
import { answer, type Answer } from '../answer.ts';
import { Refusal } from '../refusal.ts';
import { isAdmin, logAccess } from './access.ts';
import { REPORT_DELETED, REPORT_NOT_FOUND } from './messages.ts';
import type { AuditReportRecord, Caller, DocumentPorts } from './ports.ts';

/** A list row: only what the History table shows (an Admin's list says who performed each audit). */
export const presentListItem = (report: AuditReportRecord) => ({
  id: report.id,
  patientName: report.patientName,
  patientDob: report.patientDob,
  subscriberIds: report.subscriberIds,
  auditDate: report.auditDate,
  performedBy: { fullName: report.performedByName, role: report.performedByRole },
});

/** The detail: file keys become app URLs that check the session on every read; the evidence as stored (or null). */
export const presentDetail = (report: AuditReportRecord, evidence: ReportEvidence | null) => ({
  ...presentListItem(report),
  docType: report.docType,
  noteDate: report.noteDate,
  documentUrl: fileUrl(report.documentKey),
  reportUrl: fileUrl(report.reportKey),
  evidence,
});

/** Someone else's report answers exactly like a missing one (404, never 403), so ids cannot be probed. */
export async function findVisibleReport(ports: Pick<DocumentPorts, 'reports'>, user: Caller, id: string): Promise<AuditReportRecord> {
  const report = await ports.reports.byId(id);
  if (!report || (!isAdmin(user) && report.ownerId !== user.id)) throw new Refusal(404, REPORT_NOT_FOUND);
  return report;
}

/**
 * GET /audit-reports/filter: every role sees its own reports; only an Admin sees everyone's and may narrow them to
 * one user (a non-Admin asking for someone else's id gets an empty list). The log names whose list, never the terms.
 */
export async function listReports(ports: DocumentPorts, user: Caller, filter: AuditFilterQuery) {
  const ownerId = isAdmin(user) ? filter.userId : user.id;
  const foreign = !isAdmin(user) && filter.userId !== undefined && filter.userId !== user.id;
  const { rows, total } = foreign
    ? { rows: [], total: 0 }
    : await ports.reports.list({
        ...(ownerId ? { ownerId } : {}),
        ...(filter.patientName ? { patientName: filter.patientName } : {}),
        ...(filter.subscriberId ? { subscriberId: filter.subscriberId } : {}),
        offset: (filter.page - 1) * filter.limit,
        limit: filter.limit,
      });
  await logAccess(ports, user, 'list-audit-reports', filter.userId ?? user.id);
  return answer({ data: rows.map(presentListItem), totalPages: Math.ceil(total / filter.limit) }, 'Success');
}

/** GET /audit-reports/get-by-id/{id}: a list with one element, as the portal has always read it (docs/api.md). */
export async function getReport(ports: DocumentPorts, user: Caller, id: string) {
  const report = await findVisibleReport(ports, user, id);
  const evidence = await ports.reports.evidence(report.id);
  await logAccess(ports, user, 'read-audit-report', report.id);
  return answer({ data: [presentDetail(report, evidence)] }, 'Success');
}

/**
 * DELETE /audit-reports/delete/{id} (owner or Admin): the report goes with its PDF; the original document, which may
 * back several reports (one per note), goes with the last of them, its upload record too.
 */
export async function deleteReport(ports: DocumentPorts, user: Caller, id: string): Promise<Answer<null>> {
  const { reports, uploads, files } = ports;
  const report = await findVisibleReport(ports, user, id);
  await reports.remove(report.id);
  await files.remove(report.reportKey);
  if (!(await reports.byFile(report.documentKey))) {
    await uploads.remove(report.documentKey);
    await files.remove(report.documentKey);
  }
  await logAccess(ports, user, 'delete-audit-report', report.id);
  return answer(null, REPORT_DELETED);
}
