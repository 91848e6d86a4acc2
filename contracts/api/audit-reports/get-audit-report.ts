import { z } from 'zod';
import { auditReportDetailSchema } from '../audit-report.ts';

/** The server answers a list; the screen uses its first element (docs/api.md). */
export const auditReportResponseSchema = z.object({ data: z.array(auditReportDetailSchema) });
