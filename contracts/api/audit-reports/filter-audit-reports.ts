import { z } from 'zod';
import { auditReportListItemSchema } from '../audit-report.ts';
import { IDENTIFIER_MAX, NAME_MAX, tooLong } from '../fields.ts';

export const MAX_AUDIT_PAGE_SIZE = 100;
const PAGE_MESSAGE = 'page must be a whole number of at least 1';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}`;

export const auditFilterSchema = z.object({
  page: z.coerce.number().int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
  limit: z.coerce.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_AUDIT_PAGE_SIZE, LIMIT_MESSAGE).default(10),
  userId: z.string().max(IDENTIFIER_MAX, tooLong('userId', IDENTIFIER_MAX)).optional(),
  patientName: z.string().trim().max(NAME_MAX, tooLong('Patient name', NAME_MAX)).optional(),
  subscriberId: z.string().trim().max(IDENTIFIER_MAX, tooLong('Subscriber ID', IDENTIFIER_MAX)).optional(),
});
/** The query as the server reads it, defaults applied. */
export type AuditFilterQuery = z.infer<typeof auditFilterSchema>;
/** What a caller passes: anything left out takes the library default (page 1, limit 10). */
export type AuditFilter = Partial<AuditFilterQuery>;

export const auditReportsPageSchema = z.object({
  data: z.array(auditReportListItemSchema),
  totalPages: z.number().int().min(0),
});
export type AuditReportsPage = z.infer<typeof auditReportsPageSchema>;
