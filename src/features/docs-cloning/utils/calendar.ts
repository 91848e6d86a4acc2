import { toIsoDate } from '@healthcare-portal/contracts/iso-date';

/** docs/spec/validation.md: the month and year dropdowns list 15 items each. */
export const CALENDAR_LIST_SIZE = 15;
const HALF = Math.floor(CALENDAR_LIST_SIZE / 2);
const DAYS_PER_WEEK = 7;

/** month is 0-based, as in Date. */
export type YearMonth = { year: number; month: number };
export type DayCell = { iso: string; day: number; disabled: boolean };

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long' });
const monthName = (month: number) => MONTH_NAME.format(new Date(2000, month, 1));

const monthIndex = ({ year, month }: YearMonth) => year * 12 + month;
const fromIndex = (index: number): YearMonth => ({ year: Math.floor(index / 12), month: index % 12 });
export const monthValue = ({ year, month }: YearMonth) => `${year}-${String(month + 1).padStart(2, '0')}`;

export const yearMonthOf = (iso: string): YearMonth => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 });
const addMonths = (shown: YearMonth, count: number) => fromIndex(monthIndex(shown) + count);

/** A window of 15 consecutive items centred on `centre`, slid back so it never passes `last`. */
const windowAround = (centre: number, last: number) => {
  const end = Math.min(centre + HALF, last);
  return Array.from({ length: CALENDAR_LIST_SIZE }, (_, offset) => end - CALENDAR_LIST_SIZE + 1 + offset);
};

export const yearOptions = (shownYear: number, today: string): number[] => windowAround(shownYear, yearMonthOf(today).year);

/** 15 months around the shown one (they may cross a year boundary), none after the current month. */
export const monthOptions = (shown: YearMonth, today: string) =>
  windowAround(monthIndex(shown), monthIndex(yearMonthOf(today))).map((index) => {
    const option = fromIndex(index);
    return { value: monthValue(option), label: `${monthName(option.month)} ${option.year}` };
  });

/** The shown month as Monday-first weeks; null pads the first and last week; days after today are disabled. */
export function monthGrid(shown: YearMonth, today: string): (DayCell | null)[][] {
  const daysInMonth = new Date(shown.year, shown.month + 1, 0).getDate();
  const lead = (new Date(shown.year, shown.month, 1).getDay() + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK;
  const cells: (DayCell | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) {
    const iso = toIsoDate(new Date(shown.year, shown.month, day));
    cells.push({ iso, day, disabled: iso > today });
  }
  while (cells.length % DAYS_PER_WEEK !== 0) cells.push(null);
  return Array.from({ length: cells.length / DAYS_PER_WEEK }, (_, week) => cells.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK));
}

/** The day `count` days from `iso` (keyboard moves in the grid). */
export function addDays(iso: string, count: number): string {
  const { year, month } = yearMonthOf(iso);
  return toIsoDate(new Date(year, month, Number(iso.slice(8, 10)) + count));
}

/** The same day `count` months away, kept inside the target month (31 March minus one month is 28/29 February). */
export function addMonthsToDay(iso: string, count: number): string {
  const target = addMonths(yearMonthOf(iso), count);
  const lastDay = new Date(target.year, target.month + 1, 0).getDate();
  return toIsoDate(new Date(target.year, target.month, Math.min(Number(iso.slice(8, 10)), lastDay)));
}
