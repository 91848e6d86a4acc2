import { describe, expect, it } from 'vitest';
import { lookupHeading } from '../sections/dictionary.ts';
import { isContinuation, matchTitle, titleOf } from './doc-types.ts';

describe('matchTitle', () => {
  it.each([
    ['PROGRESS NOTE', 'Progress Note'],
    ['Office Visit', 'Progress Note'],
    ['Admission History & Physical', 'History and Physical'],
    ['H&P', 'History and Physical'],
    ['Cardiology Consultation', 'Consultation'],
    ['DISCHARGE SUMMARY', 'Discharge Summary'],
    ['Op Note', 'Operative Report'],
    ['Procedure Note', 'Procedure Note'],
    ['ED Provider Note', 'Emergency Department Note'],
    ['XR Chest 2 Views', 'Radiology Report'],
    ['Lab Results', 'Laboratory Report'],
    ['Surgical Pathology Report', 'Pathology Report'],
    ['PT Progress Note', 'Therapy Note'],
    ['Nursing Progress Note', 'Nursing Note'],
    ['Referral Letter', 'Referral'],
    ['Letter', 'Letter'],
    ['Nota de Evolución', 'Progress Note'],
    ['EPICRISIS', 'Discharge Summary'],
    ['Entlassungsbrief', 'Discharge Summary'],
    ['Referto di specialistica ambulatoriale', 'Consultation'],
    ['REPORTE OPERATORIO', 'Operative Report'],
    ['Laborbefund', 'Laboratory Report'],
    ['Verbale di Pronto Soccorso', 'Emergency Department Note'],
  ])('%s is a %s', (title, type) => {
    expect(matchTitle(title)).toBe(type);
  });

  it('reads a long title that opens with a known one and goes on with what the visit covered, in title case', () => {
    expect(matchTitle('Nota de Evolución y Control de Crónicos (Consulta Presencial Programada)')).toBe('Progress Note');
    expect(matchTitle('PROGRESS NOTE AND FALLS SCREENING QUESTIONNAIRE (HOME VISIT SERVICE)')).toBe('Progress Note');
    // A long line in sentence case that opens with the same words is note text.
    expect(matchTitle('Progress note discussed with the family at the bedside this morning')).toBeNull();
  });

  it("does not take a report's status for a title: it names no document", () => {
    for (const status of ['NORMAL REPORT', 'Preliminary Report', 'DUPLICATE FINAL REPORT', 'Amended Result'])
      expect(matchTitle(status), status).toBeNull();
    expect(matchTitle('Final Pathology Report')).toBe('Pathology Report');
  });

  it('reads a title that carries its page number', () => {
    expect(matchTitle('ANESTHESIA RECORD — PAGE 1')).toBe('Other');
    expect(matchTitle('Nursing Notes - Page 2 of 3')).toBe('Nursing Note');
    expect(matchTitle('Consultation (p. 1)')).toBe('Consultation');
  });

  it('does not take section headings with content, or sentences, for titles', () => {
    expect(matchTitle('Procedure: colonoscopy with biopsy')).toBeNull();
    expect(matchTitle('The patient was seen for a progress note review and medication reconciliation today.')).toBeNull();
    expect(matchTitle('Nursing assessment')).toBeNull();
  });

  it('reads titles outside the dictionary by their words', () => {
    expect(matchTitle('Return Patient Visit')).toBe('Progress Note');
    expect(matchTitle('CT Abdomen/Pelvis w/ Contrast')).toBe('Radiology Report');
    expect(matchTitle('CHEST X-RAY, 2 VIEWS')).toBe('Radiology Report');
    expect(matchTitle('Bedside Thoracentesis Procedure')).toBe('Procedure Note');
    expect(matchTitle('Anesthesia Record')).toBe('Other');
    expect(matchTitle('Doctor Note')).toBe('Progress Note');
    expect(matchTitle('Physician Progress Notes')).toBe('Progress Note');
    expect(matchTitle('Physician Orders')).toBe('Other');
  });

  it('does not take body lines or section headings for titles', () => {
    expect(matchTitle('Nursing staff noted mild confusion overnight')).toBeNull();
    expect(matchTitle('PHYSICAL EXAMINATION')).toBeNull();
    expect(matchTitle('Hospital Course')).toBeNull();
    expect(matchTitle('she returned for her visit')).toBeNull();
  });

  it('reads abbreviated titles by what their abbreviations stand for', () => {
    expect(matchTitle('DC SUMMARY')).toBe('Discharge Summary');
    expect(matchTitle('D/C Summary')).toBe('Discharge Summary');
    expect(matchTitle('RN Visit Note')).toBe('Nursing Note');
    expect(matchTitle('LPN Shift Note')).toBe('Nursing Note');
    expect(matchTitle('ER Physician Record')).toBe('Emergency Department Note');
    expect(matchTitle('XR L-SPINE 2V')).toBe('Radiology Report');
  });

  it('does not take a facility or letterhead line for a title, whatever words its name has', () => {
    expect(matchTitle('Prairie View Medical Group')).toBeNull();
    expect(matchTitle('Lake View Imaging Center')).toBeNull();
    expect(matchTitle('Riverside Surgery Center')).toBeNull();
  });

  it('reads a title that names its document first ("Report of Operation")', () => {
    expect(matchTitle('REPORT OF OPERATION')).toBe('Operative Report');
    expect(matchTitle('Report of Consultation')).toBe('Consultation');
  });

  it('does not take a sentence or a row of column labels for a title', () => {
    expect(matchTitle('Ultrasound May 2 2019 showed a stone.')).toBeNull();
    expect(matchTitle('X-ray of the knee was normal.')).toBeNull();
    expect(matchTitle('PT  DOB  MR#  DATE OF VISIT')).toBeNull();
  });

  it('reads a title that carries the date of its visit, however the date is written', () => {
    expect(matchTitle('Visit Note - July 23, 2025')).toBe('Progress Note');
    expect(matchTitle('CONSULTATION 03/04/2022')).toBe('Consultation');
    expect(matchTitle('Discharge Summary – 12 Jan 2025')).toBe('Discharge Summary');
    expect(matchTitle('Office Visit (2024-03-04)')).toBe('Progress Note');
    // A sentence that ends in a date stays a sentence.
    expect(matchTitle('The patient was seen in the office on July 23, 2025')).toBeNull();
  });

  it('reads an invoice, a bill, a receipt or a slip as no clinical document', () => {
    for (const title of ['TAX INVOICE', 'Itemised Hospital Bill', 'Inpatient Discharge Bill', 'Official Receipt', 'Maternal Referral Slip'])
      expect(matchTitle(title), title).toBe('Other');
    // A writer's first name closing a letter is no bill.
    expect(matchTitle('Bill')).toBeNull();
  });

  it('reads a consent or an authorisation by its head noun, whatever it consents to, in any language, as no clinical document', () => {
    for (const title of [
      'CONSENT FOR TREATMENT AND RELEASE OF INFORMATION',
      'Consent to Anaesthesia',
      'CONSENTIMIENTO PARA TRATAMIENTO',
      'Consenso informato alla procedura',
      'Consentement éclairé',
      'Authorization to Release Health Information',
    ])
      expect(matchTitle(title), title).toBe('Other');
    // A sentence that consents is note text.
    expect(matchTitle('Consent was obtained from the patient before the procedure.')).toBeNull();
  });

  it('types a title by its head noun, whatever day or setting qualifies it', () => {
    expect(matchTitle('Discharge-Day Progress Note')).toBe('Progress Note');
    expect(matchTitle('Post-Operative Day 2 Progress Note')).toBe('Progress Note');
    expect(matchTitle('Emergency Department Progress Notes')).toBe('Progress Note');
    // A whole history taken on admission to a therapy or rehabilitation service is its history and physical.
    expect(matchTitle('Stroke Rehab Unit Admission History & Physical')).toBe('History and Physical');
    expect(matchTitle('Inpatient Rehabilitation History and Physical')).toBe('History and Physical');
  });

  it('reads a title with what qualifies it after a spaced dash, and a follow-up or a first evaluation by its head noun', () => {
    expect(matchTitle('Virtual Visit — Video')).toBe('Progress Note');
    expect(matchTitle('Virtual Visit — Video  2025-01-14 09:30–09:52')).toBe('Progress Note');
    expect(matchTitle('Lake Regional Maternity Unit — Postnatal Discharge Summary')).toBe('Discharge Summary');
    expect(matchTitle('Note de consultation — Téléconsultation (téléphone)')).toBe('Consultation');
    expect(matchTitle('ADMISSION NOTES — MEDICAL OFFICER')).toBe('History and Physical');
    expect(matchTitle('Lake General -- Emergency Department')).toBeNull();
    expect(matchTitle('Radiology - Dr Ann Lee')).toBeNull();
    // A banner or an entry's heading holds figures, labels or columns: the segmenter reads it otherwise.
    expect(matchTitle('Clinic Visit - 03/04/2024  Jane Doe  DOB 05/06/1970')).toBeNull();
    expect(matchTitle('Treatment note — 2026-06-05 Visit 2')).toBeNull();
    // A labelled date after the columns ('DOS', 'Seen') is an entry's heading: only a date (and time) alone may follow.
    expect(matchTitle('WOUND CLINIC — RETURN VISIT  DOS 01/14/2025')).toBeNull();
    expect(matchTitle('Applewood Physiotherapy & Sport Rehab — Clinical Record')).not.toBe('Progress Note');
    expect(matchTitle('PROGRESS NOTES - NURSING  Resident: ROE, ANN')).not.toBe('Progress Note');
    expect(matchTitle('Wound Care Follow-Up')).toBe('Progress Note');
    expect(matchTitle('Follow-up')).toBeNull();
    expect(matchTitle('Wound Care Initial Evaluation')).toBe('Consultation');
    expect(matchTitle('Physical Therapy Initial Evaluation')).toBe('Therapy Note');
  });

  it('reads a title printed with its letters spaced, its words apart or run together', () => {
    expect(matchTitle('D I S C H A R G E   S U M M A R Y')).toBe('Discharge Summary');
    expect(matchTitle('D I S C H A R G E S U M M A R Y')).toBe('Discharge Summary');
    expect(matchTitle('O P E R A T I V E  R E P O R T')).toBe('Operative Report');
    expect(matchTitle('P R O G R E S S  N O T E')).toBe('Progress Note');
    // Spaced letters that spell no title, or a few initials, name nothing.
    expect(matchTitle('I V O  B R A N D T')).toBeNull();
    expect(matchTitle('A B C')).toBeNull();
  });

  it('reads a title printed after the name of the facility that issues it, on one line', () => {
    expect(matchTitle("St. Brendan's University Hospital DISCHARGE SUMMARY")).toBe('Discharge Summary');
    expect(matchTitle('Lakeside Medical Centre Operative Report')).toBe('Operative Report');
    expect(matchTitle('Lakeside Medical Centre')).toBeNull();
    expect(matchTitle('Lakeside Hospital Laboratory Services')).toBeNull();
  });

  it('types a title printed in two languages by either of its halves', () => {
    // A bilingual region prints the title twice, one language each side of a slash: either half may be the one the
    // dictionary reads.
    expect(matchTitle('VERSLAG SPOEDGEVALLEN / RAPPORT DES URGENCES')).toBe('Emergency Department Note');
    expect(matchTitle('Rapport de sortie / Austrittsbericht')).toBe('Discharge Summary');
    expect(matchTitle('Historia clínica de ingreso')).toBe('History and Physical');
    // A slash inside one language joins two studies or two words: no halves to read apart.
    expect(matchTitle('CT / MRI Report')).toBe('Radiology Report');
    expect(matchTitle('Name / Vorname')).toBe(null);
  });

  it('types a title whose head noun comes first by what its complement names, in the Romance languages', () => {
    // The head noun ('Relatório', 'Compte rendu', 'Laudo', 'Informe') says only that it is a report; what follows 'de'
    // says which: a stay that ended, an emergency visit, an operation, a study, a laboratory's or a pathologist's work.
    expect(matchTitle('Relatório de Alta Hospitalar')).toBe('Discharge Summary');
    expect(matchTitle('Compte rendu de sortie')).toBe('Discharge Summary');
    expect(matchTitle('Boletim de Atendimento de Urgência')).toBe('Emergency Department Note');
    expect(matchTitle('Compte rendu opératoire')).toBe('Operative Report');
    expect(matchTitle('Descrição de Cirurgia')).toBe('Operative Report');
    expect(matchTitle('Laudo de Ultrassonografia')).toBe('Radiology Report');
    expect(matchTitle("Compte rendu d'échographie")).toBe('Radiology Report');
    expect(matchTitle('Resultado de Exames Laboratoriais')).toBe('Laboratory Report');
    expect(matchTitle('Laudo Anatomopatológico')).toBe('Pathology Report');
    expect(matchTitle('Nota de Evolução')).toBe('Progress Note');
    expect(matchTitle('Compte rendu de consultation')).toBe('Consultation');
    // A specialist's visit is a consultation, named by the specialty ('visita neurologica', 'consulta de cardiología').
    expect(matchTitle('Referto di visita neurologica')).toBe('Consultation');
    expect(matchTitle('Informe de consulta de dermatología')).toBe('Consultation');
    // A report named by the disease it is about, or by nothing but its writer, names no kind of document.
    expect(matchTitle('Informe Médico de Diabetes Tipo 2')).toBeNull();
    // A sentence that opens with the same words is note text.
    expect(matchTitle('Relatório de alta entregue ao paciente e explicado à família.')).toBeNull();
  });

  it('types a German compound title by its first part, whose last part names only a report, a letter or a record', () => {
    expect(matchTitle('Entlassbrief')).toBe('Discharge Summary');
    expect(matchTitle('Notfallbericht')).toBe('Emergency Department Note');
    expect(matchTitle('Konsiliarbericht')).toBe('Consultation');
    expect(matchTitle('Operationsprotokoll')).toBe('Operative Report');
    expect(matchTitle('MRT-Befund')).toBe('Radiology Report');
    expect(matchTitle('Sonographiebefund')).toBe('Radiology Report');
    expect(matchTitle('Zytologiebefund')).toBe('Pathology Report');
    // A finding named by the organ it is about ('Herzbefund') names no kind of document.
    expect(matchTitle('Herzbefund')).toBeNull();
  });

  it('types a title in the Germanic, Slavic, Nordic, Baltic-Finnic, Turkic, Malay, Greek and Cyrillic languages by its family of words', () => {
    // Each kind of paper has a small family of words across languages ('remiss', 'skierowanie', 'sevk', 'rujukan' all
    // ask a colleague to see the patient); any word of a short title, or a compound's first part, names it.
    const titles: [string, string][] = [
      ['Verwijzing naar de polikliniek', 'Referral'],
      ['REMISS', 'Referral'],
      ['Henvisning til ortopædkirurg', 'Referral'],
      ['Skierowanie do poradni', 'Referral'],
      ['Doporučení k vyšetření', 'Referral'],
      ['Sevk Belgesi', 'Referral'],
      ['SURAT RUJUKAN', 'Referral'],
      ['Направление на консультацию', 'Referral'],
      ['Karta informacyjna leczenia', 'Discharge Summary'],
      ['Wypis ze szpitala', 'Discharge Summary'],
      ['Propouštěcí zpráva', 'Discharge Summary'],
      ['Epikris', 'Discharge Summary'],
      ['Ontslagbrief', 'Discharge Summary'],
      ['Εξιτήριο', 'Discharge Summary'],
      ['Выписной эпикриз', 'Discharge Summary'],
      ['Operační protokol', 'Operative Report'],
      ['PROTOKÓŁ OPERACYJNY', 'Operative Report'],
      ['Operatieverslag', 'Operative Report'],
      ['Operationsberättelse', 'Operative Report'],
      ['Ameliyat Notu', 'Operative Report'],
      ['Laboratoriesvar', 'Laboratory Report'],
      ['Laboratoriumuitslagen', 'Laboratory Report'],
      ['Wyniki badań laboratoryjnych', 'Laboratory Report'],
      ['Laboratuvar Sonuçları', 'Laboratory Report'],
      ['Röntgensvar', 'Radiology Report'],
      ['Ultraljud buk', 'Radiology Report'],
      ['Opis badania USG', 'Radiology Report'],
      ['Histopatologisk svar', 'Pathology Report'],
      ['Konsultacja kardiologiczna', 'Consultation'],
      ['Svar på remiss', 'Consultation'],
      ['Recepta', 'Other'],
      ['Receita Médica', 'Other'],
      ['Reçete', 'Other'],
      ['Ordonnance', 'Other'],
      ['Ärztliches Zeugnis', 'Other'],
      ['Arbeitsunfähigkeitsbescheinigung', 'Other'],
      ['Läkarintyg', 'Other'],
      ['Lægeerklæring', 'Other'],
      ['Zaświadczenie lekarskie', 'Other'],
      ['Surat Cuti Sakit', 'Other'],
      ['Справка', 'Other'],
      // Baltic, South Slavic, Hungarian, Romanian, Indonesian, Vietnamese and Swahili papers.
      ['SIUNTIMAS KONSULTACIJAI, TYRIMAMS', 'Referral'],
      ['Nosūtījums', 'Referral'],
      ['Saatekiri', 'Referral'],
      ['Uputnica za specijalista', 'Referral'],
      ['Beutaló', 'Referral'],
      ['Bilet de trimitere', 'Referral'],
      ['Barua ya rufaa', 'Referral'],
      ['Giấy chuyển viện', 'Referral'],
      ['Bilet de externare', 'Discharge Summary'],
      ['Epicriză', 'Discharge Summary'],
      ['Zárójelentés', 'Discharge Summary'],
      ['Otpusno pismo', 'Discharge Summary'],
      ['Epikriis', 'Discharge Summary'],
      ['Išrašas iš ligos istorijos', 'Discharge Summary'],
      ['RESUME MEDIS PASIEN PULANG', 'Discharge Summary'],
      ['Giấy ra viện', 'Discharge Summary'],
      ['Műtéti leírás', 'Operative Report'],
      ['Protocol operator', 'Operative Report'],
      ['Patohistološki nalaz', 'Pathology Report'],
      ['Szövettani lelet', 'Pathology Report'],
      ['Ultrahang vizsgálat', 'Radiology Report'],
      ['Phiếu siêu âm', 'Radiology Report'],
      ['Buletin de analize', 'Laboratory Report'],
      ['Phiếu xét nghiệm', 'Laboratory Report'],
      ['AMBULÁNS LAP', 'Consultation'],
      ['Adeverință medicală', 'Other'],
      ['Orvosi igazolás', 'Other'],
      ['Surat Keterangan Sakit', 'Other'],
      ['Rețetă', 'Other'],
      ['Đơn thuốc', 'Other'],
    ];
    for (const [title, type] of titles) expect(matchTitle(title), title).toBe(type);
    // A sentence that uses the words is note text; a laboratory's name is a letterhead.
    expect(matchTitle('Pacjentka otrzymała skierowanie do poradni kardiologicznej i receptę.')).toBeNull();
    expect(matchTitle('Labor and Delivery Room')).not.toBe('Laboratory Report');
    expect(matchTitle('Röntgenkliniken')).toBeNull();
    expect(matchTitle('Szpital Miejski Laboratorium')).toBeNull();
    expect(matchTitle('Lake Laboratories')).toBeNull();
    // English words are read by the English titles above: a section heading 'Laboratory' names no report.
    expect(matchTitle('LABORATORY / IMAGING')).toBeNull();
    // A heading of a history ('pathological history') names no pathology report.
    expect(matchTitle('Anamnesi Patologica Remota')).toBeNull();
    // A dated entry of a list names what was done that day, not the paper.
    expect(matchTitle('12.03.21 Röntgen Thorax')).not.toBe('Radiology Report');
    expect(matchTitle('0412 Echocardiography Heart Group;')).toBeNull();
  });

  it("reads a heart study's report (an echocardiogram, an ECG, a Holter or a stress test) as no imaging report", () => {
    // A cardiologist's study is a paper of its own kind, in any language; an ultrasound of another organ is imaging.
    for (const title of [
      'TRANSTHORACIC ECHOCARDIOGRAM',
      'Echocardiography Report',
      'TTE Report',
      'Ecocardiograma transtorácico',
      'Échocardiographie',
      'Echokardiographie-Befund',
      'ECHO TRANSTHORACIC COMPLETE',
      '12-Lead ECG Report',
      'Holter Monitor Report',
      'Exercise Stress Test',
    ])
      expect(matchTitle(title), title).toBe('Other');
    expect(matchTitle('ÉCHOGRAPHIE ABDOMINALE')).toBe('Radiology Report');
    expect(matchTitle('Ultrasound Abdomen')).toBe('Radiology Report');
    // A tracing named alone heads a section of a visit's note.
    expect(matchTitle('ECG')).toBeNull();
  });

  it("reads a form's title with its form number and revision printed after it, and a possessive in its words", () => {
    expect(matchTitle("EMPLOYEE'S INJURY CLAIM FORM  Form EX-77 (rev. 03/2025)")).toBe('Other');
    expect(matchTitle("Patient's Request Form")).toBe('Other');
    expect(matchTitle('Consultation Form C12 (rev 2)')).toBe('Consultation');
  });

  it("types a nurses' record by the nursing its title names after a dash, and an aide's record as no clinician's note", () => {
    expect(matchTitle('PROGRESS NOTES - NURSING')).toBe('Nursing Note');
    expect(matchTitle('Daily Notes (Nursing)')).toBe('Nursing Note');
    expect(matchTitle('Progress Notes - Physician')).toBe('Progress Note');
    expect(matchTitle('Personal Care Aide Visit Record')).toBe('Other');
    expect(matchTitle('CNA Shift Record')).toBe('Other');
    // A midwife's notes are a clinician's visit notes.
    expect(matchTitle('Midwifery Notes')).toBe('Progress Note');
  });

  it('reads a title after the name of the facility that issues it, whatever kind of facility that is', () => {
    expect(matchTitle('Lake Riverside Imaging — Radiology Report')).toBe('Radiology Report');
    expect(matchTitle('Hill Valley Pathology - Histopathology Report')).toBe('Pathology Report');
    expect(matchTitle('Bay Sleep Centre — Sleep Laboratory')).toBeNull();
    // A title named in full after the dash is read whatever stands before it; a qualifier after a title is not a title.
    expect(matchTitle('Wensum Memory Service — Consultation Note')).toBe('Consultation');
    expect(matchTitle('Consultation Note — Video')).toBe('Consultation');
  });

  it("types a radiologist's or a pathologist's consultation as their report, and a nurse practitioner's visit as a visit", () => {
    expect(matchTitle('Radiology Consultation Report')).toBe('Radiology Report');
    expect(matchTitle('Imaging Consultation')).toBe('Radiology Report');
    expect(matchTitle('Pathology Consultation Report')).toBe('Pathology Report');
    expect(matchTitle('Cardiology Consultation')).toBe('Consultation');
    expect(matchTitle('Nurse Practitioner Visit')).toBe('Progress Note');
    expect(matchTitle('Nurse Practitioner Progress Note')).toBe('Progress Note');
    expect(matchTitle('NP Visit Note')).toBe('Progress Note');
    expect(matchTitle('Nurse Visit Note')).toBe('Nursing Note');
  });

  it('reads a title with a qualifier in brackets after it, and a team meeting as no visit', () => {
    expect(matchTitle('DIAGNOSTIC POLYSOMNOGRAPHY REPORT (LEVEL 1)')).toBe('Other');
    expect(titleOf('DIAGNOSTIC POLYSOMNOGRAPHY REPORT (LEVEL 1)')?.known).toBe(false);
    expect(matchTitle('DISCHARGE SUMMARY (FINAL)')).toBe('Discharge Summary');
    for (const title of [
      'Interdisciplinary Group (IDG) Meeting Note',
      'Multidisciplinary Team Meeting',
      'Tumour Board Review',
      'Case Conference Record',
    ])
      expect(titleOf(title), title).toEqual({ type: 'Other', known: true });
    // A signer's board certification is no meeting.
    expect(matchTitle('Board Certified Radiologist')).toBeNull();
  });

  it('reads titles in Slavic and Baltic languages by their families of words, with a serial number after them', () => {
    expect(matchTitle('PREPÚŠŤACIA SPRÁVA')).toBe('Discharge Summary');
    expect(matchTitle('ВИПИСКА ІЗ МЕДИЧНОЇ КАРТИ СТАЦІОНАРНОГО ХВОРОГО № 7731')).toBe('Discharge Summary');
    expect(matchTitle('ЕПИКРИЗА')).toBe('Discharge Summary');
    expect(matchTitle('IZVID SPECIALISTA — KARDIOLOŠKI PREGLED')).toBe('Consultation');
    expect(matchTitle('Specijalistički nalaz')).toBe('Consultation');
    expect(matchTitle('АМБУЛАТОРЕН ЛИСТ')).toBe('Consultation');
    expect(matchTitle('RADIOLOĢISKĀS IZMEKLĒŠANAS PROTOKOLS')).toBe('Radiology Report');
    expect(matchTitle('Radiologické vyšetření')).toBe('Radiology Report');
    expect(matchTitle('Discharge Summary No. 2026/118')).toBe('Discharge Summary');
  });

  it("reads an outpatient department's record of a visit as the visit's note, and a nurse's line as a nurse's", () => {
    for (const title of ['OUT-PATIENT RECORD', 'OUTPATIENT CLINICAL NOTES', 'OPD Record', 'OPD Case Sheet', 'Outpatient Treatment Card'])
      expect(matchTitle(title), title).toBe('Progress Note');
    expect(matchTitle('Lake International Hospital    OUT-PATIENT RECORD')).toBe('Progress Note');
    expect(matchTitle('Lake International Hospital    Discharge Summary')).toBe('Discharge Summary');
    expect(matchTitle('Telephone Encounter — Nurse Line')).toBe('Nursing Note');
    // A checklist names a paper too, typed by who keeps it.
    expect(matchTitle('ADMISSION NURSING CHECKLIST – ENDOSCOPY')).toBe('Nursing Note');
    expect(matchTitle('Pre-operative Checklist')).toBe('Other');
    expect(matchTitle('Office Visit — Nursing')).toBe('Nursing Note');
    expect(matchTitle('Telephone Encounter — Dr Roe')).toBe('Progress Note');
  });

  it('reads a study of the eye, the ear, the lungs, sleep or the nerves as a paper of its own kind, not imaging', () => {
    for (const title of [
      'OPTICAL BIOMETRY & IOL POWER CALCULATION',
      'Pulmonary Function Test Report',
      'Audiogram Report',
      'Nerve Conduction Study',
      'Sleep Study Report',
      'Visual Field Test Results',
    ])
      expect(titleOf(title), title).toEqual({ type: 'Other', known: false });
    // Named alone, a test heads a section of a visit's note.
    expect(matchTitle('Spirometry')).toBeNull();
    expect(matchTitle('OPD CASE PAPER')).toBe('Progress Note');
    expect(matchTitle('OUT-PATIENT CASE PAPER')).toBe('Progress Note');
  });

  it('recognises continuation heads', () => {
    expect(isContinuation('PROGRESS NOTE (continued)')).toBe(true);
    expect(isContinuation('PROGRESS NOTE')).toBe(false);
  });
});

