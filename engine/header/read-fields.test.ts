import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { readFields } from './read-fields.ts';

const pairs = (lines: string[]) => readFields(makeLines([lines])).map((h) => [h.kind, h.value, h.layout]);

describe('readFields', () => {
  it('reads several labels on one line', () => {
    expect(pairs(['Patient: SMITH, JOHN  DOB: 01/02/1960 (64 y/o)  MRN: 123'])).toEqual([
      ['name', 'SMITH, JOHN', 'inline'],
      ['dob', '01/02/1960 (64 y/o)', 'inline'],
      ['other', '123', 'inline'],
    ]);
  });

  it('reads a table: labels on one line, values under them', () => {
    expect(pairs(['Patient Name  Date of Birth  Date of Service', 'Jane Doe  1970-05-06  2024-03-04'])).toEqual([
      ['name', 'Jane Doe', 'table'],
      ['dob', '1970-05-06', 'table'],
      ['dos', '2024-03-04', 'table'],
    ]);
  });

  it('reads a label on one line and its value on the next', () => {
    expect(pairs(['Date of Birth:', 'March 4, 1950'])).toEqual([['dob', 'March 4, 1950', 'next-line']]);
  });

  it("does not take a physician's name for the patient's", () => {
    expect(pairs(['Referring Physician Name: Dr. Alan Reyes'])[0]?.[0]).toBe('other');
    expect(pairs(["Mother's Name: Mary Doe"])[0]?.[0]).toBe('other');
  });
});
