import { describe, expect, it } from 'vitest';
import { makeContext, makeHeader } from '../testing/make-context.ts';
import { checkDates } from './check-dates.ts';

const severity = (noteDate: string | null) => checkDates(makeContext([['x']], makeHeader({ noteDate }))).severity;

describe('checkDates', () => {
  it('passes a labelled date of service between the DOB and today', () => {
    expect(severity('2024-03-04')).toBe('pass');
  });

  it('fails a missing date, a future date and a date before birth', () => {
    expect(severity(null)).toBe('fail');
    expect(severity('2025-02-01')).toBe('fail');
    expect(severity('1969-12-31')).toBe('fail');
  });

  it('writes every date as a person reads it (docs/dates.md), never as an ISO string', () => {
    const message = (noteDate: string, confidence = 0.95) => {
      const header = makeHeader({ noteDate });
      header.noteDate.confidence = confidence;
      return checkDates(makeContext([['x']], header)).message;
    };
    expect(message('2024-03-04')).toBe('Date of service 4 March 2024 is present and plausible.');
    expect(message('2025-02-01')).toBe('The date of service 1 February 2025 is in the future (today is 1 January 2025).');
    expect(message('1969-12-31')).toBe('The date of service 31 December 1969 is before the date of birth 6 May 1970.');
    expect(message('2024-03-04', 0.6)).toContain('; 4 March 2024 was read from');
  });

  it('asks to confirm a date that was not labelled as the date of service', () => {
    const header = makeHeader();
    header.noteDate.confidence = 0.6;
    expect(checkDates(makeContext([['x']], header)).severity).toBe('warning');
  });
});
