import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { readDateOrder } from '../text/date-order.ts';
import { pageNumber, type DocLine } from '../types.ts';
import { findHeader } from './find-header.ts';

/** A field's value as the note writes it, from its source span. */
const written = (f: { source?: { line: string; start: number; end: number } }) =>
  f.source && f.source.line.slice(f.source.start, f.source.end);

function header(lines: string[], running: string[] = []) {
  const body = makeLines([lines]);
  return findHeader(body, makeLines([running]), lines.join('\n'));
}

describe('findHeader', () => {
  it('reads name, DOB with the age beside it, type and date of service, with pages', () => {
    const h = header(['OFFICE VISIT', 'Patient: DOE, JANE A  DOB: 05/06/1970 (53 y/o)', 'Date of Service: 03/04/2024', 'HPI: Cough.']);
    expect([h.patientName.value, h.patientDob.value, h.docType.value, h.noteDate.value]).toEqual([
      'Jane A Doe',
      '1970-05-06',
      'Progress Note',
      '2024-03-04',
    ]);
    expect(h.patientName.page).toBe(1);
    expect(h.noteDate.confidence).toBeGreaterThan(0.85);
  });

  it('finds a title printed after the header block', () => {
    expect(header(['Name: Jane Doe  DOB: 1970-05-06', 'DOS: 2024-03-04', 'Consultation', 'Reason for consult: cough']).docType.value).toBe(
      'Consultation',
    );
  });

  it('ignores dates that are not the date of service when no date is labelled', () => {
    const h = header(['Patient: Jane Doe', 'Last seen 01/02/2024. Printed on 06/01/2024.', 'Seen today 03/04/2024 for cough.']);
    expect(h.noteDate.value).toBe('2024-03-04');
    expect(h.noteDate.confidence).toBeLessThan(0.85);
  });

  it('uses the discharge date of a discharge summary', () => {
    expect(header(['DISCHARGE SUMMARY', 'Admission Date: 2024-03-01  Discharge Date: 2024-03-05']).noteDate.value).toBe('2024-03-05');
  });

  it("takes a name whose label says it is the patient's before a bare 'Name' field, which may be anyone's", () => {
    const attached = ['Service Activity', 'Added By:', '   Name:   LEE, Tom (Mr)   06-Jul-2021 11:45', 'Job Title:   Clerk'];
    expect(header(attached, ['Patient:   Roe, MS Jane   Date of Birth:   01/01/1971']).patientName.value).toBe('Jane Roe');
    expect(header(['Next of kin', 'Name: Tom Lee', 'Patient Name: Jane Roe']).patientName.value).toBe('Jane Roe');
    // Where no label says whose it is, a bare 'Name' field is the patient's, as before.
    expect(header(['Name: Jane Roe  DOB: 1970-05-06', 'Visit date: 2024-03-04']).patientName.value).toBe('Jane Roe');
  });

  it("takes the bare 'Name' field of the block a patient heading opens, before another block's", () => {
    const face = ['FACE SHEET', 'GUARANTOR', 'Name: Ann Vole', 'Phone: 555-0100', 'PATIENT INFORMATION', '-----', 'Name: Tim Roe'];
    expect(header(face).patientName.value).toBe('Tim Roe');
    const contacts = ['FACE SHEET', 'Name: Tim Roe', 'Phone: 555-0100', 'Patient Contacts', 'Name: Ann Vole'];
    expect(header(contacts).patientName.value).toBe('Tim Roe');
    // Without a heading that says whose, the first bare 'Name' field is still the patient's.
    expect(header(['FACE SHEET', 'Name: Tim Roe', 'Phone: 555-0100', 'Insurance', 'Name: Acme Mutual']).patientName.value).toBe('Tim Roe');
  });

  it("finds the patient in hand in a later page's running lines when the note's first page prints no one", () => {
    const body = makeLines([['Progress Note', 'Subjective: knee pain, better.']]);
    const later = makeLines([[], ['Roe, Jane  MRN 445566']]);
    const patient = { name: 'Jane Roe', dob: '1970-05-06', subscriberId: 'S-1' };
    const h = findHeader(body, [], 'Progress Note', { patient, laterRunning: later });
    expect([h.patientName.value, h.patientName.page, written(h.patientName)]).toEqual(['Jane Roe', 2, 'Roe, Jane']);
    // A labelled name on a later page's banner is no label of this note's header: the locator only confirms.
    const other = makeLines([[], ['Patient: Ann Vole']]);
    expect(findHeader(body, [], 'Progress Note', { patient, laterRunning: other }).patientName.value).toBeNull();
  });

  it('falls back to the running header for the patient and infers the type of an untitled note', () => {
    const h = header(['Date of Service: 2024-03-04', 'Hospital Course: improved.'], ['Patient: John Smith  DOB: 1950-01-02']);
    expect([h.patientName.value, h.patientDob.value, h.docType.value]).toEqual(['John Smith', '1950-01-02', 'Discharge Summary']);
  });
});

