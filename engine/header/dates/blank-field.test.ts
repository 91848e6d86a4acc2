import { describe, expect, it } from 'vitest';
import { makeLines } from '../../testing/make-lines.ts';
import { leavesCareDateBlank } from './blank-field.ts';

const order = 'month-first' as const;
const blank = (lines: string[]) => leavesCareDateBlank(makeLines([lines]), order);

describe('a field for the date of care left blank', () => {
  it('is a label with nothing after it, under it, or only another label beside it', () => {
    expect(blank(['Hill Imaging', 'Exam Date:', '', 'CT ABDOMEN'])).toBe(true);
    expect(blank(['Hill Lab', 'Collected:   Time:', 'Urea  5.1'])).toBe(true);
  });

  it('is not a label whose value stands in the next cell, even when the value wraps onto the next line', () => {
    expect(blank(['Patient: Bo Kent  Encounter Date:  April 8,', '2021', 'Plan: rest.'])).toBe(false);
    expect(blank(['Exam Date:  pending transcription', 'CT ABDOMEN'])).toBe(false);
  });

  it('is not a label over its value on the next line', () => {
    expect(blank(['Exam Date:', '08/04/2021'])).toBe(false);
  });

  it('is not a heading over the text it heads, though its words name an exam or a study', () => {
    expect(blank(['Physical Exam:', 'Vital signs are stable and the chest is clear.'])).toBe(false);
    expect(blank(['Study:', 'A trial of a speaking valve was completed with the patient seated.'])).toBe(false);
  });
});
