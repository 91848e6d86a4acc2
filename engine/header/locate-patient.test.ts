import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { pageNumber } from '../types.ts';
import { locateDob, locateName } from './locate-patient.ts';

const lines = (...texts: string[]) => makeLines([texts]);

function name(entered: string, ...texts: string[]) {
  const found = locateName(entered, lines(...texts));
  return (
    found && { value: found.value, written: found.source.line.slice(found.source.start, found.source.end), confidence: found.confidence }
  );
}

describe('locateName: the patient entered, wherever and however a note prints the name', () => {
  it('reads surname first, with or without its comma, stray spaces and a banner caret', () => {
    expect(name('Ada Okafor', 'Name : Okafor , Ada')).toMatchObject({ value: 'Ada Okafor', written: 'Okafor , Ada' });
    expect(name('Jane Roe', 'ROE^JANE  MRN 1234')).toMatchObject({ value: 'Jane Roe', written: 'ROE^JANE' });
    expect(name('Jane A. Roe', 'Patient ROE JANE A  DOB 1/2/1950')).toMatchObject({ value: 'Jane A Roe', written: 'ROE JANE A' });
  });

  it('finds the name in a subject line or a sentence, with or without the middle name, keeping the spelling as written', () => {
    expect(name('Jane Roe', 'RE: Mrs Jane ROE (DOB 04/03/1950)')).toMatchObject({ value: 'Jane Roe', written: 'Jane ROE' });
    expect(name('Jane Roe', 'I saw Jane Alice Roe in clinic today.')).toMatchObject({ value: 'Jane Alice Roe', written: 'Jane Alice Roe' });
    expect(name('Charles B. Wellington', 'Patient: Charles Wellington')).toMatchObject({ value: 'Charles Wellington' });
  });

  it('matches across case, diacritics and other scripts', () => {
    expect(name('Jose Nunez', 'Paciente: JOSÉ NÚÑEZ')).toMatchObject({ value: 'José Núñez', written: 'JOSÉ NÚÑEZ' });
    expect(name('Иван Петров', 'Пациент: ПЕТРОВ Иван')).toMatchObject({ value: 'Иван Петров' });
    expect(name('Søren Ærø', 'Patient: Soren Aero')).toMatchObject({ value: 'Soren Aero' });
  });

  it('forgives a small OCR slip in proportion to the name, never in a short one', () => {
    expect(name('Charles Wellington', 'Pt: Charles Wel1ington')).toMatchObject({ value: 'Charles Wel1ington' });
    expect(name('Charles Wellington', 'Pt: Charles Welingtom')).toMatchObject({ value: 'Charles Welingtom' });
    expect(name('Jane Roe', 'Pt: Jane Rae')).toBeNull();
    expect(name('Jane Roe', 'Pt: Janet Roe')).toBeNull();
  });

  it('reads a double-barrelled name whose hyphen OCR set a space beside, as one word', () => {
    expect(name('Iris Dahl-Moen', 'DAHL -MOEN IRIS  0411 77')).toMatchObject({ value: 'Iris Dahl-Moen', written: 'DAHL -MOEN IRIS' });
    expect(name('Iris Dahl-Moen', 'Patient: Iris Dahl- Moen')).toMatchObject({ value: 'Iris Dahl-Moen', written: 'Iris Dahl- Moen' });
    // A dash set apart both sides parts two things; a hyphen is no comma between surname and given name.
    expect(name('Iris Dahl-Moen', 'Dahl - Moen Iris')).toBeNull();
    expect(name('Iris Dahl', 'DAHL -MOEN IRIS')).toBeNull();
  });

  it('takes initials only when the full name is nowhere, and says so by a lower confidence', () => {
    const initials = name('Jane Roe', 'Patient: J. Roe');
    expect(initials).toMatchObject({ value: 'J Roe', written: 'J. Roe' });
    expect(initials?.confidence).toBeLessThan(0.7);
    expect(name('Jane Roe', 'Patient: J. Roe', 'Jane Roe was seen')).toMatchObject({ value: 'Jane Roe' });
  });

  it('finds a patient entered by initials and surname, as some countries name people, written the same way', () => {
    expect(name('J.M. de Vries-Roe', 'Betreft   mevrouw J.M. de Vries-Roe, geb. 15-08-1958')).toMatchObject({
      value: 'J M de Vries-Roe',
      written: 'J.M. de Vries-Roe',
    });
    expect(name('J. Roe', 'Patient: ROE, J.')).toMatchObject({ value: 'J Roe' });
    expect(name('J.M. de Vries-Roe', 'Patient: K.M. de Vries-Roe')).toBeNull();
    expect(name('J. Roe', 'Patient: Jane Roe')).toBeNull();
  });

  it("ends a name where an identifier's label begins, a word before its 'No' or '#' included", () => {
    expect(name('Jane Roe', 'ROE, Jane Reg No RX0091 NHS 943 476')).toMatchObject({ value: 'Jane Roe', written: 'ROE, Jane' });
    expect(name('Jane Roe', 'ROE, Jane Alice Folio # 51')).toMatchObject({ value: 'Jane Alice Roe', written: 'ROE, Jane Alice' });
    expect(name('Jane Roe', 'ROE, Jane Alice Kipp Nr. 51')).toMatchObject({ value: 'Jane Alice Roe', written: 'ROE, Jane Alice' });
    // An identifier printed after the name, its digits read as letters or not, is no middle name either.
    expect(name('Jane Roe', 'ROE, JANE A RX-0U4177 Operative Report')).toMatchObject({ value: 'Jane A Roe', written: 'ROE, JANE A' });
  });

  it('ends a name written surname first after the middle names the entry gives: the next column’s words are no part of it', () => {
    expect(name('Rodrigo E. Valdivia', 'Valdivia, Rodrigo E Pacific Crest Distribution LLC 09/02/2026')).toMatchObject({
      value: 'Rodrigo E Valdivia',
      written: 'Valdivia, Rodrigo E',
    });
    // Where the entry gives no middle name, the page's may follow.
    expect(name('Jane Roe', 'ROE, Jane Alice  DOB 1/2/1950')).toMatchObject({ value: 'Jane Alice Roe' });
  });

  it('finds no one in another name, a longer word or a surname alone', () => {
    expect(name('Jane Roe', 'Patient: John Roe')).toBeNull();
    expect(name('Jane Roe', 'Jane Roebuck')).toBeNull();
    expect(name('Jane Roe', 'Roe was seen today')).toBeNull();
  });

  it('reads a courtesy title and the surname as the note naming its patient, last of all and at a low confidence', () => {
    const titled = name('Jane Roe', 'Subjective:', 'Mrs. Roe returns for review of her asthma.');
    expect(titled).toMatchObject({ value: 'Roe', written: 'Mrs. Roe' });
    expect(titled?.confidence).toBeLessThan(0.6);
    expect(name('Jane Roe', 'Ms Roe was seen', 'Pt: J. Roe')).toMatchObject({ value: 'J Roe' });
    expect(name('Jane Roe', 'Ms Roe was seen', 'Jane Roe, 71')).toMatchObject({ value: 'Jane Roe' });
    // Titles in the languages the engine reads, and a form's choice of titles ('Frau / Herrn'); a one-word entry too.
    expect(name('Ana Roe', 'La Sra. Roe refiere dolor')).toMatchObject({ value: 'Roe', written: 'Sra. Roe' });
    expect(name('Roe', 'wir berichten über Frau / Herrn Roe, geb. am')).toMatchObject({ value: 'Roe', written: 'Frau / Herrn Roe' });
  });

  it('takes no clinician, addressee or longer name for the titled patient', () => {
    expect(name('Jane Roe', 'Dr. Roe reviewed the films')).toBeNull();
    expect(name('Jane Roe', 'Dear Mrs Roe,')).toBeNull();
    expect(name('Jane Roe', 'Sehr geehrte Frau Roe,')).toBeNull();
    expect(name('Jane Roe', 'Mrs Roebuck attended')).toBeNull();
    expect(name('Jane Roe', 'Mrs Ann Roe attended')).toBeNull();
  });
});