describe('matchTitle and a person named with an honorific', () => {
  it('reads MR as a study only before what an MR study images, and as Mister before a name', () => {
    expect(matchTitle('MR BRAIN WO CONTRAST')).toBe('Radiology Report');
    expect(matchTitle('MR Lumbar Spine')).toBe('Radiology Report');
    expect(matchTitle('MRI')).toBe('Radiology Report');
    expect(matchTitle('MR JOHN ALAN Roe')).toBeNull();
    expect(matchTitle('MR ALAN ROE')).toBeNull();
  });
});

describe('matchTitle: who writes and for whom (thirteenth round)', () => {
  it("reads a therapist's or another allied professional's record by the profession its title names", () => {
    for (const title of [
      'Initial Physiotherapy Assessment',
      'Initial Evaluation — Occupational Therapy',
      'Physio Re-assessment Note',
      'Speech and Language Therapy Swallow Assessment',
      'Cardiac Rehabilitation Session Record',
      'Bilan de kinésithérapie',
    ])
      expect(matchTitle(title), title).toBe('Therapy Note');
    for (const title of [
      'Dietitian Consultation',
      'Nutrition Follow-up Note',
      'Lactation Consultation',
      'Paediatric Audiology Assessment',
      'Diabetes Educator Visit',
    ])
      expect(titleOf(title), title).toEqual({ type: 'Other', known: true });
    // A physician's consultation stays one, and a profession named alone heads a section of a note.
    expect(matchTitle('Cardiology Consultation')).toBe('Consultation');
    expect(matchTitle('Physiotherapy')).toBeNull();
    expect(matchTitle('Dietitian')).toBeNull();
  });

  it('reads an examination or a statement for an employer or an insurer as a paper about work, not care', () => {
    for (const title of [
      'PRE-EMPLOYMENT MEDICAL EXAMINATION',
      'Pre-placement Health Assessment — Warehouse Operative',
      'Fitness for Duty Evaluation',
      'Independent Medical Examination Report',
      'Functional Capacity Evaluation',
      'Return to Work Status Report',
      "Attending Physician's Statement",
      'Certificat d’aptitude au travail',
    ])
      expect(titleOf(title), title).toEqual({ type: 'Other', known: true });
    // The same words in a visit's heading with no paper's noun are not a title.
    expect(matchTitle('Return to work')).toBeNull();
  });

  it('reads a paper written for a court, an insurer, the services or a sport as no clinical note, in several languages', () => {
    for (const title of [
      // for a court, or an expert's report for a court or an insurer, in the languages such reports arrive in
      'Psychiatric Report for the Court',
      'MEDICO-LEGAL REPORT',
      'Forensic Psychological Assessment',
      'Neurologisches Gutachten',
      'Versicherungsgutachten',
      "Rapport d'expertise médicale",
      'Informe pericial médico',
      'Perizia medico-legale',
      'Laudo pericial',
      // a reviewer's reading of the records for a payer, and a claimant's own statement
      'Medical Records Review',
      'Independent File Review — Orthopaedics',
      'Peer Review Report',
      'Claimant Statement',
      // the services' examinations at entry, deployment and leaving
      'Enlistment Medical Examination',
      'Pre-Deployment Health Assessment',
      'SEPARATION HISTORY AND PHYSICAL EXAM',
      // a sport's clearance to play again
      'Return to Sport Clearance',
      'MEDICAL CLEARANCE — STAGED RETURN TO PLAY',
    ])
      expect(titleOf(title), title).toEqual({ type: 'Other', known: true });
    // A clinician's own review or history and physical stays the clinician's paper.
    expect(matchTitle('History and Physical')).toBe('History and Physical');
    expect(matchTitle('Medication Review')).not.toBe('Other');
    // The words in a note's prose are not a title.
    expect(matchTitle('The court asked for a report on his fitness to plead.')).toBeNull();
  });

  it('reads a title printed with the time and time zone of its entry after its date', () => {
    expect(matchTitle('PICU Admission History and Physical  03/02/2024 22:10 EST')).toBe('History and Physical');
    expect(matchTitle('Progress Note  2024-03-04 08:30 AEST')).toBe('Progress Note');
    expect(matchTitle('Occupational Therapy Note 02/03/2024 10:15 PM')).toBe('Therapy Note');
    expect(matchTitle('Ward round 10:15')).toBeNull();
  });
});

