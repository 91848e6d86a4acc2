import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { readDocType } from './infer-doc-type.ts';
import { readFields } from './read-fields.ts';

function docType(lines: string[], running: string[] = []) {
  const note = makeLines([lines]);
  return readDocType({ lines: note, running: makeLines([running]), hits: readFields(note), text: lines.join('\n') }).value;
}

/** Each letter, its salutation and opening sentence under a letterhead, read as the type given. */
function expectLetters(cases: [salutation: string, opening: string, type: string][]) {
  for (const [salutation, opening, type] of cases)
    expect(docType(['Lake Clinic', '09 April 2025', salutation, opening, 'Kind regards,', 'Dr A. Roe']), opening).toBe(type);
}

describe('readDocType', () => {
  it('takes the title before anything the body says', () => {
    expect(docType(['Lake Clinic', 'XR CHEST 2 VIEWS', 'Technique: PA.', 'Hospital course: none.'])).toBe('Radiology Report');
    expect(docType(['Prairie View Medical Group', 'Clinic Note', 'Findings: lungs clear.'])).toBe('Progress Note');
  });

  it('types instructions for the patient Other, whatever their body says of the discharge they follow', () => {
    const banner = 'Roe, Ann | DOB: 02/03/1948 | MRN: K-4411  DISCHARGE INSTRUCTIONS';
    const body = [
      'DISCHARGE INSTRUCTIONS',
      'PATIENT: Roe, Ann  DATE: 02/01/2026',
      'You had a small operation on your knee and you are ready to go home today.',
      'Discharge medications: paracetamol 1 g four times a day when needed.',
    ];
    expect(docType([banner, ...body])).toBe('Other');
    expect(docType(body, [banner])).toBe('Other');
  });

  it("takes an untitled note's type from the title its page banner prints beside the patient, running or not", () => {
    const body = [
      'CHIEF COMPLAINT: abdominal pain for a day.',
      'HISTORY OF PRESENT ILLNESS: pain began at the navel.',
      'ASSESSMENT: appendicitis.',
    ];
    const banner = 'Roe, Jane B. | DOB: 03/04/1950 | MRN: X-2019-5  EMERGENCY DEPARTMENT NOTE';
    expect(docType(body, [banner])).toBe('Emergency Department Note');
    expect(docType([banner, ...body])).toBe('Emergency Department Note');
    // A title of the note's own comes first; a line of column labels names no document.
    expect(docType(['DISCHARGE SUMMARY', ...body], [banner])).toBe('Discharge Summary');
    expect(docType(body, ['Roe, Jane B. | DOB: 03/04/1950  TEST  RESULT  FLAG  UNITS'])).toBe('Progress Note');
  });

  it('types an untitled letter by what it reports, never as a letter', () => {
    const letter = [
      'Lake Heart Clinic',
      'June 15, 2020',
      'Re: Ann Love',
      'Dear Bo Lund, PA-C:',
      'Mrs. Love was seen in my office on May 25, 2020.',
    ];
    expect(docType(letter)).toBe('Consultation');
    expect(docType([...letter.slice(0, 4), 'Thank you for asking me to see Mrs. Love in consultation for cough.'])).toBe('Consultation');
    expect(docType([...letter.slice(0, 4), 'I would be grateful if you could assess Mrs. Love, who has had palpitations.'])).toBe(
      'Referral',
    );
    expect(docType([...letter.slice(0, 4), 'Mrs. Love was discharged home on June 12 after a stay for pneumonia.'])).toBe(
      'Discharge Summary',
    );
    expect(docType([...letter.slice(0, 4), 'This is to confirm that Mrs. Love may travel by air.'])).toBe('Other');
  });

  it("reads a letter's kind from its subject line, and a consultant's thanks for the referral as a consultation", () => {
    const head = ['Lake Heart Clinic', 'Date: June 15, 2020', 'TO: Dr. Bo Lund'];
    const body = ['Dear Dr. Lund,', 'Mrs. Love was seen in our office on May 2, 2020.'];
    expect(docType([...head, 'RE: Consultation — LOVE, ANN (DOB 01/02/1950)', ...body])).toBe('Consultation');
    expect(docType([...head, 'Subject: Operative Report - Ann Love', ...body])).toBe('Operative Report');
    expect(docType([...head, 'RE: LOVE, ANN (DOB 01/02/1950)', ...body])).toBe('Consultation');
    expect(docType([...head, 'Re: Ann Love', 'Dear Dr. Lund,', 'Thank you for referring Mrs. Love for cardiology evaluation.'])).toBe(
      'Consultation',
    );
    expect(docType([...head, 'Re: Ann Love', 'Dear Dr. Lund,', 'I am referring Mrs. Love to you for evaluation of cough.'])).toBe(
      'Referral',
    );
  });

  it('reads a fax cover sheet as no clinical document, whatever records it lists', () => {
    const cover = [
      'LAKE HOSPITAL',
      'MEDICAL RECORDS TRANSMISSION',
      'TO:  Dr. Bo Lund',
      'FAX:  (555) 867-5309',
      'FROM:  Health Information Management',
      'PAGES:  12 (including cover)',
      'PATIENT:  LOVE, ANN',
      'RECORDS ENCLOSED:',
      '• Discharge Summary (02/01/2026) — 3 pages',
      '• Discharge Instructions & Follow-Up Orders — 2 pages',
    ];
    expect(docType(cover)).toBe('Other');
  });

  it('reads an untitled note by the encounter its date labels or the study its header names', () => {
    expect(docType(['Pt: Ann Love  DOB: 1/2/1950', 'Date of Procedure: 3/4/2021', 'Indication: anemia'])).toBe('Procedure Note');
    expect(docType(['PATIENT: ANN LOVE', 'DATE OF OPERATION: 3/4/2021', 'Surgeon: B. Lund'])).toBe('Operative Report');
    expect(docType(['Ann Love  Date of Procedure: 3/4/2021', 'Preoperative diagnosis: hernia', 'Estimated blood loss: 5 mL'])).toBe(
      'Operative Report',
    );
    expect(docType(['Ann Love  Collected: 3/4/2021', 'Gross description: a polyp.', 'Final diagnosis: adenoma.'])).toBe('Pathology Report');
    expect(docType(['Ann Love  Collected: 3/4/2021', 'Sodium 140 mmol/L'])).toBe('Laboratory Report');
    expect(docType(['Ann Love  DOB 1/2/1950  ED Arrival: 3/4/2021 10:10', 'Chief complaint: fall'])).toBe('Emergency Department Note');
    expect(docType(['Ann Love  DOB 1/2/1950', 'Study: MRI BRAIN WO CONTRAST', 'Indication: headache'])).toBe('Radiology Report');
    expect(docType(['Ann Love  DOB 1/2/1950', 'Admit: 3/1/2021  Discharged: 3/4/2021', 'Course: improved'])).toBe('Discharge Summary');
  });

  it("reads a specialist's letter that tells a follow-up visit as the visit's note, and a first one as a consultation", () => {
    const head = ['Lake Endocrine Clinic', 'May 2, 2024', 'Dr. B. Lund, Lake Family Practice'];
    const sign = ['Yours sincerely,', 'Ivo Brandt, MD'];
    const letter = (subject: string, ...opening: string[]) => docType([...head, subject, 'Dear Dr. Lund,', ...opening, ...sign]);
    expect(letter('Re: Ann Kent', 'I saw Mrs. Kent on April 29, 2024 for follow-up of her diabetes.')).toBe('Progress Note');
    expect(letter('Re: Ann Kent', 'Mrs. Kent returned on April 29, 2024. Her TSH has fallen.')).toBe('Progress Note');
    expect(letter('RE: Ann Kent (1971-08-30) — follow-up', 'I reviewed Ann in the clinic on April 29, 2024.')).toBe('Progress Note');
    expect(letter('Re: Kent, Ann — post-operative review', 'Ann was seen on 15 September, ten weeks after her operation.')).toBe(
      'Progress Note',
    );
    expect(letter('Betreff: Ann Kent', 'Frau Kent stellte sich am 29.04.2024 zur Verlaufskontrolle vor.')).toBe('Progress Note');
    // The first visit, which the referring doctor asked for, is the consultation, though it plans the next one.
    expect(
      letter(
        'Re: Ann Kent',
        'Thank you for referring Mrs. Kent, whom I saw in consultation on January 15.',
        'I will see her again in follow-up.',
      ),
    ).toBe('Consultation');
    expect(letter('Re: Ann Kent', 'I saw Mrs. Kent on April 29, 2024 regarding a goitre.', 'Follow-up in three months.')).toBe(
      'Consultation',
    );
    // A patient reviewed is seen again (every such letter in the development truths is a later visit since the twelfth
    // round's conventions, written 16's rheumatology letter among them); a request or records reviewed tell none.
    expect(letter('Re: Ann Kent', 'I reviewed Mrs Kent in clinic today with her daughter.')).toBe('Progress Note');
    expect(letter('Re: Ann Kent', 'We reviewed the request received on October 28 for a lumbar fusion.')).not.toBe('Progress Note');
  });

  it("reads a family doctor's 'consultation' as the visit's note, and a specialist's as a consultation", () => {
    const body = ['Presenting complaint', 'Sore ankle after football.', 'Plan', 'Ice and rest.'];
    expect(docType(['CONSULTATION NOTE', 'Lakeside Family Walk-in Clinic  Dr Ann Lee MBChB', ...body])).toBe('Progress Note');
    expect(docType(['Consultation Record', 'Lakeside Medical Centre', 'Seen by: Dr Ann Lee (GP)', ...body])).toBe('Progress Note');
    expect(
      docType(['Note de consultation — Téléconsultation', 'Professionnelle  Dre Ann Lee, médecin de famille', 'Motif', 'Suivi.']),
    ).toBe('Progress Note');
    expect(docType(['CONSULTATION NOTE', 'Lakeside Hospital  Department of Cardiology', ...body])).toBe('Consultation');
    // A specialist's consultation letter to the family doctor stays a consultation, though it names the practice.
    expect(
      docType([
        'CONSULTATION',
        'Dr. B. Lund, Lake Family Practice',
        'Dear Dr. Lund,',
        'Thank you for referring Mrs. Kent for palpitations.',
      ]),
    ).toBe('Consultation');
  });

  it("takes the signer's title for who wrote the letter, not for what it reports", () => {
    const letter = ['Lake Hospital', '29/04/2025', 'Dear Ann,', 'I am writing to you directly, as we agreed, about your blood tests.'];
    expect(docType([...letter, 'With best wishes,', 'Dr Ivo Brandt', 'Consultant Rheumatologist'])).not.toBe('Consultation');
  });

  it('tells a referral from a consultation by its opening sentence, whatever the rest of the letter says', () => {
    const head = ['Lake Heart Clinic', 'June 15, 2020', 'Re: Ann Love', 'Dear Dr. Lund:'];
    expect(docType([...head, 'I am referring Mrs. Love for palpitations.', 'She was seen in clinic by a cardiologist in 2019.'])).toBe(
      'Referral',
    );
    expect(docType([...head, 'I had the pleasure of seeing Mrs. Love,', 'in consultation on May 2, 2020.'])).toBe('Consultation');
  });

  it('types a letter in any language by what its opening reports, after a salutation in its language', () => {
    const head = (salutation: string, opening: string) => ['Lake Heart Clinic', 'Lakeside, 15.06.2020', salutation, opening, 'Dr. B. Lund'];
    expect(docType(head('Chère Consœur,', 'J’ai vu en consultation le 3 juin votre patiente pour des palpitations.'))).toBe('Consultation');
    expect(docType(head('Geachte collega,', 'Graag verwijs ik mevrouw Kent naar uw polikliniek voor verdere analyse.'))).toBe('Referral');
    expect(docType(head('Estimado colega:', 'Le remito a la paciente Ana Kent para valoración por cardiología.'))).toBe('Referral');
    expect(
      docType(
        head('Sehr geehrte Frau Kollegin,', 'vielen Dank für die Zuweisung Ihrer Patientin Frau Kent, die uns am 3. Juni aufsuchte.'),
      ),
    ).toBe('Consultation');
    expect(docType(head('Chère Consœur,', 'Je vous remercie de m’avoir adressé Mme Kent pour des palpitations.'))).toBe('Consultation');
    expect(docType(head('Estimado colega:', 'Gracias por remitir a la Sra. Kent, a quien atendí el 3 de junio.'))).toBe('Consultation');
    expect(docType(head('Geachte collega,', 'Dank voor de verwijzing van mevrouw Kent, die ik op 3 juni zag.'))).toBe('Consultation');
    expect(
      docType(head('Sehr geehrte Frau Kollegin,', 'wir berichten über Frau Kent, die sich am 3. Juni in unserer Ambulanz vorstellte.')),
    ).toBe('Consultation');
  });

  it("reads a family doctor's consultation as the visit's note where the doctor's role wraps under its column", () => {
    const entry = (role: string[]) => [
      'LAKE FAMILY HEALTH CENTRE — CASE NOTES',
      ...role,
      'Presenting: review of diabetes. Feels well.',
      'Plan: continue metformin. Review in 3 months.',
    ];
    expect(docType(entry(['Consultation — Chronic Disease  09/04/2025 10:20 Dr A. Roe (Family', 'Management  Physician)']))).toBe(
      'Progress Note',
    );
    expect(docType(entry(['Consultation — Cardiology  09/04/2025 10:20 Dr A. Roe (Cardiologist)', 'Management']))).toBe('Consultation');
  });

  it("reads a specialist's letter after a visit to discuss results as that visit's note, in any language", () => {
    expectLetters([
      ['Dear Sunita,', 'I reviewed Nick in my rooms on 08/04/2025 to discuss the results of his colonoscopy.', 'Progress Note'],
      ['Dear Dr Moss,', 'I saw Mrs Kent again in clinic today; her tremor is better.', 'Progress Note'],
      ['Sehr geehrte Frau Kollegin,', 'Frau Kent stellte sich am 3. Juni zur Befundbesprechung vor.', 'Progress Note'],
      ['Estimado colega:', 'Vi a la Sra. Kent el 3 de junio para comentar los resultados de la biopsia.', 'Progress Note'],
      // The first visit, asked for by the referring doctor, stays the consultation.
      ['Dear Dr Moss,', 'Thank you for referring Mrs Kent, whom I saw today to discuss her options.', 'Consultation'],
    ]);
  });

  it("reads a letter's opening after the subject block under its salutation", () => {
    const letter = (opening: string) => [
      'Lake Specialist Rooms',
      '21 January 2026',
      'Dear Dr Doe',
      'RE: John ROE - DOB: 15/06/1980',
      '42 Example Street, LAKESIDE, NSW, 2000',
      'Mobile: 0400 000 000',
      'Claim No: 9999999',
      opening,
      'On examination, he appears well and the wound has healed.',
    ];
    expect(docType(letter('Thank you for your ongoing care of John whom I reviewed today in rooms for follow-up.'))).toBe('Progress Note');
    expect(docType(letter('Thank you for referring John, whom I saw today with knee pain.'))).toBe('Consultation');
  });

  it("reads a specialist's letter that tells what changed since the last visit as that visit's note", () => {
    const head = ['Lake Rheumatology', '29/09/2026', 'Dear Dr Moss,', 'Re: Mrs Ann Kent, DOB 04/03/1962'];
    const letter = (told: string) => [...head, 'I saw Mrs Kent in clinic today with her daughter.', told, 'Yours sincerely,', 'Dr A. Roe'];
    expect(docType(letter('Her stiffness settled and she has reduced, as planned, to 7.5 mg.'))).toBe('Progress Note');
    expect(docType(letter('Her symptoms have improved steadily since her last appointment.'))).toBe('Progress Note');
    expect(docType(letter('Seit der letzten Vorstellung sind die Beschwerden rückläufig.'))).toBe('Progress Note');
    // A plan for what is to come says nothing of this visit; a referring doctor's own visits are the referral's.
    expect(docType(letter('She will be admitted as planned next month.'))).toBe('Consultation');
    expect(docType([...head, 'I am referring Mrs Kent, whose pain has worsened since her last appointment with me.', 'Dr A. Moss'])).toBe(
      'Referral',
    );
  });

  it("reads the referring doctor's thanks in advance for seeing the patient as a referral, in any language", () => {
    // The consultant thanks the doctor for referring; the doctor who refers thanks the consultant for seeing, assessing
    // or reviewing the patient, before any visit is told (a result 'returned' is no return visit).
    expectLetters([
      ['Dear Dr Rizzi,', 'Thank you for seeing Nick, a 62-year-old man I saw today, who returned a positive screening test.', 'Referral'],
      ['Dear Colleague,', 'Thank you for assessing Mr. Kent, whom I saw on January 20 with loud snoring.', 'Referral'],
      ['Dear Dr Lee,', 'Many thanks for reviewing this pleasant 70-year-old lady with a tremor.', 'Referral'],
      ['Dear Dr Lee,', 'I would be grateful if Mr Kent could be seen in your clinic with some priority.', 'Referral'],
      ['Chère Consœur,', 'Merci de bien vouloir recevoir en consultation Mme Kent pour des palpitations.', 'Referral'],
      ['Estimado colega:', 'Agradeceré su valoración de la Sra. Kent por palpitaciones.', 'Referral'],
      ['Sehr geehrte Frau Kollegin,', 'vielen Dank für die Übernahme von Frau Kent zur weiteren Abklärung.', 'Referral'],
      // The consultant's own thanks are still the consultation.
      ['Dear Dr Moss,', 'Thank you for asking me to see Mr Kent, whom I saw today.', 'Consultation'],
      ['Dear Dr Moss,', 'Thank you for referring Mr Kent, whom I saw today.', 'Consultation'],
    ]);
  });

  it('reads a letter whose opening tells a stay that ended as a discharge letter, though it thanks the referring doctor', () => {
    const head = ['Lake General Hospital', 'June 15, 2020', 'Dear Dr. Lund,'];
    const stay = 'Thank you for referring Mrs. Love, who was admitted under our care with pneumonia and was discharged home on June 12.';
    expect(docType([...head, stay, 'Hospital course', 'She improved on antibiotics.'])).toBe('Discharge Summary');
    // A consultant's letter that mentions an earlier stay in its history is still the consultation.
    expect(
      docType([
        ...head,
        'Thank you for referring Mrs. Love, whom I saw today in clinic.',
        'She was discharged from another hospital in 2019.',
      ]),
    ).toBe('Consultation');
  });

  it('reads the department that issues an untitled report, and passes over a title that names no type', () => {
    expect(docType(['Lake Hospital', 'Department of Radiology', 'Pt: Ann Love', 'EMG EVALUATION', 'Findings: normal.'])).toBe(
      'Radiology Report',
    );
    expect(docType(['Pt: Ann Love', 'Anesthesia Record', 'Airway: easy.'])).toBe('Other');
  });

  it("reads a title printed in the first column of a row whose other columns hold the patient's values", () => {
    const head = ['Lakeside Orthopaedics  ROE, ANN', 'Visit Note - March 4, 2024  88120  Female  02/03/1950  (555) 010-2000'];
    expect(docType([...head, 'Chief complaint: knee pain.', 'Plan: physiotherapy.'])).toBe('Progress Note');
  });

  it("reads a clinic's tax invoice as no clinical document, whatever consultation it bills", () => {
    expect(docType(['Lake Medical  TAX INVOICE', 'Patient: Ann Roe', 'CONSULTATION  90.00', 'Reason for consultation: cough'])).toBe(
      'Other',
    );
  });

  it('reads an imaging department or study named in another language', () => {
    expect(docType(['Poliambulatorio Lago', 'SERVIZIO DI', 'DIAGNOSTICA PER IMMAGINI', 'Cognome e Nome  ROSSI ANNA', 'Testo.'])).toBe(
      'Radiology Report',
    );
    expect(docType(['Ospedale Lago', 'Paziente: ROSSI ANNA', 'Esami: RX TORACE (2 pr.)', 'Conclusioni: nella norma'])).toBe(
      'Radiology Report',
    );
    expect(docType(['Clínica Lago', 'Paciente: Ana Ruiz', 'Estudio: ECOGRAFÍA ABDOMINAL', 'Conclusión: normal'])).toBe('Radiology Report');
  });

  it('takes a heading that ends in a colon for a section of the note, not its title', () => {
    const summary = ['MEDICATIONS', 'Amoxicillin 500 mg three times a day.', 'Lab Results:', 'Sodium 140 mmol/L'];
    expect(docType([...summary, 'Discharge Summary', 'Discharge Date: 3/4/2021', 'Hospital course: improved.'])).toBe('Discharge Summary');
    expect(docType(['Ann Love  DOB 1/2/1950', 'Laboratory Results:', 'None new.', 'SUBJECTIVE: cough.', 'PLAN: rest.'])).toBe(
      'Progress Note',
    );
  });

  it('reads a whole history as a history and physical at an admission, and as a visit note at a clinic visit', () => {
    const history = ['CHIEF COMPLAINT', 'Cough.', 'PAST MEDICAL HISTORY', 'Asthma.', 'REVIEW OF SYSTEMS', 'No fever.'];
    expect(docType(['Ann Love', 'She was admitted from the clinic for cough.', ...history])).toBe('History and Physical');
    expect(docType(['Ann Love', 'She presents for her yearly check.', ...history, 'ASSESSMENT AND PLAN', 'Inhaler.'])).toBe(
      'Progress Note',
    );
  });

  it("reads a Spanish whole history as a history and physical, and as the visit's note at an outpatient or follow-up visit", () => {
    const history = ['MOTIVO DE CONSULTA', 'Tos de una semana.', 'ANTECEDENTES', 'Asma.', 'EXAMEN FÍSICO', 'Sibilancias.'];
    expect(docType(['Ana Roe', 'Fecha de ingreso: 03/04/2026', ...history])).toBe('History and Physical');
    expect(docType(['Ana Roe', 'Fecha: 03/04/2026', ...history, 'PLAN', 'Inhalador.'])).toBe('History and Physical');
    expect(docType(['Ana Roe', 'Consulta externa, 03/04/2026', ...history, 'PLAN', 'Inhalador.'])).toBe('Progress Note');
    expect(docType(['Ana Roe', 'Tipo: Consulta de control por medicina familiar', ...history])).toBe('Progress Note');
  });

  it('types an entry of a dated list of encounters as the visit it heads, or as the document its heading names', () => {
    const text = ['Reason  Knee swollen after a fall on the stairs.', 'Plan  Ice and rest, review in a week if not better.'];
    expect(docType(['02/09/2025  Walk-in consultation  Dr Ruth Amari (GP)  16:20', ...text])).toBe('Progress Note');
    expect(docType(['Evening round 02/09/2025 21:10', ...text])).toBe('Progress Note');
    // A heading that names a document says what it is; a dated table row heads nothing.
    expect(docType(['02/09/2025  Operation note  Mr Ian Coles (Consultant Surgeon)', ...text])).toBe('Operative Report');
    expect(docType(['02/09/2025  Knee  swollen  12.5  30.0', 'Note  The fall was on the stairs at home yesterday.'])).toBe('Other');
    expect(docType(['Printed on  Printed by', '02/09/2025  Ann Lowe (Records)', ...text])).toBe('Other');
  });

  it("types a clinician's evaluation or examination another clinician asked for as a consultation", () => {
    const body = ['HISTORY', 'Low mood for a year after a fall at work; sleeps poorly.', 'PLAN', 'Sertraline 50 mg; review in six weeks.'];
    expect(docType(['Neuropsychiatric Evaluation', 'Date: 04/02/2025 · Referred by: Dr A. Roe (GP)', ...body])).toBe('Consultation');
    expect(docType(['Behavioural Medicine — Pre-Transplant Psychological Evaluation', 'Requested by: B. Lund, MD', ...body])).toBe(
      'Consultation',
    );
    expect(docType(['Psychological Evaluation — Admission to Day Programme', 'Referring clinician: B. Lund, MD', ...body])).toBe(
      'Consultation',
    );
    expect(docType(['NEW PATIENT PERIODONTAL EXAMINATION', 'Patient: Ann Roe  Referred by: Dr C. Ngata', ...body])).toBe('Consultation');
    // Asked for by no one, the same paper is not typed a consultation; nor is a paper about work, or a therapist's.
    expect(docType(['Neuropsychiatric Evaluation', 'Date: 04/02/2025', ...body])).not.toBe('Consultation');
    expect(docType(['Fitness for Duty Evaluation', 'Requested by: Lake Rail (employer)', ...body])).toBe('Other');
    expect(docType(['Physiotherapy Evaluation', 'Referred by: Dr A. Roe', ...body])).not.toBe('Consultation');
  });

  it("types an entry by its author's role where its heading names no document: a nurse's entry is a nursing note", () => {
    const text = ['Patient rang about the new tablets; advised to take them with food.', 'Will call back if no better.'];
    expect(docType(['2025-03-19 Telephone  A. Lowe, RN', ...text])).toBe('Nursing Note');
    expect(docType(['Phone Call - 03/19/2025 Ann Lowe, RPN', ...text])).toBe('Nursing Note');
    expect(docType(['19/03/2025 10:05 Ann Lowe (Nurse)', ...text])).toBe('Nursing Note');
    expect(docType(['19/03/2025 Practice nurse Ann Lowe 10:05', ...text])).toBe('Nursing Note');
    expect(docType(['19/03/2025 Nurse practitioner Ann Lowe 10:05', ...text])).toBe('Progress Note');
    // A nurse practitioner's or a doctor's entry is the visit's note; a document the heading names stays that document.
    expect(docType(['Office Visit - 03/19/2025 Ann Lowe, APRN, FNP-C', ...text])).toBe('Progress Note');
    expect(docType(['2025-03-19 Office Visit  Dr. Ivo Brandt', ...text])).toBe('Progress Note');
    expect(docType(['02/09/2025  Operation note  Ann Lowe, RN', ...text])).toBe('Operative Report');
  });

  it("reads an untitled visit's note by its parts or by the visit it tells", () => {
    expect(docType(['Lake Clinic', 'Patient: Ann Love', 'Chief Complaint: sore knee', 'Exam: swollen.', 'Assessment: sprain.'])).toBe(
      'Progress Note',
    );
    expect(docType(['Lake Clinic', 'RE: F/U visit - knee', 'Pt seen today for f/u. Knee better.', 'Cont ibuprofen.'])).toBe(
      'Progress Note',
    );
  });

  it("reads a note dated by its visit, that says nothing else of its kind, as the visit's note", () => {
    const dental = ['Clínica Dental Lago', 'Paciente: Ana Ruiz    Fecha de consulta: 2025-10-20', 'Diagnóstico:', 'Caries.'];
    expect(docType([...dental, 'Tratamiento realizado:', 'Obturación.'])).toBe('Progress Note');
    expect(docType(['Lake Clinic', 'Patient: Ann Love', 'Visit Date: 3/4/2021', 'Diagnosis: sprain', 'Strapping.'])).toBe('Progress Note');
    expect(docType(['Lake Clinic', 'Patient: Ann Love', 'Date: 3/4/2021', 'Diagnosis: sprain', 'Strapping.'])).toBe('Other');
    // An appointment booked is a visit to come, not one that happened.
    expect(docType(['Lake Clinic', 'Patient: Ann Love', 'Appointment Date: 3/4/2021', 'Clinic: Fracture clinic'])).toBe('Other');
  });

  it('reads the emergency department that issues an untitled note, after a facility name or alone', () => {
    const note = ['Pt: Ann Love, F, 70 yrs', 'PRESENTING COMPLAINT', 'Fell at home.', 'Creatinine 180 umol/L (60-110) High'];
    expect(docType(['Lake General -- Emergency Department', ...note])).toBe('Emergency Department Note');
    expect(docType(['Accident and Emergency', ...note])).toBe('Emergency Department Note');
    expect(docType(['Verbale  Servizio di Pronto Soccorso  Ingresso N° 7', ...note])).toBe('Emergency Department Note');
    expect(docType(note, ['URGENCIAS - HOSPITAL LAGO'])).toBe('Emergency Department Note');
    expect(docType(['Lake General -- Orthopaedic Department', ...note])).toBe('Laboratory Report');
  });

  it("takes triage for an emergency department's only where it is the department's", () => {
    const form = ['PRE-OPERATIVE RISK SCREEN', 'Clinic triage RN:  Date & Time:', 'Allergies:  Latex screen:'];
    expect(docType(form)).toBe('Other');
    expect(docType(['Ann Love', 'Triage category: 3', 'Mode of arrival: walk-in'])).toBe('Emergency Department Note');
    expect(docType(['Ann Love', 'ED triage at 10:10: chest pain.'])).toBe('Emergency Department Note');
  });

  it('reads an untitled prescription by its drug lines, whatever visit it follows', () => {
    const visit = ['Lake Clinic  Dr A. Rao, MBBS  Reg. No. 12345', 'Patient: Ann Roe', 'Chief complaints: fever for 2 days'];
    const plan = ['Plan: fluids, review after 5 days.'];
    expect(docType([...visit, 'Rx', '1. Tab. Paracetamol 500 mg 1-0-1 x 5 days', ...plan])).toBe('Other');
    expect(
      docType([...visit, 'Tab Cetirizine 10 mg at night', 'Syp. Ambroxol 5 ml thrice daily', 'Cap Amoxicillin 500 mg tds', ...plan]),
    ).toBe('Other');
    expect(docType([...visit, 'Assessment: viral fever.', 'Paracetamol 500 mg when needed.', ...plan])).toBe('Progress Note');
  });

  it('reads a prescription as a prescription though its header dates a visit or names a department', () => {
    const drugs = ['Rx', 'Tab. Ibuprofen 400 mg after meals for 3 days', 'Review if no better.'];
    expect(docType(['Lake Clinic', 'Patient: Ann Roe', 'Visit Date: 03/04/2025', ...drugs])).toBe('Other');
    expect(docType(['Department of Emergency Medicine', 'Patient: Ann Roe', 'Date: 03/04/2025', ...drugs])).toBe('Other');
  });

  it('reads a certificate by its title, whichever end its head noun stands at, or by its certifying sentence', () => {
    const seen = ['Date: 03/04/2025', 'Chief complaint: cough and fever.', 'Assessment: chest infection. Plan: rest for five days.'];
    for (const title of ['CERTIFICATE OF FITNESS', 'Certificado Médico', 'Certificato medico', 'Atestado Médico', 'Constancia médica'])
      expect(docType(['Lake Clinic', title, ...seen]), title).toBe('Other');
    const letter = ['Lake Clinic', 'Dear Sir,', 'This is to certify that Ann Roe was seen in clinic today and examined by me.'];
    expect(docType([...letter, 'She has a chest infection and is advised rest for five days.'])).toBe('Other');
    expect(docType(['Lake Clinic', 'Por medio de la presente certifico que Ana Roe fue atendida hoy en consulta.'])).toBe('Other');
    expect(docType(['Lake Clinic', 'Si certifica che la signora Anna Roe è stata visitata in data odierna.'])).toBe('Other');
    // A note that only mentions a certificate is still its visit's note.
    expect(
      docType([
        'Chief complaint: cough for a week.',
        'A sick-leave certificate was given for five days.',
        'Assessment: bronchitis. Plan: fluids.',
      ]),
    ).toBe('Progress Note');
  });

  it('reads an untitled paper that is mostly a table of results with units and reference ranges as a laboratory report', () => {
    const rows = [
      'Ferritin  45  ug/L  15 - 200',
      'TSH  2.1  mIU/L  0.4-4.0',
      'Vitamin B12  320  ng/L  200 - 900',
      'Folate  7.1  ug/L  3.0-20.0',
    ];
    expect(
      docType(['Lake Clinic', 'Patient: Ann Roe', 'Visit Date: 03/04/2025', 'Complaint: tiredness.', ...rows, 'Plan: review in clinic.']),
    ).toBe('Laboratory Report');
    // A visit's note that lists a few results keeps its type.
    const visit = [
      'Chief complaint: tiredness for a month.',
      'History of present illness: worse since the winter.',
      'Ferritin  45  ug/L  15 - 200',
    ];
    expect(docType([...visit, 'Assessment: fatigue, likely viral. Plan: rest and review.'])).toBe('Progress Note');
  });

  it("reads a laboratory's report whose values carry arrows for high and low, under a header row of fields", () => {
    // A row of fields ('Order no.  5521  Received  04.03.2025 11:02') heads no entry: its date is a field's value.
    const head = [
      'Lake Laboratories',
      'Dr. Ivo Brandt  12 Mill Road · Lakeside',
      'Tel. 0761 555 900 · Fax 0761 555 909',
      'Sender  Patient  Roe, Ann',
      'Lakeside Family Practice  Born  03.11.1948',
      'Mill Road 140 · Lakeside  Order  2603100457',
      'Order no.  5521  Received  04.03.2025 11:02',
      'Report  05.03.2025',
      'Final report',
    ];
    const rows = [
      'Leucocytes  7,8  /nl  3,9 – 10,2',
      'Haemoglobin  11,9  ↓ g/dl  13,5 – 17,2',
      'Haematocrit  36,1  ↓ %  39,5 – 50,5',
      'Urea  9,6  ↑ mmol/l  2,5 – 7,1',
      'Albumin  31  ↓ g/l  35 – 52',
    ];
    expect(docType([...head, 'Test  Result  Unit  Range', ...rows, 'Comment: renal function reduced.'])).toBe('Laboratory Report');
  });

  it('types a title by its head noun: a histopathology or biochemistry report is a pathology or laboratory paper', () => {
    expect(docType(['Lake Clinic', 'Histopathology Report', 'Chief complaint: lump.', 'Assessment: benign. Plan: none.'])).toBe(
      'Pathology Report',
    );
    expect(docType(['Lake Clinic', 'BIOCHEMISTRY REPORT', 'Chief complaint: thirst.', 'Assessment: diabetes. Plan: diet.'])).toBe(
      'Laboratory Report',
    );
  });

  it("takes a title outside the vocabulary over its date's label: an EEG report dated by its study is no imaging report", () => {
    const eeg = ['EEG REPORT', 'Date of Study: 05/12/2025', 'Findings: a well organised background rhythm.'];
    expect(docType(eeg)).toBe('Other');
    expect(docType(['Department of Radiology', ...eeg])).toBe('Radiology Report');
    expect(docType(['Date of Study: 05/12/2025', 'Findings: a well organised background rhythm.'])).toBe('Radiology Report');
  });

  it('reads report headings printed without colons', () => {
    expect(docType(['Ann Love', 'INDICATION', 'Pain.', 'TECHNIQUE', 'Axial images.', 'FINDINGS', 'Normal.'])).toBe('Radiology Report');
  });

  it('reads a payer notice or a records request as no clinical document, whatever study or records it names', () => {
    const priorAuth = [
      'PINNACLE HEALTH PLANS    PRIOR AUTHORIZATION',
      'Utilization Management Department',
      'P.O. Box 99100, Silverstone, TX 75001    DETERMINATION NOTICE',
      'Member Name: DOE, JANE',
      'Procedure: MRI Lumbar Spine without Contrast (CPT 72148)',
      'Date of Service: On or before 03/01/2026',
    ];
    expect(docType(priorAuth)).toBe('Other');
    const request = [
      'LAKESIDE ORTHOPEDIC CLINIC',
      'REQUEST FOR MEDICAL RECORDS',
      'Patient Name: DOE, JANE',
      'X Office/Progress Notes',
      'X Imaging Reports',
    ];
    expect(docType(request)).toBe('Other');
    expect(docType(['Lake Clinic', 'Prior authorization was obtained', 'XR CHEST 2 VIEWS', 'Technique: PA.'])).toBe('Radiology Report');
    const labelRow = [
      'Riverbend Family Medicine',
      'PATIENT NAME  BIRTHDATE  MR#  ENC DATE',
      'DOE,JANE  1940-11-25  929-18-98  Oct. 12, 2021',
    ];
    expect(docType([...labelRow, 'Clinic Note', 'SUBJECTIVE: cough.'])).toBe('Progress Note');
  });
});

