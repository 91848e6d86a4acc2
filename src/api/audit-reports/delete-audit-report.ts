import { deleteAuditReportResponseSchema } from '@healthcare-portal/contracts/audit-reports/delete-audit-report';
import { apiRequest } from '../http';

export const deleteAuditReport = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `/audit-reports/delete/${encodeURIComponent(id)}`,
    body: deleteAuditReportResponseSchema,
  });
