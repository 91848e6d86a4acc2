export const EMPTY_VALUE = '-';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Date-only values are calendar days: built in local time so no time zone moves them a day. */
function toDate(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const SHORT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** e.g. "January 15, 2027 at 10:30 AM" (the audit date). */
export const formatLongDateTime = (value: string | null | undefined) => {
  const date = value ? toDate(value) : null;
  return date ? LONG.format(date) : EMPTY_VALUE;
};

/** e.g. "02/29/1960" (DOB, note date). */
export const formatShortDate = (value: string | null | undefined) => {
  const date = value ? toDate(value) : null;
  return date ? SHORT.format(date) : EMPTY_VALUE;
};