describe('readDocType and a letter that names what it is', () => {
  it('takes the title over the letter form, in the note or in a print header atop every page', () => {
    const letter = ['Vision Centre', 'Dear Mrs Love,', 'Thank you for attending your eye examination. I saw no disease.'];
    expect(docType(['EYE EXAMINATION REPORT', ...letter])).toBe('Other');
    expect(docType(letter, ['8/28/25, 10:36 PM  Eye Examination Report'])).toBe('Other');
    expect(docType(letter)).toBe('Consultation');
  });

  it("reads a specialist's consultation as one though its head names the family practice that referred the patient", () => {
    const body = ['REASON FOR CONSULTATION:', 'Microscopic haematuria.', 'PLAN:', 'Cystoscopy.'];
    expect(
      docType(['NEW PATIENT CONSULTATION', 'Patient: Roe, Ann  DOB: 02/03/1950', 'Referring: B. Lund, MD (Lake Family Medicine)', ...body]),
    ).toBe('Consultation');
    expect(docType(['CONSULTATION NOTE', 'Referred by: Dr Lee (GP)  cc: Lake Family Practice', ...body])).toBe('Consultation');
    // The family practice that writes the note is still read.
    expect(docType(['CONSULTATION NOTE', 'Lake Family Practice  Dr Ann Lee', ...body])).toBe('Progress Note');
  });

  it("reads a telephone encounter written by a nurse as the nurse's note, and a doctor's as the visit's", () => {
    const call = [
      'Telephone Encounter',
      'Patient: Ann Roe  DOB: 02/03/1950  Date: 10/05/2026 10:17 AM',
      'Pt called about a refill. Sent to pharmacy.',
    ];
    expect(docType([...call, 'Kim Lowe, RN 10/05/2026 10:31 AM'])).toBe('Nursing Note');
    expect(docType(['Phone Note  06/02/2025 11:05', 'Caller: patient  Taken by: K. Lowe, LPN', 'Asked about dosing.'])).toBe(
      'Nursing Note',
    );
    expect(docType([...call, 'Electronically signed by Ann Lee, MD'])).toBe('Progress Note');
    // A nurse who routes the call to the doctor afterwards still wrote it.
    expect(docType([...call, 'Kim Lowe, RN — signed 10/05/2026', 'Routed to: Ann Lee, MD (acknowledged)'])).toBe('Nursing Note');
  });

  it("reads an entry's title padded apart from the label of its date of service, with the day of the stay after its dash", () => {
    const entry = (title: string) =>
      readDocType({
        lines: makeLines([[`${title}    Date of Service: 02/11/2026 06:50`, 'S: comfortable.', 'O: afebrile.']]),
        running: [],
        hits: [],
        text: '',
      }).value;
    expect(entry('PICU Progress Note - Day 2')).toBe('Progress Note');
    expect(entry('Nursing Shift Assessment - PICU')).toBe('Nursing Note');
  });
});