describe('findHeader gives each date a role', () => {
  it('never takes the date of birth, a narrative date or a print stamp for the note date', () => {
    const h = header([
      'Ann Vole  born 7/8/1961',
      'She fell at home on 05/05/2003 and was brought in.',
      'Printed 3/3/2022',
      'Chief complaint: fall.',
    ]);
    expect(h.patientDob.value).toBe('1961-07-08');
    expect(h.noteDate.value).toBeNull();
  });

  it('prefers a labelled service date to a letter date, and a visit mentioned in a letter to its date line', () => {
    expect(header(['Date: 3/9/2022', 'Exam Dt. 3/1/2022', 'Findings: none.']).noteDate.value).toBe('2022-03-01');
    const letter = header([
      'Date: March 9, 2022',
      'RE: Consult - VOLE, ANN (DOB 07/08/1961)',
      'Dear Dr. Lund,',
      'I saw her in clinic on March 1, 2022 for palpitations.',
    ]);
    expect([letter.patientName.value, letter.patientDob.value, letter.noteDate.value]).toEqual(['Ann Vole', '1961-07-08', '2022-03-01']);
  });

  it('takes the discharge date of a discharge summary even when admission comes first, and the admission date otherwise', () => {
    expect(header(['DISCHARGE SUMMARY', 'Admitted: 2/1/2022', 'Discharged: 2/9/2022']).noteDate.value).toBe('2022-02-09');
    expect(header(['ADMISSION H&P', 'Admn. Dt. 01-Feb-2022', 'CC: fall']).noteDate.value).toBe('2022-02-01');
  });

  it("dates a note written during a stay by its own date, not the stay's admission", () => {
    const lines = ['Hospital Day 3 Progress Note', 'Patient: Roe, Ann', 'Date: 2024-03-04', 'Admit Date: 2024-03-01', 'S: feels better.'];
    expect(header(lines).noteDate.value).toBe('2024-03-04');
    // An admission note is dated by its admission.
    expect(header(['ADMISSION H&P', 'Date: 2024-03-04', 'Admit Date: 2024-03-01', 'CC: fall']).noteDate.value).toBe('2024-03-01');
  });

  it('takes the end of a stay printed as a range for its discharge', () => {
    expect(header(['DISCHARGE SUMMARY', 'Patient: Roe, Ann', 'Admitted: 3/1/2024 – 3/5/2024', 'Course: improved.']).noteDate.value).toBe(
      '2024-03-05',
    );
    expect(header(['LETTERA DI DIMISSIONE', 'Ricovero del  3/1/2024 - 3/5/2024', 'Decorso: buono.']).noteDate.value).toBe('2024-03-05');
    expect(header(['DISCHARGE SUMMARY', 'Admission: 3/1/2024 to 3/5/2024', 'Course: improved.']).noteDate.role).toBe('discharge');
  });

  it('reads fill-in lines as blanks', () => {
    const h = header(['Date: ______2/8/22 Patient: __________Vole, Ann T DOB: ______', '7/8/61']);
    expect([h.patientName.value, h.noteDate.value]).toEqual(['Ann T Vole', '2022-02-08']);
  });
});

describe('findHeader and unlabelled names', () => {
  it('reads the name printed before the DOB in a banner with no name label', () => {
    expect(header(['ANN T. VOLE  D.O.B.: 7/8/1961  MRN: 55', 'Visit Date: 2/3/2022']).patientName.value).toBe('Ann T Vole');
    expect(header(['Lakeside Clinic DOB: 7/8/1961']).patientName.value).toBeNull();
  });
});

