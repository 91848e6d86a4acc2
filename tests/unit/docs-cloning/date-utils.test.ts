import { describe, expect, it } from 'vitest';
import { formatDmy, parseDmy } from '@/features/docs-cloning/utils/dmy-date';
import { CALENDAR_LIST_SIZE, monthGrid, monthOptions, yearOptions } from '@/features/docs-cloning/utils/calendar';

describe('dd/MM/yyyy dates', () => {
  it('shows a stored yyyy-MM-dd as dd/MM/yyyy and reads it back', () => {
    expect(formatDmy('1961-04-12')).toBe('12/04/1961');
    expect(formatDmy('')).toBe('');
    expect(parseDmy('12/04/1961')).toBe('1961-04-12');
    expect(parseDmy('1/4/1961')).toBe('1961-04-01');
  });

  it('refuses text that is not a real day', () => {
    expect(parseDmy('31/02/2020')).toBeNull();
    expect(parseDmy('12-04-1961')).toBeNull();
    expect(parseDmy('12/04/61')).toBeNull();
  });
});

describe('calendar lists', () => {
  const today = '2026-11-21';

  it('offers 15 years around the shown one, never after this year', () => {
    expect(yearOptions(1961, today)).toHaveLength(CALENDAR_LIST_SIZE);
    expect(yearOptions(1961, today)[0]).toBe(1954);
    expect(yearOptions(1961, today).at(-1)).toBe(1968);
    expect(yearOptions(2025, today).at(-1)).toBe(2026);
    expect(yearOptions(2025, today)).toHaveLength(15);
  });

  it('offers 15 months around the shown one, never after this month', () => {
    const options = monthOptions({ year: 1961, month: 3 }, today);
    expect(options).toHaveLength(15);
    expect(options[0]).toEqual({ value: '1960-09', label: 'September 1960' });
    expect(options.at(-1)).toEqual({ value: '1961-11', label: 'November 1961' });
    expect(monthOptions({ year: 2026, month: 9 }, today).at(-1)?.value).toBe('2026-11');
  });

  it('lays a month out in Monday-first weeks with days after today disabled', () => {
    const weeks = monthGrid({ year: 2026, month: 10 }, today);
    expect(weeks[0]?.[0]).toBeNull();
    expect(weeks[0]?.[6]).toMatchObject({ iso: '2026-11-01', day: 1, disabled: false });
    const days = weeks.flat().filter((cell) => cell !== null);
    expect(days).toHaveLength(30);
    expect(days.find((cell) => cell.iso === '2026-11-22')?.disabled).toBe(true);
    expect(days.find((cell) => cell.iso === '2026-11-21')?.disabled).toBe(false);
  });
});
