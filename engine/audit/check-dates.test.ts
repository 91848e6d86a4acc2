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

  it('asks to confirm a date that was not labelled as the date of service', () => {
    const header = makeHeader();
    header.noteDate.confidence = 0.6;
    expect(checkDates(makeContext([['x']], header)).severity).toBe('warning');
  });
});