describe('findHeader with the patient in hand', () => {
  const roe = { name: 'Jane Roe', dob: '1950-03-04', subscriberId: 'W1' };
  const inHand = (lines: string[], dates = readDateOrder(lines)) =>
    findHeader(makeLines([lines]), [], lines.join('\n'), { patient: roe, dates });

  it('takes, of several bare name fields that name different people, the one that is the patient in hand', () => {
    const form = [
      'SURNAME, FIRST NAME   POLICY NUMBER   DATE OF BIRTH',
      'ROE JOHN   4127 120380   1980-03-12',
      'SURNAME, FIRST NAME   POLICY NUMBER   DATE OF BIRTH   RELATIONSHIP',
      'ROE JANE   2291 090516   1950-03-04   CHILD',
    ];
    expect([inHand(form).patientName.value, inHand(form).patientDob.value]).toEqual(['Jane Roe', '1950-03-04']);
    // Nothing says whose either is: where neither is the patient in hand, the first is read, as before.
    const other = findHeader(makeLines([form]), [], '', { patient: { name: 'Mary Poe', dob: '1950-03-04', subscriberId: 'W1' } });
    // The label asks for the surname first ('SURNAME, FIRST NAME'): the name is given names first.
    expect(other.patientName.value).toBe('John Roe');
    // Dates with dots in a document that does not tell its order: the patient in hand's birth date either way.
    const dotted = [
      'SURNAME, FIRST NAME   DATE OF BIRTH',
      'ROE JOHN   12.03.1980',
      'SURNAME, FIRST NAME   DATE OF BIRTH',
      'ROE JANE   04.03.1950',
    ];
    expect(inHand(dotted).patientDob.value).toBe('1950-03-04');
  });

  it("reads a labelled name OCR misread by a slip as the patient's name it prints, on scanned pages only", () => {
    const scanned = (label: string, name: string, ocr = true) =>
      findHeader(makeLines([[`${label}: ${name}`, 'Seen today.']]), [], '', {
        patient: { name: 'Marianne Celestine Vollmer', dob: '1950-03-04', subscriberId: 'W1' },
        ...(ocr ? { ocrPages: new Set([pageNumber(1)]) } : {}),
      }).patientName;
    const slipped = scanned('Name of patient', 'Mrianne Celestine Volmer');
    // The value is the name the page prints; its evidence stays where OCR read it.
    expect([slipped.value, written(slipped)]).toEqual(['Marianne Celestine Vollmer', 'Mrianne Celestine Volmer']);
    expect(scanned('Patient', 'VOLMER, MARIANNE').value).toBe('Marianne Vollmer');
    // A text layer prints what it prints: a misspelt name is the document's, for the auditor to see.
    expect(scanned('Name of patient', 'Mrianne Celestine Volmer', false).value).toBe('Mrianne Celestine Volmer');
    // Someone else, or a short name a slip would make another, is never confirmed.
    expect(scanned('Patient', 'Marianne Vogel').value).toBe('Marianne Vogel');
    expect(scanned('Patient', 'Mariana Vollmer Roe').value).toBe('Mariana Vollmer Roe');
    const jane = (name: string) =>
      findHeader(makeLines([[`Patient: ${name}`]]), [], '', { patient: roe, ocrPages: new Set([pageNumber(1)]) }).patientName.value;
    expect(jane('Jane Rae')).toBe('Jane Rae');
  });

  it('reads a name given surname first under one label naming both parts, and a slip OCR made of it as the entry spells it', () => {
    const patient = { name: 'Brigitte Zürcher-Imhof', dob: '1984-02-14', subscriberId: 'W1' };
    const form = (ocr: boolean, lines: string[]) =>
      findHeader(makeLines([lines]), [], '', { patient, ...(ocr ? { ocrPages: new Set([pageNumber(1)]) } : {}) }).patientName.value;
    expect(form(false, ['Arztzeugnis', 'Name, Vorname  Zürcher-Imhof Brigitte', 'Geburtsdatum  14.02.1984'])).toBe(
      'Brigitte Zürcher-Imhof',
    );
    expect(form(true, ['Arztzeugnis', 'Name, Vorname  Zircher-Imhof Brigitte', 'Geburtsdatum  14.02.1984'])).toBe('Brigitte Zürcher-Imhof');
    // Found by the locator where no label names her: the same, on a scanned page only.
    const told = ['Die oben genannte Person, Brigitte Zircher-Imhof, ist arbeitsunfähig.'];
    expect(form(true, told)).toBe('Brigitte Zürcher-Imhof');
    expect(form(false, told)).toBe('Brigitte Zircher-Imhof');
  });

  it("reads OCR's slips of the patient in hand by the glyphs it confuses, a middle name's slip and a fragment after the name", () => {
    const patient = { name: 'Ilinca Maria Petković', dob: '1971-05-02', subscriberId: 'W1' };
    const read = (line: string, ocr = true) =>
      findHeader(makeLines([[line, 'Seen today.']]), [], '', { patient, ...(ocr ? { ocrPages: new Set([pageNumber(1)]) } : {}) })
        .patientName.value;
    // Letters OCR takes for one another ('ć' read 'é', 'o' read 'a') cost half an edit each: two of them in a surname
    // of eight letters are one slip.
    expect(read('Patient: Ilinca Maria Petkavié')).toBe('Ilinca Maria Petković');
    // A middle name OCR cut short, between a first name and a surname read as entered.
    expect(read('Patient: Ilinca Mai Petković')).toBe('Ilinca Maria Petković');
    // A fragment of a box or tick OCR read after the whole name is no part of it.
    expect(read('Patient: Ilinca Maria Petkovic Lo')).toBe('Ilinca Maria Petkovic');
    // On a text layer the name stays as printed; a slip of the first name or the surname that no confusion explains is
    // someone else's name.
    expect(read('Patient: Ilinca Maria Petkavié', false)).toBe('Ilinca Maria Petkavié');
    expect(read('Patient: Ilinca Maria Pethick')).toBe('Ilinca Maria Pethick');
    expect(read('Patient: Irina Mai Petković')).toBe('Irina Mai Petković');
  });

  it("reads OCR's slip of the patient in hand where the page prints a middle initial the upload does not give (sixteenth round)", () => {
    const patient = { name: 'Ilinca Petkovic', dob: '1971-05-02', subscriberId: 'W1' };
    const read = (line: string, ocr = true) =>
      findHeader(makeLines([[line, 'Seen today.']]), [], '', { patient, ...(ocr ? { ocrPages: new Set([pageNumber(1)]) } : {}) })
        .patientName.value;
    expect(read('Name: Petkavic, Ilinca M.')).toBe('Ilinca M Petkovic');
    // On a text layer the name stays as printed.
    expect(read('Name: Petkavic, Ilinca M.', false)).toBe('Ilinca M Petkavic');
  });

  it('reads a label that joins the name’s parts by a comma or a word for and, surname first, in the languages and scripts forms use', () => {
    const read = (line: string) => findHeader(makeLines([['Compte rendu', line, 'Examen clinique normal.']]), [], '', {}).patientName.value;
    expect(read('Nom, prénom : LEGRAND Odile')).toBe('Odile Legrand');
    expect(read('Nom et prénom : LEGRAND Odile   Née le : 02/03/1961')).toBe('Odile Legrand');
    expect(read('Name, Vorname: Kessler Jonas')).toBe('Jonas Kessler');
    expect(read('Naam en voornaam: Jansen Pieter')).toBe('Pieter Jansen');
    expect(read('Овог, нэр: Дорж Сарнай')).toBe('Сарнай Дорж');
    // A comma after a name's label and before another field's is no join: 'Name, DOB' heads two columns.
    expect(read('Patient: Odile Legrand, Née le : 02/03/1961')).toBe('Odile Legrand');
  });

  it('finds the entered patient where no label names them, and reports the value as the note writes it', () => {
    const h = inHand(['Dear Dr Lee,', 'I saw Jane ROE in clinic on 12 March 2024 with a cough.', 'Yours sincerely,']);
    expect([h.patientName.value, written(h.patientName)]).toEqual(['Jane Roe', 'Jane ROE']);
    expect(h.patientName.confidence).toBeLessThan(0.95);
  });

  it("takes no sentence in capitals that opens with a label's word for a name ('PT WILL AMBULATE 150 FT …')", () => {
    const plan = ['22. Goals / Rehab Potential', 'PT WILL AMBULATE 150 FT WITH RW INDEP, TRANSFER INDEP, VERBALIZE S/S OF BLEEDING.'];
    expect(inHand(plan).patientName.value).toBeNull();
    // A name after a label without its colon, other fields after it, is still read.
    expect(inHand(['Patient JOHN SMITH DOB 01/02/1960 MRN 123']).patientName.value).toBe('John Smith');
  });

  it('lets a labelled identity that names someone else win over the patient in hand', () => {
    expect(inHand(['Patient: John Smith', 'Seen with his wife Jane Roe.']).patientName.value).toBe('John Smith');
  });

  it("reads a letter's subject line as a person only where it reads as one, in the languages the engine reads", () => {
    // A subject line may name the matter: taken for the patient only when it marks a person (a courtesy title, a
    // birth date or an identifier after the name) or when the patient in hand is nowhere in the note.
    expect(inHand(['Re: Knee Pain', 'Thank you for seeing Jane Roe, 74.']).patientName.value).toBe('Jane Roe');
    expect(inHand(['Objet : Consultation de contrôle', 'Nous avons vu Jane Roe.']).patientName.value).toBe('Jane Roe');
    expect(inHand(['Re: John Smith', 'Thank you for seeing him.']).patientName.value).toBe('John Smith');
    expect(inHand(['Re: Mr John Smith, DOB 01/02/1950', 'Seen with his wife Jane Roe.']).patientName.value).toBe('John Smith');
    expect(header(['Concerne : Mme Anne Vole, 04.03.1950', 'Consultation du : 20 octobre 2026']).patientName.value).toBe('Anne Vole');
    expect(header(['Betreft: mevrouw A. de Vole, geb. 15-08-1958']).patientName.value).toBe('A de Vole');
    expect(header(['Oggetto: Sig.ra Anna Vole (nata il 04/03/1950)']).patientName.value).toBe('Anna Vole');
  });

  it('reads the given names a cell wraps under a surname cut after its comma, a row of the next column between', () => {
    const row = (page: number, ...cells: [string, number][]) => ({
      page: pageNumber(page),
      index: 0,
      text: cells.map(([t]) => t).join('  '),
      cells: cells.map(([text, x]) => ({ text, x })),
    });
    const wrapped = [
      row(1, ['Patient:', 72], ['ROE,', 120], ['DOB: 1950/03/04 (74 y)', 300]),
      row(1, ['Exam date: 2024-02-10', 300]),
      row(1, ['JANE', 120]),
      row(1, ['MRN: 2044', 72]),
    ];
    expect(findHeader(wrapped, [], '', { patient: roe }).patientName.value).toBe('Jane Roe');
    // Words under another column, or a field, are no given names.
    const under = (cell: [string, number]) => findHeader([wrapped[0] ?? row(1), row(1, cell)], [], '', { patient: roe }).patientName.value;
    expect(under(['JANE', 300])).toBe('Roe');
    expect(under(['MRN: 2044', 120])).toBe('Roe');
  });

  it('completes a labelled surname alone with the patient in hand the note names in full elsewhere', () => {
    const h = inHand(['Re: Mrs Roe, 4 Lake Way', 'Thank you for seeing Jane Roe, 74, about her knee.']);
    expect([h.patientName.value, written(h.patientName)]).toEqual(['Jane Roe', 'Jane Roe']);
    // Another surname keeps the label's reading: the note may be misfiled.
    expect(inHand(['Re: Mrs Smith', 'Thank you for seeing Jane Roe.']).patientName.value).toBe('Smith');
  });

  it("reads the given names a boxed form wraps under a surname and its title ('THOMPSON Mrs' over 'Anne')", () => {
    const read = (lines: string[]) => findHeader(makeLines([lines]), [], lines.join('\n')).patientName.value;
    expect(read(['Patient  THOMPSON Mrs  DOB  11/10/1978', '  Anne  ', 'Test  Value'])).toBe('Anne Thompson');
    // Without the title nothing says the name goes on: the line below is another field's. (The surname in capitals
    // before the given name in mixed case is read surname first: text/names.ts.)
    expect(read(['Patient  THOMPSON Anne  DOB  11/10/1978', '  Female  ', 'Test  Value'])).toBe('Anne Thompson');
  });

  it('reads a day-first document by its own evidence, and the DOB as written', () => {
    const h = inHand(['NHS Number: 943 476 5919', 'Name: ROE, Jane   DOB: 04/03/1950', 'Clinic date: 05/06/2024']);
    expect([h.patientDob.value, written(h.patientDob), h.noteDate.value]).toEqual(['1950-03-04', '04/03/1950', '2024-06-05']);
    expect(written(h.patientName)).toBe('ROE, Jane');
  });

  it('says which dated event the note date is, and where it is written', () => {
    const h = inHand(['LABORATORY REPORT', 'Collected: 03/01/2024 08:10   Received: 03/01/2024   Reported: 03/02/2024', 'Sodium 140']);
    expect([h.noteDate.value, h.noteDate.role, written(h.noteDate)]).toEqual(['2024-03-01', 'service', '03/01/2024']);
  });
});