describe('readDocType: the fourteenth round', () => {
  it("reads a title whose qualifier after its dash holds a figure (the day of the stay, a ward, the visit's number)", () => {
    const text = ['Resp: CPAP +6, FiO2 0.25. CBC WBC 11.2, plt 212.', 'Plan: continue feeds, wean as tolerated.'];
    expect(docType(['NICU Daily Progress Note — DOL 3  01/07/2025 10:05 CST', ...text])).toBe('Progress Note');
    expect(docType(['Surgery Progress Note — Trauma Floor (7 West)', 'Date of Service: 04/06/2026 07:10', ...text])).toBe('Progress Note');
    expect(docType(['Operation Note - Theatre 4', ...text])).toBe('Operative Report');
    // A line of prose that names a document before a span of dates is no title ('... and discharge summary for
    // admission 03/09/2026 — 03/12/2026.').
    expect(docType(['Fax', 'discharge summary for admission 03/09/2026 — 03/12/2026.', 'Pages: 7'])).not.toBe('Discharge Summary');
    // A title that names no type keeps its qualifier's words out of it: the visit's number names no visit.
    expect(docType(['Daily Treatment Record — Session 4', 'Exercises done as planned.'])).toBe('Other');
  });

  it('reads a report heading in the body only where it stands as a heading, not a line of prose that opens with its word', () => {
    const visit = [
      'Reason: cough, wheeze',
      'Plan: start a preventer via spacer. Spacer',
      'technique shown (mum filmed it on her phone). Review in 2 weeks.',
    ];
    expect(docType(visit)).not.toBe('Radiology Report');
    expect(docType(['Ann Love', 'INDICATION', 'Pain.', 'Technique:', 'Axial images.', 'FINDINGS', 'Normal.'])).toBe('Radiology Report');
  });

  it("reads an imaging section of a visit's note as its part, not the department that issues the note", () => {
    const visit = [
      'Lake Joint Replacement Center',
      'Patient: Ann Love | DOB: 12/02/1955 | Visit date: 01/22/2026',
      'Chief Complaint',
      'Right knee pain.',
      'Imaging',
      'Standing radiographs today: bone on bone medial compartment.',
      'Assessment and Plan',
      'Total knee arthroplasty discussed.',
    ];
    expect(docType(visit)).not.toBe('Radiology Report');
    // A department alone in the header, above the report's parts, still issues it.
    expect(docType(['Lake General Hospital', 'Imaging', 'Patient: Ann Love', 'Exam: knee.', 'Normal joint.'])).toBe('Radiology Report');
  });

  it("reads a telephone encounter's title after the clinic's name on its line, or after OCR's mark for a dash", () => {
    const call = ['Weight down 2 lb. Advised furosemide 40 mg daily.', 'Pt verbalized understanding.', 'Nurse signature: Bea Sokol, RN'];
    expect(docType(['Lakeshore Heart & Vascular TELEPHONE ENCOUNTER', 'Heart Failure Nurse Line', ...call])).toBe('Nursing Note');
    expect(docType(['TELEPHONE ENCOUNTER ~ POST-PROCEDURE CALL 06/25/2025 09:14', ...call])).toBe('Nursing Note');
  });

  it("reads an entry headed by nursing's name, with the service after its dash, as the nurse's note", () => {
    const text = ['Cast removed, wound cleansed; measures 1.2 x 0.9 cm.', 'Kim Loftis, RN, CWON - electronically signed 03/10/2026'];
    expect(docType(['NURSING — WOUND CARE  03/10/2026 13:30 EST', ...text])).toBe('Nursing Note');
    // A doctor's entry under the same kind of heading stays the visit's note.
    expect(docType(['WOUND CLINIC VISIT  03/31/2026 09:40 EST', 'Subjective: no new complaints.', 'Marcus Ybarra, DO'])).toBe(
      'Progress Note',
    );
  });
});

