import { describe, expect, it } from 'vitest';
import { noteOrder, readDateOrder } from './date-order.ts';

describe('readDateOrder', () => {
  it('takes the order an unambiguous date shows', () => {
    expect(readDateOrder(['Seen 04/03/2024', 'Result 25/03/2024'])).toMatchObject({ order: 'day-first', evidence: true });
    expect(readDateOrder(['Seen 04/03/2024', 'Result 03/25/2024'])).toMatchObject({ order: 'month-first', evidence: true });
    expect(readDateOrder(['Seen 4.3.2024 and 19-12-2023'])).toMatchObject({ order: 'day-first', evidence: true });
  });

  it('reads country cues when every date is ambiguous', () => {
    expect(readDateOrder(['NHS Number: 943 476 5919', 'DOB 04/03/1950']).order).toBe('day-first');
    expect(readDateOrder(['12 High Street, Leeds LS1 4AP', 'Date 04/03/2024']).order).toBe('day-first');
    expect(readDateOrder(['Parramatta NSW 2150', 'Date 04/03/2024']).order).toBe('day-first');
    expect(readDateOrder(['Fecha de nacimiento: 04/03/1950', 'Paciente: Juana Roe']).order).toBe('day-first');
    expect(readDateOrder(['Haemoglobin 120 g/L; the colour of the stool', 'Date 04/03/2024']).order).toBe('day-first');
    expect(readDateOrder(['Springfield, IL 62704', 'Phone (217) 555-0100', 'Date 04/03/2024'])).toMatchObject({
      order: 'month-first',
      evidence: true,
    });
  });

  it('reads an Irish Eircode or phone number as day-first, as Ireland writes its dates (sixteenth round)', () => {
    expect(readDateOrder(['Unit 4, Lake Park, Galway H91 T2K4', 'Exam Date 03/11/2026'])).toMatchObject({
      order: 'day-first',
      evidence: true,
    });
    expect(readDateOrder(['Dublin D6W XY12', 'Date 03/11/2026']).order).toBe('day-first');
    expect(readDateOrder(['Tel +353 91 555 018', 'Date 03/11/2026']).order).toBe('day-first');
    // A US suite and ZIP code reads no Eircode.
    expect(readDateOrder(['Suite 210, Tampa, FL 33609', 'Date 03/11/2026']).order).toBe('month-first');
  });

  it('reads Italian, German, French, Portuguese and Dutch labels as day-first, as Europe writes its dates', () => {
    expect(readDateOrder(['Cognome  Rossi', 'Nato il  01/01/1970', 'Ricovero del  02/02/2023 - 06/02/2023']).order).toBe('day-first');
    expect(readDateOrder(['Geburtsdatum: 04.03.1950', 'Aufnahme: 05.06.2023']).order).toBe('day-first');
    expect(readDateOrder(['Né le 04/03/1950', 'Date de naissance: 04/03/1950']).order).toBe('day-first');
    expect(readDateOrder(['Data de nascimento: 04/03/1950']).order).toBe('day-first');
    expect(readDateOrder(['Geboortedatum: 04-03-1950']).order).toBe('day-first');
    expect(readDateOrder(['Fødselsdato: 04-03-1950']).order).toBe('day-first');
  });

  it('reads the order a document writes its dates in: dots, or the day before or after the month’s name', () => {
    // Dots part a date's day from its month: the US never writes them.
    expect(readDateOrder(['Data urodzenia', '12.03.1958', 'Termin 03.04.2026'])).toMatchObject({ order: 'day-first', evidence: true });
    // A date with its month's name shows which comes first, in any language.
    expect(readDateOrder(['Apeldoorn, 23 maart 2026', 'geb. 04-07-1961'])).toMatchObject({ order: 'day-first', evidence: true });
    expect(readDateOrder(['Tarikh: 2 Jun 2026', 'Lahir 03/04/1985']).order).toBe('day-first');
    expect(readDateOrder(['March 23, 2026', 'DOB 04/07/1961'])).toMatchObject({ order: 'month-first', evidence: true });
    // Either is one cue, which an unambiguous date or a country's outweighs.
    expect(readDateOrder(['23 March 2026', 'Springfield, IL 62704', 'DOB 04/07/1961']).order).toBe('month-first');
    // A version or a dose is no date.
    expect(readDateOrder(['AMMS 4.2.1', 'Dose 1.5.10', 'Seen 04/03/2024']).evidence).toBe(false);
  });

  it('reads South African cues as day-first: a medical aid, the HPCSA, +27 and an MBChB', () => {
    expect(readDateOrder(['Medical aid: Lakeside Med 0031 / 01', 'Date: 12/10/2026']).order).toBe('day-first');
    expect(readDateOrder(['Dr A. Roe MB ChB (Pretoria)', 'HPCSA MP 0612884', 'Date: 12/10/2026']).order).toBe('day-first');
    expect(readDateOrder(['Tel +27 51 555 0130', 'Date: 12/10/2026']).order).toBe('day-first');
  });

  it('reads Arabic script as day-first, as the Arab countries write their dates', () => {
    expect(readDateOrder(['التاريخ 08/11/2026', 'د. عمر'])).toMatchObject({ order: 'day-first', evidence: true });
  });

  it('reads Polish, Malay and Czech labels as day-first too', () => {
    expect(readDateOrder(['PESEL 58031204567', 'Data 04/03/2024']).order).toBe('day-first');
    expect(readDateOrder(['Nama pesakit: Ali', 'Tarikh lahir : 04/03/1985']).order).toBe('day-first');
  });

  it('lets dates outweigh a cue, and says when nothing tells', () => {
    expect(readDateOrder(['London SW1A 1AA', 'Seen 03/25/2024 and 03/26/2024']).order).toBe('month-first');
    expect(readDateOrder(['Seen 04/03/2024'])).toMatchObject({ order: 'month-first', evidence: false });
    expect(readDateOrder([])).toMatchObject({ order: 'month-first', evidence: false });
  });

  it("leaves out a print stamp, which carries the printing computer's order, not the document's", () => {
    expect(readDateOrder(['11/25/2026, 15:04   Hospital discharge letter', 'Date 04/03/2024']).evidence).toBe(false);
  });
});