describe('findHeader reads a name field as a form prints it', () => {
  const read = (lines: string[], patient?: string) =>
    findHeader(
      makeLines([lines]),
      [],
      lines.join('\n'),
      patient ? { patient: { name: patient, dob: '1950-03-04', subscriberId: 'W1' } } : {},
    ).patientName.value;

  it('stops a name where the next field of its row begins, a label given two ways included', () => {
    expect(read(['WARD BILL', 'Patient Name:  Ms. Ida Rose Brook PIN / Patient ID:  AB-77', 'Age / Sex:  40 Yrs / Female'])).toBe(
      'Ida Rose Brook',
    );
    expect(read(['Patient:  Ola Finch Ward:  East'])).toBe('Ola Finch');
  });

  it('reads a surname field whose row ends in an empty cell, beside its given-name field', () => {
    expect(read(['Ref. Doctor  Dr. Alan Reyes  Name  BROOK  -', 'Reyes Clinic  Given Name  Ida  M', 'Sex  F'])).toBe('Ida Brook');
  });

  it('reads a name field of one word when it is the patient in hand, and no other one word', () => {
    expect(read(['Lab Report', 'Patient: Ida Collected: 2024-06-01'], 'Ida')).toBe('Ida');
    expect(read(['Report', 'Full name: brook Gender: Female'], 'Ida Brook')).toBe('Brook');
    expect(read(['Lab Report', 'Patient: Stable Collected: 2024-06-01'], 'Ida Brook')).toBeNull();
  });
});

