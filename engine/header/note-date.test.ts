import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import type { DateOrder } from '../text/date-order.ts';
import type { DocType } from './doc-types.ts';
import { pickNoteDate } from './note-date.ts';
import { readFields } from './read-fields.ts';

function noteDate(lines: string[], options: { docType?: DocType; running?: string[]; dob?: string; order?: DateOrder } = {}) {
  const note = makeLines([lines]);
  return pickNoteDate({
    lines: note,
    running: makeLines([options.running ?? []]),
    hits: readFields(note),
    docType: options.docType ?? 'Other',
    dob: options.dob ?? null,
    ...(options.order ? { order: options.order } : {}),
  });
}

describe('pickNoteDate ranks every date of the note by its role', () => {
  it('takes the collection date of a specimen over its receipt and report dates, in any order', () => {
    const report = ['Reported: 11/07/2022 18:34  Rec’d 11/05/2022', 'Coll Date/Time: 11/04/2022 13:23', 'Sodium  143  mmol/L'];
    expect(noteDate(report)?.iso).toBe('2022-11-04');
    expect(noteDate(['Resulted 3/9/21', 'Drawn 3/7/21 06:10', 'Potassium 4.1'])?.iso).toBe('2021-03-07');
  });

  it('reads the column head over a value in a table, and never takes the birth date in it', () => {
    const table = ['Valley Clinic', 'PATIENT  BIRTH DATE  ACCOUNT  VISIT DT', 'LOVE, ANN  04/05/1950  A77  09/02/2023', 'Office Visit'];
    expect(noteDate(table)).toMatchObject({ iso: '2023-09-02', page: 1, confidence: 0.9 });
  });

  it('reads a label among other fields without colons, and a date cut at the end of a line', () => {
    expect(noteDate(['Love, Ann Birthdate: 1/2/1950 Chart #: 44-1 Sex F Arrived: 2/28/2019 Plan #', 'A11'])?.iso).toBe('2019-02-28');
    expect(noteDate(['LOVE, ANN  DOB: 1/2/1950  Date of Consultation: October', '4, 2019', 'Consult Note'])?.iso).toBe('2019-10-04');
  });

  it('takes a date that an age shows to be the birth date for the birth date, labelled or not', () => {
    const h = noteDate([
      'LOVE, ANN  06/07/1951  M-55',
      'Mrs. Love is a 72 yo woman with cough.',
      'Electronically signed by B. Lund, MD 3/9/2024',
    ]);
    expect(h?.iso).toBe('2024-03-09');
  });

  it('falls back to the signing date, with low confidence, when no date is labelled and the body only tells the past', () => {
    const h = noteDate([
      'Admission H&P',
      'HPI: She has had pain since an ultrasound on 2/1/2023 showed stones. Her last visit was 1/5/2023.',
      'Plan: surgery consult.',
      'Electronically signed by B. Lund, MD',
      '03/04/2023 10:15',
    ]);
    expect(h?.iso).toBe('2023-03-04');
    expect(h?.confidence).toBeLessThan(0.85);
  });

  it('never takes a print, fax or receipt stamp, a comparison or an appointment to come', () => {
    const h = noteDate(
      [
        '06/01/2023 10:12 FROM: LAKE CLINIC 5555550100 TO: 5555550199 P.002/004',
        'XR KNEE 2 VIEWS',
        'Comparison: exam of 01/02/2022.',
        'Impression: arthritis. Return visit on 9/9/2023.',
        'Printed on 06/02/2023 by ROI',
      ],
      { running: ['Received 06/01/2023 10:20; Page 2'] },
    );
    expect(h).toBeNull();
  });

  it('reads a form’s addressee line with its date as a field, no fax stamp', () => {
    const addressee = 'To: Medical OPD, Lakeside Hospital  Date: 14/10/2026';
    expect(noteDate(['REFERRAL FORM', addressee, 'Reason: cough.'], { order: 'day-first' })).toMatchObject({
      iso: '2026-10-14',
      role: 'dated',
    });
  });

  it("takes the date a prescription or plan was written ('Erstellt am', 'Created', 'Emitido') when no date of care is printed", () => {
    const plan = [
      'Medikationsplan',
      'Patientin: Anna Roe',
      'Geburtsdatum: 15. Mai 1943',
      'Erstellt am: 4. Februar 2012, 14:05',
      'Kommentar: keiner',
    ];
    expect([noteDate(plan, { dob: '1943-05-15' })?.iso, noteDate(plan, { dob: '1943-05-15' })?.role]).toEqual(['2012-02-04', 'report']);
    expect(noteDate(['Receta médica', 'Emitido: 12/01/2025', 'Amoxicilina 500 mg'])?.iso).toBe('2025-12-01');
    // Below any date of the care itself.
    expect(noteDate(['Visit date: 03/01/2024', 'Created: 03/05/2024', 'Plan: rest.'])?.iso).toBe('2024-03-01');
  });

  it('takes the dictation date after the dates of the header, and before none at all', () => {
    const dictated = ['OPERATIVE REPORT', 'Findings: benign.', 'Dictated by: B. Lund, MD', 'D: 05/06/2020 14:00  T: 05/07/2020 09:00'];
    expect(noteDate(dictated)?.iso).toBe('2020-05-06');
    expect(noteDate(['DATE OF SURGERY: 05/05/2020', ...dictated.slice(1)])?.iso).toBe('2020-05-05');
  });

  it('takes the discharge date when a stay has both ends, whatever the title says, unless a date of service is labelled', () => {
    expect(noteDate(['D/C SUMM', 'Adm: 01/02/2022   Disch: 01/06/2022'])?.iso).toBe('2022-01-06');
    expect(noteDate(['Admitted: 01/02/2022  Discharged: 01/06/2022', 'DOS: 01/20/2022'])?.iso).toBe('2022-01-20');
  });

  it('reads a stay’s ends labelled in French and Dutch', () => {
    const order = { order: 'day-first' as const, docType: 'Discharge Summary' as const };
    expect(noteDate(['Compte rendu', 'Date d’entrée : 02/03/2022', 'Date de sortie : 09/03/2022'], order)).toMatchObject({
      iso: '2022-03-09',
      role: 'discharge',
    });
    expect(noteDate(['Ontslagbrief', 'Opnamedatum: 02-03-2022', 'Ontslagdatum: 09-03-2022'], order)?.iso).toBe('2022-03-09');
    // A note written during the stay, or an admission form, is still dated by the admission.
    expect(noteDate(['Admission form', 'Admitted: 02/03/2022', 'Ward 4'], { order: 'day-first' })?.iso).toBe('2022-03-02');
  });

  it('dates a discharge summary told as a letter by the discharge it tells of, and no other note by it', () => {
    const told = ['14 March 2024', 'Dear Dr Lee,', 'Mrs Kent was admitted on 1 March 2024 with pneumonia and went home on 5 March 2024.'];
    expect(noteDate(told, { docType: 'Discharge Summary', order: 'day-first' })).toMatchObject({ iso: '2024-03-05', role: 'discharge' });
    const letter = ['14 March 2024', 'Sehr geehrte Kollegin,', 'Frau Kent wurde am 5. März 2024 in gutem Zustand entlassen.'];
    expect(noteDate(letter, { docType: 'Discharge Summary', order: 'day-first' })?.iso).toBe('2024-03-05');
    const note = ['Progress Note', '05/04/2024', 'She was discharged on 01/03/2024 after pneumonia.'];
    expect(noteDate(note, { docType: 'Progress Note', order: 'day-first' })?.iso).toBe('2024-04-05');
  });

  it('reads a clinic’s date and an exam’s date in more languages as the date of care', () => {
    const order = { order: 'day-first' as const };
    expect(noteDate(['Lake Hospital', 'Typed:  14/03/2024', 'Clinic:  05/03/2024', 'Dear Dr Lee,'], order)?.iso).toBe('2024-03-05');
    expect(noteDate(['Date: 06/03/2024', 'Date de l’examen : 05/03/2024'], order)?.iso).toBe('2024-03-05');
    expect(noteDate(['Data: 06/03/2024', 'Data do exame: 05/03/2024'], order)?.iso).toBe('2024-03-05');
    expect(noteDate(['Datum: 06-03-2024', 'Datum onderzoek: 05-03-2024'], order)?.iso).toBe('2024-03-05');
    expect(noteDate(['Fecha: 06/03/2024', 'Fecha de atención: 05/03/2024'], order)?.iso).toBe('2024-03-05');
  });

  it('reads an appointment booked after the paper’s own date as a visit to come, and one alone as the visit', () => {
    const order = { order: 'day-first' as const, docType: 'Referral' as const };
    expect(noteDate(['Referral', 'Date: 05/03/2024', 'Appointment: 20/04/2024', 'Reason for referral: chest pain.'], order)).toMatchObject({
      iso: '2024-03-05',
      role: 'dated',
    });
    expect(noteDate(['Booking summary', 'Appt date/time: 20/04/2024 10:00', 'Created: 05/03/2024 09:12'], order)?.iso).toBe('2024-03-05');
    expect(noteDate(['Ihr Termin', 'Termin: 20.04.2024, 10:00 Uhr', 'Bitte bringen Sie Ihre Karte mit.'], order)?.iso).toBe('2024-04-20');
  });

  it('takes a labelled date from the page’s running header when the note has none, below the note’s own', () => {
    expect(noteDate(['Progress Note', 'S: cough'], { running: ['LOVE, ANN  DOB 1/2/1950  Enc Date: 02/03/2024'] })).toMatchObject({
      iso: '2024-02-03',
      page: 1,
      confidence: 0.85,
    });
  });

  it('takes a visit a letter tells of over the letter’s own date, even wrapped over two lines', () => {
    const letter = [
      'Lake Heart Clinic',
      'June 15, 2020',
      'Dr. B. Lund',
      'Re: Ann Love',
      'Dear Bo Lund, PA-C:',
      'Mrs. Love was seen in my office on',
      'May 25, 2020. She is well.',
    ];
    expect(noteDate(letter)?.iso).toBe('2020-05-25');
  });

  it('reads a visit a letter tells of by what the sentence says happened, in the languages letters arrive in', () => {
    const letter = (date: string, sentence: string, order: DateOrder = 'day-first') =>
      noteDate([date, 'Dear Colleague,', sentence, 'Kind regards'], { docType: 'Consultation', order });
    // The verb of meeting or examining the patient, or the clinic the visit took place in, wherever it stands.
    expect(letter('20 May 2021', 'I reviewed Mr Bo Kent in the clinic on 2 May 2021. His knee is better.')).toMatchObject({
      iso: '2021-05-02',
      role: 'visit',
    });
    expect(letter('20 May 2021', 'Mrs Kent attended the chest clinic on 2 May 2021 for follow-up of her asthma.')?.iso).toBe('2021-05-02');
    expect(letter('20 May 2021', 'I assessed her on 2 May 2021 with her son present.')?.iso).toBe('2021-05-02');
    expect(letter('20 May 2021', 'I spoke to her by telephone on 2 May 2021 about her results.')?.iso).toBe('2021-05-02');
    expect(letter('20 May 2021', 'Her visit to the practice on 2 May 2021 was uneventful.')?.iso).toBe('2021-05-02');
    expect(letter('Graz, 20.05.2021', 'wir berichten über Herrn Kent, der sich am 02.05.2021 in unserer Ambulanz vorstellte.')?.iso).toBe(
      '2021-05-02',
    );
    expect(letter('Lima, 20 de mayo de 2021', 'El paciente acudió a consulta el 2 de mayo de 2021 por tos.')?.iso).toBe('2021-05-02');
    expect(letter('Nantes, le 20 mai 2021', 'J’ai examiné votre patient le 2 mai 2021 en consultation.')?.iso).toBe('2021-05-02');
    expect(letter('Bari, 20 maggio 2021', 'Ho visitato in data 2 maggio 2021 il signor Kent.')?.iso).toBe('2021-05-02');
    // A date the sentence only mentions, led by no word of time, tells no visit, whatever verb stands before it.
    expect(letter('20 May 2021', 'The rules were reviewed in the Gazette, No. 4, page 12, Tue. May 4, 1999, as amended.')?.iso).toBe(
      '2021-05-20',
    );
    // A visit to come, or one before the visit told, is no date of this care.
    expect(letter('20 May 2021', 'I will review him in the clinic on 2 June 2021.')).toMatchObject({
      iso: '2021-05-20',
      role: 'unlabelled',
    });
    // Of two visits told, the later is the one the letter reports.
    expect(letter('20 May 2021', 'He attended the emergency department on 1 April 2021. I saw him in the clinic on 2 May 2021.')?.iso).toBe(
      '2021-05-02',
    );
  });
});

