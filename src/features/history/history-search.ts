import { z } from 'zod/mini';
import { DEFAULT_ROWS_PER_PAGE, FIRST_PAGE, ROWS_PER_PAGE_OPTIONS } from '@/components/data-table/data-table-constants';

/** SPEC.md 'Audit history': this screen starts at 5 rows per page, page 1. */
export const HISTORY_PAGE_SIZES = ROWS_PER_PAGE_OPTIONS;
export const HISTORY_DEFAULT_PAGE_SIZE = DEFAULT_ROWS_PER_PAGE;

/**
 * The applied filters and page live in the URL, so back, forward and reload keep them. zod/mini: the route table
 * checks this before the first paint.
 */
const trimmedText = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined);
export const historySearchSchema = z.object({
  patientName: trimmedText,
  subscriberId: trimmedText,
  page: z.catch(z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(FIRST_PAGE))), undefined),
  limit: z.catch(
    z.optional(z.coerce.number().check(z.refine((value) => (HISTORY_PAGE_SIZES as readonly number[]).includes(value)))),
    undefined,
  ),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

export type AppliedFilters = Pick<HistorySearch, 'patientName' | 'subscriberId'>;

/** Trims both fields and keeps only the non-empty ones (SPEC.md section 5). */
export function appliedFilters(draft: { patientName: string; subscriberId: string }): AppliedFilters {
  const patientName = draft.patientName.trim();
  const subscriberId = draft.subscriberId.trim();
  return { patientName: patientName || undefined, subscriberId: subscriberId || undefined };
}
