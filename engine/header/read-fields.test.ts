import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { pageNumber } from '../types.ts';
import { isLabelToken } from './labels.ts';
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

  it("reads a name label another word qualifies ('File Name', 'Practice Name') as that thing's name, not the patient's", () => {
    const names = (line: string) => pairs([line]).filter(([kind]) => kind === 'name');
    expect(names('File Name  Wound Image  Added By  Date Added')).toEqual([]);
    expect(names('Product Name: Blue Cream')).toEqual([]);
    expect(names('Patient Name: Jane Roe')).toEqual([['name', 'Jane Roe', 'inline']]);
    expect(names('Seen today.  Name: Jane Roe')).toEqual([['name', 'Jane Roe', 'inline']]);
  });

  it("does not take a physician's name for the patient's", () => {
    expect(pairs(['Referring Physician Name: Dr. Alan Reyes'])[0]?.[0]).toBe('other');
    expect(pairs(["Mother's Name: Mary Doe"])[0]?.[0]).toBe('other');
  });
});

describe('readFields on layouts it was not written for', () => {
  const kinds = (lines: string[]) => readFields(makeLines([lines])).map((h) => [h.kind, h.value]);

  it('reads labels without colons, several on one line', () => {
    expect(kinds(['Re: Ann Vole  born 7/8/1961  seen 2/3/2022'])).toEqual([
      ['name', 'Ann Vole'],
      ['dob', '7/8/1961'],
      ['dos', '2/3/2022'],
    ]);
    expect(kinds(['PT  Ann Vole  BIRTHDATE  7/8/1961'])).toEqual([
      ['name', 'Ann Vole'],
      ['dob', '7/8/1961'],
    ]);
  });

  it("takes a surname one letter from a word that says whose name it is ('Muster', 'Mutter') for no label word", () => {
    expect(isLabelToken('Mutter')).toBe(true);
    expect(isLabelToken('Muster')).toBe(false);
    expect(isLabelToken('Titulas')).toBe(false);
    // Near misspellings of the labels themselves are still read.
    expect(isLabelToken('Brithdate')).toBe(true);
  });

  it('recognises an open vocabulary of labels: abbreviations, word orders, near misspellings', () => {
    const one = (line: string) => kinds([line])[0];
    expect(one('Name of patient: Ann Vole')).toEqual(['name', 'Ann Vole']);
    expect(one('Member: VOLE, ANN')).toEqual(['name', 'VOLE, ANN']);
    expect(one('Brithdate: 7/8/1961')).toEqual(['dob', '7/8/1961']);
    expect(one('Exam Dt. 2/3/2022')).toEqual(['dos', '2/3/2022']);
    expect(one('Arrived: 2/3/2022 09:10')).toEqual(['dos', '2/3/2022 09:10']);
    expect(one('Admn. Dt. : 01-Feb-2022')).toEqual(['admission', '01-Feb-2022']);
    expect(one('D/C date - 2/9/2022')).toEqual(['discharge', '2/9/2022']);
    expect(one('Printed 3/3/2022')?.[0]).toBe('other');
    expect(one('Referring provider name: Dr. Kay Lund')?.[0]).toBe('other');
  });

  it('pairs a label row with the value row under it, even as one padded run', () => {
    const lines = makeLines([['NAME        BIRTHDATE     ACCOUNT    SERVICE DATE', 'VOLE, ANN   07/08/1961    Z99817     02/03/2022']]);
    // one run each: a single cell holding the whole padded row
    for (const l of lines) l.cells = [{ text: l.text, x: 40 }];
    expect(readFields(lines).map((h) => [h.kind, h.value])).toEqual([
      ['name', 'VOLE, ANN'],
      ['dob', '07/08/1961'],
      ['other', 'Z99817'],
      ['dos', '02/03/2022'],
    ]);
  });

  it('pairs a label row by its columns though some labels are unknown words or the row reads like a title', () => {
    expect(
      kinds([
        'Member  BD  Med Rec #  Gender  Appt Date  Rendering Provider',
        'Abernathy, Jo  Aug. 7, 1962  007082970  Male  12-Aug-2019  Hartman, Sam MD',
      ]).slice(0, 2),
    ).toEqual([
      ['name', 'Abernathy, Jo'],
      ['dob', 'Aug. 7, 1962'],
    ]);
    expect(kinds(['PT NAME  DOB  EMPI  DATE OF PROCEDURE', 'KOWALSKI, SEAN  05-26-1975  716-42-90  5/21/2024'])).toContainEqual([
      'dos',
      '5/21/2024',
    ]);
    expect(kinds(['PT NAME  DOB  EMPI  DATE OF PROCEDURE', 'KOWALSKI, SEAN  05-26-1975  716-42-90  5/21/2024'])[0]).toEqual([
      'name',
      'KOWALSKI, SEAN',
    ]);
  });

  it("takes a credential after a clinician's name for no label ('Kessler, PT - Physical Therapy')", () => {
    expect(kinds(['David Kessler, PT - Physical Therapy'])).toEqual([]);
    expect(kinds(['Seen by Kay Lund, PT Treatment Note'])).toEqual([]);
    expect(kinds(['Regarding: Jane Roe, born September 26, 1968'])).toEqual([
      ['name', 'Jane Roe'],
      ['dob', 'September 26, 1968'],
    ]);
  });

  it('never takes a document title for the value of a name label without a colon', () => {
    expect(kinds(['PT', 'Physical Therapy Daily Note'])).toEqual([]);
    expect(kinds(['Pt  Therapy Visit Note'])).toEqual([]);
  });

  it('reads a label row with labels in lower case or merged into one long cell', () => {
    expect(kinds(['Patient Name  dob  VISIT DATE  Ins ID', 'MBEKI, FATIMA  May 9 1938  2/8/17  YRK6018647664']).slice(0, 2)).toEqual([
      ['name', 'MBEKI, FATIMA'],
      ['dob', 'May 9 1938'],
    ]);
    const lines = makeLines([
      ['NAME OF PATIENT  BD  MED REC #  DATE OF VISIT POLICY #', 'Cornelius Goldberg  1996-08-04 (29y)  007682211  03/07/2026  W98294'],
    ]);
    const [labels, values] = lines;
    if (labels && values) {
      labels.cells = ['NAME OF PATIENT', 'BD', 'MED REC #', 'DATE OF VISIT POLICY #'].map((text, k) => ({
        text,
        x: [60, 170, 240, 330][k] ?? 0,
      }));
      values.cells = ['Cornelius Goldberg', '1996-08-04 (29y)', '007682211', '03/07/2026', 'W98294'].map((text, k) => ({
        text,
        x: [60, 170, 240, 330, 400][k] ?? 0,
      }));
    }
    expect(
      readFields(lines)
        .map((h) => [h.kind, h.value])
        .slice(0, 2),
    ).toEqual([
      ['name', 'Cornelius Goldberg'],
      ['dob', '1996-08-04 (29y)'],
    ]);
  });

  it('reads the patient of a letter: Regarding, In re', () => {
    expect(kinds(['Regarding: SANTIAGO HADDAD, born May 13, 1964'])).toEqual([
      ['name', 'SANTIAGO HADDAD'],
      ['dob', 'May 13, 1964'],
    ]);
  });

  it('reads a stacked label without a colon when the line below fits it', () => {
    expect(kinds(['Date of Service', '02/03/2022'])).toEqual([['dos', '02/03/2022']]);
  });

  it('reads the parts of a name in padded columns without colons, one part a word', () => {
    expect(kinds(['Cognome          Rossi', 'Nome             Anna', 'Nato il          01/01/1970'])).toEqual([
      ['name', 'Rossi'],
      ['name', 'Anna'],
      ['dob', '01/01/1970'],
    ]);
  });

  it("does not take a label of something the patient has ('PATIENT'S CONDITION RELATED TO') for the patient's name", () => {
    expect(kinds(["10. IS PATIENT'S CONDITION RELATED TO:"]).filter(([k]) => k === 'name')).toEqual([]);
    expect(kinds(["PATIENT'S NAME  Roe, Ann"])).toEqual([['name', 'Roe, Ann']]);
  });

  it('leaves prose alone', () => {
    expect(kinds(['Patient tolerated the procedure well and was seen on 2/3/2022 by the team.'])).toEqual([]);
    expect(kinds(['Reason for Consultation: chest pain'])).not.toContainEqual(['dos', 'chest pain']);
  });
});

