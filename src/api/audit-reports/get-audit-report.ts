import { auditReportResponseSchema } from '@healthcare-portal/contracts/audit-reports/get-audit-report';
import { apiRequest } from '../http';

export const getAuditReport = (id: string) =>
  apiRequest({
    method: 'GET',
    path: `/audit-reports/get-by-id/${encodeURIComponent(id)}`,
    body: auditReportResponseSchema,
  });
