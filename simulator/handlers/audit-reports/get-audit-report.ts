import { http } from 'msw';
import { ok } from '../../lib/respond';
import { apiPath, param, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { logAccess } from './access-log';
import { presentAuditReportDetail } from './present-audit-report';
import { findVisibleReport } from './visible-report';

/** The body is a list with one element, as the portal has always read it (docs/api.md). */
export const getAuditReportHandler = http.get(
  apiPath('/audit-reports/get-by-id/:id'),
  route(async (context) => {
    const { user } = await requireUser(context.cookies);
    const report = findVisibleReport(user, param(context, 'id'));
    logAccess(user.id, 'read-audit-report', report.id);
    return ok({ data: [presentAuditReportDetail(report)] });
  }),
);
