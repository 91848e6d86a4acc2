import { z } from 'zod';
import { apiRequest } from '../http';
import { auditReportDetailSchema } from '../schemas/audit-report';

export const auditReportResponseSchema = z.object({ data: z.array(auditReportDetailSchema) });

/** The server answers a list; the screen uses its first element (SPEC.md section 7). */
export const getAuditReport = (id: string) =>
  apiRequest({
    method: 'GET',
    path: `/audit-reports/get-by-id/${encodeURIComponent(id)}`,
    body: auditReportResponseSchema,
  });