describe('matchTitle: titles in more scripts and languages (thirteenth round)', () => {
  it('reads a consultation, an ultrasound and a discharge in Russian, the Caucasus and Central Asia by their families of words', () => {
    expect(matchTitle('КОНСУЛЬТАТИВНОЕ ЗАКЛЮЧЕНИЕ КАРДИОЛОГА')).toBe('Consultation');
    expect(matchTitle('Konsultë kardiologjike')).toBe('Consultation');
    expect(matchTitle('ПРОТОКОЛ УЛЬТРАЗВУКОВОГО ИССЛЕДОВАНИЯ ПОЧЕК')).toBe('Radiology Report');
    expect(matchTitle('Протокол допплерографии сосудов шеи')).toBe('Radiology Report');
    expect(matchTitle('ԷՊԻԿՐԻԶ')).toBe('Discharge Summary');
    expect(matchTitle('ეპიკრიზი')).toBe('Discharge Summary');
    expect(matchTitle('Extras din foaia de observație a bolnavului de staționar')).toBe('Discharge Summary');
  });

  it('reads Serbian and Macedonian titles in Cyrillic as their Latin spelling is read', () => {
    expect(matchTitle('ОТПУСНО ПИСМО')).toBe('Discharge Summary');
    expect(matchTitle('Специјалистички преглед')).toBe('Consultation');
    expect(matchTitle('УПУТНИЦА')).toBe('Referral');
  });

  it('reads a title printed with its letters spaced in any language, by its families of words', () => {
    expect(matchTitle('O T P U S N O   P I S M O')).toBe('Discharge Summary');
    expect(matchTitle('W Y P I S')).toBe('Discharge Summary');
    expect(matchTitle('Е П И К Р И З')).toBe('Discharge Summary');
    // Spaced initials or a name are still no title.
    expect(matchTitle('J A N E   R O E')).toBeNull();
  });
});