describe('findHeader in Spanish, German and Italian', () => {
  const read = (lines: string[]) => findHeader(makeLines([lines]), [], lines.join('\n'), { dates: readDateOrder(lines) });
  const fields = (h: ReturnType<typeof read>) => [h.patientName.value, h.patientDob.value, h.docType.value, h.noteDate.value];

  it("reads a German or French form's surname field beside its given-name field, and a date spaced after its dots", () => {
    expect(fields(read(['Laborbefund', 'Name: Muster', 'Vorname: Max', 'Geb.Dat.: 12. 12. 1937']))).toEqual([
      'Max Muster',
      '1937-12-12',
      'Laboratory Report',
      null,
    ]);
    expect(read(['Nom: Dupont', 'Prénom: Anne', 'Né le: 04/03/1950']).patientName.value).toBe('Anne Dupont');
    // The name in use beside the birth name, as French forms ask for both: the name in use is the surname.
    const usage = ["Nom d'usage : DUPONT        Nom de naissance : MARTIN", 'Prénom : Anne        Date de naissance : 04/03/1950'];
    expect(fields(read(usage)).slice(0, 2)).toEqual(['Anne Dupont', '1950-03-04']);
    // A whole name in a name field stays whole.
    expect(read(['Name: Max Muster', 'Geb.Dat.: 12.12.1937']).patientName.value).toBe('Max Muster');
  });

  it('reads Spanish labels, a name given in parts and Spanish dates', () => {
    expect(
      fields(read(['NOTA DE EVOLUCIÓN', 'Paciente: Juana Roe   Fecha de nacimiento: 04/03/1950', 'Fecha: 12 de enero de 2025'])),
    ).toEqual(['Juana Roe', '1950-03-04', 'Progress Note', '2025-01-12']);
    const parts = read([
      'EPICRISIS',
      'Apellidos: Condory Fernandez',
      'Nombres: Milton Raul',
      'FECHA DE INGRESO:2013-01-10   FECHA DE ALTA:2013-01-15',
    ]);
    expect(fields(parts)).toEqual(['Milton Raul Condory Fernandez', null, 'Discharge Summary', '2013-01-15']);
    expect(read(['NOMBRE DEL PACIENTE: Alex Potter    # RECORD: 12344    EDAD: 16']).patientName.value).toBe('Alex Potter');
  });

  it("reads a name label's connectives in the languages the engine reads, and a relative's or insured's name field as theirs", () => {
    const pt = [
      'NOME DO PACIENTE   DATA DE NASC.   IDADE',
      'ANA MARIA ROE   30/01/1989   37a',
      'NOME DA MÃE   PRONTUÁRIO',
      'SANDRA ROE   774',
    ];
    expect(read(pt).patientName.value).toBe('Ana Maria Roe');
    // A relative's or the policy holder's name field comes first on the form: it is theirs, not the patient's.
    for (const label of ['NOME DA MÃE', 'Nombre de la madre', 'Name der Mutter', 'Nom de la mère', 'Titular', 'Asegurado']) {
      expect(read([`${label}   Nr.`, 'SANDRA ROE   774', 'Nome   Nascimento', 'ANA MARIA ROE   30/01/1989']).patientName.value).toBe(
        'Ana Maria Roe',
      );
    }
  });

  it('reads German labels, compound date labels and a birth date after the name', () => {
    const h = read([
      'Entlassungsbrief',
      'Name des Patienten: Max Mustermann',
      'Geburtsdatum: 01.02.1980',
      'Aufnahmedatum: 20.05.2025',
      'Entlassungsdatum: 30.05.2025',
    ]);
    expect(fields(h)).toEqual(['Max Mustermann', '1980-02-01', 'Discharge Summary', '2025-05-30']);
    const banner = read(['Patient', 'Paula Privati      Geb. 22.06.1935', 'ausgestellt am:    03.11.2024']);
    expect([banner.patientName.value, banner.patientDob.value, banner.noteDate.value]).toEqual([
      'Paula Privati',
      '1935-06-22',
      '2024-11-03',
    ]);
  });

  it('reads Italian labels, a table of name parts and Italian dates', () => {
    const h = read([
      'Referto di specialistica ambulatoriale',
      'Paziente  EMILY QUARANTANOVE',
      'Data di nascita  Aprile 28, 1968',
      'Data Incontro  il Ottobre 29, 2025, 17:00:00 +0100',
    ]);
    expect(fields(h)).toEqual(['Emily Quarantanove', '1968-04-28', 'Consultation', '2025-10-29']);
    const table = read([
      'Dati assistito',
      'Cognome Assistito  Nome Assistito  CF Assistito',
      'ASSISTITOPROVA  MODENA UNO  SSSMNN75B01F257L',
    ]);
    expect(table.patientName.value).toBe('Modena Uno Assistitoprova');
  });
});

