import { http } from 'msw';
import { auditFilterSchema, type AuditFilterQuery } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';
import type { UserRecord } from '@healthcare-portal/rules/accounts/ports';
import { db, type AuditReportRecord } from '../../db';
import { ok } from '../../lib/respond';
import { apiPath, route } from '../../lib/route';
import { requireUser } from '../../lib/sessions';
import { validate } from '../../lib/validate';
import { logAccess } from './access-log';
import { canSeeReport } from './visible-report';
import { presentAuditReportListItem } from './present-audit-report';

const contains = (value: string, part: string) => value.toLowerCase().includes(part.toLowerCase());

/** Every role sees its own reports; only an Admin sees everyone's and may narrow them to one user. */
function matches(user: UserRecord, filter: AuditFilterQuery, report: AuditReportRecord): boolean {
  if (!canSeeReport(user, report)) return false;
  if (filter.userId && report.ownerId !== filter.userId) return false;
  if (filter.patientName && !contains(report.patientName, filter.patientName)) return false;
  const subscriberId = filter.subscriberId;
  if (subscriberId && !report.subscriberIds.some((id) => contains(id, subscriberId))) return false;
  return true;
}

export const filterAuditReportsHandler = http.get(
  apiPath('/audit-reports/filter'),
  route(async ({ request, cookies }) => {
    const { user } = await requireUser(cookies);
    const filter = await validate(auditFilterSchema, Object.fromEntries(new URL(request.url).searchParams));
    const found = db.auditReport
      .getAll()
      .filter((report) => matches(user, filter, report))
      .sort((a, b) => b.auditDate.localeCompare(a.auditDate));
    const start = (filter.page - 1) * filter.limit;
    logAccess(user.id, 'list-audit-reports', filter.userId ?? user.id);
    return ok({
      data: found.slice(start, start + filter.limit).map(presentAuditReportListItem),
      totalPages: Math.ceil(found.length / filter.limit),
    });
  }),
);
