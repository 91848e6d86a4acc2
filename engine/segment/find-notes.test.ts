import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { pageNumber } from '../types.ts';
import { findNotes } from './find-notes.ts';

// Running lines per page, each page's cells printed side by side (a banner, a print stamp, a page's number).
const running = (pages: string[][]) =>
  pages.map((cells, i) => ({
    page: pageNumber(i + 1),
    lines: cells.length === 0 ? [] : [{ text: cells.join('   '), cells: cells.map((text, k) => ({ text, x: 72 + 200 * k })) }],
  }));

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

  it('starts an untitled entry where its labelled time of service differs on the same day, not where a page repeats the day alone', () => {
    const entry = (stamp: string, nurse: string) => [
      `DATE/TIME: ${stamp}  NURSE: ${nurse}, RN`,
      'Resting comfortably, vital signs stable, pain four out of ten after medication.',
      'Abdomen soft and tender, no vomiting since the last entry.',
    ];
    const lines = makeLines([
      entry('01/30/2026 02:00', 'T. Obi'),
      entry('01/30/2026 06:30', 'S. Marz'),
      entry('01/30/2026 11:00', 'K. Wash'),
    ]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const continued = makeLines([
      entry('01/30/2026 02:00', 'T. Obi'),
      ['Date: 01/30/2026', 'Tolerating clear liquids and walking in the hall with help.'],
    ]);
    expect(findNotes(continued, 2, true)).toHaveLength(1);
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

  it('starts a note at the top of its page when a banner and letterhead print above the title, never on the page before', () => {
    const first = note('PROGRESS NOTE', '2024-03-04').slice(0, -1);
    const lines = makeLines([
      [...first, 'DOE, JANE - Confidential patient information - Page 1'],
      [
        'DOE, JANE  Date of Birth: 05/06/1970  MRN: 12-34  Date of Procedure: 3/8/24',
        'Valley Orthopaedic & Spine',
        'Brief Op Note',
        'Indications: knee pain for years despite injections.',
        'Electronically signed by Alan Reyes, MD on 3/8/24',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, lines[s.fromLine]?.text])).toEqual([
      [1, 'PROGRESS NOTE'],
      [2, 'DOE, JANE  Date of Birth: 05/06/1970  MRN: 12-34  Date of Procedure: 3/8/24'],
    ]);
  });

  it('starts a note where the page banner names another document, and keeps pages whose banner names the same one', () => {
    const banner = (title: string) => `Doe, Jane | DOB: 05/06/1970 | MRN: R-55782  ${title}`;
    const body = (what: string) => [
      `${what}: the patient rested overnight and denies pain or nausea today.`,
      'Vital signs were stable through the shift.',
    ];
    const pages = [
      [...body('CHIEF COMPLAINT'), 'Plan: observe.'],
      [...body('COURSE'), 'Plan: home tomorrow.'],
      [...body('0800 ASSESSMENT'), 'Tolerating diet.'],
      [...body('1400 ASSESSMENT'), 'Ambulating.'],
    ];
    const running = ['EMERGENCY DEPARTMENT NOTE', 'EMERGENCY DEPARTMENT NOTE', 'NURSING NOTES', 'NURSING NOTES'].map((title, i) => ({
      page: pageNumber(i + 1),
      lines: [{ text: banner(title), cells: [{ text: banner(title), x: 72 }] }],
    }));
    const lines = makeLines(pages);
    expect(findNotes(lines, 4, true, running).map((s) => [s.first, s.last])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // The same banner in the page's own first line (not set apart as running) says the same.
    const inline = makeLines(pages.map((p, i) => [banner(running[i]?.lines[0]?.text.split('  ')[1] ?? ''), ...p]));
    expect(findNotes(inline, 4, true).map((s) => [s.first, s.last])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('starts a note where the page banner names a document the section headings know too (patient instructions after a medication record)', () => {
    const banner = (title: string) => `Roe, Ann | DOB: 02/03/1948 | MRN: K-4411  ${title}`;
    const lines = makeLines([
      [banner('MEDICATION ADMINISTRATION RECORD'), '02/01 08:00  Metoprolol 25 mg PO  Given', '02/01 12:00  Paracetamol 1 g PO  Given'],
      [
        banner('DISCHARGE INSTRUCTIONS'),
        'DISCHARGE INSTRUCTIONS',
        'PATIENT: Roe, Ann  DATE: 02/01/2026',
        'You had a small operation on your knee and you are ready to go home today.',
        'Keep the dressing dry for five days and walk a little every hour.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('opens a note at the letterhead above a header table of column labels, and keeps the page that repeats the table with the same visit', () => {
    const labels = 'Patient name  dob  Chart no.  Date of visit  Payer';
    const values = 'Nora Quist  03-09-1951  C-44120  Aug. 5, 2024 09:10  Q7731';
    const lines = makeLines([
      note('PROGRESS NOTE', '2024-03-04'),
      [
        'Lakeside Family Clinic',
        labels,
        values,
        'Clinic Note',
        'History: she has had a dry cough for three weeks that is worse at night.',
        'Exam: the chest is clear and the throat is a little red.',
      ],
      [labels, values, 'Electronically signed by Omar Vance, MD on 08/06/2024'],
    ]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last, lines[s.fromLine]?.text])).toEqual([
      [1, 1, 'PROGRESS NOTE'],
      [2, 3, 'Lakeside Family Clinic'],
    ]);
  });

  it('keeps a page that repeats the patient banner, or a short banner with its page number, in the note it continues', () => {
    const body = ['Exam: lungs clear, heart regular, abdomen soft and not tender.', 'Plan: rest and fluids for a week.'];
    for (const banner of [['Patient: Jane Doe  DOB: 1970-05-06', 'Date of Service: 2024-03-04'], ['DOE, JANE  DOB 05/06/1970 - Page 2']]) {
      const lines = makeLines([
        note('PROGRESS NOTE', '2024-03-04').slice(0, 4),
        [...banner, ...body, 'Electronically signed by Alan Reyes, MD'],
      ]);
      expect(findNotes(lines, 2, true), banner[0]).toHaveLength(1);
    }
  });

  it('starts an untitled note at a page that opens with a letterhead, a letter date and the patient after a sign-off', () => {
    const lines = makeLines([
      note('PROGRESS NOTE', '2024-03-04'),
      [
        'Valley Orthopaedic & Spine',
        '1200 Medical Plaza Dr, Suite 300 | Mesa, AZ 85201',
        '01/30/2024',
        'Anita Quintero, PA-C',
        'Riverside Primary Care',
        'Provo, UT 84604',
        'Patient: Doe, Jane DATE OF BIRTH: 1970-05-06 MRN 404-42-56',
        'Dear Dr. Quintero,',
        'Thank you for asking me to see Ms. Doe in consultation for her blood pressure.',
        'Sincerely,',
        'Alan Reyes, MD',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, lines[s.fromLine]?.text])).toEqual([
      [1, 'PROGRESS NOTE'],
      [2, 'Valley Orthopaedic & Spine'],
    ]);
  });

  it('starts a letter whose opening (a date alone, a salutation) heads its page, though the page before was never signed and the letter names the patient only in its text', () => {
    const lines = makeLines([
      [
        'Caring for your plaster cast',
        'Keep your arm raised above your heart as much as you can for two days.',
        'Come back straight away if your fingers go numb, blue or very swollen.',
      ],
      [
        'City Hospital Emergency Department',
        '10 November 2026',
        'Dr Niamh Fahy',
        'Seapoint Family Practice',
        'Dear Dr Fahy,',
        'Your patient Mrs Jane Doe attended our department after a fall onto her right hand.',
        'Yours sincerely,',
        'Dr Conor Healy',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('takes a statement that the note is not signed for its end: the next page opening with the patient starts a note', () => {
    const unsigned = note('EMERGENCY DEPARTMENT NOTE', '2024-03-04').slice(0, -1);
    const report = [
      'St. Brendan Regional Medical Center',
      'Diagnostic Imaging',
      'Pt Name: DOE, JANE   DATE OF BIRTH: May 6 1970',
      'Exam Date: 3/4/24',
      'Findings: several shadowing gallstones, the largest 1.8 cm, no wall thickening.',
      'Helen Greenberg, MD',
      'Electronically signed 3/5/2024 1:43 PM',
    ];
    const spans = (last: string) => findNotes(makeLines([[...unsigned, last], report]), 2, true).map((s) => s.first);
    expect(spans('Transcribed; not authenticated')).toEqual([1, 2]);
    expect(spans('Dictated but not read')).toEqual([1, 2]);
  });

  it('does not split a header block at its second or third date (collected, received, reported)', () => {
    const lines = makeLines([
      note('PROGRESS NOTE', '2024-03-04'),
      [
        'Lab Results',
        'NAME: DOE, JANE  Birthdate: 1970-05-06',
        'MR#: E604794  Collection Date: 1/5/2022 08:03',
        'Ins ID: MBR78980420',
        'Date Received: 1/5/2022 19:19  Date Reported: 1/7/2022 10:47',
        'Sodium  145  mmol/L  136-145',
        'Reviewed and electronically signed by Alan Reyes, MD 1/7/2022',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it('starts a note on the page after a short page of results without note text', () => {
    const lines = makeLines([
      ['LABORATORY RESULTS', 'Patient: Jane Doe  DOB: 1970-05-06', 'Glucose  142  H  mg/dL  70-100', 'Sodium  141  mEq/L  136-145'],
      ['RADIOLOGY REPORT', 'Patient: Jane Doe  DOB: 1970-05-06', 'Findings: the appendix is dilated with stranding around it.'],
    ]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it("starts a note at a page of results under its own header block after a page of note text; a stay's results page or a report's second page of results does not", () => {
    const visit = [
      'Consultation record',
      'Mr Oren Vale  Born 03-Feb-1961',
      '11-Mar-2025 09:40 Dr Ilse Kirk (GP) Face to face',
      'History: tired for a month, no weight loss, sleeps badly since the move.',
      'Plan: bloods today and review in two weeks.',
    ];
    const results = (head: string[]) => [
      ...head,
      'Test  Result  Units  Reference range',
      'Haemoglobin  119  g/L  130 - 175',
      'Ferritin  9  ug/L  20 - 300',
      'Sodium  140  mmol/L  133 - 146',
      'TSH  2.4  mU/L  0.27 - 4.20',
    ];
    // Its labels over their values, read as OCR gives them: one run of words each, no columns.
    const header = [
      'Dale Valley Pathology',
      'Surname Forename DOB',
      'VALE OREN 03/02/1961',
      'Requested by Collected Received',
      'Dr I Kirk 11/03/2025 10:05 11/03/2025 13:20',
    ];
    const packet = makeLines([visit, results(header)]);
    expect(findNotes(packet, 2, true).map((s) => s.first)).toEqual([1, 2]);
    // A stay's summary whose results follow on the next page without a header of their own is one document, and a
    // report whose second page repeats its header over more results goes on.
    const stay = makeLines([visit, results([])]);
    expect(findNotes(stay, 2, true)).toHaveLength(1);
    const more = [
      ...header,
      'Test  Result  Units  Reference range',
      'Calcium  2.31  mmol/L  2.20 - 2.60',
      'Vitamin B12  182  ng/L  197 - 771',
      'Folate  3.1  ug/L  3.9 - 26.8',
      'CRP  4  mg/L  0 - 5',
    ];
    const report = makeLines([results(header), more]);
    expect(findNotes(report, 2, true)).toHaveLength(1);
    // Its reference ranges written in words ('13,5 a 17,5', '4.0 to 11.0'), in any language.
    const worded = ['Hemoglobina  11,9 g/dL  13,5 a 17,5', 'Leucócitos  8.900 /mm³  4.000 a 11.000', 'Creatinina  1,4 mg/dL  0,7 a 1,3'];
    const laboratorio = [
      'Laboratório Vale',
      'Paciente: Oren Vale  Data de Nasc.: 03/02/1961',
      'Solicitante: Dra. Ana Lins (CRM 18.442)  Atendimento: 26-0917734',
      'Coleta: 11/03/2025 10:05',
      ...worded,
    ];
    expect(findNotes(makeLines([visit, laboratorio]), 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it('does not start a note at an item of a list that names a report and its date (a fax cover sheet)', () => {
    const lines = makeLines([
      [
        'MEDICAL RECORDS TRANSMISSION',
        'TO:  Pines Family Medicine — Dr. Eve Sato, DO',
        'FAX:  (555) 867-5309',
        'FROM:  HIM Department — Riverside Community Hospital',
        'DATE:  February 7, 2026',
        'PAGES:  40 (including cover)',
        'PATIENT:  DOE, JANE',
        'DOB:  05/06/1970',
        'MRN:  RCH-2019-55782',
        'RECORDS ENCLOSED:',
        '• Emergency Department Visit Notes (01/29/2026) — 4 pages',
        '• Discharge Summary (02/01/2026) — 3 pages',
        '• History & Physical (01/29/2026) — 3 pages',
        '• Operative Report: Appendectomy (01/30/2026) — 2 pages',
        '- Radiology Report: CT Abdomen (01/29/2026) — 1 page',
        'Records sent per provider request dated 02/05/2026.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it('does not start a note at a section heading that carries a date (Procedures: ... (01/30/2026))', () => {
    const lines = makeLines([
      note('DISCHARGE SUMMARY', '2026-02-01').slice(0, -1),
      [
        'PROCEDURES: Laparoscopic appendectomy (01/30/2026)',
        'Hospital course was smooth and the patient went home on the second day.',
        'Discharge medications: acetaminophen as needed for pain.',
        'Follow up in the surgery clinic in two weeks.',
      ],
    ]);
    expect(
      findNotes(lines, 2, true, [
        { page: pageNumber(2), lines: [{ text: 'DOE, JANE | DOB: 05/06/1970', cells: [{ text: 'DOE, JANE | DOB: 05/06/1970', x: 40 }] }] },
      ]),
    ).toHaveLength(1);
  });

  it("takes a study or procedure named under a section heading for the section's content, not a title", () => {
    const lines = makeLines([
      [
        'DISCHARGE SUMMARY',
        'Patient: Jane Doe  DOB: 1970-05-06',
        'Discharge Date: 2024-03-05',
        'Hospital course: admitted with pneumonia, treated with antibiotics and improved.',
        'PROCEDURES',
        'CT chest 03/02/2024.',
        'Ultrasound-guided knee injection',
        'Discharge medications: amoxicillin for five more days.',
        'Electronically signed by Alan Reyes, MD on 2024-03-05',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it('starts a note at a page whose header block holds a new date of service, though its title is unknown and the note before was not signed', () => {
    const lines = makeLines([
      [...note('PROGRESS NOTE', '2024-03-04').slice(0, -1), 'Dictated, not proofread'],
      [
        'ADVANCED IMAGING OF THE VALLEY',
        'Radiology',
        'Pt Name: DOE, JANE  Birth Date: 06MAY1970',
        'EMPI: 5987940  Study Date: 2024-03-20',
        'Findings: the lungs are clear and the heart is of normal size.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it('starts a note at a page whose header block names the patient and a date of service though the note before had no labelled date', () => {
    const letter = [
      'Dear Dr. Quintero,',
      'I saw Ms. Doe in clinic today for her blood pressure, which is better.',
      'Dictated, not proofread',
      'Alan Reyes, MD',
      'Pulmonology',
      'cc: Referring provider',
    ];
    const lines = makeLines([
      letter,
      [
        'ADVANCED IMAGING',
        'Radiology',
        'Pt Name: DOE, JANE  Birth Date: 06MAY1970',
        'EMPI: 5987940  Study Date: 2019-11-24',
        'Findings: the lungs are clear and the heart is of normal size.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it("does not take a fax stamp's page number for a continued note: the packet is numbered across notes", () => {
    const lines = makeLines([
      note('PROGRESS NOTE', '2024-03-04'),
      [
        'Received: 3/6/25 15:10; 5535550137 -> Medical Records; Page 2',
        'VALLEY ORTHOPAEDIC & SPINE',
        'OPERATIVE REPORT',
        'PT NAME:  DOE, JANE',
        'DOB:  1970-05-06',
        'Indications: knee pain for years despite injections and therapy.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it('splits a packet of forms where a page opens with another form than the one before, not where a form runs onto the next page', () => {
    const lines = makeLines([
      ['Patient Name: Ivo Brandt  DOB: 07/14/1940', 'Standing Orders', 'Day 2, 0800  Up in chair twice', 'Soft diet', 'Dr. Lena Ruiz'],
      ['Wound Care Record', 'Date/Time:  Site:  Dressing:', 'Day 2, 0800  sacrum  foam, edges clean and dry', 'Dr. Lena Ruiz'],
      ['Fluid Balance Worksheet', '0700-1900  IN  OUT', '300  450  600', 'Total in this shift: 1350'],
      ['1900-0700  IN  OUT', '200  350  100', 'Total in this shift: 650'],
      ['Skin Assessment Flowsheet', 'COLOUR:  pink  pale', 'TURGOR:  brisk', 'NURSE SIGNATURE: Pia Holm, RN'],
      ['HEELS:  intact', 'SACRUM:  intact'],
    ]);
    expect(findNotes(lines, 6, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('keeps a heading that names a kind of note at the top of a page, with its prose right under it, in the document it belongs to', () => {
    const lines = makeLines([
      [
        'Health Summary',
        'Ivo Brandt, born on 07/14/1940, has lived with heart failure for some years and is stable now.',
        'Weight: 71 kg',
        'Recorded: 03/02/2025',
      ],
      ['Clinician Notes', 'Reports steady weight and no new swelling of the ankles since the last review.'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });

  it('keeps a document whose title is printed again over its second part in one note', () => {
    const lines = makeLines([
      [
        'PRESCRIPTION',
        'Name: Ivo Brandt  DOB: 14/07/1940',
        '• Amlodipine 5 mg by mouth once a day in the morning',
        '• Atorvastatin 20 mg by mouth once a day at night',
        'FOR THE PHARMACY',
        'PRESCRIPTION',
        'PATIENT DETAILS: Name: Ivo Brandt  DOB: 14/07/1940',
        'ISSUED: 03/02/2025',
      ],
      ['Rx 1. AMLODIPINE 5 mg, one tablet each morning for thirty days.', 'Signature and stamp of the prescriber'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
    // A second note under the same title, after the first was signed or on another date, is a note of its own.
    expect(findNotes(makeLines([[...note('PROGRESS NOTE', '2024-03-04'), ...note('PROGRESS NOTE', '2024-03-04')]]), 1, true)).toHaveLength(
      2,
    );
  });

  it('starts a note at a page that opens with the same title over the patient, though the note before was not signed; a running title alone does not', () => {
    const therapy = (extra: string[]) => [
      'Speech Therapy Note',
      'Patient: Ivo Brandt  DOB: 07/14/1940',
      'Practised word finding with picture cards for twenty minutes today.',
      ...extra,
    ];
    expect(findNotes(makeLines([therapy(['Draft - awaiting co-signature']), therapy([])]), 2, true)).toHaveLength(2);
    const running = ['Speech Therapy Note', 'He named eight of ten pictures and repeated short phrases well.'];
    expect(findNotes(makeLines([therapy([]), running]), 2, true)).toHaveLength(1);
  });

  it('keeps a long report in one note: a notice above its title, and the signing date and notes after its sign-off, are its own', () => {
    const prose = (topic: string) => [
      `${topic}: she could not name the month or the season and lost her way in her own street.`,
      'She gave her age as sixty years old and could not recall her address.',
    ];
    const lines = makeLines([
      [
        'SPECIMEN',
        '(Every person named in this example is invented.',
        'Some boxes are left empty on purpose.)',
        'MEDICAL REPORT',
        'Full name of patient: Ms Ida Brook',
        'Age of patient: 71 years old',
        ...prose('Orientation'),
      ],
      prose('Recall'),
      [
        'PART 4: STATEMENT',
        'I confirm that the opinion given above is my own.',
        'Signature:  _[to be signed]_________',
        'Name:  ____Dr Ola Finch__',
        'Date:  ____2 June 2019______',
        'Notes for the reader:',
        '1. Daily affairs means matters such as where to live and which care to accept.',
      ],
      ['(3) A person is taken to be able to decide unless it is shown that she cannot.'],
    ]);
    expect(findNotes(lines, 4, true).map((s) => [s.first, s.last])).toEqual([[1, 4]]);
  });

  it('starts a letter dated under the sign-off of the note before when that sign-off gives its own date', () => {
    const lines = makeLines([
      [
        ...note('RADIOLOGY REPORT', '2024-03-04'),
        'Date: 2024-03-20',
        'RE: Jane Doe  DOB: 1970-05-06',
        'Dear Dr. Lee, thank you for referring this patient, whom I saw for a cough that has lasted a month.',
        'Sincerely,',
        'Electronically signed by Ann Holt, MD on 2024-03-20',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['RADIOLOGY REPORT', 'Date: 2024-03-20']);
  });

  it('reads a row of labelled fields as header, though its labels and values hold small words: a packet of stays, one patient each', () => {
    const stay = (name: string, admitted: string, left: string) => [
      'Statement No: ST-0041',
      'A. PATIENT AND STAY DETAILS',
      `Patient Name:  ${name}  Hospital No:  H-2207`,
      `Date of Admission:  ${admitted} 08:15 hrs  Date of Discharge:  ${left} 10:00 hrs`,
      'Ward of Stay:  Medical Ward  Consultant:  Dr. Ivo Brandt',
      'B. ROOM CHARGES',
      'Room and board  4,200',
      'Nursing care  1,100',
    ];
    const lines = makeLines([stay('Ms. Lena Forde', '14/02/2024', '19/02/2024'), stay('Mr. Omar Vale', '16/02/2024', '23/02/2024')]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("reads a page's printed number: a page numbered 2 continues its document, a page numbered 1 again opens the next", () => {
    const numbered = (folios: string[]) =>
      folios.map((text, i) => ({ page: pageNumber(i + 1), lines: [{ text, cells: [{ text, x: 300 }] }] }));
    const visit = (date: string, study: string) => [
      [
        `Clinic Visit - ${date}  Jane Doe  DOB 05/06/1970`,
        'HPI: knee pain for two weeks after a fall at home.',
        'Exam: swelling over the left knee, no redness.',
      ],
      [
        `Clinic Visit - ${date}  Jane Doe  DOB 05/06/1970`,
        'Tests',
        `${study} LEFT KNEE`,
        `Date: ${date}`,
        'Two views show no fracture and a small effusion.',
        `Electronically signed by Alan Reyes, MD on ${date}`,
      ],
    ];
    const lines = makeLines([...visit('03/04/2024', 'X-RAY'), ...visit('04/01/2024', 'MRI')]);
    expect(findNotes(lines, 4, true, numbered(['Page 1', 'Page 2', 'Page 1', 'Page 2'])).map((s) => [s.first, s.last])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // Numbering that restarts opens a document without a title; numbering that runs through the file (a packet's
    // print stamp) says nothing either way.
    const card = ['Member Name: Jane Doe', 'Date of Birth: 05/06/1970', 'Member ID: KX-2231', 'Group: 7781', 'Plan: Gold PPO 500'];
    const packet = makeLines([...visit('03/04/2024', 'X-RAY'), card]);
    expect(findNotes(packet, 3, true, numbered(['Page 1 of 2', 'Page 2 of 2', 'Page 1 of 1'])).map((s) => [s.first, s.last])).toEqual([
      [1, 2],
      [3, 3],
    ]);
    const through = numbered(['Page 1 of 4', 'Page 2 of 4', 'Page 3 of 4', 'Page 4 of 4']);
    expect(findNotes(lines, 4, true, through).map((s) => s.first)).toContain(3);
    // Files merged into one upload number their own pages: a page numbered 2 that opens a signed-off note's successor
    // under a new date still starts a note.
    const signed = (date: string) => [
      `Visit Date: ${date}  Patient: Jane Doe  DOB: 05/06/1970`,
      'PROGRESS NOTE',
      'HPI: knee pain for two weeks after a fall at home.',
      `Electronically signed by Alan Reyes, MD on ${date}`,
    ];
    const merged = makeLines([signed('03/04/2024'), signed('04/01/2024'), signed('03/04/2024'), signed('04/01/2024')]);
    const perFile = numbered(['Page 1 of 2', 'Page 2 of 2', 'Page 1 of 2', 'Page 2 of 2']);
    expect(findNotes(merged, 4, true, perFile).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('takes a heading that ends in a colon for the label of what follows, not a title (X-Ray Data: under the interpretation)', () => {
    const lines = makeLines([
      [
        'Clinic Visit - 03/04/2024  Jane Doe  DOB 05/06/1970',
        'HPI: knee pain for two weeks after a fall at home.',
        'Tests',
        'X-Ray Interpretation Left Knee',
        'Diagnosis: knee pain, left',
        'X-Ray Data:',
        'Date: 03/04/2024',
        'Two views show no fracture and a small effusion.',
        'Electronically signed by Alan Reyes, MD on 03/04/2024',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("does not count the note before's sign-off again for a line inside the next note (an earlier visit's date in its complaint)", () => {
    const lines = makeLines([
      [
        'Visit Date: 03/04/2024  Patient: Jane Doe  DOB: 05/06/1970',
        'HPI: knee pain for two weeks after a fall at home.',
        'Plan: rest and ice; return in four weeks.',
        'Electronically signed by Alan Reyes, MD on 03/04/2024',
      ],
      [
        'Visit Date: 04/01/2024  Patient: Jane Doe  DOB: 05/06/1970',
        'Medications',
        'ibuprofen 400 mg Oral  Chief Complaints:',
        'naproxen Oral  1.  F/U Knee Pain, Left evaluated on 03/04/2024',
        'HPI: returns for follow-up of the knee; the swelling has settled.',
        'Electronically signed by Alan Reyes, MD on 04/01/2024',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('keeps a summary whose header block carries its e-signature in one note: a sign-off before any note text ends nothing', () => {
    const lines = makeLines([
      [
        'Patient Name : Fred Roe  Date Of Birth : 17/01/1966',
        'Health Plan - Encounter Summary for Fred Roe',
        'Electronically signed by Dr. Ann Holt, FNP-C',
        'Member Number',
        '071-22-5851',
        'Encounter',
        'Date of Service',
        '19/04/2024',
        'Fred Roe is a 59-year-old man with osteoarthritis of both knees, seen for a review of his pain.',
        'He walks a mile a day and takes paracetamol when needed.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("takes the wrapped tail of a table cell ('Medical Record ]', 'CT)') and a person ('Mr Frank Roe (Spouse)') for no title", () => {
    for (const trap of ['Medical Record ]', 'CT)', 'Mr Frank Roe (Spouse)']) {
      const lines = makeLines([
        [
          'Test Data for Transitions of Care',
          'Version 2, issued 6/20/2015',
          'The tester enters the data below into the system under test and then sends the record.',
          'Additional clarifications are added where the data would otherwise be ambiguous.',
          'Element  Details  [ Source ]',
          'Patient Name  Rebecca Roe  DOB: 05/01/1970',
          'Admission Date: 6/22/2015  [ Authenticator of the',
          trap,
          'Allergy  Reaction  Severity  [ Code System',
          'Penicillin G  Hives  Moderate',
        ],
      ]);
      expect(findNotes(lines, 1, true), trap).toHaveLength(1);
    }
  });

  it("starts a note where a page opens with another caption over the patient's header block than the page before opened with", () => {
    const summary = [
      'DISCHARGE SUMMARY',
      'Patient Name: Jane Doe',
      'Date of Birth: 1970-05-06',
      'Discharge Date: 2024-03-04',
      'Course: admitted with pneumonia, treated with antibiotics and discharged home in good health.',
    ];
    const card = ['MEMBERSHIP CARD', 'Member Name: Jane Doe', 'Date of Birth: 05/06/1970', 'Member ID: KX-2231', 'Group Number: 7781-B'];
    expect(findNotes(makeLines([summary, card]), 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // A letterhead printed atop every page of one letter opens no note.
    const letterhead = (rest: string[]) => ['Sunrise Family Practice', 'Patient: Jane Doe  DOB: 05/06/1970', ...rest];
    const letter = makeLines([
      letterhead(['Dear Dr. Lee, I saw Jane today for her knee, which has been sore for two weeks since a fall.']),
      letterhead(['She will return in a month, and I would be glad to hear from you in the meantime.', 'Yours sincerely,']),
    ]);
    expect(findNotes(letter, 2, true)).toHaveLength(1);
  });

  it('does not split a record at the discharge date printed under the admission date of its stay, far from its top', () => {
    const lines = makeLines([
      [
        'Test Data for an Inpatient Stay',
        'Date: 6/22/2015',
        'The tester enters the stay below into the system under test and then sends the record.',
        'Each element is entered as written, with the code system named beside it.',
        'Patient Name  Rebecca Roe  DOB: 05/01/1970',
        'Admission Date  6/22/2015',
        'Discharge Date  6/24/2015',
        'Reason for the stay: chest pain, ruled out for a heart attack.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it('starts an entry whose heading names its kind, its date and its author (after an undated results report too), and an entry whose heading ends its page with its text on the next', () => {
    const lines = makeLines([
      [
        'Clinic print-out',
        'Office Visit - 03/04/2025 Ivo Brandt, MD',
        'Returns for the blood pressure review; home readings are a little high still.',
        'Plan: increase amlodipine and recheck in a month.',
        'Electronically signed by Ivo Brandt, MD on 03/04/2025',
        'Phone Call - 03/11/2025 Ann Lowe, RN',
        'Patient called about dizziness on standing since the dose went up last week.',
        'Advised to take it at night; she will call back if it goes on.',
        'Signed by Ann Lowe, RN on 03/11/2025',
        'Lab Results',
        'Specimen taken 03/12/2025 08:10 · Received 03/12/2025 09:30',
        'Component  Value  Ref Range',
        'Sodium  139 mmol/L  133 - 146',
        'Potassium  4.1 mmol/L  3.5 - 5.3',
        'Creatinine  88 umol/L  45 - 90',
        'Glucose  5.2 mmol/L  3.9 - 6.0',
        'Calcium  2.31 mmol/L  2.20 - 2.60',
        'TSH  1.9 mU/L  0.27 - 4.20',
        'Comment: all results are within the reference ranges, no action needed.',
        'Phone Call - 03/14/2025 Ann Lowe, RN',
        'Told the patient her results are normal; she was pleased to hear it.',
        'Signed by Ann Lowe, RN on 03/14/2025',
        '2025-04-02 Office Visit  Dr. Ivo Brandt',
      ],
      [
        'Reason: follow-up of the dizziness, which has settled since the change.',
        'Plan: keep the dose; review in three months with fasting bloods.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Clinic print-out',
      'Phone Call - 03/11/2025 Ann Lowe, RN',
      'Lab Results',
      'Phone Call - 03/14/2025 Ann Lowe, RN',
      '2025-04-02 Office Visit  Dr. Ivo Brandt',
    ]);
    // A signer's line is no entry's heading, nor is a procedure with its surgeon in brackets in a summary's list.
    const signed = makeLines([
      [
        'Office Visit - 03/04/2025 Ivo Brandt, MD',
        'Returns for the blood pressure review; home readings are a little high still.',
        'Reviewed 03/05/2025 Ivo Brandt, MD',
        'Results were sent to the patient through the portal with a short note.',
        'Laparoscopic cholecystectomy 03/06/2025 (Dr Ivo Brandt)',
        'Recovered well on the ward and went home the next day without pain.',
      ],
    ]);
    expect(findNotes(signed, 1, true)).toHaveLength(1);
  });

  it('starts a visit of a list where a new date of service comes with its own author (Date: ... Provider: ...)', () => {
    const visit = (date: string, provider: string) => [
      `Date: ${date}`,
      `Provider: ${provider}`,
      'Visit Type: Follow-up',
      'Subjective: returns for a diabetes review; sugars have been high at home.',
      'Plan: increase the dose and recheck in three months.',
    ];
    const lines = makeLines([
      ['OUTPATIENT CLINIC NOTES', ...visit('06/14/2024', 'Dr. Samuel Roe, MD'), ...visit('01/17/2023', 'Dr. Ann Holt, MD')],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['OUTPATIENT CLINIC NOTES', 'Date: 01/17/2023']);
    // A procedure told in the note with the attending under it, or a stay's discharge date over the attending, is
    // no new visit.
    const stay = makeLines([
      [
        'DISCHARGE SUMMARY',
        'Date of Service: 03/01/2024',
        'Hospital Course: admitted with pneumonia, treated with antibiotics and improved steadily.',
        'Laparoscopic Appendectomy performed on 03/02/2024',
        'Attending Physician: Dr. Ann Holt',
        'Discharge Date: 03/05/2024',
        'Attending: Dr. Ann Holt',
        'Discharge Medications: amoxicillin for five more days.',
      ],
    ]);
    expect(findNotes(stay, 1, true)).toHaveLength(1);
  });

  it('starts each entry of a clinic history whose dated heading line names the encounter and its author, with its text under it', () => {
    const entry = (heading: string, text: string[]) => [heading, ...text];
    const lines = makeLines([
      [
        'Harbour Lane Surgery - Encounter History',
        'Mora, Lina  DOB 02/05/1979',
        ...entry('11/02/2025  Clinic visit  Dr Ben Ruiz (GP)  08:40', [
          'Reason  Sore throat for three days',
          'Plan  Fluids, review if worse.',
          'Reviewed and signed by Dr Ben Ruiz 11/02/2025',
        ]),
        ...entry('23/03/2025  Telephone call  Dr Ben Ruiz (GP)  14:05', [
          'Notes  Rang to say the throat has settled and there is no fever.',
          'Plan  No further action needed.',
        ]),
        ...entry('07/05/2025  Nurse clinic  Tessa Lyle (RN)  10:30', [
          'Notes  Blood pressure was checked today, 124/80.',
          'Plan  Next check in a year.',
        ]),
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Harbour Lane Surgery - Encounter History',
      '23/03/2025  Telephone call  Dr Ben Ruiz (GP)  14:05',
      '07/05/2025  Nurse clinic  Tessa Lyle (RN)  10:30',
    ]);
  });

  it('starts an entry of a record whose heading names its kind, then its date and time', () => {
    const lines = makeLines([
      [
        'Ward 3 - inpatient record',
        'Ward round 12/06/2025 08:15',
        'Patient comfortable overnight, still needs oxygen by nasal cannula.',
        'Plan: continue antibiotics and review the chest film tomorrow.',
        'Electronically signed by Dr Ivo Brandt 12/06/2025 09:02',
        'Physiotherapy review 12/06/2025 15:40',
        'Chest clearance session done; the patient coughed up a little sputum.',
        'Will see again tomorrow morning before the ward round.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Ward 3 - inpatient record',
      'Physiotherapy review 12/06/2025 15:40',
    ]);
    // A letter's place and date, or a footer's printing stamp, heads no entry.
    const letter = makeLines([
      [
        'CONSULTATION',
        'Patient: Lina Mora  DOB: 02/05/1979',
        'Date of visit: 12/06/2025',
        'I saw this lady today in the clinic about her chest pain, which is not cardiac.',
        'Electronically signed by Dr Ivo Brandt 12/06/2025 09:02',
        'Lyon, le 14/06/2025',
        'The letter above was sent to the family doctor by post and by secure mail.',
        'It was copied to the patient at her request, as she asked in the clinic.',
      ],
    ]);
    expect(findNotes(letter, 1, true)).toHaveLength(1);
  });

  it('takes no dated row of a table, a fax stamp, a dated row of fields, a label naming its date, a stamp leading into its date, a row of values under column labels or a dated row without text for an entry heading', () => {
    const lines = makeLines([
      [
        'PROGRESS NOTE',
        'Patient: Lina Mora  DOB: 02/05/1979',
        'Date of Service: 11/02/2025',
        'Assessment: improving; the cough has settled over the week.',
        'Recent results',
        '04/02/2025  Creatinine  81 umol/L  60-105',
        'Comment: within the reference range.',
        '06/02/2025  Seen by Dr Ben Ruiz  1  800.00  800.00',
        'Charges are billed to the insurer on discharge.',
        '09/02/2025 16:41  FROM: Harbour Lane  TO: Clinic  P.002',
        'Seen with her daughter, who will drive her to the review next month.',
        'Validé par Dr Ben Ruiz le 10/02/2025 10:02',
        'Arrival date 10/02/2025 11:30',
        'She came in by ambulance after the fall, and was seen at once.',
        'wrist.jpg  Photo  LOWE, Ann (Nurse)  10/02/2025 11:40',
        'The photograph of the wrist was added to the record by the nurse.',
        'Requested 10/02/2025 11:45',
        'The film was requested to rule out a fracture of the wrist.',
        'The daughter asked for a copy of the letter, which was given today.',
        '03/01/2025  History',
        'Asthma',
        '05/01/2025  History',
        'Eczema',
        'Visit date  Referred by',
        '12/02/2025  Dr Ruth Amari (GP)',
        'She was referred for the cough, which has now settled completely.',
        'Plan: review in a month, sooner if worse.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("starts each entry of a chart print whose heading names its kind and closes on a time written with AM or PM ('Office Visit — Sick  04/06/2026 03:15 PM')", () => {
    const lines = makeLines([
      [
        'CHART SUMMARY — ENCOUNTERS 01/01/2026 – 10/30/2026',
        'Well Child Check — 12 Month  02/17/2026 09:40 AM',
        'Provider: Ann Lee, MD',
        'Doing well, eats table foods and walks along the furniture at home.',
        'Electronically signed by Ann Lee, MD on 02/17/2026 at 5:12 PM',
        'Office Visit — Sick  04/06/2026 03:15 p.m.',
        'Provider: Ruth Oyelaran, APRN',
        'Fever for two days and pulling at the right ear since the weekend.',
        'Electronically signed by Ruth Oyelaran, APRN on 04/06/2026 at 6:47 PM',
        'Telephone Encounter  04/08/2026 10:02 AM',
        'Mother reports a diaper rash since the antibiotic was started, advised a barrier cream.',
        'She will call back if the rash spreads or the stools turn bloody.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'CHART SUMMARY — ENCOUNTERS 01/01/2026 – 10/30/2026',
      'Office Visit — Sick  04/06/2026 03:15 p.m.',
      'Telephone Encounter  04/08/2026 10:02 AM',
    ]);
  });

  it("starts an entry whose dated heading has its author labelled on the line under it ('Provider: ...'), though the entry before was not signed off", () => {
    const lines = makeLines([
      [
        'Telephone Encounter  04/08/2026 10:02',
        'Mother reports a diaper rash since the antibiotic was started, advised a barrier cream.',
        'She will call back if the rash spreads or the stools turn bloody.',
        'Office Visit — Sick  09/22/2026 11:20',
        'Provider: Ann Lee, MD · Interpreter: none',
        'Cough for four days, worse at night, and a wheeze the daycare noticed.',
        'Plan: albuterol with a spacer and a recheck on Friday.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Telephone Encounter  04/08/2026 10:02',
      'Office Visit — Sick  09/22/2026 11:20',
    ]);
  });

  it("takes a clinician's name with credentials alone on its line under an entry's text ('H. Boyd RM') for the entry's close: the next dated heading opens another", () => {
    const visit = (date: string, week: string) => [
      `Antenatal visit ${date} ${week}`,
      'Feeling well, nausea settled and the baby is moving a lot in the evenings.',
      'Plan: anatomy scan booked, next visit in four weeks.',
    ];
    const lines = makeLines([
      [
        'Antenatal Record — Midwifery Notes',
        ...visit('10/03/2026', '10+2'),
        'H. Boyd RM',
        ...visit('14/04/2026', '15+3'),
        '— J.M., RN (triage)',
        ...visit('19/05/2026', '20+5'),
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Antenatal Record — Midwifery Notes',
      'Antenatal visit 14/04/2026 15+3',
      'Antenatal visit 19/05/2026 20+5',
    ]);
    // A clinician named in a list inside the text closes nothing: the text goes on under it.
    const team = makeLines([
      [...visit('10/03/2026', '10+2'), 'Care team:', 'Ann Lee RM', 'Kay Lund, MD'],
      ['Jane Doe  DOB 05/06/1990', 'She will see the team again next week and is happy with the plan.', 'Plan: as above.'],
    ]);
    expect(findNotes(team, 2, true)).toHaveLength(1);
  });

  it('starts each row of a table of dated entries (Date/Time, Note, Signature): its date, and its time under it, in the first column, its text beside them', () => {
    const lines = makeLines([
      [
        'PROGRESS NOTES - NURSING  Resident: DOE, JANE  Room 214',
        'Date/Time  Note  Signature',
        '10/03/2026  Resident awake and calling out, reoriented and toileted,  K. Lund',
        '03:40  settled with warm milk and asleep by half past four.  LPN',
        '10/05/2026  Found sitting on the floor beside the bed, denies hitting  R. Adeyemi,',
        '14:15  her head, small graze on the left elbow dressed.  RN',
        'Doctor told at two and the son by phone at ten past two.',
        '10/05/2026  Neuro checks normal, no pain, ate half of her supper.',
        '22:30  Slept through the night without calling out.',
        'Form N14 · entries are handwritten on the unit; this page is their typed copy.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text.slice(0, 10))).toEqual(['PROGRESS N', '10/05/2026', '10/05/2026']);
    // A results table's dated rows hold values, not an entry's text.
    const results = makeLines([
      [
        'CUMULATIVE RESULTS  Patient: DOE, JANE',
        'Date  Sodium  Potassium  Creatinine',
        '10/03/2026  139  4.1  88',
        '10/05/2026  137  4.6  92',
        'Comment: the results were reviewed with the patient at the visit and she was pleased.',
      ],
    ]);
    expect(findNotes(results, 1, true)).toHaveLength(1);
  });

  it('keeps a table of visits each dated by its day alone in one note: a treatment record is a log, not entries of a shift', () => {
    const lines = makeLines([
      [
        'Clinical notes — DOE, Jane (File 4471) DOB 2011/03/14',
        'Date  Code  Notes  By',
        '2023/03/14  8841  Appliance fitted, instructions to wear it full-time given to her mother.  LPM',
        '2023/04/18  8899  Wearing it most of the day, an ulcer on the cheek relieved by trimming.  LPM',
        '2023/06/20  8899  Good wear, the overjet is down to five millimetres and she is pleased.  TN',
        '2023/09/12  8899  Overjet three millimetres, wear it at night only from today on.  LPM',
        '2024/02/13  8849  Wire changed and a bracket bonded again, her brushing is better now.  TN',
        'Operators: LPM = Dr Lee Moss (orthodontist) · TN = Tia Nkosi, therapist.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("starts a form printed again on the next page when its head holds a date the page before's head did not (a session record a page each), not a form's second page", () => {
    const session = (date: string, patient: string) => [
      'DIALYSIS SESSION RECORD',
      `${patient}  11/06/1952  G0772145`,
      `${date}  Machine 5008S / Bay 6  AVF  PM`,
      '[Time | BP | HR | Qb | Comments |',
      '[13:00 | 150/84 | 76 | 350 | needled without trouble |',
      'Nursing notes',
      'Uneventful apart from a cramp, settled with saline.',
    ];
    const lines = makeLines([session('14/10/26', 'ROE Errol'), session('16/10/26', 'ROE Errol'), session('14/10/26', 'ROE Gloria')]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // A form's second page repeats its title and the same head over rows of its own (a page that repeats the whole of
    // the page before is the paper printed again: 'findNotes and a page printed twice').
    const second = session('14/10/26', 'ROE Errol').map((l) =>
      l.replace('13:00 | 150/84 | 76 | 350 | needled without trouble', '15:00 | 138/80 | 72 | 350 | cramp in the left calf'),
    );
    const twoPages = makeLines([session('14/10/26', 'ROE Errol'), second]);
    expect(findNotes(twoPages, 2, true)).toHaveLength(1);
  });

  it('starts a visit of a list whose date and author are each printed over their values (a narrow column)', () => {
    const visit = (date: string, provider: string) => [
      'Date:',
      date,
      'Provider:',
      provider,
      'Subjective: back for a review of her knee pain, which is worse on the stairs.',
      'Plan: physiotherapy twice a week and review in six weeks.',
    ];
    const lines = makeLines([['KNEE CLINIC VISITS', ...visit('05/02/2024', 'Dr. Ines Vidal'), ...visit('11/20/2023', 'Dr. Paul Mbeki')]]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['KNEE CLINIC VISITS', 'Date:']);
    // A page break may cut the header in two: the date at the foot of a page, its author atop the next.
    const second = visit('11/20/2023', 'Dr. Paul Mbeki');
    const cut = makeLines([['KNEE CLINIC VISITS', ...visit('05/02/2024', 'Dr. Ines Vidal'), ...second.slice(0, 2)], second.slice(2)]);
    expect(findNotes(cut, 2, true).map((s) => [s.first, cut[s.fromLine]?.text])).toEqual([
      [1, 'KNEE CLINIC VISITS'],
      [1, 'Date:'],
    ]);
  });
});

describe('findNotes and numbered sections', () => {
  it("takes a document's numbered heading on a page it goes on to for a section, not another document's title", () => {
    const bill = (name: string) => [
      ['HOSPITAL BILL', `Patient Name: ${name}`, 'Date of Admission: 01/03/2024', '1. ROOM CHARGES', 'Room  100.00', 'Nursing  40.00'],
      ['Pharmacy  20.00', '2. PAYMENT SUMMARY', 'Total  160.00', 'Paid  160.00'],
    ];
    const lines = makeLines([...bill('Ann Roe'), ...bill('Bo Lund')]);
    expect(findNotes(lines, 4, true).map((s) => [s.first, s.last])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('findNotes and reports that run on within a page', () => {
  // A packet of reports printed one under the other, page breaks wherever the paper ran out, the patient never named:
  // each report is closed by the clinician who answers for it ('Interpreted by: ..., MD'), and opens with its title
  // over its own header fields.
  const ct = [
    'CT HEAD WITHOUT CONTRAST',
    'Exam Date: 02/03/2025   Accession: A1001',
    'Ordering Physician: Lena Ortiz, MD',
    'Findings: there is no intracranial haemorrhage and the ventricles are of normal size.',
    'Impression: no acute intracranial abnormality is seen.',
    'Interpreted by: Omar Haddad, MD',
  ];
  const eeg = [
    'EEG REPORT',
    'Date of Study: 02/03/2025',
    'Referring Physician: Lena Ortiz, MD',
    'Description: the background shows a well organised alpha rhythm over both hemispheres.',
    'Interpretation: this is a normal awake and drowsy recording for the age.',
    'Interpreting Neurologist: Sara Kim, MD',
  ];
  const path = [
    'SURGICAL PATHOLOGY REPORT',
    'Collected: 02/03/2025   Received: 02/04/2025',
    'Specimen: skin of the left forearm, shave biopsy.',
    'Diagnosis: a benign keratosis with no atypia seen in the sections examined.',
    'Pathologist: Priya Nair, MD',
  ];

  it('starts a report at its title under the signer who closed the report before, on the same day and page', () => {
    const lines = makeLines([[...ct, ...eeg, ...path.slice(0, 2)], path.slice(2)]);
    const spans = findNotes(lines, 2, true);
    expect(spans.map((s) => [s.first, s.last, lines[s.fromLine]?.text])).toEqual([
      [1, 1, 'CT HEAD WITHOUT CONTRAST'],
      [1, 1, 'EEG REPORT'],
      [1, 2, 'SURGICAL PATHOLOGY REPORT'],
    ]);
  });

  it('does not take a header field that names who ordered a report for its close', () => {
    const lines = makeLines([
      [
        'CONSULTATION NOTE',
        'Date of Service: 02/03/2025',
        'Referring Physician: Lena Ortiz, MD',
        'EEG Report',
        'the recording was normal and needs no repeat.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe('findNotes and reports without the patient named', () => {
  it('starts a report at its title over a header block of its own fields, though the report before has no sign-off and the day is the same', () => {
    const ultrasound = [
      'ULTRASOUND ABDOMEN',
      'Exam Date: 05/12/2025',
      'Findings: the liver and the gallbladder look normal and the bile ducts are not widened.',
      'Impression: a normal abdominal ultrasound.',
    ];
    const sleep = [
      'SLEEP STUDY REPORT',
      'Date of Study: 05/12/2025',
      'Referring Physician: Dr Tomas Berg',
      'Indication: loud snoring and daytime sleepiness.',
      'Findings: the breathing pauses number four an hour, which is within the normal range.',
    ];
    const lines = makeLines([[...ultrasound, ...sleep]]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['ULTRASOUND ABDOMEN', 'SLEEP STUDY REPORT']);
  });

  it("does not take a signer's department over the sign-off's stamps for a title over a header block of its own", () => {
    const lines = makeLines([
      [
        'THERAPY VISIT NOTE',
        'Date of Service: 2024-03-04',
        'Assessment: walking further with the cane than last week.',
        'Ana Lind, PT',
        'Physical Therapy',
        'Electronically signed 2024-03-04 17:40',
        'Printed on 05/06/2024 3:21 PM by jroe',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it('does not take fields left empty (N/A, a dash) under a title inside a report for a header block of its own', () => {
    const lines = makeLines([
      [
        'CT CHEST WITH CONTRAST',
        'Exam Date: 02/03/2025',
        'Findings: the lungs are clear and there is no effusion on either side of the chest.',
        'CT ABDOMEN AND PELVIS',
        'Accession: N/A',
        'Ordering Physician: -',
        'Findings: the liver, the spleen and the kidneys look normal for the age.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it('takes an act of reporting with the name after it for a close, with or without credentials', () => {
    const lines = makeLines([
      [
        'CT CHEST',
        'Exam Date: 05/12/2025',
        'Impression: no nodule is seen in either lung on this study.',
        'Reported by: J. Okafor',
        'EEG REPORT',
        'Date of Study: 05/12/2025',
        'Findings: a normal background rhythm with no epileptic discharges.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(2);
  });
});

describe('findNotes and a title inside a document that goes on', () => {
  // A title half way down a page, under a document nobody closed, opens a new one only where something new comes with
  // it: the patient named, a date of service of its own, header fields under it. A heading over the document's own
  // dates above it is a part of the document going on.
  it("keeps a results title in the record above it, whose dated list above the title is the record's own", () => {
    const lines = makeLines([
      [
        'CLINICAL RECORD',
        'Name: Lucia Ferro',
        'Date of Birth: 02/09/1960',
        'Phone: +39 055 123 4567',
        'Known conditions: high blood pressure since the age of fifty, treated with diet and a diuretic.',
        'Operations:',
        '• Chest radiograph (11/02/2023)',
        '• Holter monitoring (05/06/2022)',
        'LABORATORY RESULTS',
        'Sodium: 139 mEq/L (Range: 136 - 145) - 01/02/2024',
        'Potassium: 4.1 mEq/L (Range: 3.5 - 5.1) - 01/02/2024',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe('findNotes and results under a heading', () => {
  it('takes results listed as labelled values under a results title for the note text, not a header block of their own', () => {
    const lines = makeLines([
      [
        'CLINIC NOTE',
        'Patient: Jane Doe  DOB: 1970-05-06',
        'Date of Service: 2024-03-04',
        'History: tired for a month and thirsty at night.',
        'LABORATORY RESULTS',
        'Cholesterol total: 231 mg/dL (H)',
        'Protein total: 7.1 g/dL',
        'Bilirubin total: 0.8 mg/dL',
        'Plan: start a diet and recheck in three months.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe("findNotes and the pages' own numbering", () => {
  it("opens a document at a page numbered 1 of a count though the page before prints no number, and at the page after the last of a count ('Page 2 of 2'); a page that says it is blank opens nothing", () => {
    const lines = makeLines([
      [
        'Release of information',
        'The client agreed in writing that her counselling records may go to her insurer.',
        'The release holds for one year unless she withdraws it in writing.',
      ],
      ['Initial counselling assessment', 'The client was referred by her doctor for low mood since the autumn.', 'She lives alone.'],
      ['She sleeps badly and has stopped seeing her friends.', 'Plan: weekly sessions of cognitive therapy for twelve weeks.'],
      [
        'Looking after yourself between sessions',
        'Try to keep a regular bedtime and get outside every day.',
        'Call the crisis line if you feel unsafe at any time.',
      ],
      ['This page intentionally left blank'],
      [
        'Second counselling session',
        'The client kept her activity diary on most days and feels a little brighter.',
        'Plan: start a thought record before the next session.',
      ],
    ]);
    const folios = running([[], ['Archive copy', 'Page 1 of 2'], ['Archive copy', 'Page 2 of 2'], [], [], ['Archive copy', 'Page 1 of 1']]);
    expect(findNotes(lines, 6, true, folios).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 3],
      [4, 5],
      [6, 6],
    ]);
  });

  it("reads a print stamp's page numbers for where a print starts and ends, not for a page that goes on (a chart print numbers across its notes)", () => {
    const visit = (date: string) => [
      `Visit Date: ${date}  Patient: Jane Doe  DOB: 05/06/1970`,
      'HPI: knee pain for two weeks after a fall at home.',
      'Exam: swelling over the left knee, no redness.',
    ];
    const lines = makeLines([
      visit('03/04/2024'),
      visit('04/01/2024'),
      [
        'Resumen de la visita',
        'Tome el medicamento dos veces al día con comida y mucha agua.',
        'Llame a la clínica si tiene fiebre o mucho dolor en la rodilla.',
      ],
    ]);
    const stamp = (n: number, of: number) => ['DOE, JANE  MRN 0581', 'Printed 10/30/2026 2:41 PM', `Page ${n} of ${of}`];
    expect(findNotes(lines, 3, true, running([stamp(1, 2), stamp(2, 2), []])).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});

describe('findNotes and how an entry or a report is closed', () => {
  it("takes a clinician's name alone for an entry's close under a wrapped line of its text, as an honorific with a name, or under the signature's own line", () => {
    // The text's last line is the tail of a wrapped sentence ('updated.'): the signer under it still closes the entry.
    const wrapped = makeLines([
      [
        'WARD NOTE  12/10/2025 05:45',
        'Slept in short spells. Pain settled after two doses of paracetamol and she walked to the',
        'bathroom with one nurse. Her son rang before breakfast and was',
        'updated.',
        '— T.W., RN',
        'OCCUPATIONAL THERAPY — ASSESSMENT Date: 12/10/2025 Time in 09:10',
        'Referring: P. Lund, MD',
        'She dresses herself sitting down and manages the stairs at home with the rail.',
      ],
    ]);
    expect(findNotes(wrapped, 1, true).map((s) => wrapped[s.fromLine]?.text)).toEqual([
      'WARD NOTE  12/10/2025 05:45',
      'OCCUPATIONAL THERAPY — ASSESSMENT Date: 12/10/2025 Time in 09:10',
    ]);
    // A doctor named with an honorific alone closes the visit; the imaging report dated under it, the same day, is another paper.
    const honorific = makeLines([
      [
        'CLINIC NOTE',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Date: 16/04/2025 10:20',
        'Twisted his left wrist falling off a bicycle this morning, swelling over the wrist.',
        'Sent for an X-ray of the wrist and given a splint and painkillers until the report comes.',
        'Dr K. Osei',
        'HILLSIDE IMAGING',
        'Date of exam: 16/04/2025',
        'Patient: ROE, S (Mr)  DOB: 1988/08/02',
        'Report: two views of the left wrist show no fracture and the joints are normal.',
        'Conclusion: a sprain of the wrist with swelling of the soft tissues only.',
      ],
    ]);
    expect(findNotes(honorific, 1, true)).toHaveLength(2);
    // A signature read off the paper as the signer's name, over the typed name with credentials, at the page's end.
    const signature = makeLines([
      [
        'Follow-up visit',
        'Patient: Lee Park  DOB: 03/09/1979  Date of Service: 11/01/2025',
        'Fever settled yesterday and the cough is easing; she finishes the antibiotics on Sunday.',
        'Priya Menon',
        'Priya Menon, MD',
      ],
      ['ORION REFERENCE SERVICES', 'Patient: PARK, LEE  DOB: 03/09/1979', 'Gram stain: many pus cells and gram-positive cocci in pairs.'],
    ]);
    expect(findNotes(signature, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // A name in the text's list of people, with prose going on under it, closes nothing.
    const listed = makeLines([
      [
        'Follow-up visit',
        'Patient: Lee Park  DOB: 03/09/1979  Date of Service: 11/01/2025',
        'She was seen with her daughter and the practice nurse, who both agree with the plan.',
        'Dr K. Osei',
        'She will come back in a week and ring sooner if the fever returns at any point.',
      ],
      ['Patient: Lee Park  DOB: 03/09/1979', 'Her cough was worse at night and she slept sitting up in a chair.'],
    ]);
    expect(findNotes(listed, 2, true)).toHaveLength(1);
  });

  it("takes a bare 'Date:' under a signer's name, role and hospital for when the note was signed, not a new date of service", () => {
    const lines = makeLines([
      [
        'DISCHARGE SUMMARY',
        'Patient Name:  Ann Roe',
        'Discharge Date:  28th August 2025',
        'She recovered well on antibiotics and goes home to finish the course by mouth.',
        'Dr. Emma Lloyd',
        'Consultant Physician',
        'Valley General Hospital',
        'Date: 28th August 2025',
        'This document contains confidential patient information and is handled as the guidelines say.',
        'Copies go to the patient and to her general practitioner in the valley.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("takes no line that begins in lower case for a title: a tear-off slip's words under a digitally signed prescription ('certificado n.º 0417')", () => {
    const lines = makeLines([
      [
        'RECEITA MÉDICA',
        'Utente: Ana Costa  Data da prescrição: 06-04-2026',
        'Amoxicilina 875 mg, um comprimido de doze em doze horas durante oito dias.',
        'Documento assinado digitalmente por Rita Alves em 06-04-2026 11:48',
        'certificado n.º 0417',
        'Informação ao utente',
        'Levantar na farmácia com o código de acesso e voltar em dez dias se não houver melhoria.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("takes a reporting act whose signer is named on the lines under it ('Reported by:' over the name) for the report's close", () => {
    const lines = makeLines([
      [
        'Fetal Anatomy Scan Report',
        'Patient: Mary Byrne  DOB: 02.05.1991',
        'Conclusion: normal fetal anatomy at twenty weeks and growth that matches the dates.',
        'Reported by:',
        'C. Nolan',
        'Dr Ciara Nolan, MRCPI, Consultant in Fetal Medicine',
      ],
      [
        "St Anne's Regional Maternity Unit — Postnatal Discharge Summary",
        'Mother: Mary Byrne  Date of birth: 2nd May 1991',
        'She had a normal delivery and is feeding well, going home with her baby today.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("takes a record system's statement that it authenticated the entry ('[electronically authenticated]') for its close", () => {
    const lines = makeLines([
      [
        'FIRST VISIT',
        'VISIT DATE  GESTATION  BLOOD GROUP',
        '04/02/2025  12+1 weeks  O positive',
        'Well, some nausea in the mornings, working full time and sleeping well at night.',
        'Visit completed by: Ann Lee, RM 04/02/2025 11:48 [electronically authenticated]',
        'Antenatal Clinic — Consultant-led',
        'Date: 15/05/2025 Gestation: 28+1 Seen by: Dr Ann Roe, Registrar',
        'Well, good movements, and the glucose test done on Tuesday was abnormal in the morning.',
        'Plan: diabetes clinic within the week, a dietitian, and glucose checks at home four times a day.',
        'Growth scans at thirty-two and thirty-six weeks, and physiotherapy for the pelvic pain.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(2);
  });

  it("starts an entry of a list whose heading closes on a span of time ('Telehealth — Video  2025-04-08 13:00–13:25') under the entry before's close", () => {
    const visit = (heading: string) => [
      heading,
      'Clinician  Dr. Ann Roe, family physician',
      'Sleeping better since the last visit and the worry is less most days of the week.',
      'Signed electronically by Ann Roe, MD — ' + heading.slice(-16),
    ];
    const lines = makeLines([
      [...visit('Telehealth — Video  2025-03-11 09:30–09:52'), ...visit('Telehealth — Video  2025-04-08 13:00–13:25')],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(2);
  });
});

describe("findNotes and the pages' own numbering, read safely", () => {
  const letter = (date: string) => [
    `Clinic date: ${date}  Seen by: Dr Ann Roe`,
    'Dear Dr Lund,',
    'Her joints are much better on the weekly injections and the blood tests have been normal.',
    'Yours sincerely,',
    'Dr Ann Roe',
  ];

  it("reads a print stamp's count that starts again at 1 within the file for the documents' own: its page 2 goes on with its page 1", () => {
    const lines = makeLines([
      letter('12/03/2024'),
      letter('04/06/2024'),
      ['Information for the patient — weekly injections', 'Inject on the same day each week and keep the pen in its box.'],
      letter('29/04/2025'),
    ]);
    const stamp = (n: number, of: number) => [
      'DOE, Jane (Mrs)  Born 30-Nov-1978',
      'Document Viewer · printed 03/06/2025 14:27',
      `Page ${n} of ${of}`,
    ];
    expect(findNotes(lines, 4, true, running([stamp(1, 1), stamp(1, 2), stamp(2, 2), stamp(1, 1)])).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 3],
      [4, 4],
    ]);
  });

  it('opens a page numbered 2 of a count whose own head names the patient and another date of service (another paper filed into a print)', () => {
    const lines = makeLines([
      [
        'WOUND CLINIC — FIRST VISIT  DOS 03/05/2024',
        'A shallow ulcer under the right big toe after a blister from new boots last month.',
        'Plan: debridement done today, offloading boot, back in two weeks.',
      ],
      [
        'WOUND CLINIC — RETURN VISIT  DOS 01/14/2025',
        'The ulcer has come back at the same place after weeks of walking in old boots.',
        'Plan: debridement done today, offloading boot, back in one week.',
      ],
      [
        'VALLEY VASCULAR LABORATORY',
        'Patient  ROE, SAM  DOB  02/09/1955  Study date  03/12/2024',
        'Interpretation: mild arterial insufficiency of the right leg with low toe pressures.',
      ],
    ]);
    const stamp = (n: number, of: number) => ['Valley Wound Center', `Page ${n} of ${of} · Records released 02/18/2025`];
    expect(findNotes(lines, 3, true, running([stamp(1, 1), stamp(1, 2), stamp(2, 2)])).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});

describe('findNotes and the patient in hand', () => {
  const roe = { name: 'Jane Alice Roe', dob: '1950-03-04' };

  it("opens an entry whose heading prints the patient in hand without a label (name surname first, DOB), under the entry before's close", () => {
    const lines = makeLines([
      [
        'Harbour Sleep Clinic',
        'CPAP SET-UP — RESPIRATORY THERAPY  Roe, Jane A.  1950-03-04  Date: 2025-04-24',
        'Patient attended for the set-up of her machine and tried two masks before the full-face one fitted well.',
        'Plan: phone check in a week and a download at thirty days.',
        'Kim Brandt, RPSGT — signed 2025-04-24 11:05',
        'REVIEW VISIT  Roe, Jane A.  1950-03-04  Seen: 2025-07-09  Dr. E. Hale',
        'She returns after ten weeks on the machine and feels much better in the mornings.',
        'Impression: sleep apnoea well treated. Plan: annual review with a download.',
      ],
    ]);
    const found = (patient?: typeof roe) => findNotes(lines, 1, true, [], patient).map((s) => lines[s.fromLine]?.text.slice(0, 12));
    expect(found(roe)).toEqual(['Harbour Slee', 'REVIEW VISIT']);
    // Told nobody, the segmenter reads no identity there, as before.
    expect(found()).toEqual(['Harbour Slee']);
  });

  it("opens a page whose head labels another patient's name (a misfiled page), and the patient in hand's page after it; not a page that gives the patient's initials", () => {
    const page = (patient: string, text: string) => [
      `Patient: ${patient}  MRN 00417`,
      text,
      'Seen with the practice nurse, who agreed with the plan above.',
    ];
    const lines = makeLines([
      [
        'PROGRESS NOTE',
        'Patient: Jane A. Roe  DOB: 03/04/1950  Date of service: 05/06/2025',
        'She reports three weeks of cough and some breathlessness on the stairs.',
      ],
      page('MILES, ROBERT', 'Lungs with wheeze at both bases, oxygen saturation normal at rest, no fever today.'),
      page('ROE, JANE', 'Assessment: a viral cough with wheeze. Plan: an inhaler and a review in two weeks.'),
      page('J. Roe', 'She was given a leaflet on the inhaler and shown how to use the spacer.'),
    ]);
    const found = (patient?: typeof roe) => findNotes(lines, 4, true, [], patient).map((s) => [s.first, s.last]);
    expect(found(roe)).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
    expect(found()).toEqual([[1, 4]]);
  });

  it("opens nothing at a prescription's title under the patient's name printed above it, nor at a page whose running banner prints the patient (a letter's second page)", () => {
    const lines = makeLines([
      [
        'CABINET MEDICAL DU PARC',
        'Consultations sur rendez-vous du lundi au vendredi de neuf heures à midi',
        'Paris, le 14/10/2026',
        'Mme ROE Jane',
        'ORDONNANCE',
        'Amoxicilline 1 g, un sachet matin et soir pendant huit jours.',
        'Paracétamol 1000 mg, un comprimé trois fois par jour si fièvre.',
      ],
      [
        'PROPOSITION',
        'Après discussion avec la patiente, nous proposons un contrôle dans un mois avec une prise de sang.',
        'Je reste à votre disposition et vous prie de croire en mes sentiments confraternels.',
      ],
    ]);
    const banner = ['ROE Jane · 04/03/1950 · Dossier 4471823'];
    expect(findNotes(lines, 2, true, running([banner, banner]), roe).map((s) => [s.first, s.last])).toEqual([[1, 2]]);
  });
});

describe('findNotes and a row of labelled fields on one line', () => {
  it("takes a line that opens with a labelled date of service and goes on with more labelled fields for a header, not prose ('Visit date: ... Visit type: ... Clinician: ...')", () => {
    const lines = makeLines([
      [
        'ADMISSION HISTORY AND PHYSICAL',
        'Patient: Jane Roe  DOB: 03/04/1950  Date of service: 06/10/2025',
        'He has been breathless on walking to the bathroom and sleeps in his recliner at night.',
        'Plan: diuretics for comfort and nurse visits twice a week.',
        'Electronically signed by Ann Lee, MD on 06/10/2025 at 17:05',
        'Skilled Nursing Visit — RN',
        'Visit date: 06/12/2025 Time in 13:30 / out 14:40 Visit type: Routine Home Care Clinician: Dana Moss, RN, Case',
        'Vitals: BP 96/60, pulse 92 and irregular, saturation 92% on two litres.',
        'Reviewed the signs of worsening breathlessness and when to call the line with his daughter.',
        'Electronically signed: Dana Moss, RN 06/12/2025 16:05',
        'Social Work Visit',
        'Date of visit: 06/26/2025 Clinician: Luis Ortega, MSW Present: patient, daughter Karen',
        'Follow-up visit. The patient is alert and says he is at peace, and worries about his daughter.',
        'Note saved 06/26/2025 15:48 — NOT SIGNED',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'ADMISSION HISTORY AND PHYSICAL',
      'Skilled Nursing Visit — RN',
      'Social Work Visit',
    ]);
  });
});

describe("findNotes and a letter's opening", () => {
  it("reads a letterhead's contacts and a row of fields on one line ('Our ref: ... Date of clinic: ... Date typed: ...') as the head of the letter's page, not its text", () => {
    const letter = (dated: string) => [
      'Riverside Memory Service',
      'Day Unit, 4 Mill Road',
      'Tel 01603 555 480 · secure email memory.riverside@nhs.example',
      dated,
      'Dr R Park',
      'Dear Dr Park,',
      'Re: Mrs Jane Roe, DOB 02/09/1941',
      'I saw Mrs Roe with her son in the memory clinic today and went through the scan and the test results with them.',
    ];
    const lines = makeLines([
      [
        'Riverside Imaging — Radiology Report',
        'Examination: CT head without contrast  Date: 14/02/2025',
        'Conclusion: medial temporal lobe atrophy, left greater than right, with mild small vessel change.',
        'Reported by: Dr Tobias Frank, Consultant Radiologist (GMC 7091234)',
        'Verified: 19-Feb-2025 09:17',
      ],
      letter('Our ref: AB/0304 Clinic date: 04/03/2025 Typed: 07/03/2025'),
      [
        'Mrs Jane Roe · DOB 02/09/1941 · page 2',
        'Plan: donepezil at night for four weeks and then the higher dose if she sleeps well on it.',
        'Yours sincerely,',
        'Dr Ada Cole',
      ],
      // Its dated line's labels hold four small words: a row of fields all the same, not prose.
      letter('Our ref: AB/1006 Date of clinic: 10/06/2025 Date typed: 16/06/2025'),
    ]);
    expect(findNotes(lines, 4, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 3],
      [4, 4],
    ]);
  });
});

describe('findNotes and a title with its subject after a dash', () => {
  it("opens a report whose title goes on after a spaced dash with what it covers ('Endoscopy Report — Gastroscopy and Colonoscopy') atop its page, on the day of the record before", () => {
    const lines = makeLines([
      [
        'ANAESTHETIC RECORD',
        'Patient: Mr Sam Roe  DOB: 21/06/1962  Date: 25/03/2025',
        'Propofol sedation given in small doses, airway kept with a chin lift, observations stable throughout.',
        'Recovery: awake and comfortable, discharged to the ward at the usual time.',
      ],
      [
        'Corio Day Surgery  88 Ryrie Street, Geelong VIC 3220',
        'Endoscopy Report — Gastroscopy and Colonoscopy',
        'Patient: Mr Sam Roe  DOB: 21/06/1962',
        'Procedure date: 25/03/2025  Endoscopist: Dr Ann Lee',
        'Findings: a small hiatus hernia and two small polyps in the sigmoid colon, both removed whole.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("findNotes and a signer's line closed by when it was signed", () => {
  it("takes a clinician's name with credentials and the time it was signed ('Dana Kim, RN 03/14/2025 10:12') for the entry's close", () => {
    const lines = makeLines([
      [
        'TELEPHONE ENCOUNTER  03/14/2025 10:05',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Called the patient the day after the injection; the leg pain is about half of what it was and there is no fever.',
        'Reminded him of the follow-up visit booked for next week and to ring sooner with any weakness.',
        'Dana Kim, RN 03/14/2025 10:12',
        'Follow-up Visit',
        'Provider: Ivo Brandt, PA-C',
        'He reports good relief for ten days and the pain is now back to five out of ten in the leg.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'TELEPHONE ENCOUNTER  03/14/2025 10:05',
      'Follow-up Visit',
    ]);
    // The signing time may run into a 24-hour clock without a colon ('10/02/2025-1915').
    const dashed = makeLines([
      [
        'TELEPHONE ENCOUNTER  03/14/2025 10:05',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Called the patient the day after the injection; the leg pain is about half of what it was and there is no fever.',
        'M. Lund-Pyle, RN 03/14/2025-1915',
        'Follow-up Visit',
        'Provider: Ivo Brandt, PA-C',
        'He reports good relief for ten days and the pain is now back to five out of ten in the leg.',
      ],
    ]);
    expect(findNotes(dashed, 1, true)).toHaveLength(2);
  });

  it("takes a reporting act whose signer's name is followed by the time it was signed and the report's status for the report's close", () => {
    const lines = makeLines([
      [
        'Radiology: CT Head',
        'Examination date: 03/02/2025 09:58 · Accession R-1 · Status: Final',
        'Findings: no bleed and no early signs of infarction are seen on the scan of the head today.',
        'Reported by Dr Ann Lee, Consultant Neuroradiologist · 03/02/2025 10:09 · Verified',
        'Event date: 04/02/2025 08:40 · Location: Ward 3 · Status: Authorised',
        'Day one after the procedure, she is awake and her speech is better than it was yesterday.',
        'Plan: swallow assessment today, aspirin once she can swallow safely, therapy referrals sent.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Radiology: CT Head',
      'Event date: 04/02/2025 08:40 · Location: Ward 3 · Status: Authorised',
    ]);
  });
});

describe('findNotes and a heading that closes on its date', () => {
  it("opens an entry whose heading is a title closing on its date alone ('Group Therapy Note — 10/03/2025') under the entry before's close", () => {
    const lines = makeLines([
      [
        'NURSING NOTE  10/02/2025 18:40',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Settled on the ward this evening, ate all of his supper and took his medication without fuss.',
        'M. Lund-Pyle, RN 10/02/2025-1915',
        'Group Therapy Note — 10/03/2025',
        'Facilitator: Ann Lee, LCSW',
        'He joined the morning group on coping with cravings and spoke about his plans after discharge.',
        'He listened to the others and stayed for the whole of the session without leaving the room.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'NURSING NOTE  10/02/2025 18:40',
      'Group Therapy Note — 10/03/2025',
    ]);
  });

  it("opens an entry whose heading closes on its date, its time and a time zone ('NICU Nursing Shift Assessment  01/05/2025 06:30 CST')", () => {
    const lines = makeLines([
      [
        'NICU Admission History and Physical  01/04/2025 07:55 CST',
        'Author: Okafor, Mia MD (Neonatology) | Status: Auth (Verified)',
        'Preterm infant born this morning with grunting and retractions, started on CPAP in the delivery room.',
        'Electronically Signed by: Okafor, Mia MD on 01/04/2025 10:41 CST',
        'NICU Nursing Shift Assessment  01/05/2025 06:30 CST',
        'Author: Roe, Kay RN | Status: Auth (Verified)',
        'Infant in the isolette with a stable temperature, feeds tolerated through the tube with no residuals.',
        'Parents visited in the evening and held him skin to skin for an hour.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'NICU Admission History and Physical  01/04/2025 07:55 CST',
      'NICU Nursing Shift Assessment  01/05/2025 06:30 CST',
    ]);
  });

  it("opens an entry whose heading goes on after its date and time with a row of fields ('PHONE NOTE 06/02/2025 11:05 Caller: patient Taken by: ...')", () => {
    const lines = makeLines([
      [
        'Follow-up Visit',
        'Patient: Ann Roe  DOB: 11/30/1992  Visit date: 05/27/2025',
        'Asthma well controlled since the new inhaler was started, no night waking and no steroids needed.',
        'Electronically signed by Kay Lund, FNP-C on 05/27/2025 17:44 EDT',
        'PHONE NOTE 06/02/2025 11:05 Caller: patient Taken by: Bea Holt, LPN',
        'Reports swelling of the left upper arm after the injection, itchy, better with an ice pack.',
        'Advised an antihistamine before the next injection and to call back if it spreads.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Follow-up Visit',
      'PHONE NOTE 06/02/2025 11:05 Caller: patient Taken by: Bea Holt, LPN',
    ]);
  });

  it('takes a title closing on a date alone inside a note nobody closed for its text, not a heading', () => {
    const lines = makeLines([
      [
        'PROGRESS NOTE',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Date of Service: 03/02/2025',
        'Knee pain is better since the injection and he walks to the shops again without a stick.',
        'Follow-up Visit 04/02/2025',
        'He should bring the diary of his pain scores and the list of his tablets to that visit.',
        'Plan: continue the exercises twice a day and ring if the swelling comes back.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe('findNotes and what goes on the note above', () => {
  it("keeps an addendum under the note it adds to, dated and signed on its own ('Addendum — 03/20/2026 10:12 AM')", () => {
    const lines = makeLines([
      [
        'Office Visit — IBD follow-up  03/17/2026 Ann Lee, MD',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Stools are formed and there has been no blood for three weeks; the steroid taper is finished.',
        'Plan: maintenance infusions every eight weeks, the dose set by the trough level when it returns.',
        'Electronically signed by Ann Lee, MD on 03/17/2026 at 4:48 PM',
        'Addendum — 03/20/2026 10:12 AM',
        'The trough level came back low, so the infusions will be given every six weeks instead of eight.',
        'The patient was told by telephone and agrees with the change to the schedule.',
        'Electronically signed by Ann Lee, MD on 03/20/2026 at 10:14 AM',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("reads no row of a cover's list of documents, each with its date and author, as a note ('Discharge summary  05/08/2025  Pruett, Hannah, PA-C')", () => {
    const lines = makeLines([
      [
        'Riverside Health Partners — Health Information Management',
        'Patient  Dana M. Roe DOB 03/14/1981',
        'Date released  09/02/2025',
        'The records below are released for the payment audit that the health plan asked for.',
        'Document  Date  Author',
        'Surgical consultation — new patient  12/09/2024  Lee, Ann, MD',
        'Operative report  05/06/2025  Lee, Ann, MD',
        'Discharge summary  05/08/2025  Pruett, Hannah, PA-C',
        'Post-op visit, 2 week  05/21/2025  Pruett, Hannah, PA-C',
        'Records are released in the order listed and may not be disclosed again except as the law permits.',
      ],
      [
        'Office Visit — Bariatric Surgery New Patient Consultation',
        '12/9/2024 | Riverside Bariatric Institute | Provider: Ann Lee, MD',
        'Evaluation for bariatric surgery, referred by her family doctor for obesity with diabetes and sleep apnea.',
        'Electronically signed by Ann Lee, MD on 12/9/2024 at 5:48 PM',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("findNotes and a signer's line that names a post", () => {
  it("takes a name with the signer's post, registration and signing time ('S. Khumalo, Professional Nurse (SANC 12-345678) — 2026/01/19 23:45') for the entry's close", () => {
    const lines = makeLines([
      [
        'Multidisciplinary Ward Notes',
        'Patient: Nadia Roe  DOB: 1990/02/11',
        '2026/01/19 22:10 — Nursing report — night shift',
        'Tearful after a telephone call with her children; a nurse sat with her and she settled by midnight.',
        'S. Khumalo, Professional Nurse (SANC 12-345678) — 2026/01/19 23:45',
        '2026/01/23 11:00 — Psychology session — A. de Wet',
        'Third session of therapy: a safety plan was written with her and her sister keeps the tablets.',
        'She rated her mood five out of ten and will practise the plan over the weekend at home.',
        'Anna de Wet, Clinical Psychologist (HPCSA PS 0123456) — 2026/01/23 12:10',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Multidisciplinary Ward Notes',
      '2026/01/23 11:00 — Psychology session — A. de Wet',
    ]);
  });
});

describe('findNotes and a page printed twice', () => {
  it('opens a page that repeats the page before word for word: the same paper printed again', () => {
    const report = [
      'Harbour Hearing Centre  Ph 07 555 0190',
      'Paediatric Audiological Assessment',
      'Name  Sam Roe  Date of birth  12/09/2020',
      'Referred by  Dr A. Lee (GP)  Accompanied by  Mother',
      'Right: dull, retracted eardrum with a fluid level. Left: dull and opaque, no light reflex.',
      'Mild hearing loss on both sides with flat tympanograms, consistent with fluid behind both eardrums.',
      'Repeat the hearing test six weeks after any surgery and review with the ear surgeon today.',
      'Ana Ruiz · Audiologist',
    ];
    const lines = makeLines([
      [
        'REFERRAL',
        'Patient: Sam Roe  DOB: 12/09/2020',
        'Six ear infections in a year and fluid in both ears with delayed speech: please assess for grommets.',
        'Electronically signed by Ann Lee, MD on 14/01/2025',
      ],
      report,
      report,
    ]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // A page that prints one line over and over, as the page before does, is filler, not a paper printed again.
    const filler = Array.from({ length: 12 }, () => 'Anregung einer ambulanten Vorsorgeleistung in anerkannten Kurorten');
    const exported = makeLines([['ARZTBRIEF', 'Patient: Max Roe  geb. 01.02.1932', ...report.slice(4)], filler, filler]);
    expect(findNotes(exported, 3, true)).toHaveLength(1);
  });
});

describe('findNotes and an entry closed by who entered it', () => {
  it("takes 'Entered by' a clinician named with credentials and the time for the entry's close ('Entered by Mary Lane, RGN (Practice Nurse) 08/07/2024 10:02')", () => {
    const lines = makeLines([
      [
        'Harbour Family Practice — Consultation History',
        'Patient: Sam Roe  DOB: 04/05/2024',
        '08/07/2024  Immunisation — 2 months  Nurse M. Lane',
        'Given the first doses of the routine vaccines in both thighs and the oral vaccine by mouth.',
        'Observed for fifteen minutes with no reaction, next doses due at four months.',
        'Entered by Mary Lane, RGN (Practice Nurse) 08/07/2024 10:02',
        '06/09/2024  Immunisation — 4 months  Nurse M. Lane',
        // 'Given' heads the vaccines given, though the label lexicon reads it as a date's: no date follows it.
        'Given  6-in-1 vaccine in the right thigh, batch X2C519V; rotavirus vaccine by mouth',
        'A mild fever after the last visit settled with paracetamol, and the parents are happy to go on.',
        'Next doses due at six months, the parents have the leaflet about fever after the vaccines.',
        'Entered by Mary Lane, RGN (Practice Nurse) 06/09/2024 11:28',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Harbour Family Practice — Consultation History',
      '06/09/2024  Immunisation — 4 months  Nurse M. Lane',
    ]);
  });
});

describe("findNotes and a scanned title with OCR's marks after it", () => {
  it("opens a page whose scanned title OCR closed with a stray colon a space apart ('2 SICKNESS CERTIFICATE :'), not a label", () => {
    const lines = makeLines([
      [
        'Harbour Family Practice  Tel 021 555 0100',
        'PRESCRIPTION',
        'Patient: Sam Roe  DOB: 04/05/1980',
        'Date: 12/03/2025',
        'Amoxicillin 500 mg three times a day for seven days.',
        'Dr Ann Lee, MB ChB',
      ],
      [
        'Harbour Family Practice  Tel 021 555 0100',
        '2 SICKNESS CERTIFICATE :',
        'This is to certify that Sam Roe was seen by me on 12/03/2025 and is unfit for work for three days.',
        'Doctor: Ann Lee  Date: 12/03/2025',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // A heading whose colon labels what follows it, against its last word or a space apart as French sets it, with no
    // other mark about it, opens nothing on a page of the same note.
    for (const label of ['SICKNESS CERTIFICATE:', 'CERTIFICAT MÉDICAL :']) {
      const labelled = makeLines([
        ['PRESCRIPTION', 'Patient: Sam Roe  DOB: 04/05/1980', 'Date: 12/03/2025', 'Amoxicillin 500 mg three times a day for seven days.'],
        [label, 'He was advised to rest at home for the three days and to return if the fever persists.'],
      ]);
      expect(findNotes(labelled, 2, true), label).toHaveLength(1);
    }
  });
});

describe("findNotes and a letter's opening under a clinic's row of fields", () => {
  it("opens a letter atop its page whose date stands in a row of fields ('Clinic: ..., 17/02/2025') and whose salutation comes after a diagnosis line, under a signed letter", () => {
    const lines = makeLines([
      [
        'Harbour Family Practice',
        '02/02/2025',
        'Dear Colleague,',
        'I would be grateful if you would see Mrs Roe, who has had a painful swelling of the left wrist for two months.',
        'Yours sincerely,',
        'Dr Ann Lee',
      ],
      [
        'Lakeside University Hospital',
        'Hand Surgery Unit · Secretary 021 555 0190',
        'Dictated: 17/02/2025 Typed: 19/02/2025 Clinic: Walk-in hand and wrist clinic, 17/02/2025',
        'Dr Ann Lee',
        'Harbour Family Practice',
        'Re: Mrs Jane Roe, DOB 05/06/1970',
        'Diagnosis: ganglion of the left wrist, dorsal, 15 mm; aspirated today in the clinic',
        'Dear Dr Lee,',
        'I saw Mrs Roe today with the swelling you describe, which is a ganglion arising from the wrist joint.',
        'Yours sincerely,',
        'Mr Tom Hart',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("findNotes and a caption in a page's head", () => {
  const patient = { name: 'Mari Tamm', dob: '1970-05-06' };
  const results = (caption: string) => [
    'Tartu Linnahaigla  Tel 7 318 000',
    caption,
    'Patsient: Mari Tamm  Sünniaeg: 06.05.1970',
    'Hemoglobiin  131  g/l  117 – 153',
    'Kreatiniin  78  µmol/l  45 – 90',
  ];
  it('opens a page whose head prints another caption in capitals than the page before over the patient, in a language the titles lack', () => {
    const lines = makeLines([
      results('LABORIANALÜÜSIDE TULEMUSED'),
      [
        'Tartu Linnahaigla  Kardioloogia kabinet',
        'ARSTI VASTUVÕTT',
        'Kuupäev: 14.03.2025',
        'Patsient: Mari Tamm, 54 a',
        'Kaebused: õhupuudus trepil käimisel ja väsimus juba kolm kuud, öösel magab hästi.',
        'Ravi: jätkata ravimeid samas annuses ja kontroll kuu aja pärast kardioloogi juures.',
      ],
    ]);
    expect(findNotes(lines, 2, true, [], patient).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // A report whose second page prints its caption again over the patient goes on.
    const again = makeLines([results('LABORIANALÜÜSIDE TULEMUSED'), results('LABORIANALÜÜSIDE TULEMUSED')]);
    expect(findNotes(again, 2, true, [], patient)).toHaveLength(1);
    // A note whose text and close run onto the next page above another's title in capitals ends there, not at the
    // page's top.
    const runOn = makeLines([
      [
        'OFFICE VISIT',
        'Patient: Mari Tamm  DOB: 05/06/1970',
        'Date of Service: 03/04/2025',
        'Cough for two days, no fever, and she is eating and drinking well at home.',
      ],
      [
        'to call the office if the cough gets worse or she has a fever.',
        'Electronically signed by Alan Reyes, MD on 03/04/2025',
        'CLINIC NOTE',
        'Patient: Mari Tamm  DOB: 05/06/1970',
        'Date of Service: 03/18/2025',
        'Seen again for the cough, which has settled since the last visit.',
      ],
    ]);
    expect(findNotes(runOn, 2, true, [], patient).map((s) => runOn[s.fromLine]?.text)).toEqual(['OFFICE VISIT', 'CLINIC NOTE']);
    // A consultation whose pages open with section headings in capitals under a running banner that names the patient on
    // every page is one note.
    const sections = makeLines([
      ['Clínica del Valle · Tel. 604 555 7100', 'DATOS DE LA CONSULTA', 'Tipo: control por medicina familiar', 'Acompañante: su madre'],
      [
        'Clínica del Valle · Tel. 604 555 7100',
        'ANÁLISIS',
        'Paciente con diabetes no controlada que requiere intensificar el tratamiento y cambiar su dieta.',
      ],
    ]);
    const banner = running([['Paciente: Mari Tamm  Sünniaeg: 06.05.1970'], ['Paciente: Mari Tamm  Sünniaeg: 06.05.1970']]);
    expect(findNotes(sections, 2, true, banner, patient)).toHaveLength(1);
  });
});

describe("findNotes and a fax machine's line atop each page", () => {
  it("takes a fax's line of its time, the sender's number and the page ('MAR 03 2025 10:15 HARBOUR CLINIC 5550101234 -> PA DESK PAGE 002') for the fax's count, not the note's", () => {
    const fax = (page: string) => `MAR 03 2025 10:15 HARBOUR CLINIC 5550101234 -> PA DESK PAGE ${page}`;
    const lines = makeLines([
      [
        fax('001'),
        'MEDICATION PRIOR AUTHORIZATION REQUEST',
        'Patient: Jane Doe  DOB: 05/06/1970',
        'Drug requested: erenumab 70 mg monthly',
        'Prescriber: Alan Reyes, MD',
      ],
      [
        fax('002'),
        'Harbour Clinic · 12 Quay Street',
        'Patient: DOE, JANE  DOB: 05/06/1970  Date of Service: 02/20/2025  Provider: Alan Reyes, MD',
        'Headaches on most days of the month despite two preventive medicines, which she stopped for side effects.',
        'Plan: start a monthly injection once the insurer approves it, and keep a headache diary.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("takes the machine's line as OCR reads it off a faxed page, its number or its time torn ('APR-09-2025 WED 10:23 HARBOUR CARE (TR 57¢ 555 0163 P. 63', 'SEP 2272026 11:06AH HARBOUR CLINIC 608-555-0187 p.2'), for the fax's count", () => {
    const visit = (date: string) => [
      'HARBOUR CARE CENTER  Resident: DOE, JANE  DOB 05/06/1940',
      `Date of visit: ${date}  Type: Regulatory`,
      'Resident seen for her monthly visit, eating well and walking with her frame.',
      'Plan: continue the same orders and weigh her every week.',
      `Physician signature: Alan Reyes, DO  Date/time: ${date}`,
    ];
    const lines = makeLines([
      ['APR-09-2025 WED 10:22 HARBOUR CARE CTR 570 555 0163 P. 02', ...visit('01/08/2025')],
      ['APR-G9-2625 WED 10:23 HARBOUR CARE (TR 57¢ 555 0163 P. 63', ...visit('02/05/2025')],
      ['SEP 2272026 11:06AH HARBOUR CLINIC 608-555-0187 p.2', ...visit('03/06/2025')],
    ]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    // A note's own count on its second page ('Roe, Jane · Page 2') still says the page goes on with it.
    const own = makeLines([
      visit('01/08/2025').slice(0, 3),
      ['DOE, JANE  DOB 05/06/1940  Page 2', 'Plan: as above, reviewed at 10:23 today.'],
    ]);
    expect(findNotes(own, 2, true)).toHaveLength(1);
  });
});

describe("findNotes and a signer at the end of the entry's last line", () => {
  it("takes a clinician named after the entry's last sentence ('... no sign of rupture. — J. Lund, OT', '... next week. Ana Roe-Yazzie, MS, RDN') for its close", () => {
    const lines = makeLines([
      [
        'HAND CLINIC  Patient: DOE, JANE  DOB 05/06/1980',
        'Treatment note — Week 2  10/03/2025 09:30',
        'Swelling reduced and the scar is softer, massage started at this visit.',
        'Splint adjusted and there is no sign of rupture today. — J. Lund, OT',
        'Treatment note — Week 3  17/03/2025 10:00',
        'Catching sensation reported without pain, home programme reviewed with her partner.',
        'Plan: add blocked exercises and review her again next week. Ana Roe-Yazzie, MS, RDN',
        'Family Session',
        'Date of service: 24/03/2025 · Therapist: Kay Lund, MA, LPC',
        'Parents and patient attended; the week was harder at home with two skipped meals.',
        'Plan: a family meal at the next session and a shared log of meals at home.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text.slice(0, 24))).toEqual([
      'HAND CLINIC  Patient: DO',
      'Treatment note — Week 3 ',
      'Date of service: 24/03/2',
    ]);
  });

  it("opens an entry whose heading ends its page over the page's number ('— 1 —'), its text atop the next, and one under a signer whose post is two joined by a slash", () => {
    const lines = makeLines([
      [
        'HAND CLINIC  Patient: DOE, JANE  DOB 05/06/1980',
        'Initial assessment 03/03/2025',
        'Subjective: pain three out of ten at rest, numbness on the ulnar side of the ring finger.',
        'Plan: weekly therapy for twelve weeks, with the protocol stepped up at week four.',
        'Kay Lund, Occupational Therapist / Accredited Hand Therapist',
        'Treatment note — Week 2  10/03/2025 09:30',
        'Swelling reduced and the scar is softer, massage started at this visit.',
        'Splint adjusted and there is no sign of rupture today. — K. Lund, OT',
        'Treatment note — Week 3  17/03/2025 10:00',
        '— 1 —',
      ],
      [
        'Catching sensation reported without pain, home programme reviewed with her partner.',
        'Plan: add blocked exercises and review her again next week. — K. Lund, OT',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [lines[s.fromLine]?.text.slice(0, 24), s.first, s.last])).toEqual([
      ['HAND CLINIC  Patient: DO', 1, 1],
      ['Treatment note — Week 2 ', 1, 1],
      ['Treatment note — Week 3 ', 1, 2],
    ]);
  });

  it("takes a report's validator after its last sentence ('... phoned at 20:52. Authorised by: Dr Ann Roe, Clinical Pathologist') for its close, under a table right after its title", () => {
    const lines = makeLines([
      [
        'LABORATORY — FULL BLOOD COUNT',
        'Patient  DOB  Collected',
        'DOE JANE  05/06/1980  2025/02/13 20:05',
        'White cell count  1.1 L  3.9–12.6',
        'Critical value phoned to the registrar at 20:52. Authorised by: Dr Ann Roe, Clinical Pathologist',
        '— 2025/02/13 21:10',
        'DISCHARGE SUMMARY — Ward 4  Admitted 2025/02/13 · Discharged 2025/02/16',
        'Course: antibiotics by vein, afebrile from day two and sent home on tablets.',
        'Plan: the next cycle a week later at full dose, with the same tablets on days five to twelve.',
        'Dr Kay Lund, Registrar — electronically signed 2025/02/16 12:30',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text.slice(0, 17))).toEqual(['LABORATORY — FULL', 'DISCHARGE SUMMARY']);
  });

  it("takes a nurse who signs a section of the note at its line's end ('... Pain 9/10. — D. Roe, RN' over 'History of Present Illness') for no close of the note", () => {
    const lines = makeLines([
      [
        'EMERGENCY DEPARTMENT RECORD — PHYSICIAN',
        'Patient: DOE, JOHN  DOB 1979-04-22  Arrival: 2026-09-02 18:40',
        'Triage Note (RN)',
        '47 y M with right flank pain since the afternoon, colicky and radiating to the groin, vomited twice.',
        'BP 152/94 HR 104 RR 20 T 36.9. Pain 9/10. — D. Roe, RN',
        'History of Present Illness',
        'Seen with the resident, a paramedic by trade, with sudden pain while he was at the gym.',
        'Investigations',
        'Test  Result  Ref.  Collected',
        'WBC  11.8 H  4.0-11.0 x10^9/L  2026-09-02 21:20',
        'Creatinine  104  62-115 umol/L  2026-09-02 21:20',
        'Discharged home with his partner and a referral to the stone clinic within the week.',
        'Electronically signed by: Ann Lee, MD on 2026-09-03 02:11',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("takes a labelled clinician after an honorific's period ('ANESTHESIOLOGIST: Dr. Ann Roe, MD') for no signer after a sentence", () => {
    const record = (date: string) => [
      'ANESTHESIA RECORD',
      'PATIENT: Doe, John  ASA CLASS: III',
      'ANESTHESIOLOGIST: Dr. Ann Roe, MD',
      `DATE: ${date} OR START: 0830 OR END: 0945`,
      'Induced without trouble and extubated awake at the end, then taken to recovery.',
    ];
    const lines = makeLines([record('01/30/2026')]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("takes a place and its state after a sentence ('... from Salem. Lake Oswego, OR') for no signer", () => {
    const lines = makeLines([
      [
        'HAND CLINIC  Patient: DOE, JANE  DOB 05/06/1980',
        'Treatment note — Week 2  10/03/2025 09:30',
        'Swelling reduced and the scar is softer, she has moved house from Salem. Lake Oswego, OR',
        'Treatment note — Week 3  17/03/2025',
        'Catching sensation reported without pain, home programme reviewed with her partner.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe("findNotes and a signer's line wrapped onto the next", () => {
  it("takes the post and the signing time a signer's line runs onto ('Ann Lee, MD, Medical Director, Cardiac' over 'Rehabilitation · 02/17/2025 8:02 AM CST') for its close, not a heading", () => {
    const plan = (extra: string[]) => [
      'Treatment Plan – 30-Day Review',
      'Patient: DOE, JANE  DOB 05/06/1958',
      'Review date: 02/14/2025  Sessions completed: 12',
      'Plan reviewed with the patient, who agrees with it and has had no adverse events.',
      'Electronically signed via SignRight',
      'Ann Lee, MD, Medical Director, Cardiac',
      'Rehabilitation · 02/17/2025 8:02 AM CST',
      ...extra,
    ];
    const lines = makeLines([
      plan([]),
      plan(['Nutrition Consultation', 'Date: 01/22/2025 · Dietitian: Kay Lund, RD', 'Wife cooks most dinners and came along today.']),
    ]);
    expect(findNotes(lines, 2, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Treatment Plan – 30-Day Review',
      'Treatment Plan – 30-Day Review',
      'Nutrition Consultation',
    ]);
  });
});

describe("findNotes and a letter on the lower part of another paper's page", () => {
  it('opens a letter under a record whose close it cannot read: its letterhead, a date alone, the addressee and a salutation', () => {
    const lines = makeLines([
      [
        'Harbour Family Practice — Progress notes — Mrs Jane Roe (DOB 05/06/1970)',
        '02/02/2025 10:15 Dr Ann Lee',
        'Painful swelling of the left wrist for two months, worse when she types at work all day.',
        'Plan: referral to the hand clinic for an opinion on the swelling.',
        'Written up by Dr Ann Lee (MBBS) — completed 02/02/2025 10:40',
        'Lakeside Hand Surgery',
        'Unit 4, 12 Quay Street, Lakeside 4410 · ph 021 555 0190 · rooms@lakesidehand.example',
        '17 February 2025',
        'Dr Ann Lee',
        'Harbour Family Practice',
        'Re: Mrs Jane Roe, DOB 05/06/1970',
        'Dear Ann,',
        'I saw Jane today with the swelling you describe, which is a ganglion arising from the wrist joint.',
        'Kind regards,',
        'Mr Tom Hart',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Harbour Family Practice — Progress notes — Mrs Jane Roe (DOB 05/06/1970)',
      'Lakeside Hand Surgery',
    ]);
  });

  it("opens a letter under a table whose subject line reads as prose ('Re: Jane Doe, DOB ... — completion of cardiac rehabilitation')", () => {
    const lines = makeLines([
      [
        'Exercise Session Record',
        'Session  Date  Peak HR/BP  METs  Staff',
        '35  04/07/2025  104 · 144/76  5.5  CW',
        '36  04/09/2025  108 · 150/78  5.5  RAB',
        'Staff: RAB = Ruth Becker, RN · CW = Cal Wojcik, MS',
        'Sessions one to thirty-four are on the pages before, which were not requested.',
        'April 11, 2025',
        'Mark Holl, MD',
        'Bay View Family Medicine',
        'Re: Jane Doe, DOB 11/02/1958 — completion of cardiac rehabilitation',
        'Dear Dr. Holl,',
        'Your patient completed all 36 sessions of the programme with no adverse events.',
        'Kind regards,',
        'Ann Lee, MD',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['Exercise Session Record', 'April 11, 2025']);
  });

  it("takes a salutation quoted in a letter's text for no new letter", () => {
    const lines = makeLines([
      [
        'Lakeside Hand Surgery',
        '17 February 2025',
        'Re: Mrs Jane Roe, DOB 05/06/1970',
        'Dear Ann,',
        'I saw Jane today with the swelling you describe, which is a ganglion arising from the wrist joint.',
        'She brought the note her employer wrote, which I enclose; it reads in part:',
        '14 February 2025',
        'Dear Dr Hart,',
        'Jane types all day for us and we would be glad of advice on her desk and chair.',
        'Kind regards,',
        'Mr Tom Hart',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe('findNotes and a heading that closes on its date with a short tail', () => {
  it("opens entries under the entry before's close whose heading names their kind and date, then a time, a bracket, an author in a cell of their own or the patient's field", () => {
    const lines = makeLines([
      [
        'Day Ward Record  Patient: ROE, JANE · DOB 1970/05/06',
        'INFUSION DAY ONE — 2025/02/03 08:15  Dr T. Lane',
        'Feels well and is ready for the first infusion, her blood counts from yesterday are all normal.',
        'Electronically signed — Dr T. Lane — 2025/02/03 09:02',
        'NURSING — ADMINISTRATION 2025/02/03  Sr N. Dube',
        'Infusion given over thirty minutes with no reaction and she went home with the number to call.',
        'N. Dube, RN — 2025/02/03 11:15',
        'Review clinic — 2025/02/10 (results review)',
        'Results were all normal and the plan for the second day was confirmed with her by telephone.',
        'She knows to ring the ward if she has a temperature or feels unwell before then.',
        'Electronically signed — Dr T. Lane — 2025/02/10 12:00',
        'Post-treatment review — 2025/02/17 Patient: Jane Roe',
        'She has had no fever and the line site is clean, and she is keen to carry on with the plan.',
        'Electronically signed — Dr T. Lane — 2025/02/17 16:30',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Day Ward Record  Patient: ROE, JANE · DOB 1970/05/06',
      'NURSING — ADMINISTRATION 2025/02/03  Sr N. Dube',
      'Review clinic — 2025/02/10 (results review)',
      'Post-treatment review — 2025/02/17 Patient: Jane Roe',
    ]);
  });

  it("takes a field and its date under a close ('Hosp No: PV0448120  04/06/2024' atop a letter's leaflet page) for no entry's heading", () => {
    const lines = makeLines([
      [
        'Hosp No: PV0448120  04/06/2024',
        'Dear Dr Roe,',
        'I reviewed Mrs Lane in clinic today; her joints are quieter on the weekly injection.',
        'Yours sincerely,',
        'Dr K Osei',
        'Dictated but not checked — sent unsigned to avoid delay.',
      ],
      [
        'Hosp No: PV0448120  04/06/2024',
        'Information for the patient — the weekly injection',
        'Inject on the same day each week and keep the pen in its box at room temperature.',
      ],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });

  it('takes such a line inside a note nobody closed for its text', () => {
    const lines = makeLines([
      [
        'PROGRESS NOTE',
        'Patient: Sam Roe  DOB: 02/08/1988',
        'Date of Service: 03/02/2025',
        'Knee pain is better since the injection and he walks to the shops again without a stick.',
        'Physiotherapy review — 04/02/2025 (gym)',
        'He should bring the diary of his pain scores and the list of his tablets to that visit.',
        'Plan: continue the exercises twice a day and ring if the swelling comes back.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe('findNotes and an entry headed by the patient and its date under the close of the one before', () => {
  it("opens an entry whose heading, under a close, names the patient with a DOB and gives a date of its own ('Roe, Jane · DOB ... · 2025-03-02 14:20')", () => {
    const lines = makeLines([
      [
        'Liver Clinic — Clinic Note',
        'Patient: Roe, Jane  DOB: 05/06/1970  Clinic date: 2025-01-12',
        'Seen with her husband; the swelling of her ankles is better on the new tablets.',
        'Dr. Ann Lee, MD · electronically signed 2025-01-12 16:00',
        'Liver Nurse Telephone Contact',
        'Roe, Jane · DOB 05/06/1970 · 2025-03-02 14:20',
        'Patient called: her weight is up again and her abdomen feels tight, no fever or pain.',
        'Told to come to the day unit tomorrow morning for a drain.',
        'Kay Boyd, RN · signed 2025-03-02 14:41',
        'LAKESIDE JOINT CENTRE',
        'Post-operative visit — Jane Roe, DOB 05/06/1970 — 2025-03-31 — six weeks after surgery',
        'Doing well and walking without a stick; the wound has healed and the knee bends well.',
        'Tom Hart, MD · signed 2025-03-31 12:00',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Liver Clinic — Clinic Note',
      'Liver Nurse Telephone Contact',
      'LAKESIDE JOINT CENTRE',
    ]);
  });

  it("opens such an entry under a letter's close and its signer's block ('Yours sincerely,' over the name, the post and 'cc: ...')", () => {
    const lines = makeLines([
      [
        'Breast Unit · Clinic date: 19/11/2024',
        'Dear Dr Lee,',
        'I reviewed her at her annual surveillance visit and the mammogram shows no suspicious features.',
        'I will see her again in a year with a mammogram.',
        'Yours sincerely,',
        'Mr Eoin Fitz',
        'Consultant Breast Surgeon',
        'cc: Ann Ní Dhuibh, Lymphoedema CNS',
        'Lymphoedema Service — CNS Review · 14/01/2025 · ROE, Jane · DOB 30/01/1962',
        'Maintenance review ten weeks after the intensive phase, wearing her sleeve every day.',
        'Discharged to self-management with open access and a review in July.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text.slice(0, 20))).toEqual([
      'Breast Unit · Clinic',
      'Lymphoedema Service ',
    ]);
  });

  it('takes the patient and a date on the line under a note nobody closed for its text', () => {
    const lines = makeLines([
      [
        'Liver Clinic — Clinic Note',
        'Patient: Roe, Jane  DOB: 05/06/1970  Clinic date: 2025-01-12',
        'Seen with her husband; the swelling of her ankles is better on the new tablets.',
        'Bloods',
        'Roe, Jane · DOB 05/06/1970 · 2025-01-10 08:20',
        'Her sodium and creatinine are as before and the albumin has come up a little.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });
});

describe("findNotes and a signer's line that says it signed after the name", () => {
  it("takes a clinician's name, then the act of signing and its date after a separator ('Ana Roe, PTA — signed 03/03/2026 12:15 · Supervising PT: ...'), for the entry's close", () => {
    const lines = makeLines([
      [
        'Daily Treatment Note — Visit 4 — 03/03/2026',
        'S: Sleeping better and using a cane in the house now. Pain 4/10.',
        'A: Progressing well, the knee bends further than at the evaluation.',
        'Ana Roe, PTA — signed 03/03/2026 12:15 · Supervising PT: Jon Lee, PT, DPT',
        'Daily Treatment Note — Visit 7 — 03/10/2026',
        'S: Sore after gardening on the weekend but walking further each day.',
        'A: Range and strength improving; continue the plan of care as written.',
        'Recorded by Dr Ann Lee (MBBS) — finalised 03/10/2026 18:05',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Daily Treatment Note — Visit 4 — 03/03/2026',
      'Daily Treatment Note — Visit 7 — 03/10/2026',
    ]);
  });
});

describe('findNotes and a fax cover sheet', () => {
  const stamp = (n: number) => `MAR-28-2025 09:41 HARBOUR CLINIC 555 010 1234 #4471 P.0${n}/03`;
  it("opens the page after a fax's cover (its caption, its addressing lines) with the first paper it sends, whatever that paper's title", () => {
    const lines = makeLines([
      [
        stamp(1),
        'HARBOUR CLINIC — Medical Records',
        'FACSIMILE TRANSMITTAL',
        'To Lakeside Nephrology — Fax 555 012 9876',
        'From Medical Records, Harbour Clinic',
        'Re records for the appointment on 04/03/2025',
        'Comments: intake and recent notes are enclosed, as your office asked us for them last week.',
      ],
      [
        stamp(2),
        'RECEIVING SCREENING / HEALTH INTAKE',
        'ROE, JANE 05/06/1970 10/07/2024',
        'Came in with swelling of both ankles for a week and was seen by the nurse on duty.',
      ],
      [stamp(3), 'She was given her tablets and the doctor is to see her within the fortnight.', 'Screener: R. Castillo RN'],
    ]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it('takes a letter whose letterhead prints its fax number, its subject and its date for no cover: its second page goes on with it', () => {
    const lines = makeLines([
      [
        'Harbour Clinic',
        'Tel 555 010 1234 · Fax 555 010 1235',
        'Date: 17/02/2025',
        'To: Dr Ann Lee',
        'Re: Mrs Jane Roe, DOB 05/06/1970',
        'Dear Ann,',
        'I saw Jane today with the swelling you describe, which is a ganglion arising from the wrist joint.',
      ],
      ['We drained it in the clinic and she went home with a light dressing on the wrist.', 'Kind regards,', 'Mr Tom Hart'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });

  it("takes a page that counts the pages it sends among five lines of an addressing block for a cover, with no caption ('Pages: 2 (including cover)'), the fax's own count and a stamp of the day's name for no page of a paper", () => {
    const cover = (stamp: string) => [
      stamp,
      'Harbour Clinic · 5 Main Street · Phone 555-010-1234 Fax 555-010-1235',
      'To: Pine State Health Plan — Pharmacy Prior Authorization',
      'Fax: 1-888-555-0127',
      'From: Kay Lund, MA (for Dr. Tom Hart)',
      'Date: 11/03/2026',
      'Pages: 2 (including cover)',
      'Re: Prior authorization request for the member below',
      'Please find attached the completed form. Chart notes are available on request.',
    ];
    const stamps: [string, string][] = [
      ['NOV-03-2026 14:22 HARBOUR CLINIC 555 010 1235 P.001', 'NOV-03-2026 14:22 HARBOUR CLINIC 555 010 1235 P.002'],
      [
        '05 Aug 2026 08:13 FROM: HARBOUR CLINIC +266 2231 4470 TO: HR PAGE 1',
        '05 Aug 2026 08:13 FROM: HARBOUR CLINIC +266 2231 4470 TO: HR PAGE 2',
      ],
      [
        '11/02/2026 ©8131 HARBOUR CLINIC +692 625 0199 >> 18085550420 PAGE 1, OF 2',
        '11/02/2026 ©8131 HARBOUR CLINIC +692 625 0199 >> 18085550420 PAGE 2, OF 2',
      ],
    ];
    for (const [first, second] of stamps) {
      const lines = makeLines([
        cover(first),
        [
          second,
          'PINE STATE HEALTH PLAN',
          'Member name  Date of birth  Member ID',
          'Roe, Jane  05/06/1970  PSH 442 018 736',
          'The member has had active disease for two years despite methotrexate at full dose.',
        ],
      ]);
      expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
        [1, 1],
        [2, 2],
      ]);
    }
  });

  it("takes a memo's first page, which names its own page and its addressees, for no cover: its second page goes on with it", () => {
    const lines = makeLines([
      [
        'MEMORANDUM   Page 1 of 2',
        'To: Ward staff',
        'From: Infection Prevention',
        'Date: 17/02/2025',
        'Re: Visiting on the medical wards',
        'cc: Director of Nursing',
        'Visiting is limited to two people per patient while the ward has cases of the virus this month.',
      ],
      ['Page 2 of 2', 'Masks are worn by visitors at all times on the ward and hands are washed on leaving.', 'Kind regards,'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });
});

describe("findNotes and a title in its letterhead's last cell", () => {
  it("reads a title printed at the right of a letterhead's line ('CITY OPEN MRI · 5 Main St · 555-0166     Radiology Report') atop a page as the title", () => {
    const lines = makeLines([
      [
        'BAYSIDE CLINIC · 7 Shore Rd · 555-0151     Clinic Visit',
        'Patient: Roe, Jane | DOB: 05/06/1970 | Date of service: 11/07/2024',
        'Seen for low back pain after lifting at work; physiotherapy twice a week for four weeks.',
        'Copy produced for claim 24-118734 — page 1',
      ],
      [
        'CITY OPEN MRI · 5 Main St · 555-0166     Radiology Report',
        'Name: Roe, Jane DOB: 05/06/1970 Exam: MRI LUMBAR SPINE Date of exam:',
        '12/02/2024 Referring: A. Lee, MD',
        'Findings: a right paracentral disc extrusion at L5-S1 touches the right S1 nerve root.',
        'Electronically signed: Tom Hart, MD 12/03/2024 08:20',
        'Copy produced for claim 24-118734 — page 2',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("findNotes and a signer's line over a heading whose tail reads as prose", () => {
  it("takes 'N. Dube, RN — 2025/02/10 10:20' for the entry's close over 'UNSCHEDULED VISIT — 2025/02/13 19:40 (after hours)  Dr K. van der Merwe'", () => {
    const lines = makeLines([
      [
        'Day Ward Record  Patient: ROE, JANE · DOB 1970/05/06',
        'TELEPHONE — TOXICITY CALL 2025/02/10 10:05  Sr N. Dube',
        'Day eight routine call: nausea has settled and she is eating again, no fever at home.',
        'N. Dube, RN — 2025/02/10 10:20',
        'UNSCHEDULED VISIT — 2025/02/13 19:40 (after hours)  Dr K. van der Merwe',
        'Called with a temperature of 38.4 at home and was seen in the after-hours unit tonight.',
        'Admitted to the ward for antibiotics through the drip until her counts come back up.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Day Ward Record  Patient: ROE, JANE · DOB 1970/05/06',
      'UNSCHEDULED VISIT — 2025/02/13 19:40 (after hours)  Dr K. van der Merwe',
    ]);
  });
});

describe("findNotes and a signer's line closing on the date it was signed, under a post no list holds", () => {
  // The signing date after the name and a post of a few capitalised words says the line is a signature, whatever the
  // post ('Public Health Nurse' written 'PHN', 'CNS Multiple Sclerosis', a registration in brackets).
  it("closes a clinic record's entry signed 'Name, POST date time' and opens the next entry headed by the same day", () => {
    const lines = makeLines([
      [
        'LAKESIDE COUNTY CHEST CLINIC — CLINIC RECORD',
        'Patient: ROE, JANE   DOB 05/06/1970',
        'NURSING INTAKE — 04/02/2025',
        'Referred for a positive blood test on a pre-employment screen; no cough, fever or weight loss.',
        'Teaching given with an interpreter; she consents to the evaluation.',
        'Ann Vue, PHN 04/02/25 0915',
        'PHYSICIAN EVALUATION — 04/02/2025',
        'History: 37 year old woman referred for a positive test. Well, no symptoms.',
        'Plan: sputum samples on three mornings.',
        'Tom Hale, MD — Clinic Physician',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'LAKESIDE COUNTY CHEST CLINIC — CLINIC RECORD',
      'PHYSICIAN EVALUATION — 04/02/2025',
    ]);
  });

  it("takes a place and its state with a date under prose for no signer ('Lake Oswego, OR 03/10/2025')", () => {
    const lines = makeLines([
      [
        'PROGRESS NOTE',
        'Patient: Jane Roe   DOB: 05/06/1970   Date of Service: 03/10/2025',
        'She moved here from Salem last month and is settling in well with her daughter.',
        'Lake Oswego, OR 03/10/2025',
        'Plan: review in four weeks.',
        'Electronically signed by Tom Hale, MD on 03/10/2025',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['PROGRESS NOTE']);
  });
});

describe("findNotes and a signer's line that names a post no credential list holds", () => {
  // A clinician signs with the name and the post ('Physiotherapist', 'Staff Nurse'), not letters a list holds: with the
  // act of signing and its date after the post, or the date alone, the line closes the entry, whatever the name's parts.
  it("closes an entry signed 'Name, Post (registration) — signed date time' and opens the next entry headed by its kind and date", () => {
    const lines = makeLines([
      [
        'Client: Tane Roe  Date of birth: 09/02/1990',
        'Initial Assessment  Wed 14/10/2026 08:30 (45 min)',
        'Twisted the left knee at netball on Saturday, swelling within hours and pain on the stairs.',
        'Plan: ice, compression and quads sets at home; review in one week.',
        'Mere Aroha Tane, Physiotherapist (Reg. 81-00017) — signed 14/10/2026 09:40',
        'Follow-up Treatment  Tue 20/10/2026 17:15 (30 min)',
        'Much better, pain two out of ten on the stairs and no further giving way this week.',
        'Plan: progress the home exercises and start jogging when hopping is free of pain.',
        'Mere Aroha Tane, Physiotherapist (Reg. 81-00017) — signed 20/10/2026 18:02',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Client: Tane Roe  Date of birth: 09/02/1990',
      'Follow-up Treatment  Tue 20/10/2026 17:15 (30 min)',
    ]);
  });

  it("closes an entry signed by a name of several given names and a particle ('Siti Nur bte Ahmad, Staff Nurse 08/01/2025 10:31')", () => {
    const lines = makeLines([
      [
        'Consultation — Chronic Disease Review  08/01/2025 09:42',
        'Patient: Lim Ah Kow   DOB: 17/11/1958',
        'Feels well, some missed evening doses while travelling over the holidays.',
        'Plan: increase metformin and review in three months with the blood results.',
        'Siti Nur bte Ahmad, Staff Nurse 08/01/2025 10:31',
        'Nursing Foot Screening  09/01/2025 10:15',
        'Monofilament sensed at eight of ten sites on the right and nine of ten on the left foot.',
        'Referred to podiatry and foot care education given in the patient’s own language.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'Consultation — Chronic Disease Review  08/01/2025 09:42',
      'Nursing Foot Screening  09/01/2025 10:15',
    ]);
  });
});

describe('findNotes and a hand-held record whose entries are dated in the margin', () => {
  // A health passport, an outpatient card, a continuation sheet: each visit opens with its date at the line's start,
  // alone or before the place or the entry's first words, its text under it, and the signature is a scrawl OCR reads as
  // nothing a reader knows. The note's own first entry, dated so in its head, says the list is one of dated entries.
  it('opens an entry whose line opens with another day, as the first entry under the head opened, its text under it', () => {
    const lines = makeLines([
      [
        'MINISTRY OF HEALTH — HEALTH PASSPORT',
        'Name: Jane Roe  Age 30 yrs',
        '03/02/2026 Riverside Health Centre',
        'Complains of fever for two days with headache, body pains and vomiting once.',
        'Dx: uncomplicated malaria, treated here with the first dose given.',
        'Advised fluids and to return if worse  /) ;.— Ab',
        '24/02/2026 District Hospital OPD',
        'Complains of cough for three weeks with night sweats and weight loss.',
        'Plan: sputum sent, chest film, review with the results.',
      ],
    ]);
    expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'MINISTRY OF HEALTH — HEALTH PASSPORT',
      '24/02/2026 District Hospital OPD',
    ]);
  });

  it('opens an entry dated alone on its line, as the first entry was, and one whose text runs on beside its date', () => {
    const card = (second: string) =>
      makeLines([
        [
          'OUTPATIENT DEPARTMENT — CONTINUATION SHEET',
          'Name: Jane ROE   Date of birth: 12/04/1981',
          second.includes(' ') ? '03/08/2026 Booking visit, feels well, no bleeding.' : '03/08/2026',
          'Complains of cough for three weeks, night sweats and some loss of weight.',
          'Plan: sputum sample, chest film and a full blood count. Review with results.',
          'Al 1c ro uo)',
          second,
          'Results reviewed with the patient and her husband, treatment started today.',
          'Contacts to be screened at the clinic next week.',
        ],
      ]);
    for (const second of ['05/08/2026', '05/08/2026 Referred by the sister with headaches & BP 148/96 x2.']) {
      const lines = card(second);
      expect(findNotes(lines, 1, true).map((s) => lines[s.fromLine]?.text)).toEqual(['OUTPATIENT DEPARTMENT — CONTINUATION SHEET', second]);
    }
  });

  it('takes dated rows of a log, one line each with no text under them, for the one paper', () => {
    const lines = makeLines([
      [
        'PHOTOTHERAPY TREATMENT RECORD',
        'Patient: Jane Roe   DOB: 12/04/1981',
        '03/08/2026 Dose 0.3 J/cm2, no erythema, tolerated well by the patient.',
        '05/08/2026 Dose 0.4 J/cm2, no erythema, tolerated well by the patient.',
        '07/08/2026 Dose 0.5 J/cm2, mild pinkness the day after, dose held.',
      ],
    ]);
    expect(findNotes(lines, 1, true)).toHaveLength(1);
  });

  it("takes a sentence wrapped onto a date ('... may return to work on' over 'October 20, 2026.') and a row of values under a row of labels for no entry", () => {
    const lines = makeLines([
      [
        'M E D I C A L  C E R T I F I C A T E',
        'October 7, 2026',
        'This is to certify that Jane Roe was admitted and confined in this institution from October 2 to 6.',
        'She is advised to rest for two weeks from the date of discharge and may return to work on',
        'October 20, 2026.',
        'This certification is issued upon the request of the patient for employment purposes.',
      ],
      [
        'EMERGENCY RECORD',
        'Fecha de nacimiento  Edad  Sexo',
        '23/01/1997  29 a  M',
        'Dolor abdominal en fosa iliaca derecha de 18 horas, con vómitos y alza térmica no cuantificada.',
        'Fecha  Hora  Forma de llegada',
        '14/09/2026  21:40  ambulatorio',
        'Dolor que inicia periumbilical y migra a la fosa iliaca derecha, con anorexia desde ayer.',
      ],
    ]);
    expect(findNotes(lines, 2, true).map((s) => lines[s.fromLine]?.text)).toEqual([
      'M E D I C A L  C E R T I F I C A T E',
      'EMERGENCY RECORD',
    ]);
  });
});

describe("findNotes and a caption in capitals in a page's head", () => {
  // A small bundle from one surgery: a clinic note, then a paper under the same letterhead that names itself in
  // capitals, in words no title list holds, set wide or not.
  const letterhead = [
    'Dr Ines Marlow',
    'Family medicine',
    'Former registrar of the hospitals of Avonmere',
    'Tel. 04 51 22 90 · Board no. 4471',
  ];
  const visit = [
    ...letterhead,
    'Avonmere, 12/09/2026',
    'Mrs Dana Whitlow, 52 years',
    'Seen today for a dry cough of three weeks without fever.',
    'Chest clear on listening, throat slightly red.',
    'Reviewed again in ten days if the cough goes on.',
  ];

  it("opens the page whose head names a paper of its own in capitals ('T R E A T M E N T') over the patient", () => {
    const lines = makeLines([
      visit,
      [
        ...letterhead,
        'T R E A T M E N T',
        'Mrs Dana Whitlow, 52 years',
        '1/ Honey syrup, one spoon at night for a week',
        '2/ Paracetamol 1 g when needed',
      ],
    ]);
    expect(findNotes(lines, 2, true, [], { name: 'Dana Whitlow', dob: '1974-03-02' }).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("takes a heading in capitals over its prose ('WEIGHING UP TODAY' atop a second page) and a value in capitals under its label for the note going on", () => {
    const lines = makeLines([
      visit,
      [
        ...letterhead,
        'WEIGHING UP TODAY',
        'She is to rest and drink warm fluids, and is to come back if breathless.',
        'Finding:',
        'VIRAL COUGH',
        'Signed Dr Ines Marlow',
      ],
    ]);
    expect(findNotes(lines, 2, true, [], { name: 'Dana Whitlow', dob: '1974-03-02' })).toHaveLength(1);
  });

  it('takes a caption the note printed atop its first page, printed again atop its second, for the same paper', () => {
    const head = [...letterhead, 'CLINIC RECORD SHEET', 'Mrs Dana Whitlow, 52 years'];
    const lines = makeLines([
      [...head, 'Seen today for a dry cough of three weeks without fever.', 'Chest clear on listening.'],
      [...head, 'Reviewed ten days later: the cough has settled.', 'Signed Dr Ines Marlow'],
    ]);
    expect(findNotes(lines, 2, true, [], { name: 'Dana Whitlow', dob: '1974-03-02' })).toHaveLength(1);
  });
});

describe('findNotes and a number standing alone in the running lines of every page', () => {
  it("takes the same number read alone atop two pages ('39', a mark OCR read in a scan's margin) for no page's number", () => {
    const head = ['Dr Ines Marlow, family medicine', 'Avonmere, 12/09/2026'];
    const lines = makeLines([
      [...head, 'PRESCRIPTION', 'Mrs Dana Whitlow', '1/ Honey syrup, one spoon at night for a week'],
      [...head, 'MEDICAL CERTIFICATE', 'I certify that I examined Mrs Dana Whitlow today and that she needs five days of rest.'],
    ]);
    expect(findNotes(lines, 2, true, running([['39'], ['39']])).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    // A number that changes from page to page is the page's own: page 2 goes on with what page 1 began.
    expect(findNotes(lines, 2, true, running([['7'], ['8']])).map((s) => [s.first, s.last])).toEqual([[1, 2]]);
  });
});

describe("findNotes and a paper that ends at its page's foot on its signer's block", () => {
  // A small bundle from one clinic: a visit's report signed at the foot of its page by a name over its post and its
  // registration, then a paper of another kind whose name no title list holds (an account, a reply), its head naming
  // the patient again.
  const visit = [
    'RIVERBEND MEDICAL CENTRE · 12 Quay Road, Avonmere',
    'VISIT REPORT',
    'Patient: Dana Whitlow  DOB: 1974-03-02',
    'Seen on: 12/09/2026',
    'Seen today for a cut to the left palm from a kitchen knife, bleeding stopped with pressure.',
    'Wound cleaned and closed with four sutures, tetanus booster given.',
    'Sutures out in ten days at her own surgery.',
  ];
  const signer = ['Attending doctor:', 'Dr. Ines Marlow, General Surgeon', 'Medical Council reg. 44710'];
  const account = [
    'RIVERBEND MEDICAL CENTRE · Accounts',
    'STATEMENT No. 2026-B-0117',
    'Patient: Dana Whitlow  DOB: 1974-03-02',
    'Wound closure, up to 5 cm  1  180.00',
    'Tetanus vaccine  1  35.00',
    'Paid in full at the desk.',
  ];

  it("opens the page after one whose last lines sign the paper ('Dr. ..., General Surgeon' over a registration), its head naming the patient", () => {
    const lines = makeLines([[...visit, ...signer], account]);
    expect(findNotes(lines, 2, true).map((s) => [s.first, s.last])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("reads the act of signing at the foot in the record's language, as the signed-or-not check does ('Signé électroniquement par ...')", () => {
    const lines = makeLines([[...visit, 'Signé électroniquement par Dr Ines Marlow le 12/09/2026'], account]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it('opens the page after a signed foot whose head names nobody (a questionnaire, a custody form): the signature says the paper ended', () => {
    const form = ['SPECIMEN CHAIN OF CUSTODY FORM', 'Donor ID: 30877', 'Collected at the desk, sealed in front of the donor.'];
    const lines = makeLines([[...visit, ...signer], form]);
    expect(findNotes(lines, 2, true).map((s) => s.first)).toEqual([1, 2]);
  });

  it("takes a page after a signed foot that says it continues ('VISIT REPORT (continued)') for the same paper", () => {
    const lines = makeLines([
      [...visit, ...signer],
      ['VISIT REPORT (continued)', 'Results of the X-ray: no foreign body seen in the palm.'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });

  it("takes a fax's last page of a head alone ('PG 2 OF 2', 'END OF BATCH') after a signed foot for the tail of what it was sent with", () => {
    const tail = ['12/09/2026 08:47 RIVERBEND MEDICAL >> INSURER  PG 2 OF 2', '- - - END OF BATCH - - -'];
    const lines = makeLines([[...visit, ...signer], tail, account]);
    expect(findNotes(lines, 3, true).map((s) => [s.first, s.last])).toEqual([
      [1, 2],
      [3, 3],
    ]);
  });

  it("takes a signer's block higher up the page, prose under it, for no foot: the next page's head goes on with the note", () => {
    const lines = makeLines([
      [...visit, ...signer, 'Addendum: the patient phoned back to say the dressing is dry and she has no fever today.'],
      ['Patient: Dana Whitlow  DOB: 1974-03-02', 'She was reminded to keep the hand dry and raised for two more days.'],
    ]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });

  it("takes a form's back, a notice in capitals atop it ('BECAUSE THIS FORM IS USED ... PROGRAMS.'), for the form's own page", () => {
    const form = [
      'HEALTH INSURANCE CLAIM FORM',
      'Patient: Dana Whitlow  DOB: 1974-03-02',
      'Date of service 12/09/2026  Wound closure  180.00',
      'SIGNATURE OF PHYSICIAN OR SUPPLIER',
      'SIGNED                DATE 12/09/2026',
      'APPROVED BY THE COUNCIL 8/88    PLEASE PRINT OR TYPE',
    ];
    const back = [
      'BECAUSE THIS FORM IS USED BY VARIOUS GOVERNMENT AND PRIVATE HEALTH PROGRAMS, SEE SEPARATE INSTRUCTIONS ISSUED BY',
      'APPLICABLE PROGRAMS.',
      'NOTICE: Any person who knowingly files a statement of claim containing false information may be guilty of a criminal act.',
    ];
    expect(findNotes(makeLines([form, back]), 2, true)).toHaveLength(1);
  });

  it("takes a page that ends in prose for no close: the next page's head, the patient named again, goes on with the paper", () => {
    const lines = makeLines([visit, ['Patient: Dana Whitlow  DOB: 1974-03-02', 'She was reminded to keep the hand dry.', ...signer]]);
    expect(findNotes(lines, 2, true)).toHaveLength(1);
  });
});
