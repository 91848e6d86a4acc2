import { afterEach, describe, expect, it } from 'vitest';
import { displayDate, displayDateTime } from '@healthcare-portal/contracts/display-date';

// The machine's zone decides how an instant is shown; a calendar day must never move with it.
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('displayDate', () => {
  it('writes a calendar day as day, month name and year, in every time zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      process.env.TZ = zone;
      expect(displayDate('1949-05-26')).toBe('26 May 1949');
      expect(displayDate('2026-09-08')).toBe('8 September 2026');
      expect(displayDate('2024-02-29')).toBe('29 February 2024');
    }
  });

  it('writes an instant as its day where the reader is, or in UTC when asked', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(displayDate('2026-09-21T03:30:00Z')).toBe('20 September 2026');
    expect(displayDate('2026-09-21T03:30:00Z', 'UTC')).toBe('21 September 2026');
  });

  it('refuses what is not a date rather than guessing', () => {
    for (const value of ['', '2023-02-29', '2024-13-01', '05/26/1949', '26/05/1949', 'yesterday', '2026-09-21Tnoon', null, undefined]) {
      expect(displayDate(value)).toBeNull();
    }
  });
});

describe('displayDateTime', () => {
  it('adds the 24-hour time where the reader is', () => {
    process.env.TZ = 'Europe/London';
    expect(displayDateTime('2026-09-21T09:03:00Z')).toBe('21 September 2026, 10:03');
    expect(displayDateTime('2027-01-05T23:59:00Z')).toBe('5 January 2027, 23:59');
  });

  it('names UTC when it writes in UTC (a report made on a server that does not know the reader)', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(displayDateTime('2026-09-21T09:03:00Z', 'UTC')).toBe('21 September 2026, 09:03 UTC');
  });

  it('has no time to show for a calendar day or a non-date', () => {
    expect(displayDateTime('1949-05-26')).toBeNull();
    expect(displayDateTime('not a date')).toBeNull();
    expect(displayDateTime(null)).toBeNull();
  });
});
