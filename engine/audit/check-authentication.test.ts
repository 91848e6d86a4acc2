import { describe, expect, it } from 'vitest';
import { makeContext, makeHeader } from '../testing/make-context.ts';
import { checkAuthentication } from './check-authentication.ts';

const run = (lines: string[]) => checkAuthentication(makeContext([lines]));

describe('checkAuthentication', () => {
  it('passes a signature with author, credentials and date', () => {
    expect(run(['Plan: rest.', 'Electronically signed by Alan Reyes, MD on 03/04/2024 10:15'])[0]?.severity).toBe('pass');
  });

  it('warns when the signature lacks credentials or a date', () => {
    const [finding] = run(['Plan: rest.', 'Signed: Alan Reyes']);
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('credentials and date');
  });

  it('fails dictated-but-unsigned and unsigned notes', () => {
    expect(run(['Plan: rest.', 'Dictated but not signed.'])[0]?.severity).toBe('fail');
    expect(run(['Plan: rest.'])[0]?.severity).toBe('fail');
  });

  it('flags "same as above" and ditto marks with their pages', () => {
    const findings = run(['ROS: same as above', 'Signed: Alan Reyes, MD 03/04/2024']);
    expect(findings[1]).toMatchObject({ severity: 'warning', pages: [1] });
  });
});

describe('checkAuthentication reads sign-off blocks, not phrases', () => {
  it('reads the author and credentials from the lines around the signing line', () => {
    expect(run(['Plan: rest.', 'Kay Lund, MD', 'Internal Medicine', 'E-signed 2/3/2022 10:00'])[0]?.severity).toBe('pass');
    expect(run(['Plan: rest.', 'Electronically signed', 'Kay Lund, DO  2/3/2022'])[0]?.severity).toBe('pass');
  });

  it('counts a letter closing with the writer named as signed', () => {
    expect(run(['I will keep you informed.', 'Sincerely,', 'Kay Lund, MD'])[0]?.severity).not.toBe('fail');
  });

  it.each([
    'Dictated, not proofread.',
    'Draft - awaiting co-signature',
    'Transcribed; not authenticated',
    'PRELIMINARY - not yet reviewed by attending',
    'Report pending final radiologist review',
    'Status: unverified',
  ])('recognises an unsigned state by its meaning: %s', (line) => {
    expect(run(['Plan: rest.', 'Electronically signed by Kay Lund, MD 2/3/2022', line])[0]?.severity).toBe('fail');
  });

  // A state the note only supposes ('if further review is required', 'should a second opinion be needed') is not its own.
  it.each([
    'Please contact the laboratory within 7 days if further sections or review are required.',
    'Should countersignature be required, the unit will arrange it.',
    'Falls eine Freigabe erforderlich ist, bitte melden.',
  ])('does not read a state in a conditional clause after the signature as the note unsigned: %s', (line) => {
    expect(run(['Diagnosis: benign naevus.', 'Reported by: Dr Kay Lund, FRCPA, Anatomical Pathologist', line])[0]?.severity).not.toBe(
      'fail',
    );
  });

  // Results sent on to a doctor or a ward are delivered, not validated: the statement names no one who answers for them.
  it.each([
    '*** FINAL REPORT *** All tests completed. Results electronically released to the referring doctor.',
    'Report electronically sent to the requesting clinician.',
    'Results released electronically to the ward.',
  ])('does not read results released or sent to someone as a signature: %s', (line) => {
    expect(run(['Haemoglobin 98 g/L', 'Ferritin 6 ug/L', line])[0]?.severity).toBe('fail');
  });

  it('still reads results released electronically by the laboratory, or a report electronically released, as signed', () => {
    expect(run(['Haemoglobin 98 g/L', 'Electronically released by Kay Lund, MLS 03/04/2024'])[0]?.severity).not.toBe('fail');
    expect(run(['Haemoglobin 98 g/L', 'Report electronically released 03/04/2024 10:15'])[0]?.severity).not.toBe('fail');
  });

  it('does not take a signed consent in the body for a sign-off, nor pending labs for an unsigned note', () => {
    expect(run(['Consent was signed by the patient.', 'Plan: rest.'])[0]?.message).toContain('No signature');
    expect(run(['Cultures pending review.', 'Electronically signed by Kay Lund, MD 2/3/2022'])[0]?.severity).toBe('pass');
  });
});

