import { z } from 'zod';
import { DEFAULT_ROWS_PER_PAGE, FIRST_PAGE, ROWS_PER_PAGE_OPTIONS } from '@/components/data-table/data-table-constants';

/** SPEC.md 'Audit history': this screen starts at 5 rows per page, page 1. */
export const HISTORY_PAGE_SIZES = ROWS_PER_PAGE_OPTIONS;
export const HISTORY_DEFAULT_PAGE_SIZE = DEFAULT_ROWS_PER_PAGE;

/** The applied filters and page live in the URL, so back, forward and reload keep them. */
export const historySearchSchema = z.object({
  patientName: z.string().trim().min(1).optional().catch(undefined),
  subscriberId: z.string().trim().min(1).optional().catch(undefined),
  page: z.coerce.number().int().min(FIRST_PAGE).optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (HISTORY_PAGE_SIZES as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

export type AppliedFilters = Pick<HistorySearch, 'patientName' | 'subscriberId'>;

/** Trims both fields and keeps only the non-empty ones (SPEC.md section 5). */
export function appliedFilters(draft: { patientName: string; subscriberId: string }): AppliedFilters {
  const patientName = draft.patientName.trim();
  const subscriberId = draft.subscriberId.trim();
  return { patientName: patientName || undefined, subscriberId: subscriberId || undefined };
}