describe('pickNoteDate reads where a date sits', () => {
  it('does not read a web or mail address on the line above as a sentence the date sits in', () => {
    const letterhead = (above: string) =>
      noteDate(['PINNACLE HEALTH PLANS', above, 'Date of Determination: January 30, 2026', 'Member Name: DOE, JANE'])?.iso;
    expect(letterhead('www.pinnaclehealthplans.example.com')).toBe('2026-01-30');
    expect(letterhead('questions: info@pinnacle.example.org')).toBe('2026-01-30');
  });

  it('reads each date in its own sentence, where the one before ends in a date', () => {
    expect(noteDate(['Patient: Ann Love', 'She was last seen 1/2/2022. Seen today 3/4/2022 for cough.'])?.iso).toBe('2022-03-04');
  });

  it('keeps a title that reads like a section heading in the header block, and reads a column head past a value beside it', () => {
    expect(
      noteDate([
        'Lake Clinic',
        'FOLLOW-UP VISIT',
        'BIRTHDATE:  DECEMBER 6, 1963',
        'VISIT DATE:  3/8/22',
        'HPI: well.',
        'Signed by B. Lund 3/10/22',
      ])?.iso,
    ).toBe('2022-03-08');
    const table = ['PT NAME  SEX  DATE OF SURGERY  SURGEON', 'Ann Love  F  08-16-2023  B. Lund, MD', 'Procedure Report'];
    expect(noteDate(table)).toMatchObject({ iso: '2023-08-16', page: 1, confidence: 0.9 });
  });

  it('never takes a date that dates a listed item, or a field that names no date', () => {
    const cover = ['RECORDS TRANSMITTAL', 'DATE: 02/07/2026', '• Discharge Summary (02/01/2026) — 3 pages', '• Visit Notes (01/29/2026)'];
    expect(noteDate(cover)?.iso).toBe('2026-02-07');
    expect(noteDate(['Age (Y/M/D)  Date of Birth  Collected', '26/05/21  01/23/90  07/14/16'])?.iso).toBe('2016-07-14');
    expect(noteDate(['Age (Y/M/D)  Date of Birth  Sex', '26/05/21  01/23/90  M'])).toBeNull();
  });

  it('reads a running value row under the label row the note keeps', () => {
    const running = ['Received: 9/1/22 6:01 PM; Page 1', 'Ann Love  Mar 2 1958  08/04/2022 07:20  B. Lund, DO'];
    expect(noteDate(['Lake Hospital', 'PATIENT NAME  BIRTHDATE  ARRIVAL  PHYSICIAN', 'ED Record'], { running })?.iso).toBe('2022-08-04');
  });

  it('takes the later of two unlabelled header dates', () => {
    expect(noteDate(['Ann Love  January 5, 1948  F  08-16-2023', 'Procedure Report', 'Findings: normal.'])?.iso).toBe('2023-08-16');
  });

  it('ranks a labelled date in the body below the header’s and the sign-off’s', () => {
    const note = ['H&P', 'D.O.B.: 04/17/1947', 'HPI: cough since a fall.', 'Imaging: CT 06/10/2018', 'Signed by B. Lund 07/05/2018'];
    expect(noteDate(note)?.iso).toBe('2018-07-05');
    expect(noteDate(['H&P', 'Admitted: 07/04/2018', ...note.slice(1)])?.iso).toBe('2018-07-04');
    expect(noteDate(note.slice(0, 4))?.iso).toBe('2018-06-10');
  });

  it('takes a date labelled as the date of the exam or visit in the body over the signing date, and a bare Date: by a signature for the signing date', () => {
    const report = [
      'MEDICAL REPORT',
      'Full name of patient: Ms Ida Brook',
      'History: she has had diabetes since 1998 and two falls in 2016.',
      'I asked her which medicines she takes each day; she could not say.',
      'Date of examination/interview: 3 May 2019',
      'Diagnosis: vascular dementia.',
      'Signature:  _[to be signed]_________',
      'Name:  ____Dr Ola Finch__',
      'Date:  ____2 June 2019______',
    ];
    expect(noteDate(report)).toMatchObject({ iso: '2019-05-03', role: 'service' });
    expect(noteDate([...report.slice(0, 4), ...report.slice(5)])).toMatchObject({ iso: '2019-06-02', role: 'signature' });
  });
});

describe('a form prints its fields in columns: a date sits in its own cell, never in a sentence across the columns', () => {
  it('takes the discharge date of a stay printed in two columns after the words of the cells before it', () => {
    const form = [
      'HOSPITAL STAY CHARGES',
      'Name of patient:  Mr. Ola Finch  Ward of stay:  East wing of block two',
      'Date of Admission:  01/04/2023 10:00 hrs  Date of Discharge:  01/09/2023 12:00 hrs',
    ];
    expect(noteDate(form)).toMatchObject({ iso: '2023-01-09', role: 'discharge' });
  });

  it('still reads a date inside one cell of prose as the sentence says', () => {
    expect(noteDate(['Clinic letter', 'I saw her in the clinic on 03/02/2023 and she is well.', 'Dated  03/20/2023'])?.iso).toBe(
      '2023-03-02',
    );
  });
});

describe('a date in its own cell or line is no word of a sentence', () => {
  it('reads a time written with its word after a date as the time, in any language, not as a sentence going on', () => {
    const table = (value: string) =>
      noteDate(['Esame  Data esame  Provenienza', `RX-1  ${value}  Esterno`, 'Conclusioni: steatosi.', 'Refertato il 19/02/2026'], {
        docType: 'Radiology Report',
        order: 'day-first',
      });
    for (const value of [
      '18/02/2026 ore 09:40',
      '18.02.2026 godz. 09:40',
      '18.02.2026 um 09:40 Uhr',
      '18/02/2026 à 9h40',
      '18/02/2026 kl. 09.40',
    ])
      expect(table(value), value).toMatchObject({ iso: '2026-02-18', role: 'service' });
    // A sentence going on after a date is still read as one.
    expect(noteDate(['Ultrasound 7/29/21 showed stones. Seen today 8/2/21 for pain.'])?.iso).toBe('2021-08-02');
  });

  it('reads a label opening its line with its colon as the start of a field, not as words of the sentence above', () => {
    const report = [
      'CABINET DE RADIOLOGIE',
      'Ancien interne des hôpitaux de Rabat et diplômé en imagerie de la femme',
      'Casablanca, le 09/03/2026',
      'Adressée par : Dr Anis Tazi, gynécologue-obstétricien',
      'Examen réalisé le : 07/03/2026 (voie sus-pubienne)',
      'ECHOGRAPHIE PELVIENNE',
      'Cher Confrère,',
    ];
    expect(noteDate(report, { docType: 'Radiology Report', order: 'day-first' })?.iso).toBe('2026-03-07');
  });
});

describe('a value may open with a preposition, and a signing verb in any language dates a signature', () => {
  it('reads the label in the cell before a value that opens with a preposition', () => {
    expect(noteDate(['Consultation report', 'Encounter date  on 03/02/2023', 'Authenticator  Dr Ola Finch  on 03/04/2023'])).toMatchObject({
      iso: '2023-03-02',
      role: 'service',
    });
  });

  it('reads an Italian encounter date over the date its author signed it', () => {
    const report = [
      'Referto',
      'Data Incontro  il Marzo 2, 2023, 10:00:00 +0100',
      'Autenticatore legale  AAS Ola Finch firmato il Marzo 4, 2023, 11:00:00 +0100',
    ];
    expect(noteDate(report)).toMatchObject({ iso: '2023-03-02', role: 'service' });
  });
});

