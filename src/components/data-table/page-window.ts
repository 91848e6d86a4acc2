import { MAX_PAGE_BUTTONS } from './data-table-constants';

/** Up to five 1-based page numbers around the current page, shifted to stay within 1..total. */
export function pageWindow(current: number, total: number, size = MAX_PAGE_BUTTONS): number[] {
  if (total < 1) return [];
  const half = Math.floor(size / 2);
  const first = Math.max(1, Math.min(current - half, total - size + 1));
  const last = Math.min(total, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** A page typed by the user, or null when it is not a whole number within 1..total. */
export function parsePageNumber(text: string, total: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= total ? page : null;
}
