import { describe, expect, it } from 'vitest';
import { isSentence, readEntryHeading } from './entry-heading.ts';

describe('readEntryHeading', () => {
  it('reads a heading that names its kind before the date and time', () => {
    expect(readEntryHeading('Ward round 12/06/2025 08:15')?.words).toBe('Ward round');
  });

  it("takes no row of fields for a heading: a labelled value before the date's own label", () => {
    // 'Order no.  5521' is a field, so the word before the date is its label, whatever the lexicon knows of it.
    expect(readEntryHeading('Order no.  5521  Logged  04.03.2025 11:02')).toBeNull();
    expect(readEntryHeading('Ward 4B  Transfer  04.03.2025 11:02')).not.toBeNull();
  });

  it("reads a heading that closes on a span of time ('Telehealth — Video  2025-04-08 13:00–13:25') as one that closes on a time", () => {
    expect(readEntryHeading('Telehealth — Video  2025-04-08 13:00–13:25')?.words).toBe('Telehealth — Video');
    expect(readEntryHeading('Counselling — Group  14/03/2026 9:30 AM - 10:15 AM')?.words).toBe('Counselling — Group');
  });

  it("reads a heading whose time is followed by its time zone ('Shift Assessment  01/05/2025 06:30 CST') as one that closes on a time", () => {
    expect(readEntryHeading('NICU Nursing Shift Assessment  01/05/2025 06:30 CST')?.words).toBe('NICU Nursing Shift Assessment');
    expect(readEntryHeading('Phone Call  01/05/2025 6:30 PM EST')?.words).toBe('Phone Call');
    // Words after the time are no zone: a stamp's text goes on.
    expect(readEntryHeading('Printed 01/05/2025 06:30 by the ward clerk')).toBeNull();
  });
});

describe('isSentence', () => {
  it('reads a word whole with its accents: a letterhead in Irish, Azerbaijani or French is no prose, a line of prose in them is', () => {
    for (const letterhead of [
      'Ospidéal Réigiúnach Mhaigh Eo  Feidhmeannacht na Seirbhíse Sláinte',
      '"Bakı Şəhər Xəstəxanası" Tibb Mərkəzi  Kardiologiya',
      'Hôpital Général de Québec  Médecine Interne',
    ])
      expect(isSentence(letterhead), letterhead).toBe(false);
    for (const prose of ['état général conservé, pas de fièvre', "the patient's follow-up was done", 'ağız quruluğu və tez-tez yorğunluq'])
      expect(isSentence(prose), prose).toBe(true);
  });

  it("reads OCR's specks from a scanned rule or a stamp, pieces of two or three letters, as no prose; short prose keeps a word of four letters", () => {
    for (const specks of ['ny Ta ei oV rd elo Be a Te Se es a eu ese WE ee Tel 021 555 0190', 'oe ee es ae ma Sa eee ia ul'])
      expect(isSentence(specks), specks).toBe(false);
    for (const prose of ['she is to see us in a week', 'he is well and on no pills', 'pt ok, seen in clinic by me'])
      expect(isSentence(prose), prose).toBe(true);
  });
});
