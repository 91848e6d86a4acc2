import { auditReportsPageSchema, type AuditFilter } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';
import { apiRequest } from '../http';

/** Empty filters are omitted (docs/spec/validation.md: search fields are trimmed and empty ones omitted). */
export const getAuditReports = (filter: AuditFilter) =>
  apiRequest({
    method: 'GET',
    path: '/audit-reports/filter',
    query: {
      page: filter.page ?? 1,
      limit: filter.limit ?? 10,
      userId: filter.userId,
      patientName: filter.patientName?.trim(),
      subscriberId: filter.subscriberId?.trim(),
    },
    body: auditReportsPageSchema,
  });
