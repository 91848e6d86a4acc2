import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { pageNumber } from '../types.ts';
import { unslippedLabels } from './ocr-label-slips.ts';
import { readFields } from './read-fields.ts';

const scanned = new Set([pageNumber(1)]);
const pairs = (lines: string[], ocr = true) =>
  readFields(makeLines([lines]), ocr ? scanned : undefined).map((h) => [h.kind, h.value, h.layout]);

describe('unslippedLabels: a label OCR misread by a look-alike, on a scanned line', () => {
  it('reads figures OCR put for the letters of a label word, keeping every position', () => {
    expect(unslippedLabels('D0B: 12/03/1961')).toBe('DOB: 12/03/1961');
    expect(unslippedLabels('Name  0.0.8.  Ward')).toBe('Name  D.O.B.  Ward');
    expect(unslippedLabels('Date 0f Birth 4/5/1970')).toBe('Date of Birth 4/5/1970');
  });

  it('reads one letter OCR confuses in a label word of four letters or more only where a colon closes the label', () => {
    expect(unslippedLabels('Dale: 21/10/2026')).toBe('Date: 21/10/2026');
    expect(unslippedLabels('Patient Narne: Ann Roe')).toBe('Patient Narne: Ann Roe'); // 'rn' for 'm' changes the length
    // A name is no label: a word a letter away from one stays as written without its colon.
    expect(unslippedLabels('Name: Dale Cooper')).toBe('Name: Dale Cooper');
    expect(unslippedLabels('Dale Cooper 4/5/1970')).toBe('Dale Cooper 4/5/1970');
  });

  it('leaves figures that are figures, and words that are words', () => {
    expect(unslippedLabels('MRN 0081 Room 5B')).toBe('MRN 0081 Room 5B');
    expect(unslippedLabels('BP 120/80, HR 80, given 1 tab')).toBe('BP 120/80, HR 80, given 1 tab');
    expect(unslippedLabels('Date: 12/03/2024')).toBe('Date: 12/03/2024');
    expect(unslippedLabels('TSH 2.8, T4L 1.1')).toBe('TSH 2.8, T4L 1.1');
    // A word that is no label stays, even where a confused letter would make it a near miss of one ('Evalution').
    expect(unslippedLabels('Evolution : stable')).toBe('Evolution : stable');
    // A credential's semicolon after a name is no label's colon.
    expect(unslippedLabels('cc: Kay Lund, MD; Ward 4')).toBe('cc: Kay Lund, MD; Ward 4');
  });
});

describe("unslippedLabels: a field's colon or a surname's comma OCR read as a semicolon", () => {
  it('reads a semicolon after a label word as its colon, and after a surname in capitals as its comma', () => {
    expect(unslippedLabels('Patient; Ann Roe')).toBe('Patient: Ann Roe');
    expect(unslippedLabels('Member: ROE; JANE A  Ref 0042')).toBe('Member: ROE, JANE A  Ref 0042');
    // A list's semicolon between words that are no label and no surname stays.
    expect(unslippedLabels('Allergies: penicillin; latex')).toBe('Allergies: penicillin; latex');
    expect(unslippedLabels('Seen with HTN; DM2 stable')).toBe('Seen with HTN; DM2 stable');
  });

  it("reads a surname in title case and its semicolon as the surname's comma after a name's label", () => {
    expect(unslippedLabels('Patient Name: Roe; Jane DOB: 4/5/70')).toBe('Patient Name: Roe, Jane DOB: 4/5/70');
    // After another field's label, a list stays a list.
    expect(unslippedLabels('Allergies: Penicillin; Latex')).toBe('Allergies: Penicillin; Latex');
  });
});

describe("unslippedLabels: a surname's comma OCR read as a stop", () => {
  it('reads a stop after a surname in capitals that opens a cell or a name field, the given names after it, as its comma', () => {
    expect(unslippedLabels('ROE. JANE A  11/02/1984  M')).toBe('ROE, JANE A  11/02/1984  M');
    expect(unslippedLabels('Name: ROE. Jane')).toBe('Name: ROE, Jane');
    expect(unslippedLabels('Patient: Roe. Jane A.  MRN 4471')).toBe('Patient: Roe, Jane A.  MRN 4471');
    expect(unslippedLabels('Patient: Roe. Jane A. DOB: 4/5/70')).toBe('Patient: Roe, Jane A. DOB: 4/5/70');
  });

  it("leaves a sentence's stop, a heading's, a title's and a stop after a field that names no one", () => {
    const asPrinted = [
      'Seen today. Jane reports less pain',
      'IMPRESSION. Stable angina',
      'Ward: Oak. Bed 4',
      'Plan: Rest. Review Monday',
      'Name: Mrs. Ann Roe Age: 58',
      'DR. KAY LUND  Ward 4',
    ];
    for (const line of asPrinted) expect(unslippedLabels(line)).toBe(line);
  });
});

describe('readFields on a scanned page: labels read through OCR slips, text pages as printed', () => {
  it('reads a DOB whose label OCR read with figures, on a scanned page only', () => {
    expect(pairs(['D0B: 12/03/1961'])).toEqual([['dob', '12/03/1961', 'inline']]);
    expect(pairs(['D0B: 12/03/1961'], false)).toEqual([]);
  });

  it("reads a row of labels whose DOB OCR read as figures, over the row's values", () => {
    const rows = ['Surname  Forename  0.0.8.  Hospital No.', 'ROE  Jane Ann  02/12/1947  X1234567'];
    expect(pairs(rows)).toEqual([
      ['name', 'ROE', 'table'],
      ['name', 'Jane Ann', 'table'],
      ['dob', '02/12/1947', 'table'],
      ['other', 'X1234567', 'table'],
    ]);
  });

  it('reads a date label OCR misread by a letter where its colon closes it', () => {
    expect(pairs(['Dale: 21/10/2026'])).toEqual([['dos', '21/10/2026', 'inline']]);
    expect(pairs(['Name: Dale Cooper'])).toEqual([['name', 'Dale Cooper', 'inline']]);
  });

  it("reads a name whose surname's comma OCR read as a semicolon, on a scanned page only", () => {
    expect(pairs(['Re Member: ROE; JANE  Request # 55'])[0]).toEqual(['name', 'ROE, JANE', 'inline']);
    expect(pairs(['Re Member: ROE; JANE  Request # 55'], false)[0]).toEqual(['name', 'ROE; JANE', 'inline']);
  });

  it("reads a row's name whose surname's comma OCR read as a stop, under its label", () => {
    expect(pairs(['Patient  DOB  Sex', 'ROE. JANE A  11/02/1984  F'])[0]).toEqual(['name', 'ROE, JANE A', 'table']);
    expect(pairs(['Patient  DOB  Sex', 'ROE. JANE A  11/02/1984  F'], false)[0]).toEqual(['name', 'ROE. JANE A', 'table']);
  });
});
