import { isRealIsoDate } from './iso-date';

/**
 * The one way the portal, the AI Audit Report and the e-mails write a date for people (docs/dates.md):
 * day, month name, four-digit year ('26 May 1949'), so no reader can swap the day and the month. Month names are
 * fixed English words, not the machine's locale, so a browser, a worker and a server write the same text.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Where an instant is read: the reader's own zone (screens), or UTC (a report made on a server). */
export type DisplayZone = 'local' | 'UTC';

type Parts = { year: number; month: number; day: number; hours: number; minutes: number };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Only ISO 8601 instants: the platform's loose parsing would read '05/06/1949' as 6 May.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function partsOf(date: Date, zone: DisplayZone): Parts {
  return zone === 'UTC'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

function instantParts(value: string, zone: DisplayZone): Parts | null {
  if (!INSTANT.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : partsOf(date, zone);
}

/** month is 0-based, as in Date. */
const dayText = ({ year, month, day }: Pick<Parts, 'year' | 'month' | 'day'>) => `${day} ${MONTH_NAMES[month]} ${year}`;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * '26 May 1949', or null when the value is no date. A yyyy-MM-dd is a calendar day (a date of birth, a note date)
 * and is written as it is, never moved by a time zone; an instant is written as its day in `zone`.
 */
export function displayDate(value: string | null | undefined, zone: DisplayZone = 'local'): string | null {
  if (!value) return null;
  if (DATE_ONLY.test(value)) {
    if (!isRealIsoDate(value)) return null;
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return dayText({ year, month: month - 1, day });
  }
  const parts = instantParts(value, zone);
  return parts ? dayText(parts) : null;
}

/** '21 September 2026, 10:03' (24-hour clock) for an instant; in UTC it says so: '21 September 2026, 09:03 UTC'. */
export function displayDateTime(value: string | null | undefined, zone: DisplayZone = 'local'): string | null {
  const parts = value ? instantParts(value, zone) : null;
  if (!parts) return null;
  return `${dayText(parts)}, ${pad(parts.hours)}:${pad(parts.minutes)}${zone === 'UTC' ? ' UTC' : ''}`;
}