describe('a print stamp at a page edge never dates a note', () => {
  it('reads a date and time alone on the first or last line of a page as a stamp, and a blank form as undated', () => {
    const blank = [
      '12/07/2019 14:26',
      'PRE-ANAESTHETIC CHECKLIST',
      'Name: ____________',
      'Allergies:  Yes  No',
      'Fasting since midnight:  Yes  No',
    ];
    expect(noteDate(blank)).toBeNull();
    expect(noteDate([...blank.slice(1), '12/07/2019 14:26'])).toBeNull();
    expect(noteDate(['12/07/2019 14:26', 'PRE-ANAESTHETIC CHECKLIST', 'Date of surgery: 12/09/2019'])?.iso).toBe('2019-12-09');
    // OCR reads specks around a scanned stamp as a stray character or two.
    expect(noteDate(['~, i 12/07/2019 14:26 ’', ...blank.slice(1)])).toBeNull();
  });
});

describe("a date alone on its line below the header is the paper's own date", () => {
  it('dates a certificate or letter by the date it prints alone at its foot, with a place or without', () => {
    const certificate = [
      'MEDICAL CERTIFICATE',
      'Name: Ola Finch',
      'This is to certify that the above-named is unfit for work for 2 days from 04-Mar-2023 to 05-Mar-2023.',
      'Dr Ida Brook',
      '04-Mar-2023',
    ];
    expect(noteDate(certificate)).toMatchObject({ iso: '2023-03-04', role: 'report' });
    expect(noteDate([...certificate.slice(0, 4), 'Lakeside, 03/06/2023'])).toMatchObject({ iso: '2023-03-06', role: 'report' });
  });

  it('reads a dateline at the foot with its place and its language’s preposition as the paper’s own date', () => {
    // 'Made at Lakeside, on …': a certificate that says it examined the patient 'this day' is dated by its foot.
    const certificat = [
      'CERTIFICAT MÉDICAL',
      'Je soussigné, Docteur Ida Brook, certifie avoir examiné ce jour M. Ola Finch, né le 02/05/1990.',
      'Son état nécessite un arrêt de travail de trois jours, du 04/03/2023 au 06/03/2023 inclus.',
      'Fait à Lakeside, le 4 mars 2023',
      'Dr Ida Brook',
    ];
    expect(noteDate(certificat, { order: 'day-first' })).toMatchObject({ iso: '2023-03-04', role: 'report' });
    expect(noteDate([...certificat.slice(0, 3), 'Dado en Lakeside, a 04/03/2023'], { order: 'day-first' })?.iso).toBe('2023-03-04');
  });

  it('reads the caption over a form’s date as its label, though its words would make a sentence or a scrawl shares its line', () => {
    const fitNote = ['Statement of Fitness for Work', 'Unable to lift.', 'Date of statement / Dyddiad y datganiad', '03/11/2026'];
    expect(noteDate(fitNote, { order: 'day-first' })).toMatchObject({ iso: '2026-11-03', role: 'dated' });
    // OCR reads the prescriber's scrawl as marks beside the date under its caption.
    const script = ['PRESCRIPTION', 'Apixaban 5 mg tablets', 'Signature of Prescriber', 'Date', '(456 Sse  08/10/2026'];
    expect(noteDate(script, { order: 'day-first' })?.iso).toBe('2026-10-08');
  });

  it('ranks it below every labelled date of the note', () => {
    expect(noteDate(['CLINIC NOTE', 'Visit date: 03/02/2023', 'Cough, better.', 'Dr Ida Brook', '03/06/2023'])?.iso).toBe('2023-03-02');
    // A table's wrapped cell holds a date alone too: a date labelled in the body still ranks above it.
    const summary = ['Care Summary', 'She is feeling better and walks with a cane today.', 'Admission Date  03/02/2023'];
    expect(noteDate([...summary, 'Medication  Dose  End Date', 'Aspirin  81 mg', '03/09/2023'])?.iso).toBe('2023-03-02');
  });
});

describe('a labelled date whose separators a scan lost', () => {
  it('reads eight digits after a date label as the date, in the document’s order, and an identifier’s eight digits as none', () => {
    const form = ['PATHOLOGY FORM', 'PATIENT NAME: Ann Roe  MRN: 03152024', 'PROCEDURE DATE: 03122024', 'REPORT DATE: 03182024'];
    expect(noteDate(form)).toMatchObject({ iso: '2024-03-12', role: 'service' });
    expect(noteDate(['Form', 'Collected: 12032024', 'Reported: 18032024'], { order: 'day-first' })?.iso).toBe('2024-03-12');
    expect(noteDate(['Form', 'Collected: 03272024'], { order: 'day-first' })?.iso).toBe('2024-03-27');
    expect(noteDate(['Form', 'Exam date: 20240312'])?.iso).toBe('2024-03-12');
    expect(noteDate(['Form', 'Site: West  PROCEDURE DATE:  03122024'])?.iso).toBe('2024-03-12');
    // No date word in the label, or no calendar day in the digits: no date.
    expect(noteDate(['Form', 'MRN: 03152024', 'Account: 03122024'])).toBeNull();
    expect(noteDate(['Form', 'Procedure date: 13452024'])).toBeNull();
  });

  it('reads eight digits under a numbered column head that names a date, as forms number their boxes', () => {
    const form = [
      'REPORT OF MEDICAL HISTORY',
      '(This information is for official use only and will not be released to anyone else.)',
      '1. LAST NAME – FIRST NAME  2. SERVICE NUMBER',
      'ROE, ANN  XX-1234',
      '5. DATE OF BIRTH (YYYYMMDD)  8. PURPOSE OF EXAMINATION  9. DATE OF EXAMINATION',
      '19900407  X Enlistment _ Periodic  20130615',
    ];
    expect(noteDate(form)).toMatchObject({ iso: '2013-06-15', role: 'service' });
    // Under a head that names no date, or under a number's head, eight digits are an identifier's.
    expect(
      noteDate(['Form', '(For official use only; not to be released to anyone else.)', '4. MEMBER NUMBER  9. UNIT', '20130615  Alpha']),
    ).toBeNull();
  });
});

describe("a lab's dated events named in the languages charts arrive in", () => {
  it('takes the collection over the receipt, report and print dates, labelled in German, French, Spanish, Italian, Portuguese or Dutch', () => {
    const order = { order: 'day-first' as const };
    expect(noteDate(['Labor', 'Befunddatum: 16.10.2009', 'Entnahmedatum: 14.10.2009', 'Natrium 140'], order)?.iso).toBe('2009-10-14');
    expect(noteDate(['Laboratoire', 'Édité le 20/10/2009', 'Validé le 16/10/2009', 'Prélèvement du 14/10/2009 à 08:10'], order)?.iso).toBe(
      '2009-10-14',
    );
    expect(noteDate(['Laboratorio', 'Fecha de impresión: 20/10/2009', 'Fecha de obtención: 14/10/2009'], order)?.iso).toBe('2009-10-14');
    expect(noteDate(['Laboratorio', 'Data referto: 16/10/2009', 'Data prelievo: 14/10/2009'], order)?.iso).toBe('2009-10-14');
    expect(noteDate(['Laboratório', 'Liberado em: 16/10/2009', 'Data da coleta: 14/10/2009'], order)?.iso).toBe('2009-10-14');
    expect(noteDate(['Laboratorium', 'Uitslag: 16-10-2009', 'Afname: 14-10-2009'], order)?.iso).toBe('2009-10-14');
  });

  it("takes the specimen's receipt over the report and print dates when no collection is printed, and says so", () => {
    const order = { order: 'day-first' as const };
    expect(noteDate(['Labor', 'Druckdatum: 20.10.2009', 'Befunddatum: 16.10.2009', 'Eingangsdatum: 15.10.2009'], order)).toMatchObject({
      iso: '2009-10-15',
      role: 'received',
    });
    expect(noteDate(['Lab', 'Reported: 11/07/2022 18:34  Rec’d 11/05/2022', 'Sodium  143'])).toMatchObject({
      iso: '2022-11-05',
      role: 'received',
    });
    expect(noteDate(['Laboratorio', 'Data referto: 16/10/2009', 'Data accettazione: 15/10/2009'], order)?.iso).toBe('2009-10-15');
    // A print date alone is no date of care.
    expect(noteDate(['Labor', 'Druckdatum: 20.10.2009', 'Natrium 140'], order)).toBeNull();
  });

  it('gives no date when the paper leaves its date of care blank: when it was reported, signed or typed does not stand in', () => {
    const order = { order: 'day-first' as const };
    // The form's exam date left blank, its report signed on a day.
    const blank = [
      'Hill Imaging',
      'Patient: Bo Kent',
      'Exam Date:',
      '',
      'CT ABDOMEN',
      'Findings: normal.',
      'Electronically signed by',
      'Dr P Moss',
      'Reporting date: 09/04/2021',
    ];
    expect(noteDate(blank, { ...order, docType: 'Radiology Report' })).toBeNull();
    expect(noteDate(['Clinic Note', 'Date of service:', 'Plan: rest.', 'Dictated: 09/04/2021  Transcribed: 10/04/2021'], order)).toBeNull();
    expect(noteDate(['Hill Lab', 'Collected:   Time:', 'Urea  5.1', 'Authorised by Dr P Moss on 09/04/2021'], order)).toBeNull();
    // A label over its value on the next line is no blank field.
    expect(noteDate(['Hill Imaging', 'Exam Date:', '08/04/2021', 'Reporting date: 09/04/2021'], order)?.iso).toBe('2021-04-08');
    // Where no field for the date of care is printed, the report's date still stands in, saying so.
    expect(noteDate(['Hill Lab', 'Urea  5.1', 'Authorised by Dr P Moss on 09/04/2021'], order)).toMatchObject({
      iso: '2021-04-09',
      role: 'report',
    });
  });
});