describe('readFields and sentences', () => {
  it('does not take the last word of a sentence for a label stacked over the signer', () => {
    expect(readFields(makeLines([['No follow-up needed in a low-risk', 'patient.', 'Kay Lund, MD']]))).toEqual([]);
  });
});

describe('readFields on lines read again', () => {
  // The segmenter, the header reader and the identity check read the same lines of a job in different windows.
  it('gives each window its own positions and layouts', () => {
    const [value, other] = makeLines([['DOB: 01/02/1960', 'MRN: 123']]);
    if (!value || !other) throw new Error('two lines');
    expect(readFields([value, other]).map((h) => [h.kind, h.value, h.line, h.layout])).toEqual([
      ['dob', '01/02/1960', 0, 'inline'],
      ['other', '123', 1, 'inline'],
    ]);
    expect(readFields([other, value]).map((h) => [h.kind, h.line])).toEqual([
      ['other', 0],
      ['dob', 1],
    ]);
    // Under a label of its own a line is that label's value; read alone, it is no field.
    const [stackedLabel, date] = makeLines([['Date of Birth:', 'March 4, 1950']]);
    if (!stackedLabel || !date) throw new Error('two lines');
    expect(readFields([date])).toEqual([]);
    expect(readFields([stackedLabel, date]).map((h) => [h.kind, h.value, h.line, h.layout])).toEqual([
      ['dob', 'March 4, 1950', 0, 'next-line'],
    ]);
    expect(readFields([date])).toEqual([]);
    expect(readFields([{ ...value, page: pageNumber(7) }])[0]?.page).toBe(7);
  });

  it('reads a line anew when its text is not the one read before', () => {
    const [line] = makeLines([['MRN: 123']]);
    if (!line) throw new Error('one line');
    expect(readFields([line]).map((h) => h.value)).toEqual(['123']);
    line.cells[0] = { text: 'DOB: 01/02/1960', x: 72 };
    expect(readFields([{ ...line, text: 'DOB: 01/02/1960' }]).map((h) => [h.kind, h.value])).toEqual([['dob', '01/02/1960']]);
  });
});