describe('locateDob: the entered date of birth in any written form', () => {
  const dob = (entered: string, order: Parameters<typeof locateDob>[2], ...texts: string[]) => {
    const found = locateDob(entered, lines(...texts), order);
    return found && found.source.line.slice(found.source.start, found.source.end);
  };

  it('reads the forms dates are written in, in the order the document uses', () => {
    expect(dob('1950-03-04', { order: 'day-first', evidence: true }, 'ROE, JANE  04.03.1950')).toBe('04.03.1950');
    expect(dob('1950-03-04', { order: 'day-first', evidence: true }, 'Born 4 March 1950')).toBe('4 March 1950');
    expect(dob('1950-03-04', { order: 'month-first', evidence: true }, 'ROE, JANE 03/04/1950')).toBe('03/04/1950');
    expect(dob('1950-03-04', { order: 'month-first', evidence: true }, 'ROE, JANE 04/03/1950')).toBeNull();
    expect(dob('1950-03-04', { order: 'month-first', evidence: true }, 'ID 19500304-77')).toBe('19500304');
  });

  it("reads a date typed into a form's boxes, its parts apart with no separator, in the document's order", () => {
    const us = { order: 'month-first', evidence: true } as const;
    expect(dob('1950-03-04', us, '   MM   DD   YY', '   03 04 1950  M X      F')).toBe('03 04 1950');
    expect(dob('1950-03-04', { order: 'day-first', evidence: true }, 'DD MM YYYY  04  03  1950')).toBe('04  03  1950');
    expect(dob('1950-03-04', us, 'Phone 04 03 1950')).toBe(null);
  });

  it("reads a date a form's box rules part, its year in two digits as the boxes ask, never a bare run of two-digit numbers", () => {
    const us = { order: 'month-first', evidence: true } as const;
    expect(dob('1950-03-04', us, 'BIRTH DATE  MM | DD | YY', '03 | 04 | 50   M [X]')).toBe('03 | 04 | 50');
    expect(dob('1950-03-04', us, 'BIRTH DATE', '03 | 04 | 1950')).toBe('03 | 04 | 1950');
    expect(dob('1950-03-04', { order: 'day-first', evidence: true }, 'Nacimiento 04-03-50')).toBe('04-03-50');
    expect(dob('1950-03-04', us, 'Tel 555 03 04 50')).toBe(null);
    expect(dob('1950-03-04', us, 'Ref 03 | 04 | 5012')).toBe(null);
  });

  it("reads a date whose parts stray spaces part beside their separators, in the document's order", () => {
    const eu = { order: 'day-first', evidence: true } as const;
    expect(dob('1950-03-04', eu, 'Geb.Dat.: 04.03. 1950')).toBe('04.03. 1950');
    expect(dob('1950-03-04', eu, 'Born 4 /3 / 1950')).toBe('4 /3 / 1950');
    expect(dob('1950-03-04', eu, 'Born 3. 4. 1950')).toBe(null);
    expect(dob('1950-03-04', eu, 'Tel 04.03. 19501')).toBe(null);
  });

  it('reads on a scanned page the entered date OCR misread by one look-alike figure or a separator, where nothing reads it as a date', () => {
    const us = { order: 'month-first', evidence: true } as const;
    const eu = { order: 'day-first', evidence: true } as const;
    const scanned = new Set([pageNumber(1)]);
    const misread = (entered: string, order: Parameters<typeof locateDob>[2], text: string, ocr = scanned) => {
      const found = locateDob(entered, lines(text), order, ocr);
      return found && { written: found.source.line.slice(found.source.start, found.source.end), confidence: found.confidence };
    };
    expect(misread('1950-07-02', us, 'PATIENT: ROE, JANE  DOB: 07/82/1950  ACCT 4410')).toEqual({ written: '07/82/1950', confidence: 0.7 });
    expect(misread('1950-03-12', us, 'DOB: 1950/63/12  SEX: F')).toMatchObject({ written: '1950/63/12' });
    expect(misread('1950-03-14', eu, 'Dzimšanas datums | 14.03,1950.')).toMatchObject({ written: '14.03,1950' });
    // A text layer prints what it means; a date the parser reads is another date; two slips, or figures OCR does not
    // confuse, are no reading of the entered date.
    expect(misread('1950-07-02', us, 'DOB: 07/82/1950', new Set())).toBeNull();
    expect(misread('1950-07-02', us, 'Seen: 07/08/1950')).toBeNull();
    expect(misread('1950-07-02', us, 'DOB: 07/82/1980')).toBeNull();
    expect(misread('1950-07-02', us, 'DOB: 07/42/1950')).toBeNull();
  });

  it('reads a date typed one digit a box, the boxes apart', () => {
    const eu = { order: 'day-first', evidence: true } as const;
    expect(dob('1950-03-04', eu, 'DD MM AAAA', '0 4  /  0 3  /  1 9 5 0     71')).toBe('0 4  /  0 3  /  1 9 5 0');
    expect(dob('1950-03-04', eu, 'Phone 0 4 0 3 1 9 5 0 1')).toBe(null);
  });

  it('reads a date typed into boxes year first, as year-first countries’ forms ask (CCYY/MM/DD)', () => {
    const eu = { order: 'day-first', evidence: true } as const;
    expect(dob('2016-08-23', eu, 'DATE OF BIRTH (CCYY/MM/DD)', 'LIESL ANNE  VAN DER MERWE  2 0 1 6  0 8  2 3  03')).toBe(
      '2 0 1 6  0 8  2 3',
    );
    expect(dob('2016-08-23', eu, 'Geboren  2016 08 23')).toBe('2016 08 23');
    expect(dob('2016-08-23', eu, 'Tel 2 0 1 6 0 8 2 3 9')).toBe(null);
  });

  it('reads a date a line wraps in running text, its year at the start of the next line', () => {
    const eu = { order: 'day-first', evidence: true } as const;
    const wrapped = locateDob('1950-03-04', lines('referred Mrs Jane Roe, born 4 March', '1950, who was seen today'), eu);
    expect(wrapped && wrapped.source.line.slice(wrapped.source.start, wrapped.source.end)).toBe('4 March');
    expect(wrapped?.page).toBe(1);
    expect(dob('1950-03-04', eu, 'seen on 4 March', 'Room 1950')).toBe(null);
    expect(dob('1950-03-04', eu, 'seen on 4 March 1949', '1950 was the year')).toBe(null);
  });

  it('reads an ambiguous date either way only when the document does not say its order', () => {
    expect(dob('1950-03-04', { order: 'month-first', evidence: false }, 'ROE, JANE 04/03/1950')).toBe('04/03/1950');
  });
});