describe('readDocType: a letter after a visit the specialist follows (fourteenth round)', () => {
  const head = [
    'Lake Heart Clinic',
    '06/11/2026',
    'Dr T. Moss',
    'Belmont Family Practice',
    'Dear Tamsin',
    'RE: Mr Graham NORRIS DOB 17/09/1938',
  ];
  const close = ['Kind regards,', 'Dr A. Roe'];

  it('reads the visit where the letter tells it, after a block of diagnoses and medications, not only in its opening', () => {
    const letter = [
      ...head,
      'Diagnoses:',
      '1. Ischaemic heart disease - inferior infarct 03/2025, stent to the right coronary artery',
      '2. Mildly impaired left ventricular function, ejection fraction 47%',
      '3. Type 2 diabetes on metformin',
      '4. Hypercholesterolaemia',
      'Medications: aspirin 100 mg daily, rosuvastatin 40 mg nocte',
      'I reviewed Graham again in my rooms on 04/11/2026. He remains well and walks 5 km most mornings.',
      ...close,
    ];
    expect(docType(letter)).toBe('Progress Note');
  });

  it('reads a visit told after the treatment the clinic gave, or a periodic review, as a later visit', () => {
    const letter = (told: string) => [...head, told, 'Her wound has healed well.', ...close];
    expect(docType(letter('I reviewed Mrs Kent in clinic today with her husband, two weeks after her surgery.'))).toBe('Progress Note');
    expect(docType(letter('I reviewed Marc today after his allograft biopsy on 2025-06-09.'))).toBe('Progress Note');
    expect(docType(letter('I saw Marc in the transplant clinic for his routine 18-month review.'))).toBe('Progress Note');
    expect(docType(letter('I saw Mrs Kent for her annual review.'))).toBe('Progress Note');
    // A first visit told with the history of an operation elsewhere is still the consultation.
    expect(docType(letter('I saw Mrs Kent today, who had a hysterectomy in 2019, about new pelvic pain.'))).toBe('Consultation');
  });

  it("reads a referring doctor's thanks for accepting the patient into a programme as the referral", () => {
    expectLetters([
      ['Dear Colleague,', 'Thank you for accepting Brendan into your pulmonary rehabilitation program. I saw him today.', 'Referral'],
    ]);
  });
});

