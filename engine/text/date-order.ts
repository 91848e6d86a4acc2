// Whether a document writes numeric dates day first (04/03/1950 is 4 March: the UK, Australia, New Zealand, India,
// Spanish-speaking countries, continental Europe) or month first (the US), read from the document's own evidence, never from the
// server's locale: a date whose first or second part is over 12 says so outright; without one, country cues
// (postcodes, phone formats, national health numbers, spelling, labels in Spanish and European languages) tip the
// balance.

export type DateOrder = 'month-first' | 'day-first';

export interface DateConvention {
  order: DateOrder;
  /** false when nothing in the text tells: month first is then only the default */
  evidence: boolean;
  /** how far the evidence leans (an unambiguous date weighs 3, a cue 1 or 2); absent where none was weighed */
  weight?: number;
  /** an unambiguous date of the text is written in this order (absent where none is) */
  dated?: true;
}

export const NO_EVIDENCE: DateConvention = { order: 'month-first', evidence: false };

const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})\b/g;
// An unambiguous date outweighs any one cue: a letterhead may come from elsewhere, a date is written by the author.
const DATE_WEIGHT = 3;
// A browser's or printer's stamp ('11/25/2026, 15:04') follows the printing computer's settings, not the document.
const PRINT_STAMP = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},\s*\d{1,2}:\d{2}|\b(printed|print date|generated|fax(ed)?)\b/i;

// A month's name or its abbreviation in the languages charts arrive in (English, Spanish, Portuguese, French,
// Italian, German, Dutch, the Nordic languages, Malay and Indonesian), read with accents folded.
const MONTH = String.raw`(?:jan(?:uary|uari|vier|eiro|uar)?|ene(?:ro)?|gen(?:naio)?|feb(?:ruary|ruari|rero|braio|ruar)?|fev(?:ereiro|rier)?|mar(?:ch|s|zo|co|et)?|maart|marz|apr(?:il|ile)?|abr(?:il)?|avr(?:il)?|may(?:o)?|mai|mei|maj|mag(?:gio)?|jun(?:e|i|io|ho)?|juin|giu(?:gno)?|jul(?:y|i|io|ho)?|juil(?:let)?|lug(?:lio)?|aug(?:ust|ustus)?|ago(?:sto)?|aou(?:t)?|ogos|sep(?:t|tember|tiembre|tembre)?|set(?:embro|tembre)?|oct(?:ober|ubre|obre)?|okt(?:ober)?|ott(?:obre)?|out(?:ubro)?|nov(?:ember|iembre|embre|embro)?|dec(?:ember|embre)?|dic(?:iembre|embre)?|dez(?:ember|embro)?|des(?:ember)?)`;

