import { describe, expect, it } from 'vitest';
import { analyzeNotes } from './analyze-notes.ts';
import { makeLines, makePages } from './testing/make-lines.ts';
import { pageNumber } from './types.ts';

describe('analyzeNotes: what a note prints', () => {
  it('reads the patient from the banner a page prints once above a list of entries, for every entry under it', () => {
    const page = [
      'ROE, Jane (Ms)  DOB: 04/03/1950 (75y)  Chart No: 6632',
      'Consultation history',
      '13/01/2026 Surgery consultation Dr Ann Lee (GP) 09:20',
      'Cough for two weeks. Plan rest and fluids.',
      '27/01/2026 Surgery consultation Dr Ann Lee (GP) 11:05',
      'Much better. Review as needed.',
    ];
    const one = pageNumber(1);
    const notes = (patient: string, dob = '1950-03-04') =>
      analyzeNotes({
        pages: makePages([{ lines: page }]),
        lines: makeLines([page]),
        spans: [
          { fromLine: 0, toLine: 4, first: one, last: one },
          { fromLine: 4, toLine: 6, first: one, last: one },
        ],
        patient: { name: patient, dob, subscriberId: 'S1' },
        today: '2026-03-01',
        priors: [],
      }).map((n) => [n.header.patientName.value, n.header.patientDob.value]);
    expect(notes('Jane Roe')).toEqual([
      ['Jane Roe', '1950-03-04'],
      ['Jane Roe', '1950-03-04'],
    ]);
    // Only the patient in hand is looked for there: a banner naming someone else is carried to no entry.
    expect(notes('Mary Poe', '1961-07-09')[1]).toEqual([null, null]);
  });
});
