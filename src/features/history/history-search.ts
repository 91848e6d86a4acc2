import { z } from 'zod';

export const HISTORY_PAGE_SIZES = [5, 10, 15, 20, 50, 70, 100] as const;
export const HISTORY_DEFAULT_PAGE_SIZE = 5;

/** The applied filters and page live in the URL, so back, forward and reload keep them. */
export const historySearchSchema = z.object({
  patientName: z.string().trim().min(1).optional().catch(undefined),
  subscriberId: z.string().trim().min(1).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (HISTORY_PAGE_SIZES as readonly number[]).includes(value))
    .optional()
    .catch(undefined),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;