describe('findHeader in Polish, Malay, Dutch and the Nordic languages', () => {
  const read = (lines: string[]) => findHeader(makeLines([lines]), [], lines.join('\n'), { dates: readDateOrder(lines) });
  const fields = (h: ReturnType<typeof read>) => [h.patientName.value, h.patientDob.value, h.noteDate.value, h.noteDate.role];

  it("reads a Polish discharge card's name, birth, admission and discharge columns, and never its birth date as the note's", () => {
    const card = [
      'KARTA INFORMACYJNA',
      'Nazwisko i imię pacjenta  PESEL  Data urodzenia',
      'NOWAK ANNA  58031204567  12.03.1958',
      'Adres  Data przyjęcia  Data wypisu',
      'ul. Polna 1, Gdańsk  02.02.2026 godz. 13:40  09.02.2026',
      'Epikryza',
      'Pacjentka przyjęta w trybie pilnym.',
    ];
    expect(fields(read(card))).toEqual(['Anna Nowak', '1958-03-12', '2026-02-09', 'discharge']);
  });

  it('reads name and birth labels in Malay, Dutch, Swedish, Danish and Czech', () => {
    const cases: [string[], string, string][] = [
      [['Nama pesakit : ALI BIN AHMAD', 'Tarikh lahir : 17/03/1985', 'Tarikh masuk : 02/06/2026'], 'Ali Bin Ahmad', '1985-03-17'],
      [['Achternaam: de Vries', 'Voornaam: Johanna', 'Geboortedatum: 04-07-1961'], 'Johanna de Vries', '1961-07-04'],
      [['Efternamn: Lindqvist', 'Förnamn: Elin', 'Födelsedatum: 1987-09-21'], 'Elin Lindqvist', '1987-09-21'],
      [['Efternavn: Jensen', 'Fornavn: Mette', 'Fødselsdato: 04.07.1961'], 'Mette Jensen', '1961-07-04'],
      [['Příjmení: Nováková', 'Jméno: Jana', 'Datum narození: 04.07.1961'], 'Jana Nováková', '1961-07-04'],
    ];
    for (const [lines, name, dob] of cases) expect(fields(read(lines)).slice(0, 2), lines[0]).toEqual([name, dob]);
  });
});

describe('findHeader gives each value read from one place its source, as written', () => {
  it('points at the title, the name, the DOB and the note date on their lines', () => {
    const lines = ['  PROGRESS NOTE', 'Patient: DOE, JANE A   DOB: 05/06/1970', 'Date of Service: March 4, 2024', 'HPI: cough'];
    const h = findHeader(makeLines([lines]), [], lines.join('\n'));
    expect([written(h.docType), written(h.patientName), written(h.patientDob), written(h.noteDate)]).toEqual([
      'PROGRESS NOTE',
      'DOE, JANE A',
      '05/06/1970',
      'March 4, 2024',
    ]);
    expect(h.patientName.source?.page).toBe(1);
  });
});