describe('a row of dates under one label', () => {
  it("takes the latest of a cumulative report's row of collection dates: the older columns are earlier results", () => {
    const order = { order: 'day-first' as const };
    const row = 'Entnahme Datum / Zeit | 02.03.19 08:10 | 14.06.20 0755 | 09.11.21 09:20';
    expect(noteDate(['Kumulativer Befund', row, 'Natrium | 139 | 141 | 140'], order)).toMatchObject({ iso: '2021-11-09', role: 'service' });
    expect(noteDate(['Cumulative report', 'Collected | 03/02/2019 | 06/14/2020 | 11/09/2021', 'Sodium | 139 | 141'])?.iso).toBe(
      '2021-11-09',
    );
    // Words between two dates make them two fields, each read by its own label.
    expect(noteDate(['Collected 03/02/2019 Printed 11/09/2021', 'Sodium 139'])?.iso).toBe('2019-03-02');
  });
});

describe('a date typed into boxes under the names of its parts', () => {
  it("reads a claim form's service line under 'MM DD YY' by the box's caption, above the insured's birth and the signing date", () => {
    const claim = [
      'HEALTH INSURANCE CLAIM FORM',
      '3. PATIENT BIRTH DATE  4. INSURED NAME',
      'MM DD YY  SEX',
      '11 03 1985  F  Roe, Ann',
      '24. DATE(S) OF SERVICE  PROCEDURES  CHARGES',
      'From  To',
      'MM DD YY  MM DD YY  CPT',
      '1 02 19 20  02 19 20  99213',
      '31. SIGNATURE OF PHYSICIAN  DATE 03/11/2020',
    ];
    expect(noteDate(claim)).toMatchObject({ iso: '2020-02-19', role: 'service' });
  });

  it('reads the parts in the order their names give, in other languages too, and digits under no such names as no date', () => {
    const form = ["Date de l'examen", 'JJ MM AAAA', '14 10 2009'];
    expect(noteDate(['Compte rendu', ...form])?.iso).toBe('2009-10-14');
    expect(noteDate(['Compte rendu', "Date de l'examen", 'Code postal', '14 10 2009'])).toBeNull();
  });
});

describe('a visit told in a letter of any language, read against the paper’s own date', () => {
  const letter = (head: string, sentences: string[], docType: DocType = 'Consultation', order: DateOrder = 'day-first') =>
    noteDate([head, 'Dear Colleague,', ...sentences, 'Kind regards'], { docType, order });

  it('reads a visit told with its weekday or the word for day between the leading word and the date', () => {
    expect(
      letter('Graz, den 20. Mai 2021', ['die sich am Dienstag, dem 4. Mai 2021, erstmals in unserer Sprechstunde vorstellte.']),
    ).toMatchObject({
      iso: '2021-05-04',
      role: 'visit',
    });
    expect(letter('20 May 2021', ['I saw him in the clinic on Tuesday, 4 May 2021 with his wife.'])?.iso).toBe('2021-05-04');
    expect(letter('Lima, 20 de mayo de 2021', ['a quien evalué en consultorio el día 4 de mayo de 2021 por tos.'])?.iso).toBe('2021-05-04');
    expect(letter('Nantes, le 20 mai 2021', ['Je l’ai examiné le mardi 4 mai 2021 en consultation.'])?.iso).toBe('2021-05-04');
    expect(letter('Utrecht, 20 mei 2021', ['Op dinsdag 4 mei 2021 zag ik uw patiënt op de polikliniek.'])?.iso).toBe('2021-05-04');
  });

  it('reads a visit told with the part of its day, or the clinic of its weekday, in Malay, Polish and Swedish too', () => {
    const told = (head: string, sentence: string) => letter(head, [sentence]);
    expect(told('20 May 2021', 'Mrs Kent attended the department on the evening of 4 May 2021 after a fall.')).toMatchObject({
      iso: '2021-05-04',
      role: 'visit',
    });
    expect(told('Utrecht, 20 mei 2021', 'Ik zag haar op het spreekuur van dinsdag 4 mei 2021 samen met haar zoon.')?.iso).toBe(
      '2021-05-04',
    );
    expect(told('Tarikh: 20 Mei 2021', 'Pesakit telah hadir ke klinik ini pada 4 Mei 2021 dengan demam.')?.iso).toBe('2021-05-04');
    expect(told('Kraków, 20.05.2021', 'Pacjentka zgłosiła się do poradni w dniu 04.05.2021 z powodu kaszlu.')?.iso).toBe('2021-05-04');
    expect(told('Lund 2021-05-20', 'Patienten besökte mottagningen den 2021-05-04 med sin dotter.')?.iso).toBe('2021-05-04');
    // 'of' or 'van' before a date tells a visit only with its weekday: the results of a day are no visit on it.
    expect(told('20 May 2021', 'The results of 4 May 2021 were reviewed in clinic.')?.iso).toBe('2021-05-20');
    expect(told('Utrecht, 20 mei 2021', 'De uitslagen van 4 mei 2021 zijn op het spreekuur besproken.')?.iso).toBe('2021-05-20');
  });

  it('reads the date of the loss, accident or incident a claim is about as another time, in the languages charts arrive in', () => {
    const claim = (label: string) => noteDate(['Claim report', `${label}: 02/04/2021`, 'Date: 14/05/2021'], { order: 'day-first' })?.iso;
    for (const label of ['Date of loss', 'Date of accident', 'Incident date', 'Unfalldatum', 'Fecha del accidente', 'Data infortunio'])
      expect(claim(label), label).toBe('2021-05-14');
    // In a letter's subject line, the date of the loss is no date of the paper's own, before which the visit told would be to come.
    const letter = ['2021-05-20', 'Re: Ann Kent — Claim 44-1 — Date of loss 2021-04-02', 'Dear Mr Roe,'];
    expect(noteDate([...letter, 'She was re-assessed on 2021-05-14; findings below.', 'Yours truly,'])?.iso).toBe('2021-05-14');
  });

  it('reads a visit told after the paper’s own date as a visit to come, which the paper cannot report', () => {
    const discharge = [
      'Wir berichten über die Hospitalisation vom 02.05.2021 bis 09.05.2021.',
      'Eine Kontrolle in der Sprechstunde bei uns am 20.05.2021 ist vereinbart.',
    ];
    expect(letter('Graz, 12.05.2021', discharge, 'Discharge Summary')).toMatchObject({ iso: '2021-05-09', role: 'discharge' });
    // A visit told before the paper's date is still the one it reports.
    expect(letter('20 May 2021', ['I saw her in the clinic on 4 May 2021.'])?.iso).toBe('2021-05-04');
  });

  it('reads a stay told as a range in a sentence: its end is the discharge, which dates a discharge summary only', () => {
    const stay = ['wir berichten über Herrn Kent, der sich vom 02.05.2021 bis 09.05.2021 in unserer stationären Behandlung befand.'];
    expect(letter('Graz, 12.05.2021', stay, 'Discharge Summary')).toMatchObject({ iso: '2021-05-09', role: 'discharge' });
    expect(
      letter('20 May 2021', ['She was an inpatient here from 2 May 2021 to 9 May 2021 with pneumonia.'], 'Discharge Summary')?.iso,
    ).toBe('2021-05-09');
    // In another note the stay is history: the letter's own date stands.
    expect(letter('20 May 2021', ['She was an inpatient here from 2 May 2021 to 9 May 2021 with pneumonia.'], 'Consultation')?.iso).toBe(
      '2021-05-20',
    );
  });

  it('ranks a receipt stamp on a paper that is no lab report below the paper’s own date', () => {
    const note = ['ATESTADO', 'Atesto que o paciente foi atendido nesta data.', 'Recife, 05/03/2021', 'RECEBIDO RH - 08/03/2021 - ok'];
    expect(noteDate(note, { order: 'day-first' })?.iso).toBe('2021-03-05');
    // A lab paper that prints no collection is still dated by the specimen's receipt.
    expect(
      noteDate(['LABORATORY REPORT', 'Received: 08/03/2021', 'Sodium 139 mmol/L'], { docType: 'Laboratory Report', order: 'day-first' })
        ?.iso,
    ).toBe('2021-03-08');
  });
});

