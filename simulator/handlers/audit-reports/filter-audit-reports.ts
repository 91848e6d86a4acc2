import { http } from 'msw';
import { auditFilterSchema } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';
import { listReports } from '@healthcare-portal/rules/documents/audit-reports';
import { documentPorts } from '../../ports/documents';
import { respond } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { validate } from '../../lib/validate';

/** GET /audit-reports/filter (rules/documents/audit-reports.ts). */
export const filterAuditReportsHandler = http.get(
  apiPath('/audit-reports/filter'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const filter = await validate(auditFilterSchema, Object.fromEntries(new URL(request.url).searchParams));
    return respond(await listReports(documentPorts, user, filter));
  }),
);