describe('matchTitle: a visit qualified by what it is (thirteenth round)', () => {
  it("reads a visit's title qualified as a new patient's or a consultation as the consultation", () => {
    expect(matchTitle('Clinic Visit — New Patient (Rheumatology)')).toBe('Consultation');
    expect(matchTitle('Office Visit — Hepatology New Patient Consultation')).toBe('Consultation');
    expect(matchTitle('Office Visit — Established Patient')).toBe('Progress Note');
    expect(matchTitle('Clinic Visit — Post-operative, 6 weeks')).toBe('Progress Note');
  });

  it("reads a clinic's name that ends in health or a programme before the title after its dash", () => {
    expect(matchTitle('Lakeside Senior Health — Memory Clinic Neurology Consultation')).toBe('Consultation');
    expect(matchTitle('Hill Valley Heart Failure Programme — Clinic Review Note')).toBe('Progress Note');
  });
});

describe('matchTitle: titles with what stands beside them (thirteenth round)', () => {
  it('reads a title followed on its line by the label of a header field, as a title padded apart from its date is', () => {
    expect(matchTitle('OPERATIVE REPORT Date of surgery: 03/04/2025')).toBe('Operative Report');
    expect(matchTitle('CONSULTATION NOTE Patient: Ann Roe')).toBe('Consultation');
    expect(matchTitle('Nerve Conduction Study Report Name: Ann Roe')).toBe('Other');
    // A label's line with no title before it, or a sentence, is none.
    expect(matchTitle('Seen in clinic today Date: 03/04/2025')).toBeNull();
    expect(matchTitle('Patient Name: Ann Roe')).toBeNull();
  });

  it("reads a follow-up consultation as the specialist's later visit, in the languages charts arrive in", () => {
    expect(matchTitle('FOLLOW-UP CONSULTATION')).toBe('Progress Note');
    expect(matchTitle('Review Consultation')).toBe('Progress Note');
    expect(matchTitle('Consultation de suivi')).toBe('Progress Note');
    expect(matchTitle('Consulta de seguimiento')).toBe('Progress Note');
    expect(matchTitle('Cardiology Consultation')).toBe('Consultation');
  });

  it("reads an assessment at an admission as the admission's history and physical, and a record of vaccines as no visit", () => {
    expect(matchTitle('Psychiatric Admission Assessment')).toBe('History and Physical');
    // An initial assessment that names no service is anyone's: who wrote it decides.
    expect(matchTitle('Initial Assessment')).toBe('Other');
    expect(matchTitle('Wound Care Initial Assessment')).toBe('Consultation');
    expect(matchTitle('Nursing Admission Assessment')).toBe('Nursing Note');
    for (const title of ['Immunisation Record', 'Childhood Vaccination Summary', 'Vaccine Administration Record'])
      expect(titleOf(title), title).toEqual({ type: 'Other', known: true });
    // A note's section on the vaccines had is no title.
    expect(matchTitle('Immunization History')).toBeNull();
  });

  it('reads a scanned title through the stray marks OCR leaves at its ends', () => {
    expect(matchTitle(': COMPTE RENDU OPERATOIRE’')).toBe('Operative Report');
    expect(matchTitle('2 ADMISSION HISTORY & PHYSICAL EXAMINATION { :')).toBe('History and Physical');
    expect(matchTitle('| DISCHARGE SUMMARY ~')).toBe('Discharge Summary');
    expect(matchTitle('EPIKRIZA eR')).toBe('Discharge Summary');
    // A label in capitals is no title.
    expect(matchTitle('DOCTOR NOTES:')).toBeNull();
  });
});