describe('readDocType: who wrote it, and a title after a letterhead on its line (fourteenth round)', () => {
  it("reads a title in capitals after a letterhead's name in mixed case on the same line", () => {
    const report = ['Name: Ann Love  DOB: 14/06/1971', 'Findings: a 12 mm mass.', 'Procedure: core biopsy, consent taken, tolerated well.'];
    expect(docType(['Department of Radiology RADIOLOGY REPORT', ...report])).toBe('Radiology Report');
    expect(docType(['Dr Yusuf Jacobs MBChB FCPsych(SA) CONTINUATION SHEET', '04/02/26 FU post discharge. Mood 6/10.'])).toBe(
      'Progress Note',
    );
    // Capitals alone on the line are read as they are.
    expect(docType(['LAKE GENERAL HOSPITAL', 'Discharge letters are sent daily.'])).toBe('Other');
  });

  it("reads a visit's note written by a physical, occupational or speech therapist or their assistant as the therapist's", () => {
    const note = (signer: string) => [
      'Daily Treatment Note — Visit 4 — 03/03/2026',
      'S: Sleeping better. O: heel slides, bike 10 min. A: Progressing. P: Continue plan of care.',
      `${signer} — signed 03/03/2026 12:15`,
    ];
    expect(docType(note('Ana Ruiz-Palmer, PTA'))).toBe('Therapy Note');
    expect(docType(note('Jonah Takeda, PT, DPT'))).toBe('Therapy Note');
    expect(docType(note('Renee Gallegos, OTR/L'))).toBe('Therapy Note');
    // A doctor's or a nurse practitioner's visit stays the visit's note; 'PT, OT' in a plan names no one.
    expect(docType(note('Ann Lee, MD'))).toBe('Progress Note');
    // A title the vocabulary knows says outright it is the visit's note, whoever signs it.
    expect(docType(['PROGRESS NOTE', 'S: knee better. A: improving. P: continue.', 'Luis Carvalho, DPT'])).toBe('Progress Note');
    expect(docType([...note('Ann Lee, NP'), 'Plan: PT, OT and SLT referrals.'])).toBe('Progress Note');
    expect(docType(['Follow-up Visit', 'Falls improving with medication reduction, PT and home changes.', 'Ann Lee, MD'])).toBe(
      'Progress Note',
    );
    expect(docType(['FICHE DE CONSULTATION PRENATALE', 'Vaccin OT 2e dose faite', 'Prestataire: Rose Pierre, sage-femme'])).toBe(
      'Progress Note',
    );
  });

  it("reads a counselling or a psychologist's session as no clinician's visit, titled or in a ward's entries", () => {
    expect(docType(['Behavioral Health — Individual Counseling  01/13/2026 01:00', 'Discussed coping skills.', 'Ann Lee, LCSW'])).toBe(
      'Other',
    );
    const text = ['Mood low, engaged in the session.', 'Plan: weekly.'];
    expect(docType(['2026/01/23 11:00 — Psychology session — M. van der Merwe', ...text])).toBe('Other');
    expect(docType(['2026/01/19 22:10 — Nursing report — night shift', ...text])).toBe('Nursing Note');
    expect(docType(['2026/01/20 09:00 — Ward round — Dr A. Khan', ...text])).toBe('Progress Note');
  });
});

