import { describe, expect, it } from 'vitest';
import { makeLines } from '../../testing/make-lines.ts';
import { pageNumber } from '../../types.ts';
import { pickNoteDate } from '../note-date.ts';
import { readFields } from '../read-fields.ts';
import { unslippedDates } from './ocr-date-slips.ts';

const SCANNED = new Set([pageNumber(1)]);

function noteDate(lines: string[], scanned: boolean) {
  const note = makeLines([lines]);
  return pickNoteDate({
    lines: note,
    running: [],
    hits: readFields(note, scanned ? SCANNED : undefined),
    docType: 'Progress Note',
    dob: null,
    order: 'day-first',
    ...(scanned ? { ocrPages: SCANNED } : {}),
  });
}

describe('unslippedDates mends a numeric date OCR misread, character for character', () => {
  it('reads a separator OCR took for a colon, a semicolon or a comma before the year', () => {
    expect(unslippedDates('Seen: 21.06:2024 in clinic')).toBe('Seen: 21.06.2024 in clinic');
    expect(unslippedDates('Visit: 03/17;2023')).toBe('Visit: 03/17/2023');
    expect(unslippedDates('Seen on: 4-11,2022')).toBe('Seen on: 4-11-2022');
  });

  it('sets right the one look-alike figure of a part no date has, where only one reading makes a date', () => {
    // 93 is no month or day: 0 read as 9 (the only look-alike that makes one).
    expect(unslippedDates('Date: 17.93.2021')).toBe('Date: 17.03.2021');
    expect(unslippedDates('Date: 12.88.2021')).toBe('Date: 12.08.2021');
    // a year no chart dates: 2828 for 2020 is two figures, 2620 for 2020 one.
    expect(unslippedDates('Date: 11/04/2620')).toBe('Date: 11/04/2020');
  });

  it('leaves a date as written, times, scores and parts it cannot tell', () => {
    for (const text of [
      'Date: 17.03.2021',
      'BP 120/80 at 10:30, 2024 plan',
      'Ratio: 3/4:1000',
      // 44 may be 04 or 14 (no look-alike of 4): nothing says which.
      'Date: 12.44.2021',
      '1/2/3456 units',
      // a fax machine's line: no label says a date stands there
      '11/62/2026 09:41 FAX 555 0164 PAGE 2, OF 2',
    ])
      expect(unslippedDates(text)).toBe(text);
  });
});

describe('the note date on a page read by OCR', () => {
  it('reads a date of service whose figures OCR misread, and cites the line as printed', () => {
    const lines = ['Riverside Clinic', 'Date of visit: 21.06:2024', 'Seen for review.'];
    expect(noteDate(lines, true)).toMatchObject({ iso: '2024-06-21', source: { line: 'Date of visit: 21.06:2024' } });
    expect(noteDate(['Riverside Clinic', 'Date of visit: 17.93.2021', 'Seen for review.'], true)?.iso).toBe('2021-03-17');
  });

  it('reads a label OCR misread beside a date as the field reader does', () => {
    expect(noteDate(['Riverside Clinic', 'Ward round', 'Dale: 02/05/2023   Bed 4', 'Seen for review.'], true)).toMatchObject({
      iso: '2023-05-02',
      role: 'dated',
    });
  });

  it("reads a bare date label OCR misread by one letter before its date's colon", () => {
    const pad = ['Dr. K. Lowe, Physician', 'Name: Ann Roe  Age: 47 yrs  bate: 03/05/24', 'Rx', '1) Tab. Paracetamol 500 mg'];
    expect(noteDate(pad, true)).toMatchObject({ iso: '2024-05-03', role: 'dated' });
  });

  it('reads a text layer as printed', () => {
    expect(noteDate(['Riverside Clinic', 'Date of visit: 21.06:2024', 'Seen for review.'], false)).toBeNull();
  });
});
