import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { isLetter } from './letter.ts';

const letter = (lines: string[]) => isLetter(makeLines([lines]));

// Made-up letters: an addressee block, a dateline, a salutation, a body of prose, a closing and a signer.
describe('isLetter knows a letter by its shape, in any language', () => {
  it('knows a letter by its salutation over a body of prose, in the languages letters arrive in', () => {
    const body = (salutation: string, prose: string) => ['Dr. Ada Stone', 'Hill Road 4', '20.05.2021', salutation, prose, 'Dr. B. Lund'];
    expect(letter(body('Dear Dr Stone,', 'I saw Mrs Kent in the clinic today.'))).toBe(true);
    expect(letter(body('Sehr geehrte Frau Kollegin,', 'wir berichten über Herrn Kent, der sich in unserer Ambulanz vorstellte.'))).toBe(
      true,
    );
    expect(letter(body('Chère Consœur,', 'j’ai examiné votre patiente en consultation pour une toux.'))).toBe(true);
    expect(letter(body('Estimada colega:', 'le escribo acerca de la paciente que acudió a consulta por tos.'))).toBe(true);
    expect(letter(body('Gentile Collega,', 'ho visitato il signor Kent per una tosse persistente.'))).toBe(true);
    expect(letter(body('Prezado colega,', 'a paciente foi avaliada em consulta por tosse.'))).toBe(true);
    expect(letter(body('Geachte collega,', 'uw patiënt werd op de polikliniek gezien voor hoesten.'))).toBe(true);
    expect(letter(body('Kära kollega!', 'patienten undersöktes på mottagningen för hosta.'))).toBe(true);
    expect(letter(body('Kære kollega,', 'patienten blev undersøgt i ambulatoriet for hoste.'))).toBe(true);
    expect(letter(body('Szanowna Pani Doktor,', 'pacjentka została zbadana w poradni z powodu kaszlu.'))).toBe(true);
    expect(letter(body('Уважаемый коллега,', 'пациентка была осмотрена в поликлинике по поводу кашля.'))).toBe(true);
  });

  it('knows a letter without a salutation by its dateline and its closing over a signer', () => {
    const closing = (dateline: string, close: string) => [
      'Klinik am See',
      dateline,
      'Betreff: Herr Bo Kent',
      'Herr Kent stellte sich in unserer Sprechstunde vor. Der Befund ist unauffällig.',
      close,
      'Dr. med. B. Lund',
    ];
    expect(letter(closing('Graz, den 20. Mai 2021', 'Mit freundlichen Grüßen'))).toBe(true);
    expect(letter(closing('Nantes, le 20 mai 2021', 'Bien confraternellement,'))).toBe(true);
    expect(letter(closing('20 May 2021', 'Yours sincerely,'))).toBe(true);
    expect(letter(closing('Lima, 20 de mayo de 2021', 'Atentamente,'))).toBe(true);
  });

  it('takes no form or note for a letter: a word of greeting that opens a field, a closing alone, a chart’s entries', () => {
    // A field whose label is a salutation word, not a line that greets someone.
    expect(letter(['Clinic note', 'Caro: 2 tablets daily', 'Assessment: stable.', 'Signed: B. Lund, MD'])).toBe(false);
    // A progress note signed off, with no greeting and no dateline.
    expect(
      letter(['PROGRESS NOTE', 'Patient: Bo Kent  DOB: 01/02/1950', 'She is well today and the cough has gone.', 'Regards,', 'B. Lund']),
    ).toBe(false);
    // A salutation word inside prose is no salutation line.
    expect(letter(['Nursing entry 0630', 'Patient said hello to the team and slept well overnight.', 'J. Tran RN'])).toBe(false);
  });
});