const CUES: { pattern: RegExp; order: DateOrder; weight: number }[] = [
  // UK postcode, NHS number, UK phone
  { pattern: /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/, order: 'day-first', weight: 2 },
  { pattern: /\bNHS\b|\bCHI\s+(number|no)\b/i, order: 'day-first', weight: 2 },
  { pattern: /\+44\b|\(0\d{3,4}\)\s?\d{3}|\b0\d{4}\s\d{6}\b/, order: 'day-first', weight: 1 },
  // Australian state and postcode, Medicare card number, phone; New Zealand NHI; India
  { pattern: /\b(NSW|VIC|QLD|TAS|ACT|WA|SA|NT)\s+\d{4}\b/, order: 'day-first', weight: 2 },
  { pattern: /\+61\b|\+64\b|\bNHI\b|\bIHI\b/, order: 'day-first', weight: 2 },
  // Ireland's Eircode (a routing key, then four letters and figures, a letter among them) and phone
  {
    pattern: /\b(?:[ACDEFHKNPRTVWXY]\d{2}|D6W)\s?(?=[\dACDEFHKNPRTVWXY]{0,3}[ACDEFHKNPRTVWXY])[\dACDEFHKNPRTVWXY]{4}\b|\+353\b/,
    order: 'day-first',
    weight: 2,
  },
  { pattern: /\+91\b|\bAadhaar\b|\bPIN\s*(code)?\s*:?\s*\d{6}\b/i, order: 'day-first', weight: 2 },
  // South Africa: a medical aid (its word for a health insurer), the HPCSA's register, its phone code
  { pattern: /\bmedical\s+aid\b|\bHPCSA\b|\+27\b/i, order: 'day-first', weight: 2 },
  // Arabic script: the Arab countries write the day first ('08/11/2026' is 8 November in Benghazi or Riyadh)
  { pattern: /\p{Script=Arabic}{2}/u, order: 'day-first', weight: 2 },
  // The Commonwealth's medical degree (the UK's, South Africa's, New Zealand's, most of Africa's): none in the US
  { pattern: /\bMB\s?ChB\b/, order: 'day-first', weight: 1 },
  // Spelling a US text never uses
  {
    pattern: /\b(colour|haem\w*|paediatric\w*|anaemi\w*|oesophag\w*|centre|programme|tumour|oedema|diarrhoea|behaviour|anaesthe\w*)\b/i,
    order: 'day-first',
    weight: 1,
  },
  // Spanish labels and words: Spain and Latin America write the day first
  { pattern: /\b(paciente|fecha|nacimiento|edad|informe|m[ée]dico|diagn[óo]stico|servicio)\b/i, order: 'day-first', weight: 2 },
  // Italian, German, French, Portuguese, Dutch and Scandinavian labels: continental Europe writes the day first
  {
    pattern:
      /\b(nat[oa]\s+(il|a)|cognome|paziente|ricovero|data\s+di\s+nascita|geburtsdatum|patientin|aufnahme|entlassung|n[ée]e?\s+le|date\s+de\s+naissance|data\s+de\s+nascimento|geboortedatum|f[øo]dselsdato|f[öo]delsedatum|personnummer)\b/i,
    order: 'day-first',
    weight: 2,
  },
  // Polish, Czech, Malay and Indonesian labels and identifiers ('PESEL', 'Data urodzenia', 'Tarikh lahir', 'Datum
  // narození'), read with accents folded
  { pattern: /\b(pesel|urodzenia|pacjent(?:ka|a)?|tarikh|tanggal|pesakit|lahir|narozeni|rodne\s+cislo)\b/i, order: 'day-first', weight: 2 },
  // How the document writes its own dates: with dots between day and month ('12.03.1958'), which the US never does;
  // the day before the month's name ('23 maart 2026', '2 Jun 2026'), or after it ('March 23, 2026'), in any language
  { pattern: /\b(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:19|20)\d{2}\b/, order: 'day-first', weight: 2 },
  {
    pattern: new RegExp(
      String.raw`\b(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th|\.)?\s+(?:de\s+)?${MONTH}\.?,?\s+(?:de\s+)?(?:19|20)\d{2}\b`,
      'i',
    ),
    order: 'day-first',
    weight: 1,
  },
  {
    pattern: new RegExp(String.raw`\b${MONTH}\.?\s+(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b`, 'i'),
    order: 'month-first',
    weight: 1,
  },
  // US state and ZIP code, US phone, US programmes
  {
    pattern:
      /\b(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)\s+\d{5}(?:-\d{4})?\b/,
    order: 'month-first',
    weight: 2,
  },
  { pattern: /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/, order: 'month-first', weight: 1 },
  { pattern: /\b(Medicaid|SSN|CPT|ICD-10-CM)\b/, order: 'month-first', weight: 1 },
];

/** The date order the text shows; each cue counts once, each unambiguous date counts. */
export function readDateOrder(texts: readonly string[]): DateConvention {
  let day = 0;
  let month = 0;
  let dayDates = 0;
  let monthDates = 0;
  const seen = new Set<(typeof CUES)[number]>();
  for (const text of texts) {
    if (PRINT_STAMP.test(text)) continue;
    for (const m of text.matchAll(NUMERIC_DATE)) {
      const first = Number(m[1]);
      const second = Number(m[2]);
      if (first > 12 && first <= 31 && second >= 1 && second <= 12) {
        day += DATE_WEIGHT;
        dayDates += 1;
      } else if (second > 12 && second <= 31 && first >= 1 && first <= 12) {
        month += DATE_WEIGHT;
        monthDates += 1;
      }
    }
    const folded = /[^ -~]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
    for (const cue of CUES) {
      if (seen.has(cue) || !cue.pattern.test(folded)) continue;
      seen.add(cue);
      if (cue.order === 'day-first') day += cue.weight;
      else month += cue.weight;
    }
  }
  if (day === month) return NO_EVIDENCE;
  const order = day > month ? 'day-first' : 'month-first';
  const dated = order === 'day-first' ? dayDates > 0 : monthDates > 0;
  return { order, evidence: true, weight: Math.abs(day - month), ...(dated ? { dated: true as const } : {}) };
}

// A cue of weight 1 (a spelling, a phone's format, a month's name before its day) is one word of the author's habits.
const WEAK = 1;

/**
 * A note's date order within its document: its own where its text tells (a UK letter in a US packet), unless all it
 * has is a weak cue and no date of its own ('behaviour' in a US nurse's note) against a document that tells the
 * other way. A date the note writes unambiguously always tells its order.
 */
export function noteOrder(own: DateConvention, document: DateConvention): DateConvention {
  if (!own.evidence) return document;
  return document.evidence && !own.dated && (own.weight ?? 0) <= WEAK ? document : own;
}