describe('matchTitle: the emergency department by its other names (thirteenth round)', () => {
  it("reads an emergency department's clerking, attendance record or casualty card as its note", () => {
    expect(matchTitle('Emergency Department Clerking — Chest Pain')).toBe('Emergency Department Note');
    expect(matchTitle('A&E Attendance Record')).toBe('Emergency Department Note');
    expect(matchTitle('CASUALTY CARD')).toBe('Emergency Department Note');
    expect(matchTitle('ED Clerking')).toBe('Emergency Department Note');
    // A ward's clerking at an admission is its history and physical.
    expect(matchTitle('Medical Admission Clerking')).toBe('History and Physical');
  });
});

describe('matchTitle: what a visit is, by its head noun and its kind (fourteenth round)', () => {
  it("reads an emergency department's discharge summary as the attendance's note, not a stay's end", () => {
    expect(matchTitle('Emergency Department Discharge Summary')).toBe('Emergency Department Note');
    expect(matchTitle('ED DISCHARGE LETTER')).toBe('Emergency Department Note');
    expect(matchTitle('A&E Discharge Summary')).toBe('Emergency Department Note');
    // A ward's discharge summary stays one.
    expect(matchTitle('Medical Ward Discharge Summary')).toBe('Discharge Summary');
  });

  it('reads a history and examination as the history and physical, whatever service admits the patient', () => {
    expect(matchTitle('Surgical Admission – History and Examination')).toBe('History and Physical');
    expect(matchTitle('ADMISSION HISTORY AND EXAMINATION')).toBe('History and Physical');
    expect(matchTitle('Orthopaedic Admission History & Exam')).toBe('History and Physical');
    // Without the admission it may head a part of a letter.
    expect(matchTitle('History and examination')).toBeNull();
    // What is done in theatre stays the operation's.
    expect(matchTitle('Surgical Operation Note')).toBe('Operative Report');
  });

  it('reads a consultation held by video, telephone or online as the visit it is, in the languages charts arrive in', () => {
    expect(matchTitle('Video Consultation')).toBe('Progress Note');
    expect(matchTitle('TELEPHONE CONSULTATION')).toBe('Progress Note');
    expect(matchTitle('Virtual Consult')).toBe('Progress Note');
    expect(matchTitle('Teleconsultation')).toBe('Progress Note');
    expect(matchTitle('Téléconsultation')).toBe('Progress Note');
    expect(matchTitle('Teleconsulta')).toBe('Progress Note');
    // A consultation named by its specialty is still one.
    expect(matchTitle('Cardiology Consultation')).toBe('Consultation');
  });

  it("reads an antenatal or postnatal visit as the visit's note, a midwife's or a doctor's, in English, French, Spanish and Portuguese", () => {
    expect(matchTitle('FICHE DE CONSULTATION PRÉNATALE')).toBe('Progress Note');
    expect(matchTitle('Consultation prénatale')).toBe('Progress Note');
    expect(matchTitle('Antenatal Consultation')).toBe('Progress Note');
    expect(matchTitle('Control prenatal')).toBe('Progress Note');
    expect(matchTitle('Consulta pré-natal')).toBe('Progress Note');
    expect(matchTitle('Postnatal Visit')).toBe('Progress Note');
    // A French record's head noun names no kind: what follows it does.
    expect(matchTitle("Fiche d'hospitalisation")).toBe('Discharge Summary');
  });
});

