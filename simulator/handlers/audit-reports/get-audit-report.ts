import { http } from 'msw';
import { getReport } from '@healthcare-portal/rules/documents/audit-reports';
import { documentPorts } from '../../ports/documents';
import { respond } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';

/** GET /audit-reports/get-by-id/{id} (rules/documents/audit-reports.ts): a list with one element (docs/api.md). */
export const getAuditReportHandler = http.get(
  apiPath('/audit-reports/get-by-id/:id'),
  route(async (context) => respond(await getReport(documentPorts, (await requireUser(context.cookies)).user, param(context, 'id')))),
);
