import { defaultStringifySearch } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { DEFAULT_ROWS_PER_PAGE, FIRST_PAGE, ROWS_PER_PAGE_OPTIONS } from '@/components/data-table/data-table-constants';

/** docs/spec/states.md#audit-history: this screen starts at 5 rows per page, page 1. */
export const HISTORY_PAGE_SIZES = ROWS_PER_PAGE_OPTIONS;
export const HISTORY_DEFAULT_PAGE_SIZE = DEFAULT_ROWS_PER_PAGE;

/**
 * Only the page and rows per page live in the URL (no patient data in URLs: the address bar, the browser's
 * history, logs and Referer headers). zod/mini: the route table checks this before the first paint.
 */
export const historySearchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(FIRST_PAGE))), undefined),
  limit: z.catch(
    z.optional(z.coerce.number().check(z.refine((value) => (HISTORY_PAGE_SIZES as readonly number[]).includes(value)))),
    undefined,
  ),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

export type AppliedFilters = { patientName?: string | undefined; subscriberId?: string | undefined };

/** Trims both fields and keeps only the non-empty ones (docs/spec/validation.md). */
export function appliedFilters(draft: { patientName: string; subscriberId: string }): AppliedFilters {
  const patientName = draft.patientName.trim();
  const subscriberId = draft.subscriberId.trim();
  return { patientName: patientName || undefined, subscriberId: subscriberId || undefined };
}

/**
 * The applied filters are patient data, so they live in the history entry's state (`history.state`), never in
 * the URL: back, forward and reload restore an entry's state, and it stays in this tab. The entry records whose
 * filters they are, so another account signed in later in the same tab never gets them back.
 */
const trimmedText = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined);
const storedFiltersSchema = z.object({ ownerId: z.string(), patientName: trimmedText, subscriberId: trimmedText });
const entryStateSchema = z.object({ historyFilters: storedFiltersSchema });
type StoredFilters = z.infer<typeof storedFiltersSchema>;

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Written by the History list; read back through `filtersFromEntryState`, which checks it. */
    historyFilters?: StoredFilters;
  }
}

/** The state for a History entry: the applied filters of `ownerId` (the signed-in user). */
export function filtersEntryState(ownerId: string, filters: AppliedFilters): { historyFilters: StoredFilters } {
  const historyFilters: StoredFilters = { ownerId };
  if (filters.patientName) historyFilters.patientName = filters.patientName;
  if (filters.subscriberId) historyFilters.subscriberId = filters.subscriberId;
  return { historyFilters };
}

/** The filters a history entry's state holds for `ownerId`; none when it has none, or they are someone else's. */
export function filtersFromEntryState(state: unknown, ownerId: string): AppliedFilters {
  const parsed = entryStateSchema.safeParse(state);
  if (!parsed.success || parsed.data.historyFilters.ownerId !== ownerId) return {};
  const { patientName, subscriberId } = parsed.data.historyFilters;
  return { patientName, subscriberId };
}

/** The search keys that carried the filters when they lived in the URL (before the rule above). */
const LEGACY_FILTER_KEYS = ['patientName', 'subscriberId'] as const;

/**
 * An address saved when the filters were in the URL (`?patientName=...`), without them: the href to replace the
 * entry with, or undefined when there is nothing to strip. The filters are dropped, not applied once: applying
 * them would keep such bookmarks and shared links working, so they would go on being opened, each time sending
 * the name in the request line and Referer and writing it to the browser's history; an unfiltered list tells the
 * user to search again, from a URL that holds no patient data. Called before the route guard, so a signed-out
 * visit does not carry the name into the sign-in page's ?redirect= either.
 */
export function withoutLegacyFilters(location: { pathname: string; search: object; hash: string }): string | undefined {
  const search: Record<string, unknown> = { ...location.search };
  if (!LEGACY_FILTER_KEYS.some((key) => key in search)) return undefined;
  for (const key of LEGACY_FILTER_KEYS) delete search[key];
  return `${location.pathname}${defaultStringifySearch(search)}${location.hash ? `#${location.hash}` : ''}`;
}
