import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { findNotes } from './find-notes.ts';

const note = (title: string, date: string, extra: string[] = []) => [
  title,
  `Patient: Jane Doe  DOB: 1970-05-06`,
  `Date of Service: ${date}`,
  'HPI: cough for two days.',
  ...extra,
  'Plan: rest.',
  'Electronically signed by Alan Reyes, MD on ' + date,
];

describe('findNotes', () => {
  it('splits on titles, including a note that starts mid-page', () => {
    const lines = makeLines([
      [...note('PROGRESS NOTE', '2024-03-04'), ...note('PROGRESS NOTE', '2024-03-18')],
      note('DISCHARGE SUMMARY', '2024-04-02'),
    ]);
    const spans = findNotes(lines, 2, true);
    expect(spans.map((s) => [s.first, s.last, lines[s.fromLine]?.text])).toEqual([
      [1, 1, 'PROGRESS NOTE'],
      [1, 1, 'PROGRESS NOTE'],
      [2, 2, 'DISCHARGE SUMMARY'],
    ]);
  });

  it('keeps a continued note together across pages', () => {
    const lines = makeLines([
      note('PROGRESS NOTE', '2024-03-04').slice(0, 4),
      ['PROGRESS NOTE (continued)', 'Exam: normal.', 'Plan: rest.', 'Signed: Alan Reyes, MD 2024-03-04'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });

  it('starts an untitled note where the header block shows a new date of service', () => {
    const untitled = (date: string) => note('', date).slice(1);
    const lines = makeLines([[...untitled('2024-03-04'), ...untitled('2024-05-06')]]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Patient: Jane Doe  DOB: 1970-05-06',
      'Patient: Jane Doe  DOB: 1970-05-06',
    ]);
  });

  it('starts a note at its header block when the title comes after it', () => {
    const first = note('PROGRESS NOTE', '2024-03-04');
    const second = ['Patient: Jane Doe  DOB: 1970-05-06', 'Date of Service: 2024-04-01', 'Consultation', 'HPI: new.', 'Plan: more rest.'];
    const lines = makeLines([[...first, ...second]]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['PROGRESS NOTE', 'Patient: Jane Doe  DOB: 1970-05-06']);
  });

  it('returns the whole document as one note when multi-note is off', () => {
    const lines = makeLines([note('PROGRESS NOTE', '2024-03-04'), note('PROGRESS NOTE', '2024-03-18')]);
    expect(findNotes(lines, 3, false)).toEqual([{ fromLine: 0, toLine: lines.length, first: 1, last: 3 }]);
  });
});