describe('readFields: a row of fields (fifteenth round)', () => {
  const kinds = (lines: string[]) => readFields(makeLines([lines])).map((h) => [h.kind, h.value]);

  it("reads the word before a name label as the previous field's value, not a word that says whose name it is", () => {
    expect(kinds(['Surname: ROE Forename: JANE DOB: 04/03/1950'])).toEqual([
      ['name', 'ROE'],
      ['name', 'JANE'],
      ['dob', '04/03/1950'],
    ]);
    expect(kinds(['Nom : ROE Prénom : Jeanne'])).toEqual([
      ['name', 'ROE'],
      ['name', 'Jeanne'],
    ]);
    // A word of its own before the label still says whose name it is, after a time's colon too.
    expect(kinds(['Product Name: Blue Cream'])).toEqual([['other', 'Blue Cream']]);
    expect(kinds(['Ann Lee, PTA — signed 03/03/2026 12:15 · Supervising PT: Jon Tak, PT']).filter(([k]) => k === 'name')).toEqual([]);
  });

  it('ends a value at the dot or bullet a banner sets between its fields', () => {
    expect(kinds(['Patient: ROE, JANE · DOB 1950/03/04 · File 77'])[0]).toEqual(['name', 'ROE, JANE']);
    expect(kinds(['Patient: ROE, JANE • DOB 1950/03/04'])[0]).toEqual(['name', 'ROE, JANE']);
  });
});

describe('readFields: a label word abbreviated with its stop (fifteenth round)', () => {
  const kinds = (lines: string[]) => readFields(makeLines([lines])).map((h) => [h.kind, h.value]);

  it("ends a name where the next field's abbreviated label begins ('Hosp. No.:', 'Reg. No.:')", () => {
    expect(kinds(['Name: Mele Kauvaka Tonga Hosp. No.: TMH 118'])[0]).toEqual(['name', 'Mele Kauvaka Tonga']);
    expect(kinds(['Patient: Ana Roe Reg. No.: 4471'])[0]).toEqual(['name', 'Ana Roe']);
    // An initial with its stop stays the name's.
    expect(kinds(['Patient: Ana M. Roe'])[0]).toEqual(['name', 'Ana M. Roe']);
  });
});

describe('readFields: a letterhead in capitals run into a label (sixteenth round)', () => {
  const kinds = (lines: string[]) => readFields(makeLines([lines])).map((h) => [h.kind, h.label, h.value]);

  it('does not read the capitals before a label in title case as its words, where OCR ran two cells into one line', () => {
    // A faxed page's letterhead cell and the patient box beside it read as one line.
    expect(kinds(['LAKE VIEW MEDICAL GROUP Name: Roe, Ann M.'])).toContainEqual(['name', 'Name', 'Roe, Ann M.']);
    // An abbreviation in capitals the lexicon does not know is no qualifier of a name label in title case either.
    expect(kinds(['Lake Health CIC Name: Ann Roe'])).toContainEqual(['name', 'Name', 'Ann Roe']);
    expect(kinds(['Product Name: Blue Cream'])).toEqual([['other', 'Name', 'Blue Cream']]);
    // A label written all in capitals, or all in title case, is read whole as before.
    expect(kinds(['PATIENT NAME: ROE, ANN'])).toEqual([['name', 'PATIENT NAME', 'ROE, ANN']]);
    expect(kinds(['Patient Name: Ann Roe'])).toEqual([['name', 'Patient Name', 'Ann Roe']]);
    expect(kinds(['Patient DOB: 04/03/1950'])).toEqual([['dob', 'Patient DOB', '04/03/1950']]);
  });

  it("reads a number's label with the word before it that says whose number it is ('OPD No:')", () => {
    expect(kinds(['Name: Ann Bo ROE OPD No: CH/22/14']).slice(0, 2)).toEqual([
      ['name', 'Name', 'Ann Bo ROE'],
      ['other', 'OPD No', 'CH/22/14'],
    ]);
    expect(kinds(['Patient: Ann Roe Bed Nr: 4'])[0]).toEqual(['name', 'Patient', 'Ann Roe']);
  });
});