describe('a letter in any language, and a visit it tells without its year', () => {
  // Made-up letters: a dateline, a salutation in the letter's language, the body, a closing.
  const letter = (dateline: string, salutation: string, body: string[], closing: string, order: DateOrder = 'day-first') =>
    noteDate(['Dr. Ada Stone', 'Hill Road 4', dateline, salutation, ...body, closing, 'Dr. B. Lund'], { docType: 'Consultation', order });

  it('takes the visit a letter tells of over its labelled own date, whatever language greets', () => {
    expect(
      letter(
        'Datum: 20-05-2021',
        'Geachte collega,',
        ['Uw patiënt werd op 4 mei 2021 op de polikliniek gezien voor hoesten.'],
        'Met vriendelijke groet,',
      ),
    ).toMatchObject({ iso: '2021-05-04', role: 'visit' });
    expect(
      letter(
        'Data: 20/05/2021',
        'Gentile Collega,',
        ['ho visitato il signor Kent il 4 maggio 2021 per una tosse persistente.'],
        'Cordiali saluti',
      ),
    ).toMatchObject({ iso: '2021-05-04', role: 'visit' });
    expect(
      letter(
        'Datum: 20.05.2021',
        'Sehr geehrte Frau Kollegin,',
        ['Herr Kent wurde am 04.05.2021 in unserer Sprechstunde untersucht.'],
        'Mit freundlichen Grüßen',
      ),
    ).toMatchObject({ iso: '2021-05-04', role: 'visit' });
  });

  it('completes a told visit without its year from the paper’s own date, in the languages letters arrive in', () => {
    const cases: [string, string, string, string, string][] = [
      ['14 October 2026', 'Dear Dr Stone,', 'I saw Mrs Kent in surgery on 9th October with a cough.', 'Yours sincerely,', '2026-10-09'],
      [
        'Nantes, le 20 mai 2021',
        'Chère Consœur,',
        'J’ai examiné votre patiente le 3 mai en consultation.',
        'Bien confraternellement,',
        '2021-05-03',
      ],
      [
        'Graz, den 10. Januar 2022',
        'Sehr geehrter Herr Kollege,',
        'Herr Kent stellte sich am 4. Juni in unserer Ambulanz vor.',
        'Mit freundlichen Grüßen',
        '2021-06-04',
      ],
      [
        'Lima, 20 de mayo de 2021',
        'Estimada colega:',
        'La paciente acudió a consulta el día 5 de marzo del corriente por tos.',
        'Atentamente,',
        '2021-03-05',
      ],
      [
        'Bari, 20 maggio 2021',
        'Gentile Collega,',
        'ho visitato il signor Kent il 3 maggio in ambulatorio.',
        'Cordiali saluti',
        '2021-05-03',
      ],
      [
        'Utrecht, 20 mei 2021',
        'Geachte collega,',
        'Ik zag uw patiënt op 4 mei op de polikliniek.',
        'Met vriendelijke groet,',
        '2021-05-04',
      ],
    ];
    for (const [dateline, salutation, sentence, closing, iso] of cases)
      expect(letter(dateline, salutation, [sentence], closing), sentence).toMatchObject({ iso, role: 'visit' });
  });

  it('reads a report date the body lists (an enclosure, a result) as no date of the paper’s own, before which a visit would be to come', () => {
    const body = ['I saw Mrs Kent in surgery on 9th October with a cough.', 'Enc: chest X-ray report 06/10/2026; bloods 02/10/2026.'];
    expect(letter('14 October 2026', 'Dear Dr Stone,', body, 'Yours sincerely,')).toMatchObject({ iso: '2026-10-09', role: 'visit' });
    // A field of the body is the paper's own: an appointment booked after it is still to come.
    const booking = [
      'Referral',
      'Appointment Date:  02/08/2026',
      'She has had pain in the knee for two weeks and it is worse on the stairs.',
      'Document  Date Added',
      'Attachment  06/07/2026',
    ];
    expect(noteDate(booking, { order: 'day-first' })?.iso).not.toBe('2026-08-02');
  });

  it('takes no yearless date that is to come, that no sentence tells as a visit, or that no paper’s date completes', () => {
    // A visit to come, and a date the sentence only mentions: the letter's own date stands.
    expect(letter('14 October 2026', 'Dear Dr Stone,', ['I will see her again on 9th November.'], 'Yours sincerely,')?.iso).toBe(
      '2026-10-14',
    );
    expect(letter('14 October 2026', 'Dear Dr Stone,', ['Her cough began on 2nd October after a cold.'], 'Yours sincerely,')?.iso).toBe(
      '2026-10-14',
    );
    // Without a date of its own the paper cannot say the year.
    expect(noteDate(['Dear Dr Stone,', 'I saw Mrs Kent in surgery on 9th October with a cough.', 'Yours sincerely,'])).toBeNull();
  });
});

describe('dates a label or the page’s edge says are not this care’s, and dates labelled below or in the body', () => {
  it('never takes a date its label says is to come or was before, in the languages charts arrive in', () => {
    expect(
      noteDate(['Receta', 'Fecha: 3 de marzo de 2025', 'Amoxicilina 500 mg', 'Próxima cita: 13/03/2025'], { order: 'day-first' })?.iso,
    ).toBe('2025-03-03');
    expect(noteDate(['Ordonnance', 'Date : 3 mars 2025', 'Prochain rendez-vous : 13/03/2025'], { order: 'day-first' })?.iso).toBe(
      '2025-03-03',
    );
    expect(noteDate(['Rezept', 'Datum: 03.03.2025', 'Nächste Kontrolle: 13.03.2025'], { order: 'day-first' })?.iso).toBe('2025-03-03');
    expect(noteDate(['Consentement', 'Date prévue : 2025-03-20', 'Signature du patient', '2025-03-03', 'Date'])?.iso).toBe('2025-03-03');
  });

  it('takes a fax machine’s transmission line at the page’s top for a stamp, whatever OCR makes of its page count', () => {
    const report = (banner: string) =>
      noteDate([
        banner,
        'OPEN MRI CENTRE',
        'PRELIMINARY REPORT',
        'Patient: Bo Kent',
        'Technique: MRI of the knee.',
        'Impression: no tear.',
      ]);
    expect(report('Mar 09 2025 03:31PM  Lakeside PT  5095550162  page 4 of §')).toBeNull();
    expect(report('03/09/2025 15:31  FROM: 555 0162  P. 2')).toBeNull();
    // A dated entry of a chart is no transmission line: the date and time open what was written then.
    expect(noteDate(['09/03/25 0630 Night nursing summary: slept well, obs stable.', 'J. Tran RN'], { order: 'day-first' })?.iso).toBe(
      '2025-03-09',
    );
  });

  it('takes a body label naming the date of this care over a date standing alone in the header', () => {
    const report = ['Mar 09 2025', 'OPEN MRI CENTRE', 'EXAM: MRI KNEE RIGHT  DATE OF EXAM: 02/14/2025', 'FINDINGS: no tear.'];
    expect(noteDate(report)).toMatchObject({ iso: '2025-02-14', role: 'service' });
  });

  it('reads a date by the caption printed under it, as forms print a line’s caption below the line', () => {
    expect(noteDate(['Certificate', 'I examined the patient and found her unfit for work.', '2025/03/04', 'Date of issue'])?.iso).toBe(
      '2025-03-04',
    );
    // A title under a dateline is no caption of it.
    expect(noteDate(['Clinic', '2025/03/04', 'Follow-up visit', 'She is well.'])?.iso).toBe('2025-03-04');
    // A date of birth captioned below is a birth date, never the note's.
    expect(noteDate(['Consent form', 'I agree to the operation.', '1950/03/04', 'Date of birth', 'Signed 2025/03/05'])?.iso).toBe(
      '2025-03-05',
    );
  });

  it('reads a date whose year a line break cut off, in any language', () => {
    const rx = (head: string) =>
      noteDate(['Receta', head, '2025', 'Amoxicilina 500 mg', 'Próxima cita: 13/03/2025'], { order: 'day-first' });
    expect(rx('Paciente: Ana Roe  Edad: 34 años  Fecha: 3 de marzo de')?.iso).toBe('2025-03-03');
    expect(rx('Patiente : Anne Roe  Date : 3 mars')?.iso).toBe('2025-03-03');
    expect(rx('Patient: Ann Roe  Date: 3rd March')?.iso).toBe('2025-03-03');
  });

  it('reads a form’s label in its own cell as a label, though its words would make a sentence', () => {
    const form = [
      'MEDICAL CERTIFICATE',
      'I examined the patient',
      'on (date of examination)  2025/03/04  at (time)  10:20',
      'and found her unfit.',
    ];
    expect(noteDate(form)).toMatchObject({ iso: '2025-03-04', role: 'service' });
    // Words of a sentence before a date in the same cell stay a sentence.
    expect(noteDate(['Clinic', 'She had the date of her examination moved from 2025/03/04 to later.'])?.role).not.toBe('service');
  });

  it('dates an entry by the heading it opens with (date, time, kind, author), over a banner’s admission date', () => {
    // A ward's entry printed under the stay's banner: its own heading says when it was written.
    const entry = ['11/20/2024 06:45 — Medicine Progress Note — Ann Lowe, MD', 'S: Slept well.', 'A/P: Continue antibiotics.'];
    const running = ['ROE, JANE  DOB: 04/03/1950  Adm: 11/17/2024'];
    expect(noteDate(entry, { running, docType: 'Progress Note' })).toMatchObject({ iso: '2024-11-20', role: 'service' });
    // Under a print stamp whose words run on without a stop, the heading is still no sentence's words.
    const printed = ['Printed 01/02/2025 for the annual chart review requested by the practice manager', ...entry];
    expect(noteDate(printed, { running })).toMatchObject({ iso: '2024-11-20', role: 'service' });
    // In a document that writes its dates day first.
    const dayFirst = [
      'LAKE ROAD MEDICAL CENTRE  17 Lake Rd, Dapto NSW 2530',
      'Patient: Mrs Jane ROE  D.O.B. 04/03/1950  Medicare 2951 44810 3-1  Residence: Banksia',
      'Grove, Room 14',
      'Printed 02/07/2025 for: the annual chart audit (Director of Care)',
      '14/03/2025 10:20 Dr Ann Lowe (home visit)',
      'Reviewed.',
    ];
    expect(noteDate(dayFirst, { order: 'day-first', running })).toMatchObject({ iso: '2025-03-14', role: 'service' });
    // A letter's dateline with a scan's specks beside it is no entry's heading: the visit the letter tells is the date.
    const letter = ['October 28, 2026 —_— Ea .', 'Dear Dr Lowe,', 'I saw Mr Roe in my office on October 20, 2026 for shoulder pain.'];
    expect(noteDate(letter)?.iso).toBe('2026-10-20');
    // A table's row carried over to the next page is no entry's heading.
    const row = ['05/10/2025  15 months  Varicella  R thigh  V0877  J. Ngata RN', 'Status as at 10/08/2026: up to date for age.'];
    expect(noteDate(row, { order: 'day-first' })?.iso).toBe('2026-08-10');
    // A heading further down the note is another entry's, not this note's.
    const later = ['Ward round', 'Seen with the team on the ward.', 'Reviewed overnight events and bloods.', ...entry];
    expect(noteDate(later, { running, docType: 'Progress Note' })?.iso).toBe('2024-11-17');
  });

  it('reads no sentence across a row of fields set apart by dots or bars', () => {
    const consult = [
      'CARDIOLOGY CONSULTATION',
      'Ann Lowe, MD · Cardiology · Requested by: Ivo Brandt, MD · Date of consultation: 11/21/2024',
      'Reason for consultation: chest pain.',
    ];
    const running = ['ROE, JANE  DOB: 04/03/1950  Adm: 11/17/2024'];
    expect(noteDate(consult, { running, docType: 'Consultation' })).toMatchObject({ iso: '2024-11-21', role: 'service' });
    const barred = ['Author: Ann Lowe, MD (Hospital Medicine) | Seen on the ward by request | Visit date: 11/21/2024 09:10'];
    expect(noteDate(barred, { running, docType: 'Progress Note' })).toMatchObject({ iso: '2024-11-21', role: 'service' });
  });

  it('reads a date of service after the paper’s own date as care to come: a review of a planned operation', () => {
    const review = [
      'UTILISATION REVIEW',
      'CASE  MEMBER  REVIEW DATE',
      'A-17  ROE JANE  11/05/25',
      'Procedure 22633 · DOS 12/03/25 · Lake Surgery Center',
    ];
    expect(noteDate(review)).toMatchObject({ iso: '2025-11-05', role: 'dated' });
    // A 'Date:' in the body (an operation's, quoted in a later visit's note) is not the paper's own.
    const visit = [
      'Visit Note - July 16, 2025',
      'Patient is two weeks after surgery.',
      'Operative note',
      'Date: 07/02/2025',
      'Microdiscectomy.',
    ];
    expect(noteDate(visit)?.iso).toBe('2025-07-16');
    // A report's date is one specimen's: the next specimen may be taken after it.
    const lab = [
      'Laboratory report',
      'Blood · Collected: 27/07/2026 06:30 · Released: 27/07/2026 11:15',
      'Urine · Collected: 21/07/2026 22:10 · Released: 24/07/2026 16:40',
    ];
    expect(noteDate(lab, { order: 'day-first' })?.iso).toBe('2026-07-27');
    // A row of dates under a bare date's label dates a cumulative report's columns, not the paper.
    const cumulative = [
      'Kumulativer Befund',
      'Entnahme Datum / Zeit | 28.04.06 16:50 | 31.07.06 05:00 | 05.12.07 16:10',
      'Datum / Zeit | 28.04.06 16:58 | 31.07.06 05:25 | 05.12.07 16:32',
      'Natrium | 139 | 141 | 140',
    ];
    expect(noteDate(cumulative, { order: 'day-first' })?.iso).toBe('2007-12-05');
    // A date of service before the paper's own date is the care it reports.
    expect(noteDate(['Operative report', 'Date: 11/05/25', 'DOS 11/03/25'])?.iso).toBe('2025-11-03');
  });

  it('reads a letter’s dateline beside the addressee, its place with its preposition, as the paper’s own date', () => {
    // The appointment the letter books after its own date is a visit to come; the discharge told over a line break is the stay's end.
    const letter = [
      'Herrn',
      'Dr. med. Ivo Brandt  Linz, am 23.09.2026',
      'Sehr geehrter Herr Kollege,',
      'wir berichten über Frau Roe, die bei uns stationär aufgenommen wurde. Die Patientin konnte am 09.09.2026 in gutem',
      'Zustand nach Hause entlassen werden. Ein Kontrolltermin in unserer Ambulanz ist für den',
      '21.10.2026 vereinbart.',
    ];
    expect(noteDate(letter, { order: 'day-first', docType: 'Discharge Summary' })).toMatchObject({ iso: '2026-09-09', role: 'discharge' });
  });

  it('reads a specimen’s taking, receipt and answer in the Nordic languages and Finnish', () => {
    const order = { order: 'day-first' as const };
    const danish = [
      'Laboratoriesvar',
      'Prøve taget  04.03.2026 kl. 07:52  Modtaget  04.03.2026 kl. 09:10',
      'Besvaret  05.03.2026 kl. 11:35',
    ];
    expect(noteDate(danish, order)).toMatchObject({ iso: '2026-03-04', role: 'service' });
    const swedish = ['Provsvar', 'Besvarat  05.03.2026', 'Provtagningsdatum  04.03.2026', 'Mottaget  04.03.2026'];
    expect(noteDate(swedish, order)).toMatchObject({ iso: '2026-03-04', role: 'service' });
    const finnish = ['Laboratoriovastaus', 'Vastattu  05.03.2026', 'Näytteenotto  04.03.2026'];
    expect(noteDate(finnish, order)).toMatchObject({ iso: '2026-03-04', role: 'service' });
  });

  it('reads a field after its label’s colon on a row of fields as the field’s value, not words of a sentence', () => {
    const hearing = [
      'Audiology report',
      'Client: Ann Roe Date of birth: 22 September 1961 Test date: 21 March 2025',
      'Report date 24/03/2025.',
    ];
    expect(noteDate(hearing, { order: 'day-first' })).toMatchObject({ iso: '2025-03-21', role: 'dated' });
  });

  it('never takes the period a print or an extract covers for a date of service', () => {
    const extract = [
      'Consultation notes — filter: 01-Jan-2025 to 13-Oct-2025 · all providers · printed 13-Oct-2025 11:02',
      'Dear colleague, please find the notes you asked for.',
      'Yours sincerely',
    ];
    expect(noteDate(extract, { order: 'day-first' })?.iso).not.toBe('2025-01-01');
    const list = ['ENCOUNTERS  02/01/2026 – 10/30/2026', 'Office visit notes follow.'];
    expect(noteDate(list)).toBeNull();
  });

  it('reads a date typed one digit a box under a column head that names it and its parts’ order', () => {
    const claim = [
      'FORMULARIO DE RECLAMACIÓN',
      'Nombre completo del paciente  Parentesco  Fecha de nacimiento (DD MM AAAA)',
      'ANA ROE LUNA  Hija  0 2 0 5 2 0 1 5',
      'Médico tratante  Exequátur  Fecha del servicio (DD MM AAAA)',
      'Dr. Ivo Brandt — Pediatría  7714-98  1 9 0 8 2 0 2 6',
      'Firma del afiliado titular',
      'Fecha: 28/08/2026',
    ];
    expect(noteDate(claim, { order: 'day-first' })).toMatchObject({ iso: '2026-08-19', role: 'service' });
    // Year first where the head says so, whatever the document's order.
    const yearFirst = ['Claim', 'Physician  Licence  Date of service (YYYY MM DD)', 'Dr Ivo Brandt  7714  2 0 2 6 0 8 1 9'];
    expect(noteDate(yearFirst)).toMatchObject({ iso: '2026-08-19', role: 'service' });
  });
});

