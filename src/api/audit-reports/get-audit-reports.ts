import { z } from 'zod';
import { apiRequest } from '../http';
import { auditReportListItemSchema } from '../schemas/audit-report';

export const MAX_AUDIT_PAGE_SIZE = 100;

export const auditFilterSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(10),
  userId: z.string().optional(),
  patientName: z.string().trim().optional(),
  subscriberId: z.string().trim().optional(),
});
export type AuditFilter = {
  page?: number;
  limit?: number;
  userId?: string;
  patientName?: string;
  subscriberId?: string;
};

export const auditReportsPageSchema = z.object({
  data: z.array(auditReportListItemSchema),
  totalPages: z.number().int().min(0),
});
export type AuditReportsPage = z.infer<typeof auditReportsPageSchema>;

/** Empty filters are omitted (SPEC.md section 5: search fields are trimmed and empty ones omitted). */
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
