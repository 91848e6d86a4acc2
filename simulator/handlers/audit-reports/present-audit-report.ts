import type { AuditReportRecord } from '../../db';
import { fileUrl } from '@healthcare-portal/contracts/files';

/** A list row: only what the History table shows (an Admin's list says who performed each audit). */
export const presentAuditReportListItem = (report: AuditReportRecord) => ({
  id: report.id,
  patientName: report.patientName,
  patientDob: report.patientDob,
  subscriberIds: report.subscriberIds,
  auditDate: report.auditDate,
  performedBy: { fullName: report.performedByName, role: report.performedByRole },
});

/** The detail: file keys become app URLs that check the session on every read. */
export const presentAuditReportDetail = (report: AuditReportRecord) => ({
  ...presentAuditReportListItem(report),
  docType: report.docType,
  noteDate: report.noteDate,
  documentUrl: fileUrl(report.documentKey),
  reportUrl: fileUrl(report.reportKey),
});