describe('readDateOrder: how strongly the text tells', () => {
  it('says how far its evidence leans, so one spelling cue does not outweigh dates', () => {
    expect(readDateOrder(['Mood better; behaviour settled.', 'Seen 10/02/2025'])).toMatchObject({
      order: 'day-first',
      evidence: true,
      weight: 1,
    });
    expect(readDateOrder(['Admitted 09/29/2025', 'Seen 10/02/2025'])).toMatchObject({ order: 'month-first', weight: 3 });
  });
});

describe('noteOrder: a note within its document', () => {
  const document = readDateOrder(['Admitted 09/29/2025', 'Seen 10/02/2025']);
  it("keeps the document's order against one weak cue of the note's, and takes the note's own where it tells more", () => {
    expect(noteOrder(readDateOrder(['Mood better; behaviour settled.', 'Seen 10/02/2025']), document).order).toBe('month-first');
    expect(noteOrder(readDateOrder(['Seen 10/02/2025 in clinic, Leeds LS1 4AB']), document).order).toBe('day-first');
    expect(noteOrder(readDateOrder(['Seen 25/02/2025']), document).order).toBe('day-first');
    expect(noteOrder(readDateOrder(['Seen 10/02/2025']), document)).toBe(document);
    // A date the note writes unambiguously tells its order, though a cue of the other order nearly balances it.
    const dayDocument = readDateOrder(['Visto 25/02/2025', 'Control 26/02/2025']);
    expect(noteOrder(readDateOrder(['DOB 03/14/1997', 'Centro Médico Usaquén']), dayDocument).order).toBe('month-first');
  });
});
