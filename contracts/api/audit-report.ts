import { z } from 'zod';
import { reportEvidenceSchema } from './report-evidence.ts';

/** Who performed the audit: the History list (the Admin's shows it) and the detail both carry it. */
const performedBySchema = z.object({ fullName: z.string(), role: z.string() }).nullable().optional();

export const auditReportListItemSchema = z
  .object({
    id: z.string().optional(),
    auditReportId: z.string().optional(),
    patientName: z.string().nullable().optional(),
    patientDob: z.string().nullable().optional(),
    subscriberIds: z.array(z.string()).nullable().optional(),
    auditDate: z.string().nullable().optional(),
    performedBy: performedBySchema,
  })
  .refine((item) => Boolean(item.id ?? item.auditReportId), 'An audit report must carry an id');
export type AuditReportListItem = z.infer<typeof auditReportListItemSchema>;

export const auditReportIdOf = (item: Pick<AuditReportListItem, 'id' | 'auditReportId'>): string => item.id ?? item.auditReportId ?? '';

export const auditReportDetailSchema = z.object({
  id: z.string().optional(),
  performedBy: performedBySchema,
  auditDate: z.string().nullable().optional(),
  docType: z.string().nullable().optional(),
  patientName: z.string().nullable().optional(),
  patientDob: z.string().nullable().optional(),
  noteDate: z.string().nullable().optional(),
  subscriberIds: z.array(z.string()).nullable().optional(),
  documentUrl: z.string().nullable().optional(),
  reportUrl: z.string().nullable().optional(),
  /** Where each finding and header value stands in the original (docs/api.md); null for reports made before it. */
  evidence: reportEvidenceSchema.nullable().optional(),
});
export type AuditReportDetail = z.infer<typeof auditReportDetailSchema>;