describe('matchTitle: Arabic and Mongolian titles (fourteenth round)', () => {
  it('reads an Arabic title by its families of words, in presentation forms and in the visual order pdf.js may give', () => {
    const logical = 'تقرير عملية جراحية';
    expect(matchTitle(logical)).toBe('Operative Report');
    // The same title as a text layer lays it out right to left: presentation forms, letters in visual order.
    const visual = [...logical.replace(/ة/g, 'ﺔ').replace(/ي/g, 'ﻳ')].reverse().join('');
    expect(matchTitle(visual)).toBe('Operative Report');
    expect(matchTitle('ملخص الخروج')).toBe('Discharge Summary');
    expect(matchTitle('تقرير الأشعة')).toBe('Radiology Report');
    expect(matchTitle('نتائج المختبر')).toBe('Laboratory Report');
    expect(matchTitle('قسم الجراحة العامة')).toBeNull();
  });

  it('reads a Mongolian ultrasound report and outpatient examination by their words', () => {
    expect(matchTitle('ЭХО ШИНЖИЛГЭЭНИЙ ХАРИУ')).toBe('Radiology Report');
    expect(matchTitle('Хэт авиан шинжилгээний хариу')).toBe('Radiology Report');
    expect(matchTitle('АМБУЛАТОРИЙН ҮЗЛЭГ')).toBe('Progress Note');
  });
});

