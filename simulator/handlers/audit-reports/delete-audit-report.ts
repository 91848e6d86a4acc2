import { http } from 'msw';
import { db } from '../../db';
import { ok } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { deleteFile } from '../../storage/file-store';
import { logAccess } from './access-log';
import { findVisibleReport } from './visible-report';

/** The original document may back several reports (one per note): it goes with the last of them. */
async function removeFiles(reportKey: string, documentKey: string): Promise<void> {
  await deleteFile(reportKey);
  if (db.auditReport.findFirst({ where: { documentKey: { equals: documentKey } } })) return;
  db.upload.delete({ where: { key: { equals: documentKey } } });
  await deleteFile(documentKey);
}

/** The owner or an Admin may delete; anyone else gets the same 404 as for a missing report. */
export const deleteAuditReportHandler = http.delete(
  apiPath('/audit-reports/delete/:id'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    const report = findVisibleReport(user, param(context, 'id'));
    db.auditReport.delete({ where: { id: { equals: report.id } } });
    await removeFiles(report.reportKey, report.documentKey);
    logAccess(user.id, 'delete-audit-report', report.id);
    return ok(null, 'Audit report deleted successfully');
  }),
);