describe('readDocType: a discharge letter in Dutch, French and Portuguese (fourteenth round)', () => {
  it('reads a letter whose opening tells a stay on the ward as the discharge letter', () => {
    expectLetters([
      ['Geachte collega,', 'Bovengenoemde patiënte was opgenomen op onze afdeling in verband met een voetinfectie.', 'Discharge Summary'],
      ['Cher confrère,', 'Votre patiente a été hospitalisée dans notre service du 2 au 9 octobre.', 'Discharge Summary'],
      ['Caro colega,', 'A doente esteve internada no nosso serviço de 2 a 9 de outubro.', 'Discharge Summary'],
    ]);
  });
});

describe('readDocType: a study of its own kind beside a letterhead (fourteenth round)', () => {
  it("takes a title outside the vocabulary padded apart from the letterhead over the exam date's label", () => {
    const report = [
      'Central Zone · Liver Function Lab',
      'Patient  Roe, Colin  DOB  27-Feb-1964',
      'Exam date  12-Jan-2026 10:05  Probe  XL (skin-capsule distance 27 mm)',
      'Fasting  Yes, 4 h  Requesting physician  Dr. M. Lee',
      'Liver stiffness 38.6 kPa.',
    ];
    expect(docType(['Lake Shore Regional Health  Transient Elastography (FibroScan) Report', ...report])).toBe('Other');
    expect(docType(['Lake Health', 'Transient Elastography (FibroScan) Report', ...report])).toBe('Other');
  });
});

describe('readDocType: titles through OCR, on any scan (fifteenth round)', () => {
  it("reads a title in title case through OCR's marks at its end, as a title in capitals is read", () => {
    const visit = ['Patient: Roe, Ann  DOB: 04/08/1989  Date of Service: 09/29/2026', 'Exam: alert, fluent.', 'Plan: return in 3 months.'];
    expect(docType(['Lake Neurology', 'Clinic Note : ) ow ’', ...visit])).toBe('Progress Note');
    expect(docType(['Lake Neurology', 'Operative Report ; .', ...visit])).toBe('Operative Report');
    // A line of prose with a figure before it stays a list's item; a bracket the line opened is its own.
    expect(docType(['Lake Neurology', '2 clinic notes enclosed', 'Plan: none.'])).toBe('Other');
  });

  it('reads a title in capitals after the specks OCR glued to its first word', () => {
    const visit = ['Patient: Mrs Ann Roe  Date of birth: 1985/02/14', 'S: burning on urination. A: cystitis. P: nitrofurantoin.'];
    expect(docType(['Lake Specialist Rooms', '5 EE ee Ee eeCONSULTATION NOTE', ...visit])).toBe('Consultation');
    // A family practice's 'consultation' is the visit's note (a practice's name in the plural too).
    expect(docType(['Lake Family Practitioners', '5 EE ee Ee eeCONSULTATION NOTE', ...visit])).toBe('Progress Note');
  });
});

describe("readDocType: a visit's note by its parts (fifteenth round)", () => {
  it('reads an untitled note that tells what the patient said, then what the clinician makes of it, as the visit', () => {
    const head = ['Lake Street Medical · 12 Lake St', 'Patient: Ann Roe  DOB: 09/11/2017'];
    // The shorthand of a visit, each part a heading at its line's start, in the languages notes are written in.
    expect(docType([...head, 'S:', 'Day 3 of antibiotics, fever gone.', 'O:', 'T 37.1.', 'A:', 'Improving.', 'P:', 'Finish course.'])).toBe(
      'Progress Note',
    );
    expect(docType([...head, 'S', 'Ankle better.', 'A', 'Resolving sprain.'])).toBe('Progress Note');
    expect(docType([...head, 'Reason: monthly review.', 'History: more sleepy.', 'Plan: cease oxycodone.'])).toBe('Progress Note');
    expect(docType([...head, 'Interval: edema better.', 'Data: BP 142/88.', 'Plan: stop metformin.'])).toBe('Progress Note');
    expect(docType([...head, 'Concerns', 'Not talking yet.', 'Assessment', 'Language delay.'])).toBe('Progress Note');
    expect(docType([...head, 'Şikayətlər: ağız quruluğu.', 'Diaqnoz: diabet.', 'Müalicə:', '1. Metformin 1000 mg'])).toBe('Progress Note');
    expect(docType([...head, 'Жалобы: кашель.', 'Диагноз: бронхит.', 'Лечение: покой.'])).toBe('Progress Note');
    expect(docType([...head, 'Anamnese: Husten seit drei Tagen.', 'Procedere: Kontrolle in einer Woche.'])).toBe('Progress Note');
  });

  it("reads no visit where the parts are a report's or stand in a line's prose, or the paper names what it is", () => {
    const head = ['Lake Street Medical · 12 Lake St', 'Patient: Ann Roe  DOB: 09/11/2017'];
    // A study's history and its impression are a report's parts.
    expect(docType([...head, 'History: fall.', 'Findings: no fracture.', 'Impression: normal study.'])).not.toBe('Progress Note');
    expect(docType([...head, 'Patient history reviewed; plan: none.'])).toBe('Other');
    // A letter alone beside a word's heading is no part of the shorthand.
    expect(docType([...head, 'Anamnese', 'Husten.', 'A', 'Husten.'])).toBe('Other');
    // Parts a record's pages apart are a whole record's.
    expect(docType([...head, 'Anamnese', ...Array<string>(80).fill('Husten.'), 'Therapie', 'Ruhe.'])).toBe('Other');
    // A title outside the vocabulary says what the paper is.
    expect(docType([...head, 'Audiology Report', 'Reason: grommets review.', 'Plan: recheck hearing in 3 months.'])).toBe('Other');
  });
});

