import { http } from 'msw';
import { deleteReport } from '@healthcare-portal/rules/documents/audit-reports';
import { documentPorts } from '../../ports/documents';
import { respond } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';

/** DELETE /audit-reports/delete/{id} (rules/documents/audit-reports.ts). */
export const deleteAuditReportHandler = http.delete(
  apiPath('/audit-reports/delete/:id'),
  route(async (context) => respond(await deleteReport(documentPorts, (await requireUser(context.cookies)).user, param(context, 'id')))),
);