describe('pickNoteDate: labels a reader pairs with their dates across cells and rows (twelfth round)', () => {
  it("reads a label that ends the cell before the date, after another field's value ('… 02/01/2024 Discharge date:' | '02/09/2024')", () => {
    const summary = ['Discharge Summary', 'Admission (elective) date: 02/01/2024 Discharge date:  02/09/2024', 'Course: uneventful.'];
    expect(noteDate(summary, { docType: 'Discharge Summary' })?.iso).toBe('2024-02-09');
  });

  it('reads a row of labels over a row of values that OCR gives as one run of words each', () => {
    // A referral form: its priority, its consultation's date and its issue date under one caption row.
    const form = [
      'REFERRAL FORM',
      'Reason: changing mole.',
      'Priority Date of consultation Date of issue',
      '[x] Urgent [ ] Routine 14/03/2025 15/03/2025',
    ];
    expect(noteDate(form, { order: 'day-first' })).toMatchObject({ iso: '2025-03-14', role: 'service' });
    // A form's signature row: the date under 'DATE' is the form's own.
    const request = ['DRUG REQUEST', 'She has had a flare of arthritis on treatment.', 'PRESCRIBER SIGNATURE. DATE', 'Jx 04/02/2025'];
    expect(noteDate(request)?.iso).toBe('2025-04-02');
    // A signature's caption over the scrawl and the date it was signed on.
    const script = ['PRESCRIPTION', 'one capsule to be taken three times a day', 'Signature of Prescriber', 'Xz 05/06/2025', 'DR A NOBLE'];
    expect(noteDate(script, { order: 'day-first' })?.iso).toBe('2025-06-05');
    // Words of a sentence over a date are no captions.
    expect(noteDate(['Follow-up letter.', 'He was seen again. we discussed the date', 'Xz 05/06/2025'])?.role).not.toBe('dated');
  });
});

describe('pickNoteDate: a stay from … to … in more languages (twelfth round)', () => {
  it("ends a hospital stay told 'od … do …' (Slovak, Czech, Polish) at its discharge", () => {
    const sk = ['PREPÚŠŤACIA SPRÁVA', 'Meno: Eva Malá', 'Hospitalizácia od: 14.02.2025 do: 19.02.2025', 'Diagnóza: K80.2'];
    expect(noteDate(sk, { order: 'day-first' })?.iso).toBe('2025-02-19');
    const pl = ['KARTA INFORMACYJNA', 'Pacjent: Jan Nowak', 'Hospitalizacja od 14.02.2025 do 19.02.2025', 'Rozpoznanie: K80.2'];
    expect(noteDate(pl, { order: 'day-first' })?.iso).toBe('2025-02-19');
  });
});

describe("pickNoteDate: a certificate's dateline closed by its stop (twelfth round)", () => {
  it("reads 'Place, date.' at a certificate's foot as the paper's own date, the day spelled out or not", () => {
    const words = [
      'CERTIFICADO MÉDICO',
      'Certifico que la paciente fue asistida hoy y se indica reposo por tres días.',
      'Salto, veintitrés de marzo de 2025.',
      'Dra. Ana Ruiz',
    ];
    expect(noteDate(words, { order: 'day-first' })?.iso).toBe('2025-03-23');
    const figures = [
      'MEDICAL CERTIFICATE',
      'I certify that I examined the patient today and she is unfit for work.',
      'Lakeside, 03/06/2023.',
      'Dr Ann Vole',
    ];
    expect(noteDate(figures, { order: 'day-first' })?.iso).toBe('2023-06-03');
  });
});

