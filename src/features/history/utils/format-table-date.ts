export const EMPTY_VALUE = '-';

const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** year-month-day; date-only values are shown as stored (never shifted by time zone), anything else as a dash. */
export function formatTableDate(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  if (DATE_ONLY.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const textOrDash = (value: string | null | undefined): string => (value?.trim() ? value : EMPTY_VALUE);
