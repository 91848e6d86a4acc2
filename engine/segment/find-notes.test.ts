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

  it('never makes a note of a header with no body: a letterhead and a label table join the note below', () => {
    const lines = makeLines([
      [
        'Lakeside Clinic',
        '12 Shore Road, Springfield',
        'Patient name  DOB  Visit Date',
        'VOLE, ANN  07/08/1961  02/03/2022',
        'Seen: 02/04/2022',
        'HPI: cough for two days, no fever, sleeping poorly at night.',
        'Plan: rest and fluids, return if worse.',
        'Electronically signed by Kay Lund, MD on 02/04/2022',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it('starts a note at a title outside the dictionary when a header block confirms it', () => {
    const lines = makeLines([[...note('PROGRESS NOTE', '2024-03-04'), ...note('Return Patient Visit', '2024-04-01')]]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['PROGRESS NOTE', 'Return Patient Visit']);
  });

  it('does not split a discharge summary at its admission and discharge date lines', () => {
    const lines = makeLines([
      [
        'DISCHARGE SUMMARY',
        'Patient: Jane Doe  DOB: 1970-05-06',
        'Admission Date: 2024-03-01',
        'Hospital Course: admitted with pneumonia, treated with antibiotics and improved steadily.',
        'Discharge Date: 2024-03-05',
        'Discharge Medications: amoxicillin.',
        'Electronically signed by Alan Reyes, MD on 2024-03-05',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});