describe('pickNoteDate: labels in the Slavic languages in either script, Romanian, Albanian and Uzbek (thirteenth round)', () => {
  const order = { order: 'day-first' as const };
  it('reads a stay’s admission and discharge labels in Cyrillic (Serbian, Bulgarian) and in Latin script', () => {
    const serbian = ['ОТПУСНО ПИСМО', 'Болесник: Петар Илић  Датум рођења: 02.03.1961.', 'Пријем: 10.05.2026.  Отпуст: 17.05.2026.'];
    expect(noteDate(serbian, { ...order, docType: 'Discharge Summary' })).toMatchObject({ iso: '2026-05-17', role: 'discharge' });
    const bulgarian = ['ЕПИКРИЗА', 'Дата на постъпване: 03.02.2026', 'Дата на изписване: 09.02.2026'];
    expect(noteDate(bulgarian, { ...order, docType: 'Discharge Summary' })).toMatchObject({ iso: '2026-02-09', role: 'discharge' });
    const croatian = ['OTPUSNO PISMO', 'Datum prijema: 10.05.2026.  Datum otpusta: 17.05.2026.'];
    expect(noteDate(croatian, { ...order, docType: 'Discharge Summary' })).toMatchObject({ iso: '2026-05-17', role: 'discharge' });
  });

  it('reads a specimen’s taking over its issue in Russian and Serbian, and an exam’s date over a birth date', () => {
    const russian = ['Результаты анализов', 'Дата выдачи: 14.07.2026', 'Дата взятия: 13.07.2026', 'Гемоглобин 131 г/л'];
    expect(noteDate(russian, order)).toMatchObject({ iso: '2026-07-13', role: 'service' });
    const serbian = ['ЛАБОРАТОРИЈСКИ НАЛАЗ', 'Узорковано: 21.04.2026. 07:10  Издато: 22.04.2026. 12:00'];
    expect(noteDate(serbian, order)).toMatchObject({ iso: '2026-04-21', role: 'service' });
    const exam = ['ПРОТОКОЛ ИССЛЕДОВАНИЯ', 'Дата рождения: 01.02.1970', 'Дата осмотра: 05.06.2026'];
    expect(noteDate(exam, order)).toMatchObject({ iso: '2026-06-05', role: 'service' });
  });

  it('reads a Macedonian label stacked over its value', () => {
    const stacked = ['ИЗВЕШТАЈ', 'Датум на раѓање', '04.05.1980', 'Датум на преглед', '11.03.2026, 09:15'];
    expect(noteDate(stacked, order)).toMatchObject({ iso: '2026-03-11', role: 'service' });
  });

  it('reads Romanian stay labels (an OCR slip in one), Albanian and Uzbek visit labels', () => {
    const romanian = ['EXTRAS', 'Data nașterii: 01.01.1950', 'Data internarii: 02.03.2026  Data extermării: 12.03.2026'];
    expect(noteDate(romanian, { ...order, docType: 'Discharge Summary' })).toMatchObject({ iso: '2026-03-12', role: 'discharge' });
    const albanian = ['RAPORT MJEKËSOR', 'Datëlindja: 03.04.1985', 'Data e vizitës: 06.07.2026'];
    expect(noteDate(albanian, order)).toMatchObject({ iso: '2026-07-06', role: 'service' });
    const uzbek = ['XULOSA', 'Tug‘ilgan sanasi: 01.02.1975', 'Ko‘rik sanasi: 03.04.2026'];
    expect(noteDate(uzbek, order)).toMatchObject({ iso: '2026-04-03', role: 'service' });
  });
});

describe('pickNoteDate: labels and sentences a reader pairs with their dates (thirteenth round)', () => {
  const cases: { what: string; lines: string[]; docType?: DocType; iso: string; role: string }[] = [
    {
      what: 'reads the label words its colon closes as the label, not the words of the field before it',
      lines: [
        'Lakeside Imaging Centre',
        'ROE, Ann DOB 02/03/1960 RIS No 5521',
        'Examination: MRI lumbar spine with and without contrast Date of examination: 04/05/2026',
        'Findings: no disc herniation is seen at any level and the cord ends normally.',
        'Reported by: Dr B. Lund, Consultant Radiologist Verified 06/05/2026 10:48',
      ],
      docType: 'Radiology Report',
      iso: '2026-05-04',
      role: 'service',
    },
    {
      what: "reads each date of a sentence by the words since the date before it, and 'today' set off by its comma",
      lines: [
        'Harbour Road Surgery',
        '9 April 2025',
        'Dear Dr Lee,',
        'I reviewed Mrs Roe in the surgery today, 8/4/25, some weeks after her discharge from Lakeside Hospital on 14/3/25 with pneumonia.',
        'Yours sincerely,',
        'Dr Ann Vole',
      ],
      docType: 'Referral',
      iso: '2025-04-08',
      role: 'visit',
    },
    {
      what: 'labels a date given again in brackets after another calendar’s by the label before both',
      lines: ['Haematology report', 'Collected: 2082/05/01 (14/08/2025)  Reported: 2082/05/01', 'Haemoglobin 13.1 g/dL'],
      iso: '2025-08-14',
      role: 'service',
    },
  ];
  it.each(cases)('$what', ({ lines, docType, iso, role }) => {
    expect(noteDate(lines, { order: 'day-first', ...(docType ? { docType } : {}) })).toMatchObject({ iso, role });
  });
});

describe('a visit a letter tells by its noun, by a verb of any form, or as today', () => {
  const letter = (head: string, sentences: string[], docType: DocType = 'Consultation', order: DateOrder = 'day-first') =>
    noteDate([head, 'Dear Colleague,', ...sentences, 'Kind regards'], { docType, order });

  it('reads the date an encounter noun names with "of" as the visit told: my visit of, the consultation of', () => {
    expect(letter('20 May 2021', ['The neuropathy was confirmed at my visit of 4 May 2021 on nerve studies.'])).toMatchObject({
      iso: '2021-05-04',
      role: 'visit',
    });
    expect(letter('20 May 2021', ['Her findings at the consultation of 4 May 2021 are summarised below.'])?.iso).toBe('2021-05-04');
    // 'of' after a noun that names no encounter still tells no visit.
    expect(letter('20 May 2021', ['The results of 4 May 2021 were reviewed in clinic.'])?.iso).toBe('2021-05-20');
  });

  it('reads a visit told by a verb in its -ing form: thank you for attending on', () => {
    expect(letter('20 May 2021', ['Thank you for attending for your hearing test on 4 May 2021.'])).toMatchObject({
      iso: '2021-05-04',
      role: 'visit',
    });
  });

  it('reads a visit told as today, in a sentence with an earlier event’s date, as the letter’s own day', () => {
    const seenToday = letter('20 May 2021', [
      'Many thanks for sending Ben, whom I saw today with his father after his fall on 4 May 2021.',
    ]);
    expect(seenToday?.iso).toBe('2021-05-20');
    expect(letter('Graz, 20.05.2021', ['Herr Kent, den ich heute nach seinem Sturz am 04.05.2021 gesehen habe.'])?.iso).toBe('2021-05-20');
    // A date that follows 'today' is the visit's own.
    expect(letter('20 May 2021', ['I saw him today, 18/5/21, following his discharge on 4/5/21.'])?.iso).toBe('2021-05-18');
  });
});

describe('date labels in Azerbaijani and Turkish, and in the Cyrillic of Mongolian and the Turkic languages', () => {
  it('reads a specimen’s taking over its result, and a bare date, in Azerbaijani (ə and ı folded)', () => {
    const lab = [
      'Laboratoriya',
      'Pasiyent: Əliyeva Aynur',
      'Doğum tarixi: 03.04.1980',
      'Nümunə götürülüb: 12.05.2025 08:10',
      'Nəticə: 14.05.2025 15:00',
    ];
    expect(noteDate(lab, { order: 'day-first' })).toMatchObject({ iso: '2025-05-12', role: 'service' });
    expect(
      noteDate(['Həkim məsləhəti', 'Tarix: 19.05.2025 Pasiyent: Əliyeva Aynur', 'Şikayətlər: yorğunluq'], { order: 'day-first' })?.iso,
    ).toBe('2025-05-19');
    expect(noteDate(['Muayene tarihi: 19.05.2025', 'Sonuç tarihi: 21.05.2025'], { order: 'day-first' })?.iso).toBe('2025-05-19');
  });

  it('reads an examination’s date in Mongolian Cyrillic (ө, ү), never its birth date', () => {
    const echo = ['ЭХО ШИНЖИЛГЭЭНИЙ ХАРИУ', 'Овог, нэр: Дорж Бат', 'Төрсөн огноо: 1985.03.02', 'Шинжилсэн огноо: 2025.05.12'];
    expect(noteDate(echo)).toMatchObject({ iso: '2025-05-12', role: 'service' });
    expect(noteDate(['Төрсөн огноо: 1985.03.02', 'Үзлэгийн огноо: 2025.05.13', 'Зовиур: толгой өвдөнө'])?.iso).toBe('2025-05-13');
  });
});

describe('a date label read by its own event, not by what the date is for', () => {
  it('reads the event before "for" as the label’s: the date of examination for this report is the examination’s', () => {
    const report = ['Medical report', '14 May 2025', 'Date of birth  02/03/1970', 'Date of examination for this report  09/05/2025'];
    expect(noteDate(report, { order: 'day-first' })).toMatchObject({ iso: '2025-05-09', role: 'service' });
    // A label that names only what it is for keeps that word's role: 'Report date for claim' is the report's.
    expect(noteDate(['Claim', 'Date of visit: 02/05/2025', 'Report date for claim: 09/05/2025'], { order: 'day-first' })?.iso).toBe(
      '2025-05-02',
    );
  });
});

describe('pickNoteDate: a form that prints its sentence up to the date and a colon (fifteenth round)', () => {
  it("reads the visit a form's printed sentence tells though a colon closes it ('I assessed your case on: …')", () => {
    const form = [
      'Statement of Fitness',
      'Patient: Ann Roe  Date of birth: 04/03/1950',
      'I assessed your case on: 02/11/2026 by telephone',
      'you are not fit for work.',
      'Date of statement  09/11/2026',
    ];
    expect(noteDate(form, { order: 'day-first', dob: '1950-03-04' })).toMatchObject({ iso: '2026-11-02', role: 'visit' });
  });
});