describe('readDocType: who wrote it, a nurse (fifteenth round)', () => {
  it("reads a visit's note that only a nurse signs, under a title that is no clinician's own, as the nurse's note", () => {
    const body = ['Dressing dry and intact. Pain 1/10.', 'Teaching: signs of bleeding reviewed.', 'Next clinic with Dr. Lee 06-24.'];
    expect(docType(['WOUND CARE FOLLOW-UP  DOS 04/02/2024 · Kim Lowe, RN, CWOCN', ...body])).toBe('Nursing Note');
    expect(docType(['2025-06-10 08:15 Post-biopsy check + teaching', ...body, 'Nurse signature: J. Kowalchuk, RN  Date: 2025-06-10'])).toBe(
      'Nursing Note',
    );
    // Initials with a full stop before the credential sign too; a public health nurse is a nurse.
    expect(docType(['Telephone Encounter  04/08/2026 10:02 AM', 'Mother reports a rash. Advised cream.', '— J.M., RN (triage)'])).toBe(
      'Nursing Note',
    );
    expect(docType(['TB CLINIC RECORD  04/02/2025', 'Symptom screen negative.', 'Mai Xiong, PHN 04/02/25 0915'])).toBe('Nursing Note');
  });

  it("keeps the visit's note where a clinician signs too, or a title the vocabulary knows names it", () => {
    const body = ['Dressing dry and intact.', 'Plan: continue.'];
    expect(docType(['WOUND CARE FOLLOW-UP  04/02/2024', 'Roomed by Kim Lowe, RN', ...body, 'Ann Lee, MD'])).toBe('Progress Note');
    expect(docType(['WOUND CARE FOLLOW-UP  04/02/2024', ...body, 'Ann Lee, NP'])).toBe('Progress Note');
    expect(docType(['PROGRESS NOTE', ...body, 'Kim Lowe, RN'])).toBe('Progress Note');
    expect(docType(['Physician Progress Notes', 'Date/Time:', 'Day 1, 0900  Admit.', 'Dr. Eric Lund', '0200 Admitted. T. Wade RN'])).toBe(
      'Progress Note',
    );
    // A doctor at the note's head saw the patient: a nurse's entry after it on the page is another note.
    expect(docType(['HOME VISIT — FOLLOW-UP', 'Visit date: 2025-05-20  Clinician: Dr. B. Lang', ...body, 'J. Okafor, RN'])).toBe(
      'Progress Note',
    );
    expect(docType(['UNSCHEDULED VISIT — 2025/02/13 19:40  Dr K. van der Merwe', ...body, 'N. Dlamini, RN'])).toBe('Progress Note');
  });
});

describe('readDocType: a letter whose subject names a paper about care (fifteenth round)', () => {
  it('reads a letter whose subject line names an examination for an insurer, a request or a form as that paper', () => {
    const letter = (subject: string, opening: string) => [
      'Southern Spine Evaluations, LLC',
      'March 24, 2025',
      subject,
      'Dear Ms. Arceneaux:',
      opening,
      'Yours sincerely,',
      'Dr A. Roe',
    ];
    expect(docType(letter('RE: Independent Medical Examination', 'At your request I examined Mr. Roe on March 18, 2025.'))).toBe('Other');
    expect(docType(letter('Re: Subject Access Request – Mrs Ann ROE, DOB 03/07/1961', 'Please find enclosed the records held.'))).toBe(
      'Other',
    );
    // A subject that names the patient, or a visit, leaves the letter to be read by what it reports.
    expect(docType(letter('RE: Ann Roe, DOB 03/07/1961', 'Thank you for referring Mrs Roe, whom I saw today.'))).toBe('Consultation');
    expect(docType(letter('RE: Consultation — ROE, ANN', 'I saw Mrs Roe today.'))).toBe('Consultation');
  });
});

describe("readDocType: a specialist's letter that tells the patient reviewed (fifteenth round)", () => {
  it('reads a letter that says the specialist reviewed the patient as the later visit, as the clinic note of it would be', () => {
    expectLetters([
      ['Dear Dr Metcalfe,', 'I reviewed Mr Atherton in clinic today before his second cycle.', 'Progress Note'],
      ['Dear Luisa,', 'I reviewed Bradley today. His shoulder remains unchanged.', 'Progress Note'],
      ['Dear Dr Whitfield,', 'I reviewed her in clinic today with her daughter.', 'Progress Note'],
      // A first visit is seen; results or records reviewed name no visit; a consultant's thanks for the referral stays.
      ['Dear Dr Metcalfe,', 'I saw Mr Atherton in clinic today with his wife.', 'Consultation'],
      ['Dear Dr Metcalfe,', 'Thank you for referring Mr Atherton, whom I reviewed today.', 'Consultation'],
    ]);
    expect(
      docType(['Lake Clinic', '09 April 2025', 'Dear Dr Roe,', 'I reviewed the scans you sent.', 'Kind regards,', 'Dr A. Lee']),
    ).not.toBe('Progress Note');
  });
});

describe('readDocType: who wrote it, not who referred (fifteenth round)', () => {
  it("reads a therapist's or a nurse's note by its signer, whoever the referral field names", () => {
    const head = ['Front Range Motion Physical Therapy', 'Patient: Roe, Owen  DOB: 05/02/2001  Date of service: 09/09/2026'];
    const soap = ['S', 'Knee feels solid.', 'A', 'Progressing as expected.', 'P', 'Continue 2x/wk.'];
    expect(docType([...head, 'Referring MD: Carla Ruiz, MD  Dx: ACL sprain', ...soap, 'Jessamyn Okafor, PT, DPT'])).toBe('Therapy Note');
    expect(docType([...head, 'Referring MD: Carla Ruiz, MD', ...soap, 'Kim Lowe, RN'])).toBe('Nursing Note');
    expect(docType([...head, ...soap, 'Carla Ruiz, MD'])).toBe('Progress Note');
  });
});

describe("readDocType: a practice's notes of its visits (fifteenth round)", () => {
  it("reads a general practice's consultation or clinical notes, printed for another reader, as the visits' notes", () => {
    const entry = ['02-Jun-2026 10:15 Dr Ngaio Pene (Consultation)', 'Fell off a ladder. Wrist sore.', 'Cast, repeat XR in 10 days.'];
    expect(docType(['CONSULTATION NOTES', 'Patient: Tamati WALKER  DOB: 09-Nov-1979  Totara Street Medical Centre', ...entry])).toBe(
      'Progress Note',
    );
    expect(docType(['Avon Loop Dental  Clinical notes — printed 2 May 2025', 'Patient: Kah Yee Ng · DOB 03/08/1994', ...entry])).toBe(
      'Progress Note',
    );
    expect(docType(['Clinical notes — printed 10/04/2026 for transfer to Dr A. Sandhu (with consent)', ...entry])).toBe('Progress Note');
    // One consultation's note is the specialist's.
    expect(docType(['CONSULTATION NOTE', 'Lake Hospital, Department of Cardiology', 'Palpitations for a month.'])).toBe('Consultation');
  });
});

describe('readDocType: who wrote it, an allied professional (sixteenth round)', () => {
  it("reads a visit's note whose first credentialed name is a pharmacist's, a social worker's or a dietitian's as theirs", () => {
    const body = ['Adherence reviewed with a pill count.', 'Assessment / plan: continue; recheck in 2 weeks.'];
    expect(docType(['Clinical Pharmacist Visit 01/28/2025 11:00 AM', 'Provider: Ann Lee, PharmD, BCPS', ...body])).toBe('Other');
    expect(docType(['Behavioral Health – Initial Assessment 03/11/2025', 'Provider: Tom Roe, LCSW | Session 50 min', ...body])).toBe(
      'Other',
    );
    // Signed at its foot, a physician's co-signature after it; a referring doctor's field names someone else.
    expect(
      docType([
        'Anticoagulation Service – Initial Assessment',
        'Referring: Dr. K. Lund',
        ...body,
        'Ann Lee, PharmD',
        'Agree — B. Lund, MD',
      ]),
    ).toBe('Other');
    expect(docType(['Weight Management – Follow-up Visit', ...body, 'Mia Stone, MS, RDN'])).toBe('Other');
    // Who reviewed or co-signed it, read before the author where the two sign side by side, did not write it.
    const cosigned = ['Reviewed and agree with plan — B. Lund, MD 11/06/24', 'Ann Lee, PharmD, CACP', 'Clinical Pharmacist'];
    expect(docType(['Anticoagulation Service – Initial Assessment', ...body, ...cosigned])).toBe('Other');
    expect(docType(['Wound Clinic Visit', ...body, 'Kim Lowe, RN  Cosigner: B. Lund, MD'])).toBe('Nursing Note');
  });

  it("keeps the clinician's visit where a clinician is the first credentialed name, or a title the vocabulary knows names it", () => {
    const body = ['Adherence reviewed.', 'Assessment / plan: continue.'];
    expect(docType(['Office Visit – Return 02/25/2025', 'Provider: Ann Lee, MD', ...body, 'Seen with Bo Roe, PharmD'])).toBe(
      'Progress Note',
    );
    expect(docType(['Cardiology – Initial Assessment', 'Provider: Ann Lee, MD', ...body])).toBe('Consultation');
    expect(docType(['PROGRESS NOTE', ...body, 'Ann Lee, PharmD'])).toBe('Progress Note');
    // A road in an address is no dietitian.
    expect(docType(['Clinic Visit', 'Lake Clinic, 4 Newcastle Rd, Galway', ...body, 'Ann Lee, MD'])).toBe('Progress Note');
  });
});

describe("readDocType: a part's heading below the note's sections is no title (sixteenth round)", () => {
  it("reads a heading outside the vocabulary under the note's known sections as a part of it, so its fields still type it", () => {
    const head = ['Patient: ROE, Ann  UR: 300418', 'Admitted: 11/09/2026', 'Discharged: 15/09/2026'];
    expect(docType([...head, 'Principal Diagnosis', 'Acute cholecystitis', 'Clinical Summary', 'Presented with pain.'])).toBe(
      'Discharge Summary',
    );
    // Above the sections, a title outside the vocabulary still says what the paper is.
    expect(docType(['Clinical Summary', ...head, 'Principal Diagnosis', 'Acute cholecystitis'])).toBe('Other');
  });
});