describe('findHeader reads a name its cell wraps onto the next line', () => {
  // Rows of cells, each with where it starts on the line, as a form prints them.
  const placed = (rows: [string, number][][]): DocLine[] =>
    rows.map((cells, index) => ({
      page: pageNumber(1),
      index,
      text: cells.map(([t]) => t).join('  '),
      cells: cells.map(([text, x]) => ({ text, x })),
    }));
  const name = (rows: [string, number][][]) => {
    const lines = placed(rows);
    return findHeader(lines, [], lines.map((l) => l.text).join('\n')).patientName;
  };

  it('joins the words a value cell wraps under itself, its label in its own cell or in the same, keeping the first line as its source', () => {
    // The label in a cell of its own, or before the value in the same cell (thirteenth round).
    const wrapped: [[string, number][][], string, string][] = [
      [
        [
          [
            ['Patient Name:', 50],
            ['Ms. Ida Rose', 180],
            ['Ward:', 250],
            ['East', 330],
          ],
          [['Brook', 180]],
          [
            ['Age / Sex:', 50],
            ['40 Yrs / Female', 180],
          ],
        ],
        'Ida Rose Brook',
        'Ms. Ida Rose',
      ],
      [
        [
          [
            ['Patient: Ana María de la Cruz', 50],
            ['DOB: 01/02/1970', 190],
            ['MRN: 55120', 330],
          ],
          [['Villanueva', 50]],
          [
            ['Visit date: 03/04/2025', 50],
            ['Provider: Dr. Lee', 190],
          ],
        ],
        'Ana María de la Cruz Villanueva',
        'Ana María de la Cruz',
      ],
    ];
    for (const [rows, value, source] of wrapped) {
      const h = name(rows);
      expect([h.value, written(h)]).toEqual([value, source]);
    }
  });

  it('joins a word a cell breaks at a hyphen', () => {
    const h = name([
      [
        ['Apellido Paterno: Vidal', 50],
        ['Apellido Materno: Mon-', 180],
        ['Nombres: Ana Luz', 310],
      ],
      [['tero', 180]],
    ]);
    expect(h.value).toBe('Ana Luz Vidal Montero');
  });

  it('joins nothing that is no wrapped cell: an address, a word under another column, a new field, a cell unbounded', () => {
    const row: [string, number][] = [
      ['Patient Name:', 50],
      ['Ida Brook', 180],
      ['Ward:', 290],
      ['East', 410],
    ];
    expect(name([row, [['12 Elm Street', 180]]]).value).toBe('Ida Brook');
    expect(name([row, [['Stable', 50]]]).value).toBe('Ida Brook');
    expect(name([row, [['Sex: F', 180]]]).value).toBe('Ida Brook');
    expect(name([row, [['Brook', 200]]]).value).toBe('Ida Brook');
    expect(
      name([
        [
          ['Patient Name:', 50],
          ['Ida Brook', 180],
        ],
        [['Riverside', 180]],
      ]).value,
    ).toBe('Ida Brook');
    // Room left on the line for the word below: it is the next field's value, not the name's end.
    expect(
      name([
        [
          ['Patient Name:', 50],
          ['Ida Brook', 180],
          ['Sex:', 330],
        ],
        [['Female', 180]],
      ]).value,
    ).toBe('Ida Brook');
    // Under a cell that opens with its label: a heading or the note's title, not the name's end.
    const header = (below: string): [string, number][][] => [
      [
        ['Patient: Ida Brook', 50],
        ['DOB: 01/02/1960', 150],
      ],
      [[below, 50]],
    ];
    expect(name(header('Vitals')).value).toBe('Ida Brook');
    const titled = name([row.slice(0, 2).concat([['Ward:', 220]]), [['Procedure Note', 180]]]);
    expect(titled.value).toBe('Ida Brook');
  });
});

describe('findHeader: a heading or a row of fields read as a name (twelfth round)', () => {
  it("reads no name from a heading that names the patient's document ('PATIENT CASE NOTES', 'OUT-PATIENT CASE PAPER')", () => {
    // A heading of a clinic's printed notes, the patient named in a field of the banner under it.
    const banner = ['RIVERSIDE POLYCLINIC — PATIENT CASE NOTES (EXTRACT)  Page 1 of 2', 'Name: LIM KAH WEI  DOB: 04/05/1960'];
    expect(header(['Consultation  02/03/2024 Dr Ong', 'Seen for review of asthma.'], banner).patientName.value).toBe('Lim Kah Wei');
    // A word a hyphen joins to the one before ('OUT-PATIENT') is part of a compound, not a label of its own.
    const paper = ['CITY EYE HOSPITAL', 'IN-PATIENT RECORD SHEET', 'Name Arun Kumar Nair Age/Sex 60/M DOB 01/02/1964'];
    expect(header(paper).patientName.value).toBe('Arun Kumar Nair');
  });

  it("takes the name from the banner's field just before the DOB, not the banner's first field ('VISIT | Roe, Ann | DOB …')", () => {
    const h = header(['Harbour Cardiology', 'FOLLOW-UP VISIT | Roe, Ann B | DOB 02/03/1950 | Chart #44 | Date of service: 03/04/2024']);
    expect(h.patientName.value).toBe('Ann B Roe');
    expect(header(['Harbour Cardiology · Vole, Tim · DOB 02/03/1950']).patientName.value).toBe('Tim Vole');
  });
});