describe('matchTitle: studies of their own kind, and a study named through OCR marks (fourteenth round)', () => {
  it("reads a liver's elastography as a study of its own kind, not imaging", () => {
    expect(titleOf('Transient Elastography (FibroScan) Report')).toEqual({ type: 'Other', known: false });
    expect(titleOf('Liver Elastography Report')).toEqual({ type: 'Other', known: false });
  });

  it("reads a study's title only where a body part or a word names what it images, not from OCR's marks after a modality", () => {
    expect(matchTitle('CT [A BE')).toBeNull();
    expect(matchTitle('CT HEAD WITHOUT CONTRAST')).toBe('Radiology Report');
    expect(matchTitle('XR Chest 2 Views')).toBe('Radiology Report');
    expect(matchTitle('Ultrasound')).toBe('Radiology Report');
    expect(matchTitle('RX THORAX (PA + PROFIEL}')).toBe('Radiology Report');
  });
});

describe("matchTitle: a psychologist's session and evaluation (fourteenth round)", () => {
  it("reads a psychologist's session as no clinician's visit, and leaves a psychologist's evaluation to be read as one", () => {
    expect(titleOf('Psychology session')).toEqual({ type: 'Other', known: true });
    expect(titleOf('Individual Counseling')).toEqual({ type: 'Other', known: true });
    expect(titleOf('Psychological Evaluation')?.known).not.toBe(true);
  });
});

describe('matchTitle: the fifteenth round', () => {
  it("reads no study in OCR's specks about a modality's two letters: a study names what it images in a word", () => {
    // What OCR reads of a form's boxes and rules on a scanned page.
    for (const specks of ['I CT', 'EE RR CT —', 'Ce CT TT —', 'Mr MR'])
      expect(matchTitle(specks) === 'Radiology Report', specks).toBe(false);
    expect(matchTitle('CT Head')).toBe('Radiology Report');
    expect(matchTitle('US Abdomen')).toBe('Radiology Report');
    expect(matchTitle('MRI')).toBe('Radiology Report');
  });
});

describe('matchTitle: a continuation sheet by its service, and a title that ends where its words do (fifteenth round)', () => {
  it("reads a continuation sheet qualified by its service as the visit's entries, a nurse's as the nurse's", () => {
    expect(matchTitle('OPD CONTINUATION SHEET')).toBe('Progress Note');
    expect(matchTitle('Medical Continuation Sheet')).toBe('Progress Note');
    expect(matchTitle('NURSING CONTINUATION SHEET')).toBe('Nursing Note');
  });

  it("reads no title in a line that goes on in prose after a title's words ('ER Records as requested')", () => {
    expect(matchTitle('ER Records as requested — TB clinic evaluation and treatment')).not.toBe('Emergency Department Note');
    expect(matchTitle('ED Provider Note')).toBe('Emergency Department Note');
    expect(matchTitle('ER Record')).toBe('Emergency Department Note');
  });
});