describe('a told visit whose verb closes the sentence on the next line (sixteenth round)', () => {
  const letter = (head: string, sentences: string[], order: DateOrder = 'day-first') =>
    noteDate([head, 'Sehr geehrte Kollegin', ...sentences, 'Mit freundlichen Grüssen'], { docType: 'Consultation', order });

  it('reads the clause on from a date that ends its line, where the next line goes on in lower case', () => {
    // German and Dutch put the verb last: the date may end the line, what happened on it opens the next.
    expect(
      letter('Zug, 21. Mai 2021', [
        'Besten Dank für die Zuweisung der Patientin, die wir am 19.05.2021',
        'erstmals ambulant gesehen haben.',
      ]),
    ).toMatchObject({
      iso: '2021-05-19',
      role: 'visit',
    });
    expect(
      letter('Gent, 21 mei 2021', ['Dank voor de verwijzing van uw patiënt, die ik op 19.05.2021', 'op de polikliniek gezien heb.'])?.iso,
    ).toBe('2021-05-19');
    // A line that opens a field or a sentence of its own says nothing of the date above it.
    expect(letter('Zug, 21. Mai 2021', ['Die Kontrolle erfolgte nach dem Eingriff am 19.05.2021', 'Diagnosen: Anämie'])?.iso).toBe(
      '2021-05-21',
    );
  });
});

describe('a visit told as a follow-up or a review again, with its verb in the past (sixteenth round)', () => {
  const letter = (head: string, sentences: string[], order: DateOrder = 'month-first') =>
    noteDate([head, 'Dear Doctor,', ...sentences, 'Sincerely,'], { docType: 'Progress Note', order });

  it('reads the visit the clinician says took place, the follow-up being its kind', () => {
    expect(letter('March 12, 2021', ['I saw Mrs. Roe in follow-up on March 10, 2021. She is well.'])).toMatchObject({
      iso: '2021-03-10',
      role: 'visit',
    });
    expect(letter('12 March 2021', ['I reviewed Mr Roe again in the clinic on 10 March 2021.'], 'day-first')?.iso).toBe('2021-03-10');
    expect(letter('12 March 2021', ['He was seen for his return visit on 10 March 2021.'], 'day-first')?.iso).toBe('2021-03-10');
  });

  it('still reads a follow-up or return to come, or a visit before, as another time', () => {
    expect(letter('March 12, 2021', ['Follow-up on April 10, 2021 with labs.'])?.iso).toBe('2021-03-12');
    expect(letter('March 12, 2021', ['I saw her today and she will return on April 10, 2021.'])?.iso).toBe('2021-03-12');
    expect(letter('March 12, 2021', ['I saw her at her last follow-up on March 1, 2021.'])?.iso).toBe('2021-03-12');
  });
});

describe('a paper that is no visit of its own reports the last visit it names (seventeenth round)', () => {
  const form = (lines: string[], docType: DocType = 'Other') => noteDate(lines, { docType });

  it("reads a form's field of the last or most recent visit over the form's own date and signing", () => {
    const authorization = ['PRIOR AUTHORIZATION REQUEST', 'Member: Roe, Ann  DOB: 02/03/1970', 'Date patient last seen 10/29/2026'];
    expect(form([...authorization, 'Prescriber signature  Date: 11/02/2026'])).toMatchObject({ iso: '2026-10-29', role: 'lastVisit' });
    const statement = ['ATTENDING PHYSICIAN STATEMENT', 'Date of last examination  03/03/2026', 'Diagnosis: M06.9'];
    expect(form([...statement, 'Signed', '03/09/2026'])?.iso).toBe('2026-03-03');
    expect(form(['CLAIM FORM', 'Date: 09/20/2026', 'Date of most recent visit  09/16/2026'])?.iso).toBe('2026-09-16');
  });

  it('reads the last visit a letter that reports none of its own tells of, in the languages letters arrive in', () => {
    const letter = (head: string, sentence: string, order: DateOrder = 'month-first') =>
      noteDate([head, 'Dear Doctor,', sentence, 'Yours sincerely,', 'Dr A. Lee'], { docType: 'Other', order });
    expect(letter('August 19, 2024', 'I have been his physician since 2012 and last examined him on August 6, 2024.')?.iso).toBe(
      '2024-08-06',
    );
    expect(letter('June 14, 2024', 'Summary of her last visit on June 12, 2024: two fillings.')?.iso).toBe('2024-06-12');
    expect(letter('14.06.2024', 'Ich habe sie zuletzt am 12.06.2024 in der Sprechstunde gesehen.', 'day-first')?.iso).toBe('2024-06-12');
    expect(letter('14 juin 2024', 'Je l’ai vue pour la dernière fois le 12 juin 2024 en consultation.', 'day-first')?.iso).toBe(
      '2024-06-12',
    );
  });

  it("keeps a last visit another time in a visit's own note, beside a visit told today, and beside a labelled date of service", () => {
    const visit = ['Date of service: 03/01/2025', 'Last visit: 01/05/2025', 'S: doing well'];
    expect(form(visit, 'Progress Note')?.iso).toBe('2025-03-01');
    expect(form(['OFFICE NOTE', 'Date: 03/01/2025', 'Last seen: 01/05/2025'], 'Progress Note')?.iso).toBe('2025-03-01');
    const today = ['March 12, 2021', 'Dear Doctor,', 'I saw Mrs Roe today. At her last visit on March 1, 2021 she was well.', 'Sincerely,'];
    expect(form(today)?.iso).toBe('2021-03-12');
    expect(form(['CERTIFICATE', 'Date of examination: 02/06/2026', 'Date last seen 01/05/2026'])?.iso).toBe('2026-02-06');
    // A visit to come stays another time, whatever the paper.
    expect(form(['June 14, 2024', 'Dear Doctor,', 'Her next visit on June 30, 2024 is booked.', 'Sincerely,'])?.iso).toBe('2024-06-14');
  });
});

describe('a paper that lists other papers is dated by its own date (eighteenth round)', () => {
  // Made up: an index of released records, a claim file's index and a contents page, each with a table of the papers it
  // lists under a row of column heads, the period or episode the papers cover, and its own date (prepared, indexed,
  // printed) in its head or its running lines.
  it('takes the index’s own labelled date, never a listed paper’s date, the episode it covers or a care event it names', () => {
    const contents = [
      'LAKESIDE HOME CARE  12 Mill Rd, Springfield',
      'Release of Records – Contents',
      'Requested by: Acme Health Plan, request R-1 Date prepared: 05/02/2024',
      'Patient: Roe, Ann DOB: 01/02/1940 Episode: SOC 03/01/2024 – discharge 04/20/2024',
      '#  Document  Date  Discipline',
      '1  Plan of Care  03/01/2024  Physician / RN',
      '2  Discharge summary  04/20/2024  RN',
    ];
    expect(noteDate(contents)?.iso).toBe('2024-05-02');
    const claim = [
      'Acme Life Insurance',
      'Disability Claim – File Index',
      'Claimant  Ann Roe  Date of birth  01/02/1970',
      'Date last worked  02/01/2024  Index date  06/10/2024',
      'Bates  Document  Source',
      '1  File index  Claims',
      '2  Office note 03/03/2024  Valley Rheumatology',
      '3  Attending Physician Statement  Dr. B. Lund',
    ];
    expect(noteDate(claim)?.iso).toBe('2024-06-10');
    // Its own date may stand at its foot, in the custodian's certification, after the rows; a request's date is another's.
    const certified = [
      'RECORDS INDEX — COPY OF MEDICAL RECORD',
      'Patient: Ann Roe  Date of birth: 11/23/1951',
      'Requested by: Acme Health Plan — Data Validation Request date: 01/12/2024',
      '#  Document  Date  Page',
      '1  Records index (this page)  —  1',
      '2  New patient consultation  09/08/2023  2',
      'I certify that the attached pages are true and complete copies of records kept in the ordinary course of business.',
      'Custodian of records: B. Lund, Practice Manager Date: 01/20/2024',
    ];
    expect(noteDate(certified)?.iso).toBe('2024-01-20');
    // A field of its head with its colon dates it, whatever word the lexicon lacks ('Produced', 'Compiled').
    const produced = [
      'Index of Records Produced',
      'Patient: Ann Roe  DOB: 9/30/1951  Produced: 4/20/2024 for Acme Senior Advantage',
      'Document  Date  Pages',
      '1 Clinic new patient consultation  1/14/2024  2',
      '2 Echocardiogram  3/11/2024  3',
    ];
    expect(noteDate(produced)?.iso).toBe('2024-04-20');
  });

  it('takes its print date where it prints no other, over an authorisation told in a sentence and the rows it lists', () => {
    const index = [
      'Valley Mutual Life  Case file index',
      'Printed 08/14/2024',
      'Proposed insured  Ann Roe',
      'Purpose: audit of dates of service 01/01/2024 – 03/31/2024. Authorization on file signed by patient 07/19/2024.',
      '#  Document  Source  Date  Pages',
      '1  Case file index (this page)  Underwriting  08/14/2024  1',
      '2  Paramedical examination  Examiner network  06/24/2024  2',
      '3  Laboratory profile  Lakeside Laboratories  06/24/2024  1',
      'Disclosed under the applicant’s signed authorization (dated 06/10/2024) to the reinsurer only.',
    ];
    expect(noteDate(index)?.iso).toBe('2024-08-14');
    const printedOnly = [
      'Release of Information: Disclosure Index',
      'Date  Encounter  Provider',
      '01/14/2024  New patient visit  B. Lund, MD',
      '02/25/2024  Return visit  B. Lund, MD',
    ];
    expect(noteDate(printedOnly, { running: ['Printed 04/02/2024 10:12 by HIM'] })?.iso).toBe('2024-04-02');
    // A figure on the stamp's line that reads as a date (a statute's section) is no print date: the print word labels it.
    const footer = 'Redisclosure prohibited under Code § 24-12-21.  Printed 04/02/2024 10:12 by HIM  Page 1 of 3';
    expect(noteDate(printedOnly, { running: [footer] })?.iso).toBe('2024-04-02');
  });

  it('leaves a visit note whose table lists its own results or earlier visits to the usual ranking', () => {
    const visit = [
      'Office Visit',
      'Date of service: 03/05/2024',
      'She returns for review of her diabetes and feels well in herself.',
      'Date  Test  Result',
      '01/14/2024  HbA1c  7.1',
      '02/25/2024  HbA1c  6.8',
    ];
    expect(noteDate(visit)?.iso).toBe('2024-03-05');
  });
});