describe('findHeader reads the patient’s labels in the Slavic languages in either script, Romanian, Albanian and Uzbek (thirteenth round)', () => {
  // The document's order, as the engine reads it (dates with dots are day first).
  const header = (lines: string[]) => findHeader(makeLines([lines]), [], lines.join('\n'), { dates: readDateOrder(lines) });

  it('reads the name and birth date a Cyrillic or Latin form labels, and never the birth date as the note’s', () => {
    const russian = header(['ЗАКЛЮЧЕНИЕ', 'Ф.И.О.: Орлова Нина Петровна', 'Дата рождения: 03.05.1961', 'Дата осмотра: 12.02.2026']);
    expect([russian.patientDob.value, russian.noteDate.value]).toEqual(['1961-05-03', '2026-02-12']);
    expect(russian.patientName.value).toContain('Орлова');
    const macedonian = header([
      'ИЗВЕШТАЈ',
      'Име и презиме',
      'Весна Иловска',
      'Датум на раѓање',
      '14.09.1977',
      'Датум на преглед',
      '02.03.2026',
    ]);
    expect([macedonian.patientDob.value, macedonian.noteDate.value]).toEqual(['1977-09-14', '2026-03-02']);
    const albanian = header(['RAPORT', 'Pacienti: Arta Kola', 'Datëlindja: 30.06.1990', 'Data e vizitës: 04.05.2026']);
    expect([albanian.patientDob.value, albanian.noteDate.value]).toEqual(['1990-06-30', '2026-05-04']);
    const uzbek = header(['XULOSA', 'Bemor: Karimova Nodira', 'Tug‘ilgan sanasi: 17.10.1982', 'Ko‘rik sanasi: 05.01.2026']);
    expect([uzbek.patientDob.value, uzbek.noteDate.value]).toEqual(['1982-10-17', '2026-01-05']);
  });
});

describe('findHeader: the patient named by the role a form gives them (thirteenth round)', () => {
  it("reads an examinee's or a claimant's field as the patient's, its label no part of the name", () => {
    const exam = header(['PRE-EMPLOYMENT MEDICAL', 'Examinee  Ann B. Roe  DOB  02/03/1980  Exam date  04/05/2025']);
    expect(exam.patientName.value).toBe('Ann B Roe');
    const claim = header(['ATTENDING PHYSICIAN STATEMENT', 'Claimant: Lee, Tom  Date of birth: 06/07/1975']);
    expect(claim.patientName.value).toBe('Tom Lee');
    // The examiner, one letter from the examinee, is a clinician.
    const examiner = header(['HISTORY AND PHYSICAL', 'EXAMINER: Dr. Ann Vole, MD, FACS', 'Roe, Jane B. | DOB: 02/03/1950']);
    expect(examiner.patientName.value).not.toContain('Vole');
  });
});

describe('findHeader reads Arabic labels (fifteenth round)', () => {
  // A made-up Arabic paper, its cells in reading order as the right-to-left reader gives them.
  const paper = [
    'مستشفى النور',
    'تقرير أشعة',
    'رقم الملف: 4471  تاريخ الميلاد: 1961/02/07  اسم المريضة: ليلى إبراهيم النجار',
    'تاريخ الطباعة: 2025/05/30  تاريخ الفحص: 2025/05/28',
    'الموجودات: لا يوجد.',
  ];

  it("reads the patient's name, birth date and the exam's date by their labels, not the print date", () => {
    const h = findHeader(makeLines([paper]), [], paper.join('\n'), {
      patient: { name: 'سلمى يوسف', dob: '1970-01-01', subscriberId: 'W1' },
    });
    // A labelled name that is not the patient in hand's still says whose paper it is.
    expect([h.patientName.value, h.patientDob.value, h.noteDate.value]).toEqual(['ليلى إبراهيم النجار', '1961-02-07', '2025-05-28']);
  });
});

describe('findHeader reads a table row OCR gives as one run of words (fifteenth round)', () => {
  // A faxed or scanned table: OCR joins a row's cells with single spaces, so its columns are not cells.
  const read = (lines: string[]) => findHeader(makeLines([lines]), [], lines.join('\n'));

  it("pairs the row's date labels with the row of dates under it, in order", () => {
    const h = read([
      'REGIONAL LABORATORY — MICROBIOLOGY',
      'PATIENT DOB SUBMITTER SPECIMEN ID',
      'ROE, JANE 03/04/1950 North Clinic M25-0001',
      'SOURCE COLLECTED RECEIVED REPORTED',
      'Sputum 04/03/2025 07:10 04/05/2025 11:32 06/02/2025',
      'Culture: no growth at 8 weeks 06/02/2025',
    ]);
    expect([h.noteDate.value, h.noteDate.role, written(h.noteDate)]).toEqual(['2025-04-03', 'service', '04/03/2025']);
    const triage = read(['NURSING TRIAGE', 'RECEIVED SEEN PRIORITY', '01/14/2025 0630 01/15/2025 0915 Routine', 'S: ankle swelling.']);
    expect([triage.noteDate.value, triage.noteDate.role]).toEqual(['2025-01-15', 'service']);
  });

  it('pairs nothing where the dates under the row are not as many as its date labels, or the row is a sentence', () => {
    expect(read(['COLLECTED RECEIVED', 'Sputum 04/03/2025', 'Seen 06/02/2025']).noteDate.role).not.toBe('received');
    expect(read(['Seen in clinic with her', '04/03/2025 feeling well']).noteDate.role).not.toBe('service');
    const foot = [
      'REHABILITATION PROGRAM COMPLETION REPORT',
      'Name: Ann Roe  Reassessment 2025-05-08',
      'Summary',
      'She completed the program with good attendance and meaningful gains in capacity.',
      'Consider a repeat program in twelve months or after any',
      'hospital admission.',
      'Signed: Ann Lee Ann Lee, Senior Physiotherapist 2025-05-09',
    ];
    expect(read(foot).noteDate.value).toBe('2025-05-08');
  });
});