describe("matchTitle: a visit titled by its service and the plan's heading (fifteenth round)", () => {
  it("reads a follow-up visit qualified by its service as a title, while 'Follow-up visit' alone heads a plan", () => {
    expect(matchTitle('MFM Follow-up Visit')).toBe('Progress Note');
    expect(lookupHeading('Follow-up visit')).toBe('plan');
    expect(lookupHeading('Follow-up')).toBe('plan');
    expect(lookupHeading('Recommended follow-up')).toBe('plan');
  });
});

describe('matchTitle: who writes the paper, and whom it is for (sixteenth round)', () => {
  it("reads a kind of paper a nurse writes as the nurse's note, in the languages titles arrive in", () => {
    expect(matchTitle('Nursing Discharge Summary')).toBe('Nursing Note');
    expect(matchTitle('NOTA DE ALTA DE ENFERMAGEM')).toBe('Nursing Note');
    expect(matchTitle('Informe de alta de enfermería')).toBe('Nursing Note');
    expect(matchTitle('Lettre de sortie infirmière')).toBe('Nursing Note');
    // A nursing home or facility is where a clinician writes, not who; a nurse practitioner writes the visit's note.
    expect(matchTitle('Nursing Home Progress Note')).toBe('Progress Note');
    expect(matchTitle('Skilled Nursing Facility Discharge Summary')).toBe('Discharge Summary');
    expect(matchTitle('Nurse Practitioner Progress Note')).toBe('Progress Note');
    expect(matchTitle('NOTA DE ALTA HOSPITALAR')).toBe('Discharge Summary');
  });

  it("reads instructions or a visit's summary for the patient, qualified by their department or joined by a dash, as no clinical note", () => {
    expect(titleOf('Discharge Instructions — Emergency Department')).toEqual({ type: 'Other', known: true });
    expect(titleOf('After Visit Summary – Discharge Instructions')).toEqual({ type: 'Other', known: true });
    expect(titleOf('ED Discharge Instructions')).toEqual({ type: 'Other', known: true });
    expect(titleOf('After Visit Summary')).toEqual({ type: 'Other', known: true });
    // Alone, the words head a section of a discharge summary.
    expect(lookupHeading('Discharge Instructions')).toBe('plan');
    expect(matchTitle('Discharge Instructions')).toBeNull();
  });

  it('reads an emergency in Catalan and Portuguese before the discharge it ends in', () => {
    expect(matchTitle("INFORME D'ALTA D'URGÈNCIES")).toBe('Emergency Department Note');
    expect(matchTitle("Informe d'urgències")).toBe('Emergency Department Note');
    expect(matchTitle('Relatório de alta da urgência')).toBe('Emergency Department Note');
    expect(matchTitle('Informe de alta de urgencias')).toBe('Emergency Department Note');
    expect(matchTitle('Informe de alta')).toBe('Discharge Summary');
  });

  it('reads a courtesy title in mixed case before a name as a person, whatever the credentials after it name', () => {
    expect(matchTitle('Mr Eoghan Fitzmaurice MCh FRCSI, Consultant Breast Surgeon')).toBeNull();
    expect(matchTitle('Mrs Ann Roe, Consultant Hand Surgeon')).toBeNull();
    expect(matchTitle('MR BREAST BILATERAL WITH CONTRAST')).toBe('Radiology Report');
    expect(matchTitle('MR Knee Left')).toBe('Radiology Report');
  });
});

describe('matchTitle: a title in another language is a title (nineteenth round)', () => {
  it("reads a follow-up's report in Arabic as the later visit's note", () => {
    expect(matchTitle('تقرير متابعة – عيادة الصدرية')).toBe('Progress Note');
    expect(matchTitle('متابعة')).toBe('Progress Note');
    // A consultation stays one.
    expect(matchTitle('تقرير استشارة')).toBe('Consultation');
  });
});

describe("matchTitle: a paper's own title names what it reports (twentieth round)", () => {
  it('reads a report named by its endoscopy as the procedure done, in the languages titles arrive in', () => {
    expect(matchTitle('ENDOSCOPY REPORT')).toBe('Procedure Note');
    expect(matchTitle('Colonoscopy Report')).toBe('Procedure Note');
    expect(matchTitle('Flexible Bronchoscopy Report')).toBe('Procedure Note');
    expect(matchTitle('Referto di colonscopia')).toBe('Procedure Note');
    expect(matchTitle('Compte rendu de fibroscopie oeso-gastro-duodénale')).toBe('Procedure Note');
    expect(matchTitle('Informe de endoscopia')).toBe('Procedure Note');
    expect(matchTitle('Koloskopiebefund')).toBe('Procedure Note');
    // 'Alta' is the upper tract here ('endoscopia digestiva alta'), no discharge.
    expect(matchTitle('Relatório de endoscopia digestiva alta')).toBe('Procedure Note');
    expect(matchTitle('Relatório de alta')).toBe('Discharge Summary');
  });

  it("leaves an endoscopy's specimen to the pathologist and its nursing record to the nurse", () => {
    expect(matchTitle('Colonoscopy Biopsy Pathology Report')).toBe('Pathology Report');
    expect(matchTitle('Endoscopy Nursing Record')).toBe('Nursing Note');
    // A unit named for its endoscopies is a letterhead, no title.
    expect(matchTitle('Corio Bay Day Surgery & Endoscopy')).toBeNull();
  });

  it("reads a notification as a paper's noun: the discharge it notifies", () => {
    expect(matchTitle('Electronic Discharge Notification – to GP')).toBe('Discharge Summary');
    expect(matchTitle('Immediate Discharge Notification')).toBe('Discharge Summary');
    expect(titleOf('Birth Notification')).toEqual({ type: 'Other', known: false });
  });

  it("reads a visit qualified after its dash as a new patient's as the consultation, however the visit is named", () => {
    expect(matchTitle('Endocrinology Office Visit — New Patient')).toBe('Consultation');
    expect(matchTitle('Rheumatology Clinic Visit – New Patient')).toBe('Consultation');
    expect(matchTitle('Endocrinology Office Visit — Follow-up')).toBe('Progress Note');
  });
});

describe('matchTitle: a title in another language is a title (twenty-first round)', () => {
  it("reads a Swiss German discharge report by its compound's first part, short or whole", () => {
    expect(matchTitle('Austrittsbericht')).toBe('Discharge Summary');
    expect(matchTitle('Kurzaustrittsbericht')).toBe('Discharge Summary');
    expect(matchTitle('Provisorischer Austrittsbericht')).toBe('Discharge Summary');
    // The patient's leaving a programme or a post is no title.
    expect(matchTitle('Austritt aus dem Programm am 3.4.2026')).toBeNull();
  });
});
