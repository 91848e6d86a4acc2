import { z } from 'zod';

export const deleteAuditReportResponseSchema = z.null();