describe('checkAuthentication reads attestations, closings and dictation trailers as blocks', () => {
  it('counts an attestation statement whose signer and date follow on the same or the next lines', () => {
    const attested = [
      'Attending attestation: I saw and examined the patient with the resident and agree with the',
      'findings and plan as documented above. Julia Navarro, MD, 03/24/2025 12:18 PM',
    ];
    expect(run(['Plan: rest.', ...attested])[0]?.severity).toBe('pass');
    expect(
      run(['Plan: rest.', 'I have seen and examined the patient and agree with the plan above.', 'Kay Lund, DO', '2/3/2022'])[0]?.severity,
    ).toBe('pass');
  });

  it('does not take an attestation naming no one for a signature', () => {
    const scribe =
      'Portions of this note were entered by a medical scribe in my presence; I have reviewed and agree with the documentation.';
    expect(run(['Plan: rest.', scribe])[0]?.severity).toBe('fail');
  });

  it.each(['With kind regards,', 'Warm regards,', 'Yours truly,', 'Cordially,', 'Best wishes,'])(
    'reads "%s" as a letter closing',
    (closing) => {
      expect(run(['Thank you for this referral.', closing, 'Kay Lund, MD', 'Endocrinology'])[0]?.severity).not.toBe('fail');
    },
  );

  it('fails a dictation trailer with no signature, and passes it once signed', () => {
    const trailer = ['Dictated by: Kay Lund, MD', 'Transcribed by: JLT', 'D: 02/09/2023 10:00 T: 02/10/2023 08:00 Job # 4411'];
    expect(run(['Plan: rest.', ...trailer])[0]?.severity).toBe('fail');
    expect(run(['Plan: rest.', ...trailer, 'Electronically signed by Kay Lund, MD on 02/11/2023 09:12'])[0]?.severity).toBe('pass');
  });

  it('reads a closing signed with initials and no credentials as signed', () => {
    expect(run(['Will send formal notice.', 'Thanks,', 'R. Patel'])[0]?.severity).toBe('warning');
  });

  it('reads the signer from a labelled line above the signing line', () => {
    const block = ['Ordering Physician: Marcus Bellingham, MD | NPI: 1234509876', 'Electronically signed: 02/13/2026'];
    expect(run(['Please fax progress notes.', ...block])[0]?.severity).toBe('pass');
  });

  it('reads credentials of laboratory and other signers written after the name', () => {
    expect(run(['Results are final unless noted.', 'Electronically verified by Maria Lopez, MT(ASCP) 2/3/2022 10:00'])[0]?.severity).toBe(
      'pass',
    );
  });

  it('passes a signature followed by the printing stamp, fails one followed by a preliminary status', () => {
    expect(run(['Plan: rest.', 'Kay Lund, MD', 'E-signed 2/3/2022 10:00', 'Printed 5/10/2025 3:17 PM by kbrown'])[0]?.severity).toBe(
      'pass',
    );
    expect(run(['Impression: normal.', 'Preliminary read by: on-call resident'])[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication: what is signed is the note', () => {
  it.each(['Not electronically signed', 'Interim report', 'Provisional report - subject to change', 'Report not final'])(
    'reads "%s" after the signature as an unsigned state',
    (line) => {
      expect(run(['Plan: rest.', 'Electronically signed by Kay Lund, MD on 2/3/2022 10:00', line])[0]?.severity).toBe('fail');
    },
  );

  it.each(['Consent signed on admission.', 'Advance directive signed on 2/3/2019.', 'Release of information form signed by guardian.'])(
    'does not read "%s" as the note signed',
    (line) => {
      expect(run(['Plan: rest.', line])[0]?.message).toContain('No signature');
    },
  );

  it('reads a first-person attestation closed by the clinician, but not a clinician named in a sentence after one', () => {
    expect(run(['Plan: rest.', 'I have personally seen and examined the patient. Kay Lund, MD 2/3/2022'])[0]?.severity).toBe('pass');
    expect(run(['I reviewed the labs with her.', 'Follow up with Andre Quintero, NP on 09/05/2018.'])[0]?.severity).toBe('fail');
  });

  it("reads a typed signature block at the end, the writer's name over their post, as signed; not a clinician named in the body", () => {
    const body = ['Plan: complete the antibiotics and review in clinic.', 'Advice: seek help if breathing worsens.'];
    const uk = run([...body, 'Dr. Emma Williams', 'Consultant Physician', 'NHS Wales General Hospital', 'Date: 28th August 2025']);
    expect(uk[0]?.severity).not.toBe('fail');
    const optometrist = run([
      ...body,
      'Mr. Andrew J. Davies',
      'Examination: 26/08/2025',
      'BSc (Hons) Optometry, FBCO, MCOPTOM',
      'Specialist Optometrist',
    ]);
    expect(optometrist[0]?.severity).not.toBe('fail');
    const named = run([
      'Referred by Dr. Emma Williams',
      'Consultant Physician at the General Hospital',
      ...body,
      'Plan: return in a month.',
    ]);
    expect(named[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication reads signers named without the word "signed"', () => {
  const body = ['Impression: no acute findings.', 'Plan: review in two weeks.'];

  it('reads other verbs of sign-off and statements of electronic approval', () => {
    expect(run([...body, 'Validated by: Dr. Ana Ruiz, MD (Pathology)'])[0]?.severity).not.toBe('fail');
    expect(run([...body, 'Approved by: Kay Lund, MD  03/04/2024'])[0]?.severity).not.toBe('fail');
    expect(
      run([...body, 'Reported By: Dr Kay Lund (Cardiologist)', 'This report has been electronically approved.'])[0]?.severity,
    ).not.toBe('fail');
    expect(run([...body, 'Dictated/Signed:', 'Kay Lund, MD', '03/04/2024 @ 08:45 AM'])[0]?.severity).not.toBe('fail');
    // What a patient reported is no sign-off.
    expect(run(['Pain reported by the patient since Monday.', ...body])[0]?.severity).toBe('fail');
  });

  it("reads the note's closing line naming its signing clinician by role", () => {
    expect(run([...body, 'Discharging Physician: Dr. Ana Ruiz, MD (Reg. No. 29482)', 'Date: 2024-11-17'])[0]?.severity).not.toBe('fail');
    expect(run([...body, 'Reporting Pathologist: Dr. Ana Ruiz', 'Date: 2024-11-17'])[0]?.severity).not.toBe('fail');
    // The same role in the header of an unsigned note is a field, not a sign-off.
    expect(
      run([
        'Discharging Physician: Dr. Ana Ruiz',
        ...body,
        'Diet: as tolerated.',
        'Activity: walk daily.',
        'Follow-up: GP in a week.',
        'Wound: keep dry.',
        'Driving: not for two weeks.',
        'Work: two weeks off.',
        'Return: if fever.',
      ])[0]?.severity,
    ).toBe('fail');
  });

  it('reads a typed signer identified by a professional registration number, and a name under stacked titles', () => {
    expect(run([...body, 'Dr Kay Lund  75 Lake St ANYTOWN 4007', 'HPI-I 8003619900041630'])[0]?.severity).not.toBe('fail');
    expect(run([...body, 'Mit freundlichen Gruessen', 'Prof. Dr. med. Karl Lund', 'Oberarzt Kardiologie'])[0]?.severity).not.toBe('fail');
  });
});

describe('checkAuthentication in Spanish, German and Italian', () => {
  const severity = (lines: string[]) =>
    checkAuthentication(makeContext([['Nota de evolución', 'Paciente estable.', ...lines]]))[0]?.severity;

  it('reads their signing words and letter closings', () => {
    expect(severity(['Firmado electrónicamente por Dra. Ana Ruiz, 12/01/2025'])).not.toBe('fail');
    expect(severity(['Autenticatore legale  AAS Filippo Gatti firmato il Ottobre 30, 2025'])).not.toBe('fail');
    expect(severity(['Elektronisch signiert: Dr. med. Emma Schneider, 03.11.2024'])).not.toBe('fail');
    expect(severity(['Mit freundlichen Grüßen', 'Dr. med. Emma Schneider'])).not.toBe('fail');
    expect(severity(['Atentamente,', 'Dra. Ana Ruiz'])).not.toBe('fail');
    expect(severity(['Cordiali saluti', 'Dott. Filippo Gatti'])).not.toBe('fail');
  });

  it('does not take an empty signature line for a signature', () => {
    expect(severity(['Firma:'])).toBe('fail');
    expect(severity(['Firma del paciente: ____________'])).toBe('fail');
  });
});

describe('checkAuthentication: whose signature it is', () => {
  const body = ['Instructions: keep the wound dry.', 'Return if fever over 38.5.'];

  it("does not take the patient's, a relative's or a witness's signature for the author's", () => {
    expect(
      run([...body, 'Patient Signature: ______________________ Date: 02/01/2026', 'Witness: Kay Lund, RN  Date: 02/01/2026'])[0]?.severity,
    ).toBe('fail');
    expect(run([...body, 'Signature of parent or guardian: ____________', 'Relationship: mother'])[0]?.severity).toBe('fail');
    expect(run([...body, 'Firma del paciente o representante legal: Ana Ruiz'])[0]?.severity).toBe('fail');
    // The clinician who signs the same form does sign it.
    expect(run([...body, 'Patient Signature: ____________', 'Nurse Signature: Kay Lund, RN  02/01/2026'])[0]?.severity).not.toBe('fail');
  });

  it('does not take an empty signature rule or a bare signature label for a signature', () => {
    expect(run([...body, 'Signature: ______________________', 'Date: ____________'])[0]?.severity).toBe('fail');
    expect(run([...body, "Physician's signature:", 'Date:'])[0]?.severity).toBe('fail');
  });
});

// A note's body, then what closes it: the sign-off cases below differ only in their closing lines.
const body = ['Assessment: stable.', 'Plan: continue the current treatment and review in clinic.'];
const severity = (lines: string[]) => run([...body, ...lines])[0]?.severity;
// The same closing lines on a page read by OCR, where ink may stand unread by a place to sign.
const scannedSeverity = (lines: string[]) => {
  const ctx = makeContext([[...body, ...lines]]);
  return checkAuthentication({ ...ctx, pages: ctx.pages.map((p) => ({ ...p, source: 'ocr' as const, ocrConfidence: 0.8 })) })[0]?.severity;
};

describe('checkAuthentication reads who answers for the note at its close', () => {
  it('reads an act of review, approval or authorship with the person who did it, in several languages', () => {
    expect(severity(['Reviewed by: Kay Lund, RN - Case Manager'])).not.toBe('fail');
    expect(severity(['Checked by: Dr. Ana Ruiz'])).not.toBe('fail');
    expect(
      run(['Tue 03-May-2022 09:10 - Sent by LUND, Kay (Dr) (Treating Clinician)', 'Please review the attached results.'])[0]?.severity,
    ).not.toBe('fail');
    expect(severity(['Revisado por: Dra. Ana Ruiz'])).not.toBe('fail');
    expect(severity(['Refertato da: Dott. Mario Bianchi'])).not.toBe('fail');
    expect(severity(['Befundet von: Dr. Karl Lund'])).not.toBe('fail');
    expect(severity(['Validé par : Dr Anne Roux'])).not.toBe('fail');
  });

  it('does not read a referrer, a requester or the patient as the one who answers for the note', () => {
    expect(run(['Referred by Dr. Kay Lund', ...body])[0]?.severity).toBe('fail');
    expect(severity(['Requested by: Dr. Kay Lund'])).toBe('fail');
    // Who wrote or prepared a paper is an author field, not a sign-off; nor is a nurse named in an entry's header.
    expect(run(['Medicines List', 'Patient: Jane Doe', 'Prepared by: Kay Lund', 'Aspirin 100 mg  Take 1 daily'])[0]?.severity).toBe('fail');
    expect(run(['DATE/TIME: 01/30/2026 02:00 NURSE: T. Roe, RN', '0200 - Resting comfortably. Pain 5/10.'])[0]?.severity).toBe('fail');
    expect(severity(['Results reviewed by the patient and her daughter.'])).toBe('fail');
  });

  it('reads a clinician named by role on the last line, with only contact details or courtesy after it', () => {
    expect(
      severity([
        'Attending Physician: Dr. Ana Ruiz',
        'Hospital Contact: Tel +61 2 9999 0000 | Email info@example.org',
        'Thank you for choosing us.',
      ]),
    ).not.toBe('fail');
    expect(severity(['Medical Director: Dr. Kay Lund, MD, MBA', 'Questions: call 1-800-555-0100 or write to PO Box 100.'])).not.toBe(
      'fail',
    );
    expect(severity(['Reporting radiologist', 'ANNA BIANCHI', 'Page 1 / 1'])).not.toBe('fail');
    // On a scan a pen may sign by a laboratory director's line, the ink unread: as by a pathologist's (below).
    expect(scannedSeverity(['~) Laboratory Director: Kay Lund, M.D. 3'])).not.toBe('fail');
  });

  // A note from the countries that write in Cyrillic, Georgian or Armenian closes with the doctor's role and name
  // ('Лечащий врач: …', 'მკურნალი ექიმი: …', 'Բուժող բժիշկ՝ …'), signed by hand over it or not at all.
  it.each([
    ['Лечащий врач: Петрова И. С.', '12.03.2026'],
    ['Врач-кардиолог: Сидорова Е. В.'],
    ['Врач УЗИ: Иванова А. Т.'],
    ['Лікуючий лікар: Коваленко О. П.'],
    ['Дәрігер: Сейтова А. Б.'],
    ['მკურნალი ექიმი: ნინო ბერიძე'],
    ['Բուժող բժիշկ՝ Ա. Պետրոսյան  Բաժանմունքի վարիչ՝ Ս. Մարտիրոսյան', '09.06.2026'],
    ['Odjeljenski ljekar: Dr. Ana Perić, spec. interne medicine'],
    ['Medic curant: dr. Ana Rusu', 'Șef secție: dr. Ion Popa'],
    ['Kardiolog shifokor: Yusupov B.Sh.'],
  ])("reads a doctor's role naming them at the close, in Cyrillic, Georgian and Armenian too: %j", (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  // The doctor's role closes the note in more scripts and languages: Greek ('Ο θεράπων ιατρός'), Azerbaijani
  // ('Həkim-terapevt:'), Mongolian Cyrillic ('Үзлэг хийсэн эмч:'), Arabic ('الطبيب' before the titled name); the role
  // may stand alone on its line, with the name under the room left to sign ('Врач-терапевт' over the name), and the
  // name may be written between slashes ('/Həsənov Elçin/') or with its initial joined ('Б.Дорж').
  it.each([
    ['Ο θεράπων ιατρός', 'Δρ Νίκος Παπαδόπουλος'],
    ['Həkim-terapevt:', '/Həsənov Elçin Vüqar oğlu/'],
    ['Həkim-terapevt:  /Həsənov Elçin Vüqar oğlu/'],
    ['Үзлэг хийсэн эмч:', 'Б.Дорж (дотрын эмч)'],
    ['Врач функциональной диагностики:', 'А.В. Смирнова'],
    ['Врач-терапевт', 'Петрова Ирина Сергеевна'],
    ['الطبيب  د. سامي فؤاد  أخصائي الباطنة'],
  ])("reads a doctor's role over or before their name at the close, in Greek, Azerbaijani, Mongolian and Arabic too: %j", (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it("does not read a doctor's role alone, with nobody named under it, nor a referring doctor in these languages, as the signer", () => {
    expect(severity(['Врач-терапевт', 'Диагноз: гипертония'])).toBe('fail');
    expect(severity(['Ο θεράπων ιατρός'])).toBe('fail');
    expect(severity(['Илгээсэн эмч: Б.Дорж'])).toBe('fail');
  });

  // A record system's entry closes with its author and what the system did ('Kay Lund RN · entry saved 05/02/2026'),
  // or a signer's name with their registration after it ('Dr Ana Ruiz · Reg. 12345'): the line is read a cell at a time.
  it.each([['Kay Lund RN · entry saved 05/02/2026 09:58'], ['Dr Ana Ruiz Cardiologist · Reg. No 3318']])(
    "reads a typed signer's line that goes on in cells: %j",
    (...lines) => {
      expect(severity(lines)).not.toBe('fail');
    },
  );

  it("does not read a referring doctor's role, nor the role among the fields, as the signer", () => {
    expect(severity(['Направивший врач: Петрова И. С.'])).toBe('fail');
    expect(severity(['Лечащий врач: Петрова И. С.', 'Диагноз: гипертония', 'Рекомендации: диета'])).toBe('fail');
    expect(severity(['Лечащий врач:'])).toBe('fail');
  });

  it('reads a report verified in Bosnian, Croatian or Serbian, by name or electronically', () => {
    expect(severity(['Nalaz ovjerio: Lejla Karić, spec. medicinske biohemije'])).not.toBe('fail');
    expect(severity(['Nalaz je elektronski ovjeren.'])).not.toBe('fail');
    expect(severity(['Nalaz nije ovjeren.'])).toBe('fail');
    // The validator's post abbreviated before the name, as these reports print it.
    expect(severity(['Nalaz ovjerio: mr. ph. Lejla Karić, spec. medicinske biohemije'])).not.toBe('fail');
    expect(severity(['Налаз оверио: спец. мед. биохемије Марија Илић'])).not.toBe('fail');
  });

  it('reads a typed signer under a title written in Cyrillic', () => {
    expect(severity(['др Јелена Петровић, специјалиста интерне медицине'])).not.toBe('fail');
    expect(severity(['Д-р Бојан Петровски', 'Специјалист по интерна медицина'])).not.toBe('fail');
    expect(severity(['д-р Иван Петров'])).not.toBe('fail');
  });

  // The truth's conventions (fixtures/shared-data/README.md): a results report naming no one who validated, authorised
  // or signed it is unsigned, whoever holds the laboratory's posts; a named validator signs it.
  it.each([
    ['Pathologist: Dr K. Lund, MBChB, FC Path (SA)'],
    ['Microbiologist: Dr Kay Lund', 'Date: 2024-11-17'],
    ['Pathologist: Dr K. Lund  *** FINAL ***'],
    // A laboratory director named in the report's footer answers for the laboratory, not for these results.
    ['Laboratory Director: Dr. Ana Ruiz', 'Date: 2024-11-17'],
    ['Laboratory Director: Dr Kay Lund, MD, FRCPC · Report printed 2024-10-21 by KL'],
    ['Lab Director: Kay Lund, MBBS FRCPA. Results relate only to the sample tested.'],
  ])("reads a laboratory's post holder named in a field as no signer: %j", (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  it('reads a signing label OCR misread by a letter on a scan, and only there', () => {
    expect(scannedSeverity(['Autiorised: Dr K. Lund, Chemical Pathologist'])).not.toBe('fail');
    expect(scannedSeverity(['Sighed: Ana Ruiz, PA-C 10/22/2026 17:05', 'Go-signature: PENDING — Kay Lund, MD'])).not.toBe('fail');
    expect(severity(['Autiorised: Dr K. Lund, Chemical Pathologist'])).toBe('fail');
  });

  it("reads a laboratory's post holder on a scan as a place a pen may sign, where the ink stands unread", () => {
    expect(scannedSeverity(['Pathologist: Kay Lund, M.D.'])).not.toBe('fail');
  });

  it.each([
    ['Validated by: Dr K. Lund, Pathologist'],
    ['Reporting pathologist: Dr K. Lund'],
    ['Dr K. Lund', 'Consultant Pathologist'],
    ['Pathologist: Dr. Ana Ruiz', 'Authorised by: Kay Lund, MT(ASCP)'],
  ])("reads a named validator or the pathologist's typed block as signed: %j", (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it("reads a signing role heading the note's last section over a labelled name field, in any case, as the signer", () => {
    expect(severity(['Responsible Physician', 'Name: ana ruiz', 'User: aruiz@example.org'])).not.toBe('fail');
    expect(severity(['3. Médico tratante', 'Nombre del médico: ana ruiz', 'Página 1'])).not.toBe('fail');
    // A name field closing a paper without a signing role over it names anyone (the patient, a contact); a referrer's
    // name is someone else's; an empty name field names nobody.
    expect(severity(['Contact', 'Name: ana ruiz'])).toBe('fail');
    expect(severity(['Referring Physician', 'Name: ana ruiz'])).toBe('fail');
    expect(severity(['Responsible Physician', 'Name:'])).toBe('fail');
    expect(severity(['Consultant Pathologist', 'Signature: ____________'])).toBe('fail');
  });

  it('does not read a role named among the fields, with the note going on after it, as a sign-off', () => {
    expect(severity(['Attending Physician: Dr. Ana Ruiz', 'Follow-up: clinic in two weeks'])).toBe('fail');
    expect(
      severity(['ATTENDING PHYSICIAN: Dr. Ana Ruiz, MD', 'CONDITION AT DISCHARGE: Stable', 'FOLLOW-UP: Outpatient clinic in 2 weeks']),
    ).toBe('fail');
    expect(severity(['Referring Physician: Dr. Ana Ruiz'])).toBe('fail');
  });

  it("reads a photo's sign-off under the marks OCR reads from its shadows, but not one with the note's values after it", () => {
    const noise = ['NON SE Re a aaa BIR Ns Raa NNoR a aa', 'RE A TE NT Se aeRR EAR A TR', 'SSN SRL Ra aE Soh', 'ERR Ne a NEN Te REE'];
    const signer = ['Laboratory Director: Kay Lund, M.D.', 'Ana Ruiz, MD  12 Oak St, Springfield', 'ST. JUDE MEDICAL CENTER'];
    expect(scannedSeverity([...signer, 'INTERNAL MEDICINE  Tel (555) 123-4567', ...noise])).not.toBe('fail');
    expect(severity(['Attending Physician: Dr. Ana Ruiz', 'BP 120/80 HR 72', 'Temp 36.8', 'SpO2 98%', 'RR 16'])).toBe('fail');
  });

  it("reads the writer's typed name alone at the end, with credentials, a title or a post, even through OCR noise", () => {
    expect(severity(['Dr. Kay Lund', '© Example Nursing Press, 2015'])).not.toBe('fail');
    expect(severity(['se Kay A Lund, MD. 3', 'INTERNAL MEDICINE', 'Tel (555) 123-4567'])).not.toBe('fail');
  });

  // The signer's line may go on with their post after a dash, and with the date they signed after its label: the
  // line is still the signature block, not a sentence.
  it.each([
    ['Kay Lund, DO, MPH — Family Medicine  03/04/2024'],
    ['Kay Lund, PA-C  Date 03/04/2024'],
    ['Kay Lund, NP – Sleep and Lung Clinic', 'Page 2 of 2'],
    ['Kay Lund, MD  Dated: 4 March 2024'],
    ['Kay Lund, RN 10/05/2026 10:31 AM'],
    ['Kay Lund, NP  03/04/2024 4:05 p.m.'],
  ])("reads the writer's typed name with a post or a dated label after it: %j", (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  // A narrow column wraps the statement: 'Signed' ends one line and 'electronically 11/03/2026' starts the next.
  it('reads a statement of electronic signature wrapped across two lines', () => {
    expect(severity(['Assessor: Kay Lund, Occupational Therapist (AHPRA OCC0001234567)  Signed', 'electronically 11/03/2026'])).not.toBe(
      'fail',
    );
    expect(severity(['Report by Kay Lund, PT. Electronically', 'signed 11/03/2026 10:15'])).not.toBe('fail');
    // Two lines that only meet at the wrap, each a sentence of its own, are not one statement.
    expect(severity(['The consent form was signed.', 'Electronically stored copies are kept.'])).toBe('fail');
  });

  it('does not read a clinician named in a sentence that goes on after a dash as the signer', () => {
    expect(severity(['Kay Lund, MD — will see her again in two weeks'])).toBe('fail');
    expect(severity(['Follow up with Kay Lund, MD — Cardiology 03/04/2024'])).toBe('fail');
  });

  // A writer who is no doctor types no title: a pharmacist, a nurse specialist, an audiologist, a psychologist sign with
  // their name over their post, as a doctor does with 'Dr.' before it.
  it.each([
    ['Thank you for the referral.', 'Noor Haddad', 'Consultant Pharmacist · 03/04/2024'],
    ['K. Lindgren', 'Diabetes CNS (Band 6)'],
    ['Report prepared by:', 'Tui Harawira, MAud, MNZAS', 'Clinical Audiologist'],
    ['Rémi Caron, Ph.D.', 'Psychologue'],
    ['Ana Ruiz', 'Enfermera de enlace', 'Tel. 600 000 000'],
  ])('reads a typed name over its post at the close as signed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  // The same writer with the post after a comma on the name's own line, as British, Irish and Australasian notes and
  // record systems close: more posts after a slash or a comma, a registration number and the date after it.
  it.each([
    ['Noor Haddad, Occupational Therapist / Accredited Hand Therapist'],
    ['Kay Lund, Senior Physiotherapist, CORU PH012345 — 03/12/2024'],
    ['Ana Ruiz, Breast CNS'],
    ['K. Lindgren, Consultant in Palliative Medicine'],
  ])('reads a typed name with its post after a comma on its line at the close as signed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([
    ['Ana Ruiz, Daughter'],
    ['Ana Ruiz, Springfield'],
    ['Follow up with Ana Ruiz, Practice Nurse'],
    ['Ana Ruiz, Practice Nurse will call her with the results'],
    ['Ana Ruiz, Practice Nurse', 'Diet: as tolerated.', 'Activity: walk daily.'],
    ['Kingston General Hospital, Nursing Department'],
  ])('reads no signer in a name and a comma before no post, a sentence or the note going on: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  // The same signer's line as a record system or a report's footer prints it on one line: the name with degrees the
  // credential list may not know, then the post in a cell of its own or the act of signing with its date after a dash.
  it.each([
    ['Tui Harawira, MAud (Hons), MNZAS · Clinical Audiologist'],
    ['Noor Haddad, BPharm | Consultant Pharmacist'],
    ['Kay Lund, Au.D., CCC-A — signed 02/10/2025'],
    ['Kay Lund, PT - NSCP Reg. #1187 Date: 29/09/26'],
    ['Dr Ana Ruiz, Ophthalmologist — verified 21/05/2025'],
    ['Checked by: Dr. Ana Ruiz, MS (Ophth) — signed', '12-05-2025'],
    ['Signature numérique : A. Roux, 2025-02-11 14:33'],
    ['Firma digital: Dra. Ana Ruiz'],
    // A form's field for the signer's name and signature, the person written in it.
    ['Referring officer (name & signature): Dr Kay Lund'],
    ['Name and signature of doctor: Dr. Ana Ruiz'],
    ['Firma y sello: Dra. Ana Ruiz'],
  ])("reads a signer's name with degrees, its post or its act on the same line, as signed: %j", (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  // A record system's signer's line runs on after the credentials in cells: the time it was signed after a dash, the
  // post after a comma, a registration number in brackets or after a dash, in any order.
  it.each([
    ['Kay Lund, RN – 03/04/2024 2:31 PM'],
    ['K. Roe, RN (Oncology) — 2024/03/04 11:15'],
    ['Ana Ruiz, PT, Registered Physiotherapist (CPO #12345)'],
    ['Kay Lund, RGN, RANP candidate, Wound Care CNS — NMBI PIN 123456'],
    ['Ana Ruiz, RN, Hepatology Nurse Clinician · signed 2026-03-02 14:41'],
  ])("reads a signer's line whose cells run on after the credentials as signed: %j", (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([['Kay Lund, NP, will call her with the results'], ['Kay Lund, RN – see the care plan 03/04/2024']])(
    'reads no signer where a sentence runs on after the credentials: %j',
    (...lines) => {
      expect(severity(lines)).toBe('fail');
    },
  );

  it.each([
    ['Ana Ruiz · Daughter · 555 0100'],
    ['Consent — signed 02/10/2025 by the patient'],
    ['Referral letter — signed copy to follow'],
    ['Signature électronique : ____________'],
    ['Signature: Name: Designation:'],
    ['Patient (name & signature): Jane Roe'],
  ])('reads no signer in a relative, a paper the patient signed or a copy to come: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  it.each([
    ['Next of kin:', 'Ana Ruiz', 'Daughter'],
    ['Ana Ruiz', '12 Oak Street, Springfield'],
    ['Follow Up', 'GP in two weeks'],
    ['Discharge Medications', 'As per pharmacist'],
    ['Noor Haddad', 'Consultant Pharmacist', 'Diet: as tolerated.', 'Activity: walk daily.'],
    ['Medication Management Plan — GP signature: ____________ Date: __/__/____'],
  ])('reads no signer in a name over no post, or a post with the note going on: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  // A state put after the letter's courtesy ('With best wishes, DRAFT') or a letter sent without its signature says the
  // note is not yet its writer's, whatever sign-off stands by it.
  it.each([
    ['With best wishes, DRAFT', 'Mr. Kay Lund, FRCS', 'Consultant Surgeon'],
    ['Yours sincerely,', 'Kay Lund, MD', 'Typed 03/04/2024. Sent without signature to avoid delay.'],
    ['Mit freundlichen Grüßen', 'Dr. med. Kay Lund', 'Ohne Unterschrift versandt, um Verzögerungen zu vermeiden.'],
  ])('reads a draft state after a closing, or a letter sent without signature, as unsigned: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  it('still reads a paper that needs no signature as signed by its typed signer', () => {
    expect(severity(['Yours sincerely,', 'Kay Lund, MD', 'This letter is valid without signature.'])).not.toBe('fail');
  });

  it('does not let a typed name outweigh a statement that the note is not signed, nor read a copy line as a signer', () => {
    expect(severity(['Dictated but not read.', 'Kay Lund, MD'])).toBe('fail');
    expect(severity(['cc: Dr. Kay Lund'])).toBe('fail');
    expect(
      run(['Kay Lund, MD', ...body, 'Diet: as tolerated.', 'Activity: as tolerated.', 'Wound: keep dry.', 'Driving: none.'])[0]?.severity,
    ).toBe('fail');
  });
});

describe('checkAuthentication reads signers as clinicians of other countries write them', () => {
  it('reads a typed name with a list of degrees and a specialty in brackets, or over a registration number', () => {
    expect(severity(['Priya Raman, MBBS, MD (Pathology)', 'Consultant Pathologist'])).not.toBe('fail');
    // The registration says a clinician signs, even with a paragraph of advice after the block.
    const after = [
      'These results must be read by your doctor.',
      'Keep this report for your next visit.',
      'Fasting was not confirmed.',
      'Bring it to the clinic.',
    ];
    expect(severity(['Dr. João Silva', 'CRM-SP 123456', ...after])).not.toBe('fail');
    expect(severity(['Dra. Ana Ruiz', 'Nº Colegiado 28/12345', ...after])).not.toBe('fail');
    expect(severity(['Dr Anne Roux', 'RPPS 10001234567', ...after])).not.toBe('fail');
    expect(severity(['Dr. Kay Lund', 'Hospital Road, Springfield', ...after])).toBe('fail');
  });

  it("reads a signing act printed in the note's running lines, and a typed signer's block in its running footer", () => {
    const ctx = makeContext([['Haemoglobin 13.2 g/dL', 'Platelets 250 x10^9/L']], undefined, [
      ['Electronically verified by Kay Lund, MT(ASCP) on 03/04/2024 10:15', 'Page 1 of 1'],
    ]);
    expect(checkAuthentication(ctx)[0]?.severity).toBe('pass');
    // The signer's typed block printed as the running footer under every page's results signs too.
    const footed = makeContext([['Haemoglobin 13.2 g/dL', 'Platelets 250 x10^9/L']], undefined, [
      ['Dr. Kay Lund, MD (Pathology)', 'Consultant Pathologist', 'Page 1 of 2'],
    ]);
    for (const line of footed.pages[0]?.running ?? []) line.top = 780;
    expect(checkAuthentication(footed)[0]?.severity).not.toBe('fail');
    // A running letterhead naming the practice's doctors signs nothing.
    const letterhead = makeContext([['Haemoglobin 13.2 g/dL']], undefined, [['Dr Kay Lund  Dr Ana Ruiz  General Practice']]);
    expect(checkAuthentication(letterhead)[0]?.severity).toBe('fail');
    const named = makeContext([['Haemoglobin 13.2 g/dL']], undefined, [['Dr. Kay Lund, MD (Pathology)', 'Consultant Pathologist']]);
    expect(checkAuthentication(named)[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication reads a validation or approval label with the person it names', () => {
  it.each([['Validated: 03/04/2024 12:00 by J. Roe'], ['Validado: Jane Roe'], ['Verified: 2024-03-04 14:11 Jane Roe']])(
    'reads %s as signed by the person named',
    (line) => {
      expect(severity([line])).not.toBe('fail');
    },
  );

  it('does not read a status or a bare time after the label as a person', () => {
    expect(severity(['Approved: Pending'])).toBe('fail');
    expect(severity(['Reviewed: Yes'])).toBe('fail');
    expect(severity(['Released: 03/04/2024 10:00'])).toBe('fail');
  });
});

describe("checkAuthentication reads a letter's closing block however the writer's name is typed", () => {
  it.each([
    [['Kind regards,', 'JANE ROE', 'Consultant Dermatologist']],
    [['Kind regards', 'ROE, Jane']],
    [['Regards,', 'J. Roe (GP)']],
    [['Mit freundlichen Grüßen', 'Prof. Dr. med. Anna Roe', 'Oberärztin Kardiologie']],
    // Room left for a drawn signature: an empty line, or the marks OCR reads from the ink.
    [['Yours sincerely,', '', 'Jane Roe']],
    [['Yours sincerely,', 'Ay ~', 'Jane Roe']],
  ])('takes the name on the lines under the closing as the writer: %j', (lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it('does not take a department, a practice or a sentence under the closing for a writer', () => {
    expect(severity(['Kind regards,', 'Dermatology Department'])).toBe('fail');
    expect(severity(['Kind regards,', 'Lakeside Family Practice'])).toBe('fail');
    expect(severity(['Kind regards,', 'Please call us with any questions.'])).toBe('fail');
  });
});

describe('checkAuthentication reads signing words, closings and signing roles of more languages and places', () => {
  it.each([
    ['Signé électroniquement par Dr Anne Roux le 03/04/2024'],
    ['Assinado digitalmente por João Silva'],
    ['Elektronisch ondertekend door Dr. Jan de Vries'],
    ['Bien confraternellement,', 'Dr Anne Roux'],
    ['Met vriendelijke groet,', 'Jan de Vries'],
    ['Authorised by: Kay Lund'],
    ['Reported by Dr. Kay Lund'],
  ])('reads French, Portuguese and Dutch signing words and closings, and authorising or reporting by a named person: %s', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it('does not read what a relative reported as a sign-off', () => {
    expect(run(['History reported by Mother.', ...body])[0]?.severity).toBe('fail');
  });

  it('reads a signing role alone at the close as signed without a name, to be looked at', () => {
    const [finding] = run([...body, 'Consultant Pathologist', '*** End of Report ***']);
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('author');
    expect(severity(['Authorised Signatory'])).toBe('warning');
    // A specialist's post, in the languages that print it alone at the close under the stamp and the pen.
    expect(severity(['Specijalista interne medicine — kardiolog', 'A', 'Termes : :RAR'])).toBe('warning');
    expect(severity(['Специјалиста интерне медицине'])).toBe('warning');
    expect(severity(['Especialista en Medicina Interna'])).toBe('warning');
    expect(severity(['Specijalista: ____________'])).toBe('fail');
    expect(severity(['Specijalista interne medicine je preporučio kontrolu za mjesec dana kod kardiologa.'])).toBe('fail');
    expect(run([...body, 'Dr. Kay Lund, MD', 'Consultant Pathologist'])[0]?.message).not.toContain('author');
    // A place for the role to sign, empty, is waiting for a signature; a role among the body's lines signs nothing.
    expect(severity(['Signature of Medical Officer: ____________'])).toBe('fail');
    expect(
      run(['Consultant Pathologist', ...body, 'Diet: normal.', 'Activity: as tolerated.', 'Return: if worse.', 'Driving: no.'])[0]
        ?.severity,
    ).toBe('fail');
  });
});

describe('checkAuthentication reads a digital signature applied to the file', () => {
  const withSignature = (signer: string | null, lines = ['Progress note.', 'Plan: rest and fluids.']) => {
    const ctx = makeContext([lines]);
    return { ...ctx, pages: ctx.pages.map((p) => ({ ...p, digitalSignatures: [{ signer, signedAt: '2024-03-04' }] })) };
  };

  it('counts a signed signature field on a page of the note as signed, naming its signer, for a person to check', () => {
    const [finding] = checkAuthentication(withSignature('Kay Lund'));
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('digital signature');
    expect(finding?.message).toContain('Kay Lund');
    expect(checkAuthentication(withSignature(null))[0]?.severity).toBe('warning');
  });

  it('does not let a digital signature outweigh a statement that the note is not signed', () => {
    const unsigned = withSignature('Kay Lund', ['Progress note.', 'Plan: rest and fluids.', 'Preliminary report: not signed.']);
    expect(checkAuthentication(unsigned)[0]?.severity).toBe('fail');
  });
});

// One signing vocabulary (audit/signing-acts.ts): does a statement say that a person answers for THIS note, or only
// name a person? Each case is the note's close, after the same body.
describe('checkAuthentication: what answers for the note, and what only names a person', () => {
  it.each([
    ['Electronically signed by Kay Lund, MD on 03/04/2024'],
    ['Reviewed and signed: Dr. Kay Lund'],
    ['Verified by: Jane Roe, MT(ASCP)'],
    ['Approved by Dr. Kay Lund'],
    ['Released by: J. Roe'],
    ['Firmado por: Dra. Ana Ruiz'],
    ['Validado por: Ana Ruiz Gómez'],
    ['Firmato digitalmente da Dott. Mario Bianchi'],
    ['Approvato da: Dott.ssa Anna Bianchi'],
    ['Freigegeben von: Dr. Karl Lund'],
    ['Geprüft von: Dr. med. Karl Lund'],
    ['Signé par : Dr Anne Roux'],
    ['Vérifié par : Anne Roux'],
    ['Assinado por: Dr. João Silva'],
    ['Laudado por: Dr. João Silva'],
    ['Digitaal ondertekend door Jan de Vries'],
    ['Reviewed by Dr Kay Lund, consultant cardiologist'],
    // The post after the name in sentence case, its head noun capitalised: 'Consultant pathologist', 'Biologiste médical'.
    ['Reviewed by Dr Kay Lund, Consultant cardiologist'],
    ['Validated by Dr Anne Roux, Biologiste médical'],
    ['Validado por: Dra. Ana Ruiz, Médica adjunta'],
    ['Report electronically reviewed by Kay Lund, MD'],
    ['This report has been reviewed and approved by Dr. Kay Lund.'],
  ])('reads an act of signing, verifying, validating or approving with its person as signed: %s', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([
    // Who asked for the note, gets a copy of it or cares for the patient elsewhere.
    ['Ordering Physician: Dr. Kay Lund'],
    ['Ordered by: Kay Lund, MD'],
    ['Referring Doctor: Dr Kay Lund'],
    ['Requested by: Dr. Kay Lund'],
    ['Solicitado por: Dra. Ana Ruiz'],
    ['Richiesto da: Dott. Mario Bianchi'],
    ['Copy to: Dr. Kay Lund, MD'],
    ['CC: Kay Lund, MD; Ana Ruiz, MD'],
    ['Primary Care Physician: Kay Lund, MD'],
    ['PCP: Dr. Kay Lund'],
    ['Médico de cabecera: Dra. Ana Ruiz'],
    ['Hausarzt: Dr. Karl Lund'],
    // Who wrote it down or typed it, without answering for it.
    ['Dictated by: Kay Lund, MD'],
    ['Transcribed by: J. Roe', 'Dictated: 03/04/2024  Transcribed: 03/05/2024'],
    ['Prepared by: Jane Roe'],
    ['Dictado por: Dra. Ana Ruiz'],
    ['Trascritto da: Anna Bianchi'],
    // Someone who is not the author signs, or a place to sign is left empty.
    ['Signature of patient: Jane Roe'],
    ['Witness signature: Jane Roe'],
    ['Signed: ______________________'],
    ['Signed:', 'Date:'],
    ['Firma: ____________________', 'Dra. Ana Ruiz'],
    ['______________________________', 'Kay Lund, MD', 'Signature'],
    // A body or a machine, not a person.
    ['Sent by: Riverside Family Clinic'],
    ['Sent by Fax'],
    ['Reviewed by: Pathology Department'],
    // What a sentence of the note tells, not a statement about the note.
    ['Fever was reported by Mrs Roe at home.'],
    ['Her medications were reviewed by Kay Lund, PharmD, yesterday.'],
    ['Pain was reported by Mrs Roe.'],
    ['The scan was seen. Her results were reviewed by Dr Ana Ruiz today.'],
  ])('does not read a statement that only names a person as signed: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  // A line the page or OCR runs on past a sentence's end holds the act after it ('… phoned to the ward 20:52.
  // Authorised by: …'): whether the act is told in a sentence is read in its own sentence, not in the one before.
  it.each([
    ['Critical value phoned to Dr K. Roe 20:52. Authorised by: Dr Ana Ruiz, Clinical Pathologist', '— 2025/02/13 21:10'],
    ['No acute abnormality was seen. Reported by: Kay Lund, MD 03/04/2024'],
  ])('reads an act after the end of a sentence on the same line as signed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([
    ['Electronically signed by Kay Lund, MD on 03/04/2024', 'PRELIMINARY REPORT - pending signature'],
    ['Kay Lund, MD', 'Not signed'],
  ])('reads a statement that the note is not signed, or not yet final, over a signer: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });
});

describe('checkAuthentication reads unsigned states in other languages', () => {
  it.each([
    ['Firmado por: Dra. Ana Ruiz', 'Informe preliminar'],
    ['Refertato da: Dott. Mario Bianchi', 'Referto provvisorio'],
    ['Dr. med. Karl Lund', 'Entwurf - nicht unterschrieben'],
    ['Dr Anne Roux', 'Compte rendu non signé'],
    ['Dra. Ana Ruiz', 'Pendiente de firma'],
    ['Dr. João Silva', 'Laudo não assinado'],
  ])('reads a draft, preliminary or not signed state after the signer as unsigned: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  it('does not read a field headed by a preliminary finding as a state of the note', () => {
    expect(run(['Preliminary diagnosis:', 'Viral gastroenteritis.', 'Plan: fluids.', 'Kay Lund, MD'])[0]?.severity).not.toBe('fail');
    expect(run(['Diagnóstico preliminar: gastritis', 'Plan: dieta.', 'Dra. Ana Ruiz'])[0]?.severity).not.toBe('fail');
    expect(run(['Status: preliminary', 'Plan: fluids.', 'Kay Lund, MD'])[0]?.severity).toBe('fail');
  });

  it('does not read a preliminary finding in a sentence as a state of the note', () => {
    expect(severity(['Diagnóstico preliminar de gastritis, a confirmar con la biopsia del día 3.', 'Firmado por: Dra. Ana Ruiz'])).not.toBe(
      'fail',
    );
  });
});

describe('checkAuthentication reads a name typed at an empty place to sign', () => {
  const closing = [
    ['______________________________', 'Kay Lund, MD', 'Signature'],
    ['Firma: ____________________', 'Dra. Ana Ruiz'],
    ['Signature: ______________________', 'Kay Lund, MD', 'Date: ____________'],
    ['Dr. Karl Lund', 'Unterschrift'],
  ];

  it.each(closing)('reads it unsigned on a page of text, citing the place: %j', (...lines) => {
    const [finding] = run([...body, ...lines]);
    expect(finding?.severity).toBe('fail');
    expect(finding?.message).toContain('place to sign is left empty');
    expect(finding?.cites?.length).toBe(1);
  });

  it.each(closing)('reads it signed on a scanned page, where the ink may stand unread: %j', (...lines) => {
    const ctx = makeContext([[...body, ...lines]]);
    const scanned = { ...ctx, pages: ctx.pages.map((p) => ({ ...p, source: 'ocr' as const, ocrConfidence: 0.8 })) };
    expect(checkAuthentication(scanned)[0]?.severity).not.toBe('fail');
  });

  it('reads a signing statement over the name as signed: the verb says it was signed, the noun names a place', () => {
    expect(severity(['Signed:', 'Kay Lund, MD', 'Attending Physician, Internal Medicine', '08:20 AM, 2025-08-04'])).not.toBe('fail');
  });

  it('reads the note signed by an earlier signature when only a co-signer’s place is left empty', () => {
    expect(severity(['Electronically signed by Kay Lund, MD on 03/04/2024', '______________________', 'Ana Ruiz, MD'])).not.toBe('fail');
  });
});

describe('checkAuthentication does not take a body for a person, in any language', () => {
  it.each([
    ['Mit freundlichen Grüßen', 'Ihr Praxisteam'],
    ['Mit freundlichen Grüßen', 'Klinik für Innere Medizin'],
    ['Cordiali saluti', 'Ospedale San Carlo'],
    ['Atentamente,', 'Servicio de Cardiología'],
    ['Cordialement,', 'Cabinet Médical du Lac'],
    ['Kind regards,', 'The Cardiology Team'],
    ['Atenciosamente,', 'Laboratório Central'],
    ['Validiert von: Zentrallabor Nord'],
  ])('reads a closing or an act naming a practice, a hospital or a service as unsigned: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });
});

describe("checkAuthentication does not take a letterhead's doctor for the letter's signer", () => {
  it('reads a short letter whose only named doctor heads it, over its address, as unsigned', () => {
    const letter = [
      'Dr Kay Lund',
      'Consultant Cardiologist',
      '12 Lake Street, Springfield',
      'Re: Jane Doe, born 06/05/1970',
      'Dear Dr Roe,',
      'I saw Jane today for chest pain. Her ECG was normal.',
      'I have not changed her medicines.',
      'Kind regards,',
    ];
    expect(run(letter)[0]?.severity).toBe('fail');
    // The same name typed under the closing signs it.
    expect(run([...letter, 'Dr Kay Lund', 'Consultant Cardiologist'])[0]?.severity).not.toBe('fail');
  });
});

describe('checkAuthentication reads an unsigned state as a negated, pending or still-to-do act, in any language read', () => {
  it.each([
    ['Yours sincerely,', 'Kay Lund, MD', 'Typed, not checked by the author.'],
    ['Dr K. Lund', 'Dicté, non relu par le médecin.'],
    ['Met vriendelijke groet,', 'dr. K. de Lange', 'Voorlopig verslag, nog niet gevalideerd.'],
    ['Medico: Dott. Piero Neri — da validare'],
    ['Dr. med. Jonas Weber', 'Freigabe Oberarzt: ausstehend'],
    ['Dr. Luis Mora Gil', 'Pendiente de validación por el médico responsable.'],
    ['Dra. Rita Sousa', 'Relatório não validado pelo médico.'],
    ['Dr. Karl Lund', 'Vorläufiger Befund, nicht visiert.'],
    ['Dott.ssa Anna Neri', 'Referto in attesa di validazione'],
  ])('reads the note unsigned: %j', (...lines) => {
    expect(severity(['Plan: rest and fluids.', ...lines])).toBe('fail');
  });

  it('does not let a co-signature still pending unsign a note its author signed', () => {
    expect(severity(['Plan: rest.', 'Signed: Kay Lund, PA-C 03/04/2024', 'Co-signature: pending – Ana Ruiz, MD'])).not.toBe('fail');
    expect(severity(['Plan: reposo.', 'Firmado por: Dra. Ana Ruiz', 'Contrafirma pendiente: Dr. Luis Mora'])).not.toBe('fail');
  });

  it('does not read an act still to do in the care as a state of the note', () => {
    expect(severity(['Plan: wound to be checked by the district nurse.', 'Electronically signed by Kay Lund, MD 03/04/2024'])).not.toBe(
      'fail',
    );
    expect(
      severity(['Plan: Befund ausstehend, Kontrolle in 2 Wochen.', 'Dr. med. Jonas Weber, Oberarzt', 'Elektronisch signiert']),
    ).not.toBe('fail');
  });
});

describe('checkAuthentication reads a statement that the note was signed or validated electronically, in any language read', () => {
  it.each([
    ['Document signé électroniquement le 03/04/2024.'],
    ['Documento validado electrónicamente. Código: AB12-CD34'],
    ['Elektronisch visiert am 03.04.2024'],
    ['Elektronisch geautoriseerd op 03-04-2024'],
    ['Referto firmato digitalmente ai sensi di legge.'],
    ['Relatório assinado eletronicamente em 03-04-2024'],
    ['Report approved electronically 03/04/2024 10:12'],
    ['Ce compte rendu a été validé électroniquement.'],
    ['Documento firmado electrónicamente. Código: 9XK2. Fecha de firma: 03/04/2024.'],
  ])('reads it signed, the signer unnamed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  // The same statement in the languages of central and northern Europe, the Baltic, Turkey and Indonesia: a record
  // system says it in the country's language whatever the engine was tuned on.
  it.each([
    ['Zpráva elektronicky podepsána 04.05.2026 09:12.'],
    ['Nalaz je elektronički potpisan 04.05.2026. u 09:12.'],
    ['Dokument podpisany elektronicznie przez lekarza prowadzącego.'],
    ['Remissen är elektroniskt signerad 2026-05-04.'],
    ['Notatet er elektronisk signert 04.05.2026.'],
    ['Epikrisen er underskrevet elektronisk.'],
    ['Lausunto on allekirjoitettu sähköisesti 4.5.2026.'],
    ['Dokumentas pasirašytas elektroniniu parašu 2026-05-04.'],
    ['A leletet elektronikusan aláírta: dr. Kovács Anna'],
    ['Document semnat electronic de medicul curant.'],
    ['Bu rapor elektronik olarak imzalanmıştır.'],
    ['Surat ini ditandatangani secara elektronik.'],
  ])('reads it signed in more languages: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  // In Estonian, Latvian and Icelandic, in Cyrillic (Bulgarian, Ukrainian, Russian: signed 'with a qualified electronic
  // signature', its acronym), in Greek and in Hebrew (an electronic signature under the typed signer).
  it.each([
    ['Vastus on digitaalselt allkirjastatud 14.05.2026.'],
    ['Analīžu rezultāti elektroniski parakstīti 2026. gada 4. maijā.'],
    ['Vottorðið er rafrænt undirritað 4.5.2026.'],
    ['Резултатът е подписан с КЕП на 04.05.2026 г.'],
    ['Висновок підписано КЕП 04.05.2026'],
    ['Документ подписан электронной подписью 04.05.2026.'],
    ['Η γνωμάτευση υπογράφηκε ηλεκτρονικά στις 04/05/2026.'],
    ['ד"ר יעל כהן, רופאה בכירה', '04/05/2026 חתימה אלקטרונית'],
  ])('reads it signed in more scripts: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([
    ['Резултатът не е подписан с КЕП.'],
    ['Документ не підписано КЕП, надіслано для ознайомлення.'],
    ['Vastus ei ole digitaalselt allkirjastatud.'],
  ])('does not read a negated act in those scripts as signed: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });

  it.each([['Dokumentas nepasirašytas elektroniniu parašu.'], ['Tulokset lähetetty sähköisesti terveyskeskukseen.']])(
    'does not read a negated act, or sending, as signed: %j',
    (...lines) => {
      expect(severity(lines)).toBe('fail');
    },
  );

  it.each([
    ['Fdo.: Dr. Tomás Vidal Ortega  Nº col. 281234 03/04/2024'],
    ['Sgd: Kay Lund, MD'],
    ['Entry locked by Dr Kay Lund 04/03/2024 10:12'],
    ['Elektronisch visiert durch: Dr. med. Jonas Weber'],
    ['Gevalideerd door: dr. K. de Lange'],
  ])('reads an abbreviated or system act of signing with its person as signed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([
    ['Results sent electronically to the practice.'],
    ['Referral letter sent electronically to Dr Kay Lund.'],
    ['Fdo.:', 'Fecha:'],
    ['Chart locked by Medical Records'],
    ['Reviewed electronically: no'],
  ])('does not read an act that answers for nothing, or a place left blank, as signed: %j', (...lines) => {
    expect(severity(lines)).toBe('fail');
  });
});

describe("checkAuthentication reads a nurse's or clinician's initials with a credential closing an entry", () => {
  it.each([
    ['Pt comfortable overnight, obs stable.', 'B.R. RN 22:10'],
    ['Wound redressed, no exudate.', 'T.K. RGN 04/03/2024'],
    ['Pansement refait, pas de signe d’infection.', 'M.L., inf. — Marie Lavoie, infirmière'],
    ['Fundal height 32 cm, fetal heart 140.', 'P.Q. RM 14:05'],
  ])('reads it signed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });

  it.each([['Plan: RN to call the patient with results.'], ['RN 22:10'], ['Handed over to B.R. RN at 22:10 for the night shift.']])(
    'does not read a credential without initials, or initials named in a sentence, as a signature: %j',
    (...lines) => {
      expect(severity(lines)).toBe('fail');
    },
  );
});

describe('checkAuthentication reads titles and post-nominals of more countries in a typed closing block', () => {
  it.each([
    ['Dre Louise Tremblay, M.D., FRCPC', 'Cardiologue'],
    ['Pr Jean Lefort', 'Chef de service'],
    ['Kay Lund, MBBS, FRACP'],
    ['Dr Kay Lund (MCNZ 12345)'],
  ])('reads it signed: %j', (...lines) => {
    expect(severity(lines)).not.toBe('fail');
  });
});

describe("checkAuthentication reads a letter's typed closing block as a reader sees it", () => {
  it.each([
    [['Je la reverrai dans trois mois.', 'Dre Claire Fortin', 'Copie : Dr Paul Roy, pneumologue', 'Copie : patiente']],
    [['Review in clinic in three months.', 'Dr Kay Lund', 'Consultant Rheumatologist', 'cc: Dr P. Roe, GP', 'cc: patient']],
    [
      [
        'Kontrolle in drei Monaten.',
        'Mit freundlichen Grüßen',
        'Prof. Dr. med. K. Lund  Dr. med. P. Roe',
        'Chefarzt  Oberärztin',
        'Nachrichtlich: Dr. med. T. Berg, Hausarzt',
      ],
    ],
    [['Control en tres meses.', 'Dra. Ana Ruiz Soler', 'Copia a: Dr. Luis Mora, médico de familia']],
  ])('reads the writer named above the copies, or side by side with colleagues, as signed: %j', (lines) => {
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it("reads a signature written in the typed name's place, over its rule, as signed", () => {
    expect(severity(['KRLund', '________________________', 'KAY R. LUND, MD'])).not.toBe('fail');
    expect(severity(['Kay Lund', '________________________', 'Dr Kay LUND', 'Consultant Physician'])).not.toBe('fail');
  });

  it("does not read a rule under another line, or under another person's name, as signed", () => {
    expect(severity(['________________________', 'KAY R. LUND, MD'])).toBe('fail');
    expect(severity(['P. Roe', '________________________', 'KAY R. LUND, MD'])).toBe('fail');
    expect(severity(['Follow-up with Dr Lund in two weeks.', '________________________', 'KAY R. LUND, MD'])).toBe('fail');
  });
});

describe("checkAuthentication reads a second clinician's pending act as theirs, not the author's", () => {
  it('reads the note signed when the pending act names another clinician than its signer', () => {
    expect(severity(['Kay Lund, PA-C 03/04/2024 17:05', 'Review pending — Ana Ruiz, MD'])).not.toBe('fail');
    expect(severity(['Signed: Kay Lund, PA-C 03/04/2024', 'Supervising physician signature: pending, Dr Ana Ruiz'])).not.toBe('fail');
  });

  it('reads it unsigned when the pending act is its own signer’s, or names no one', () => {
    expect(severity(['Kay Lund, MD', 'Dictated but not read by Dr Lund'])).toBe('fail');
    expect(severity(['Kay Lund, MD', 'Signature pending'])).toBe('fail');
    expect(severity(['I saw the patient today for palpitations.', 'Sincerely,', 'Dictated by: Kay Lund, DO - not signed'])).toBe('fail');
  });
});

describe('checkAuthentication reads a statement that the paper is valid without a signature as no unsigned state', () => {
  // A record system's printout says its paper needs no handwritten signature: the typed signer answers for it.
  it.each([
    'This document was generated electronically and is valid without a signature.',
    'Computer-generated report: no signature is required.',
    'This computer-generated report requires no signature.',
    'This letter does not require a handwritten signature.',
    'Dieses Schreiben wurde maschinell erstellt und ist ohne Unterschrift gültig.',
    'Documento generado electrónicamente, válido sin firma manuscrita.',
    'Este informe no requiere firma ológrafa.',
    'Document édité informatiquement, valable sans signature.',
    'Documento valido senza firma autografa.',
    'Dit document is geldig zonder handtekening.',
    'Documento emitido eletronicamente, dispensa assinatura.',
  ])('reads the typed signer over it as signed: %s', (statement) => {
    const finding = run(['Plan: rest and review in two weeks.', 'Kay Lund, MD', 'Consultant Physician', statement])[0];
    expect(finding?.severity).not.toBe('fail');
  });

  it('reads it as neither signed nor unsigned where no one is named: the note stays unsigned for want of a signer', () => {
    expect(run(['Plan: rest.', 'This document is valid without a signature.'])[0]?.message).toContain('No signature');
  });

  it.each(['Report not signed: not valid without the signature of the reporting physician.', 'Dictated but not signed.'])(
    'still reads a note that says it is not signed, or not valid unsigned, as unsigned: %s',
    (statement) => {
      expect(run(['Plan: rest.', 'Kay Lund, MD', 'Consultant Physician', statement])[0]?.severity).toBe('fail');
    },
  );
});

describe("checkAuthentication reads a second signature's state as the second signer's, on the signing line or under it", () => {
  it.each([
    [['Plan: wound care three times a week.', 'Electronically signed by Mia Quon, LPN on 03/04/2024 at 17:05 — RN co-signature pending']],
    [['Plan: gait training.', 'Electronically signed: Dev Marsh, PT, DPT — 03/04/2024 18:12 | Co-signature not required']],
    [['Plan: orthostatic vitals daily.', 'Signed: Jo Pell, CRNP 03/04/2024 16:48', 'Physician co-signature: pending review']],
    [['Plan: review in clinic.', 'Firmado por: Dra. Ana Ruiz, 03/04/2024', 'Contrafirma del adjunto: pendiente']],
  ])('reads the note signed by its author: %j', (lines) => {
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it.each([
    [['Plan: rest.', 'Draft - awaiting co-signature']],
    [['Plan: rest.', 'Electronically signed by Mia Quon, LPN 03/04/2024', 'Preliminary report — co-signature pending']],
    [['Plan: rest.', 'Signature pending — Mia Quon, LPN']],
  ])('still reads a note that says it is a draft, preliminary or unsigned as unsigned: %j', (lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication reads a typed signer however the name and its block are set', () => {
  it.each([
    [['Ik vraag u om beoordeling.', 'Met collegiale groet,', 'J.P. Haverkamp', 'huisarts']],
    [['Please see him in clinic.', 'Yours sincerely,', 'A.B.C. de Wit', 'General Practitioner']],
    [['Mohon jasa baik tuan/puan.', 'Sekian, terima kasih.', '(DR. LIM AH KOW)', 'Pegawai Perubatan', 'MMC No: 71234']],
    [['Please review.', 'Kind regards,', '(Dr. Priya Nair)', 'Consultant Physician', 'Reg. No.: 123456', 'Tembusan: rekam medis']],
  ])('reads initials run together, a name in brackets and a registration field after it: %j', (lines) => {
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it('reads each cell of a line of cells apart: a validation by a named doctor after a technician’s', () => {
    const lines = [
      'Kalium 5,4 mmol/l',
      'Technisch validiert: S. Roe, MTL · Medizinisch validiert: Dr. med. Ana Lund, Fachärztin für Laboratoriumsmedizin, 11.03.2026 16:40',
    ];
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it.each([
    [['Plan: rest.', 'Next review with (Dr. Priya Nair) in two weeks; bloods before.']],
    [['Plan: rest.', 'Seen with J.P. Haverkamp today and his wife.']],
    [['Plan: rest.', 'Überwiesen von: Dr. A. Roe · Befund: siehe oben']],
  ])('does not take a name in a sentence, or a cell without a person, for a signature: %j', (lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});

describe("checkAuthentication reads a log's entries initialled by the people its key names", () => {
  const log = [
    'INR FLOWSHEET',
    'Date  INR  Dose  Next  By',
    '03/04/2024  2.4  35 mg  03/18/2024  KL',
    '03/18/2024  2.9  35 mg  04/01/2024  AR',
  ];

  it.each([
    ['Initials key: KL = Kay Lund, PharmD · AR = Ana Ruiz, RN'],
    ['Operators: KL = Dr Kay Lund (specialist orthodontist) · ARR = Ana Ruiz-Roe, hygienist (OHT).'],
    ['Key: KL = Kay Lund (Physio) · AR = Ana Ruiz (Exercise Physiologist)'],
    ['Initials key: KL = Kay Lund, PharmD - AR = Ana Ruiz, RN'],
  ])('reads the note signed where a key names the initials with a title, a credential or a post: %j', (key) => {
    const [finding] = run([...log, key]);
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('initials');
  });

  // A log parted into its entries: each entry is a note, the key printed once on the page under the last.
  it("reads an entry closed by initials that the page's key names as signed, and one closed by other initials not", () => {
    const page = [
      '2024/03/04  Brackets bonded, wire placed.  KL',
      '2024/04/01  Wire changed.  ZZ',
      'Operators: KL = Dr Kay Lund (orthodontist)',
    ];
    const entry = (k: number) => {
      const ctx = makeContext([page]);
      return { ...ctx, lines: ctx.lines.slice(k, k + 1) };
    };
    expect(checkAuthentication(entry(0))[0]?.severity).toBe('warning');
    expect(checkAuthentication(entry(1))[0]?.severity).toBe('fail');
  });

  it.each([
    // A glossary of abbreviations spells words out, not people; initials no key names are no one's.
    ['Abbreviations: BMI = Body Mass Index · BP = Blood Pressure'],
    ['KL = 1 tablet daily'],
    ['Staff initials: KL, AR'],
    ['Key: KL = Ana Ruiz, RN'],
  ])('reads no signer where the key names no one by those initials: %j', (key) => {
    expect(run([...log, key])[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication reads a typed signer named after the act of reading the study, or titled in Arabic', () => {
  it.each([
    ['Interpretation: moderate obstruction.', 'Interpreted by: Kay Lund, MD, FRCPC — 2024-11-18'],
    ['Impression: no fracture.', 'Read by: Ana Ruiz, MD 03/04/2024'],
    ['الخلاصة', 'تشحم الكبد.', 'د. منيرة يوسف الصالح', 'استشاري الأشعة التشخيصية'],
  ])('reads the typed name with its credentials or its post as signed: %j', (...lines) => {
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it.each([
    ['Impression: no fracture.', 'Interpreted by: Kay Lund'],
    ['Impression: no fracture.', 'Dictated by: Kay Lund, MD'],
    ['Impression: no fracture.', 'PRELIMINARY REPORT', 'Read by: Ana Ruiz, MD 03/04/2024'],
  ])('reads no signer in a reader named without credentials, a dictation or a preliminary read: %j', (...lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication reads a results report validated electronically by nobody named as unsigned', () => {
  const lab = (lines: string[]) => checkAuthentication(makeContext([lines], makeHeader({ docType: 'Laboratory Report' })))[0]?.severity;

  // The conventions: a results report that names no one who validated it is unsigned; a laboratory's system states its
  // own check on every report, and a director listed in a field answers for the laboratory, not for these results.
  it.each([
    ['Potassium  4.1  mmol/L  3.5-5.1', 'All results verified electronically. Page 1 of 1'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Informe validado electrónicamente; no requiere firma manuscrita.'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Results validated electronically. Lab Director: Dr. Maren Solberg, MD, FCAP.'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Befund elektronisch freigegeben.'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Northgate Laboratories · Results auto-verified by the analyser interface.'],
  ])('reads an unnamed electronic check unsigned: %j', (...lines) => {
    expect(lab(lines)).toBe('fail');
  });

  it.each([
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Verified electronically by Maren Solberg, MLS(ASCP) 03/04/2024 10:12'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Validado electrónicamente por: Lic. Marta Isabel Rivas Duarte, Química Bióloga'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Validado electrónicamente por:', 'Lic. Marta Isabel Rivas Duarte', 'Química Bióloga'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Validated electronically 03/04/2024', 'Dr Maren Solberg, FRCPA, Chemical Pathologist'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Electronically signed. Page 1 of 1'],
    ['Potassium  4.1  mmol/L  3.5-5.1', 'Biologiste / Bioloog : Dr Ana ROUX — rapport validé électroniquement, 03/04/2024 10:12.'],
  ])('reads a named check or an electronic signature signed: %j', (...lines) => {
    expect(lab(lines)).not.toBe('fail');
  });

  it('leaves an unnamed electronic check on any other note as it was read, signed', () => {
    expect(run(['Plan: rest.', 'Report approved electronically 03/04/2024 10:12'])[0]?.severity).not.toBe('fail');
  });
});

describe("checkAuthentication reads the author an entry's heading names as the entry's typed signature", () => {
  // A GP's or a record system's print: each entry headed by its date, its kind and its author, nothing signed under it.
  it.each([
    [['14-Feb-2027 09:40   Consultation   Dr Oriel Vantangh (GP)', 'S: cough 5 days, no fever.', 'P: saline, review if worse.']],
    [
      [
        'Greyfield Surgery · Consultations · Mr Tobin QUARLE · 02-Apr-1961',
        '03-Jan-2027 11:05  Nurse consultation  Maren Ostby RN',
        'BP 128/80. Flu vaccine given.',
      ],
    ],
    [['2027-01-08 14:20  Telephone encounter  Ivo Brandt, MD', 'Discussed results with the patient; plan unchanged.']],
  ])('reads the entry signed by its heading: %j', (lines) => {
    const [finding] = run(lines);
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain("entry's heading");
  });

  it.each([
    // The heading names no one, or only a kind of visit.
    [['14-Feb-2027 09:40   Consultation', 'S: cough 5 days, no fever.', 'P: saline, review if worse.']],
    // A clinician named in the text, not in the heading.
    [['14-Feb-2027 09:40   Consultation', 'Seen with Dr Oriel Vantangh (GP) today for a cough of five days.']],
    // A sentence before the dated line: the note has begun, and the dated line is its history.
    [['The patient has had a cough for five days now.', '14-Feb-2027 09:40   Consultation   Dr Oriel Vantangh (GP)']],
    // An entry that says it is not signed.
    [['14-Feb-2027 09:40   Consultation   Dr Oriel Vantangh (GP)', 'S: cough 5 days, no fever.', 'Pending signature']],
  ])('reads no signer where the heading names no author or the entry says it is unsigned: %j', (lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});

describe('checkAuthentication reads a signature written beside the typed name on its line', () => {
  // A script face's signature, or a pen's read by OCR, gives the signer's name again before the typed one.
  it.each([
    ['Plan: review in two weeks.', 'KLund Dr K. Lund (MO) MP 0612884'],
    ['Plan: review in two weeks.', 'P. Ostby Dr P. Ostby MBChB'],
    ['Plan: review in two weeks.', 'Maria P. Soto  Dra. Maria Paz Soto', 'Clínica Médica · CRM-SP 123.456'],
    ['Plan: review in two weeks.', 'T.Okafor Sr T. Okafor (PN) SANC 12-34567'],
  ])('reads the typed name after the signature signed: %j', (...lines) => {
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it.each([
    // Words before the name that are not the name again: a sentence naming a clinician.
    ['Plan: review in two weeks.', 'Referred onward Dr K. Lund (MO) MP 0612884'],
    ['Plan: review in two weeks.', 'Discussed with Dr P. Ostby MBChB'],
  ])('reads no signer where the words before the name do not repeat it: %j', (...lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});

describe("checkAuthentication reads a typed author line closing a paper, another clinician's line under it or not", () => {
  it.each([
    [
      'Plan: home with analgesia.',
      'Clinician: Dr Oriel Vantangh, ST5 Emergency Medicine (GMC 7712345)',
      'Senior review: Dr Maren Ostby, Consultant',
    ],
    ['Plan: outpatient review in six weeks.', 'Completed by: Dr Oriel Vantangh, FY2 Doctor, 12/03/2027 16:40'],
    ['FEV1/FVC 0.64: moderate obstruction.', 'Test performed by: Sr Maren Ostby, Occupational Health Nurse (SANC 12-34567)'],
    ['Plan: wean oxygen to 2 L.', 'Ivo Brandt, RRT'],
    ['Plan: reassess tomorrow.', '— K.O., RN'],
  ])('reads the author line signed: %j', (...lines) => {
    expect(run(lines)[0]?.severity).not.toBe('fail');
  });

  it.each([
    // A field naming the clinician with the note going on after it, or an act done by someone not named.
    ['Completed by: Dr Oriel Vantangh, FY2 Doctor', 'History: fall from a ladder onto the right wrist.', 'Plan: cast.'],
    ['Plan: outpatient review in six weeks.', 'Completed by: patient at home'],
    ['Plan: outpatient review in six weeks.', 'Completed by: ______________'],
  ])('reads no signer in a field above the text or an act naming nobody: %j', (...lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});

describe("checkAuthentication reads the author field in an entry's head as the entry's typed signature", () => {
  it.each([
    [
      [
        'Patient QUARLE, Tobin (Mr)   DOB 02-Apr-1961',
        'Date 14-Feb-2027 09:40   Surgery consultation',
        'Clinician  Dr Oriel Vantangh (GP Partner)',
        'History cough 5 days.',
      ],
    ],
    [['Antenatal Clinic', 'Date: 15/05/2027 Gestation: 30+2 Seen by: Dr Maren Ostby, Obstetric Registrar', 'Well. BP 118/72.']],
  ])('reads the entry signed by its author field: %j', (lines) => {
    expect(run(lines)[0]?.severity).toBe('warning');
  });

  it.each([
    [['Date 14-Feb-2027 09:40   Surgery consultation', 'Referring clinician: Dr Oriel Vantangh', 'History cough 5 days.']],
    [['Date 14-Feb-2027 09:40   Surgery consultation', 'Clinician: to be allocated', 'History cough 5 days.']],
  ])('reads no signer where the field names someone else or no one: %j', (lines) => {
    expect(run(lines)[0]?.severity).toBe('fail');
  });
});