describe('readDocType: a paper that lists other papers (eighteenth round)', () => {
  it('types an index of released papers Other, whatever results or visits its rows name', () => {
    const index = [
      'Release of Information: Disclosure Index',
      'Date  Encounter  Provider',
      '01/14/2024  New patient visit  B. Lund, MD',
      '01/21/2024  Sodium 140 mmol/L 135 - 145',
      '01/28/2024  Potassium 4.1 mmol/L 3.5 - 5.1',
      '02/02/2024  Creatinine 80 umol/L 45 - 90',
    ];
    expect(docType(index)).toBe('Other');
  });
});

describe('readDocType: a cover or an index is what it is, not what it encloses (nineteenth round)', () => {
  it("reads no title from a list of papers' rows: a row naming a consultation or a casualty record is an item listed", () => {
    const head = ['Lake Neuroscience Institute — Health Information Management', 'Patient: Ann Roe  Date of birth: 03/04/1950'];
    const rows = ['Record  Date of service  Pages', 'Neurology consultation  02/10/2026  2', 'Operative report, left knee  05/06/2026  5'];
    expect(docType([...head, 'Certification and index of records', ...rows])).toBe('Other');
    const attorneys = ['ROE & LUND — ATTORNEYS', 'INDEX OF MEDICAL RECORDS — INJURY CLAIM', '#  Document  Date  Page'];
    expect(docType([...attorneys, '1  Casualty record, Lake General Hospital  14/02/2026  2', '2  Discharge summary  21/02/2026  4'])).toBe(
      'Other',
    );
  });

  it('reads a letter that sends copies of records as the covering letter, whatever stay or visit the records tell', () => {
    const letter = [
      'Lake Hospital · Health Information Services',
      '14 May 2026',
      'Claims Officer, Lake Health Fund',
      'Re: Ann ROE DOB 03/04/1950 Admission 08/05/2026 – 12/05/2026',
      'As requested, and with the consent of the patient, please find enclosed copies of the records relating to the',
      'above episode: the emergency department record, the operation report and the discharge summary.',
      'Health Information Services',
    ];
    expect(docType(letter)).toBe('Other');
    expect(
      docType([
        ...letter.slice(0, 4),
        'Dear Claims Officer,',
        'Enclosed are copies of the discharge summary and clinic letters you requested.',
      ]),
    ).toBe('Other');
    // A letter that tells the stay itself is the discharge summary.
    expect(docType([...letter.slice(0, 4), 'Dear Dr Lund,', 'Your patient was discharged home today after an appendicectomy.'])).toBe(
      'Discharge Summary',
    );
  });
});

describe('readDocType: an examination that images nothing, and a chiropractor (nineteenth round)', () => {
  it("reads an exam date's label as imaging only where the paper names an imaging study", () => {
    const fields = ['Patient: ROE, ANN  ID: ZX7730', 'Date of birth: 05.10.1951  Exam date: 08.04.2025', 'Operator: JM'];
    expect(docType(['Lake Eye Dept — Lens Power Calculation  Device SN 1420081', ...fields, 'AL  24.12 mm  24.05 mm'])).toBe('Other');
    expect(docType(['Lake Imaging', ...fields, 'Examination: CT abdomen with contrast', 'Findings: no collection.'])).toBe(
      'Radiology Report',
    );
    expect(docType(['Lake Imaging', ...fields, 'XR LEFT WRIST 3 VIEWS', 'Findings: no fracture.'])).toBe('Radiology Report');
    expect(docType(['Lake Imaging — Bone Densitometry', ...fields, 'History: fragility fracture.', 'L1–L4  0.801  -2.2'])).toBe(
      'Radiology Report',
    );
  });

  it("reads a chiropractor's examination and treatment notes as no clinician's paper (fixtures/shared-data/README.md)", () => {
    const exam = [
      'INITIAL EXAMINATION — WORK INJURY  Lake Spine & Chiropractic, P.C.',
      'Patient: ROE, ANN  Exam date: 04/07/2025  Provider: Jon Lund, DC',
    ];
    expect(docType([...exam, 'Chief complaint', 'Neck pain.', 'Assessment', 'Cervical sprain.', 'Plan', 'Manipulation 3x/week.'])).toBe(
      'Other',
    );
    const daily = ['DAILY TREATMENT NOTE  DOS 04/09/2025 Visit 2', 'ROE, ANN DOB 11/22/1986 Provider: Jon Lund, DC'];
    expect(docType([...daily, 'S: Neck 6/10.', 'A: Improving.', 'P: Continue plan.', 'Signed: Jon Lund, DC 04/09/2025'])).toBe('Other');
    expect(docType(['Chiropractic Re-examination', 'Patient: ROE, ANN'])).toBe('Other');
    // Stopping a drug ('DC metoprolol') names no one.
    expect(docType(['Office Visit', 'Provider: Ann Lee, MD', 'Plan: DC metoprolol, start bisoprolol.'])).toBe('Progress Note');
    // Nor does the District of Columbia in an address ('Washington, DC 20010') before the doctor who wrote the visit.
    const capital = ['Rock Creek Medical Group, 1800 Park Road NW, Washington, DC 20010', 'Provider: Ann Lee, MD'];
    expect(docType([...capital, 'Chief complaint', 'Headache.', 'Assessment', 'Hypertension.', 'Plan', 'Continue lisinopril.'])).toBe(
      docType([
        'Rock Creek Medical Group',
        'Provider: Ann Lee, MD',
        'Chief complaint',
        'Headache.',
        'Assessment',
        'Hypertension.',
        'Plan',
        'Continue lisinopril.',
      ]),
    );
  });
});

describe("readDocType: a paper's own title before its body's words (twentieth round)", () => {
  it('reads a title of one word in capitals padded apart from its letterhead', () => {
    const body = [
      'Medicinsk afdeling, sengeafsnit M2',
      'Navn: Ann Roe  Indlagt: 27.07.2026  Udskrevet: 03.08.2026',
      'Forløb',
      'Indlagt med feber. CRP 212, leukocytter 16,4. Behandlet med penicillin.',
      'Hb  7,1  mmol/l  7,3 - 9,5',
      'Natrium  134  mmol/l  137 - 145',
      'Kalium  3,4  mmol/l  3,5 - 4,6',
    ];
    expect(docType(['Lake Hospital    EPIKRISE', ...body])).toBe('Discharge Summary');
    // A column's label in capitals names no paper.
    expect(docType(['Lake Hospital    DIAGNOSIS', ...body])).not.toBe('Discharge Summary');
  });

  it("reads an endoscopist's report by its title, beside the letterhead or after it", () => {
    const body = [
      'Patient  Ann Roe  Date of birth  12 May 1976',
      'Procedure date  04/11/2026 08:05',
      'Findings',
      'Stomach: patchy erythema of the antrum.',
      'Impression',
      'Antral gastritis.',
    ];
    expect(docType(['Lake Private Hospital — Endoscopy Unit  ENDOSCOPY REPORT', ...body])).toBe('Procedure Note');
    expect(docType(['Lake Private Hospital', 'Colonoscopy Report', ...body])).toBe('Procedure Note');
  });
});

describe("readDocType: a visit's note by its parts in the Nordic languages (twenty-first round)", () => {
  it('reads the reason for the visit, then the assessment or the plan, in Finnish, Faroese, Swedish, Norwegian and Danish', () => {
    const head = ['Lake Health Centre · 12 Lake St', 'Ann Roe  190275-318'];
    expect(docType([...head, 'TULOSYY', 'Yskä viikon ajan.', 'ARVIO', 'Keuhkoputkentulehdus.', 'HOITO JA JATKO', 'Lepo.'])).toBe(
      'Progress Note',
    );
    expect(docType([...head, 'Orsøk til vitjan', 'Hosti í eina viku.', 'Meting', 'Bronkitis.', 'Ætlan', 'Hvíld.'])).toBe('Progress Note');
    expect(docType([...head, 'Kontaktorsak', 'Hosta sedan en vecka.', 'Bedömning', 'Bronkit.'])).toBe('Progress Note');
    expect(docType([...head, 'Kontaktårsak: hoste i en uke.', 'Vurdering: bronkitt.', 'Tiltak: hvile.'])).toBe('Progress Note');
    expect(docType([...head, 'Sygehistorie', 'Hoste i en uge.', 'Vurdering og plan', 'Hvile.'])).toBe('Progress Note');
  });

  it('reads no visit where a Nordic heading stands in prose or a report reads a study', () => {
    const head = ['Lake Health Centre · 12 Lake St', 'Ann Roe  190275-318'];
    expect(docType([...head, 'Kontaktorsak hosta sedan en vecka, bedömning gjord av läkaren i går.'])).toBe('Other');
    expect(docType([...head, 'Tutkimus: keuhkojen röntgenkuva.', 'Löydökset: normaali.', 'Lausunto: ei muutoksia.'])).toBe('Other');
  });
});
