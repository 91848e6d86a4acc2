import { z } from 'zod';
import { apiRequest } from '../http';

export const deleteAuditReportResponseSchema = z.null();

export const deleteAuditReport = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `/audit-reports/delete/${encodeURIComponent(id)}`,
    body: deleteAuditReportResponseSchema,
  });
