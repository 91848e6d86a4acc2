import { CREDENTIALS } from '../audit/credentials.ts';
import { findDates } from '../text/dates.ts';
import { isLabelToken, labelOnly, namesDate } from './labels.ts';

// A word as printed: letters with their accents, apostrophes and hyphens inside it ('Sláinte', 'follow-up', 'don't').
const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’-][\p{L}\p{M}\p{N}_]+)*/gu;
// A word of prose in the Latin script: lower case throughout, two letters or more ('été', 'kabineti', 'follow-up').
const PROSE_WORD = /^(?=\p{Script=Latin})\p{Ll}[\p{Ll}\p{M}'’-]+$/u;

// A word of prose of four letters or more: prose has one; OCR's specks from a scanned rule, a stamp or a logo come as
// pieces of two or three ('ny Ta ei oV rd elo Be a Te Se es').
const LONG_PROSE_WORD = /^(?:\p{Ll}\p{M}*['’-]?){4}/u;

/**
 * A line of prose: several lower-case words, one of them four letters long or more. A word is read whole with its
 * accents: read as ASCII, a name or a letterhead in Irish, Welsh, Azerbaijani or French fell into lower-case pieces
 * ('Seirbhíse' into 'se', 'Mərkəzi' into 'rk' and 'zi'), which counted as prose.
 */
export function isSentence(text: string): boolean {
  let words = 0;
  let long = false;
  for (const [w] of text.matchAll(WORD)) {
    if (!PROSE_WORD.test(w)) continue;
    words += 1;
    long ||= LONG_PROSE_WORD.test(w);
    if (words >= 4 && long) return true;
  }
  return false;
}

// Before reading its dates (the costly part), a line that may head an entry: a figure first, or a month's name before
// one ('Jan 13, 2026'), or a time at its end, or a date in figures beside a clinician's name.
const MAY_OPEN_WITH_DATE = /^[^\p{L}\p{N}]*(?:\d|\p{L}{3,9}\.?\s+\d)/u;
const MAY_END_WITH_TIME = /\d[:.h]?[0-5]\d\s*(?:hrs?|h|[ap]\.?\s?m\.?)?(?:\s+[a-z]{2,4})?\s*$/i;
// Or a date in figures on a line that names a clinician ('Office Visit - 03/04/2025 Ivo Brandt, MD').
const NUMERIC_DATE = /\d[./-]\d{1,2}[./-]\d/;

/** Whether a line opens with a date (nothing but punctuation before it). */
export function opensWithDate(text: string): boolean {
  if (!MAY_OPEN_WITH_DATE.test(text)) return false;
  const date = findDates(text)[0];
  return date !== undefined && !/[\p{L}\p{N}]/u.test(text.slice(0, date.index));
}

// A time written with an entry's date ('08:40', '0840 hrs', '03:15 PM', '3:15 p.m.'); figures; a label with its value after it ('FROM: ...',
// 'Location: Bay 2'); a person named as a clinician: an honorific before the name, credentials after it, or a role in
// brackets ('Tessa Lyle (RN)').
const TIME = /\b(?:[01]?\d|2[0-3])[:.h]?[0-5]\d(?:\s*(?:hrs?|h|[ap]\.?\s?m\.?)(?!\w)|\b)/gi;
// A session's heading may close on the span of time it took ('13:00–13:25', '9:30 AM - 10:15 AM'): its start is the
// entry's time (the date reader may have taken the start with the date, leaving the span's end).
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:.h][0-5]\d\s*(?:hrs?|h|[ap]\.?\s?m\.?)?`;
const TIMED_END = new RegExp(String.raw`^\s*(?:(?:at\s+)?${CLOCK}(?:\s*[-–—]\s*${CLOCK})?|[-–—]\s*${CLOCK})\s*$`, 'i');
// A record system prints its time zone after the entry's time ('01/05/2025 06:30 CST'): the time still closes the heading.
const TIME_ZONE = /(?<=\d\s*(?:[AaPp]\.?\s?[Mm]\.?)?)\s+[A-Z]{2,4}\s*$/;
const NUMBER = /\d+(?:[.,/-]\d+)*/g;
const FIELD = /[\p{L}.)]\s*:\s*[\p{L}\p{N}]/u;
const CLINICIAN_NAMED = new RegExp(
  String.raw`\b(?:Dr|Dra|Doctor|Prof)\b\.?\s+\p{Lu}|\p{Lu}[\p{L}'-]+\s+\p{Lu}[\p{L}'-]+\s*\([^)]{1,30}\)|${CREDENTIALS.source}`,
  'u',
);

// A heading does not end in a small word leading into its date ('... signed by Dr Roe on', 'Firmato ... il'): that is a
// sentence or a stamp. Nor does a row of values under a row of column labels head an entry ('Visit date  Referrer'
// over '27/10/2026  Dr Rossi').
const LEADS_INTO_DATE = /(?:^|\s)\p{Ll}{1,3}\s*$/u;
const LABEL_ROW_WORDS = 8;
// The author straight after the date: a name, not a bracket naming who did what the line tells ('Laparoscopic
// appendicectomy 10/11/2026 (Dr Roe)' in a summary's list of procedures).
const AUTHOR_AFTER = /^\s*[-–—|·]?\s*\p{Lu}/u;
// A past participle before the date (English, Romance, German): an act done to the note, not the kind of an entry.
const ACT_DONE = /\p{L}(?:ed|é|ée|ato|ito|ado|ido|iert)\W*$/iu;
const KIND_WORDS = 4;
// A number's field ('Order no. 5521', 'Arzt-Nr. 4711', 'Ref #A-17') in a padded run before the date: the row is a row
// of fields, and the run straight before the date is that date's label, whether the label lexicon knows it or not.
const NUMBER_FIELD = /(?:\b(?:no|nr|num|n[°º])\.?|#)\s*:?\s*[\p{L}-]*\d/iu;

function numberedFieldBefore(before: string): boolean {
  const runs = before.trim().split(/\s{2,}/);
  return runs.length >= 2 && NUMBER_FIELD.test(runs.slice(0, -1).join(' '));
}

/** Whether a line reads as a row of column labels: no figures, a few words, half of them or more label words. */
export function isLabelRow(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => w !== '' && /\p{L}/u.test(w));
  if (/\d/.test(text) || words.length === 0 || words.length > LABEL_ROW_WORDS || isSentence(text)) return false;
  return words.filter((w) => isLabelToken(w)).length * 2 >= words.length;
}

/** Line i as an entry's heading (readEntryHeading), unless it is a row of values under a row of column labels. */
export function entryHeadingAt(lines: readonly { text: string; page: number }[], i: number): EntryHeading | null {
  const line = lines[i];
  const above = lines[i - 1];
  const entry = line ? readEntryHeading(line.text) : null;
  return entry && !(above !== undefined && above.page === line?.page && isLabelRow(above.text)) ? entry : null;
}

export interface EntryHeading {
  /** where the entry's date starts on the line */
  dateAt: number;
  /** the heading's words without the date and time: the kind of encounter, its author */
  words: string;
  /** the heading names a clinician (the entry's author) */
  author: boolean;
}

/**
 * A line that heads an entry of a dated list (a clinic's consultation history, continuation sheets, a ward's notes):
 * it opens with the date, or ends with the date and the time of the entry ('Ward round 12/06/2025 08:15') or names its
 * kind before the date and its author after it ('Office Visit - 03/04/2025 Ivo Brandt, MD'), and the
 * rest is a short heading (the kind of encounter, its author, a time): no sentence, no field's label, no second date
 * and no row of figures (a results or billing table's row has several). Such a line is the entry's header as a
 * labelled date of service is a visit's. (A date closing a line without a time is a letter's place and date, or a
 * stamp's.)
 */
export function readEntryHeading(text: string): EntryHeading | null {
  if (!MAY_OPEN_WITH_DATE.test(text) && !MAY_END_WITH_TIME.test(text) && !(NUMERIC_DATE.test(text) && CLINICIAN_NAMED.test(text)))
    return null;
  const date = findDates(text)[0];
  if (!date) return null;
  const before = text.slice(0, date.index);
  const after = text.slice(date.index + date.length);
  // Before its date a heading names the entry; a label names the date ('Requested 05/01/2019 10:00', 'Arrival date').
  // A few words, no comma: more is a table's row ('report.pdf  Letter  ROE, Ann (Referrer)  06-Jul-2021 11:45').
  const labelled = labelOnly(before) !== null || namesDate(before) || numberedFieldBefore(before);
  // Its words, not the dashes between them nor a figure ('Well Child Check — 24 Month').
  const kind = before
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const named = kind.length <= KIND_WORDS && !before.includes(',') && /\p{L}{3}/u.test(before);
  // After its date a heading ends in the entry's time, or names the entry's author ('Phone Call - 03/11/2025 Ann Lowe,
  // RN'); an act done to the note ('Reviewed 03/05/2025 Ivo Brandt, MD') stamps it and heads nothing.
  const timed = TIMED_END.test(after.replace(TIME_ZONE, ''));
  const closes = timed || (AUTHOR_AFTER.test(after) && CLINICIAN_NAMED.test(after) && !ACT_DONE.test(before.trim()));
  if (!opensWithDate(text) && (!closes || LEADS_INTO_DATE.test(before) || labelled || !named)) return null;
  const words = `${before} ${timed ? '' : after}`.replace(TIME, ' ');
  const figures = words.match(NUMBER)?.length ?? 0;
  if (!/\p{L}{2}/u.test(words) || FIELD.test(words) || figures > 1 || isSentence(words) || findDates(words).length > 0) return null;
  return { dateAt: date.index, words: words.replace(/\s+/g, ' ').trim(), author: CLINICIAN_NAMED.test(words) };
}
