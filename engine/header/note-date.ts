import { findDates } from '../text/dates.ts';
import type { DateOrder } from '../text/date-order.ts';
import type { PageNumber, SourceSpan } from '../types.ts';
import { leavesCareDateBlank } from './dates/blank-field.ts';
import { findDateMentions, STAMP_LINE, type DateMention, type Zone } from './dates/date-mentions.ts';
import { entryHeadingAt, isSentence } from './entry-heading.ts';
import {
  encounterOfLabel,
  metAtFollowUp,
  namesLastVisit,
  namesOtherField,
  saysLast,
  roleInSentence,
  roleOfLabel,
  tellsStay,
  type DateRole,
} from './dates/date-role.ts';
import type { DocType } from './doc-types.ts';
import { scannedAsRead } from './dates/ocr-date-slips.ts';
import { papersListAt } from './dates/papers-list.ts';
import { yearlessVisits } from './dates/yearless-visits.ts';
import { isDateline, isLetter } from './letter.ts';
import { namesDate } from './labels.ts';
import { splitPadded, type FieldHit, type FieldLine } from './read-fields.ts';

export interface DatePick {
  iso: string;
  page: PageNumber;
  confidence: number;
  /** which of the note's dated events the date is */
  role: DateRole;
  source?: SourceSpan;
}

export interface RoledDate extends DateMention {
  role: DateRole;
  /** the role was read from the sentence the date sits in, not from a label ('she went home on …') */
  told?: true;
}

// Roles a label keeps even inside a sentence ('Electronically signed by Dr. Lund on 3/4/2022'), and the weaker ones
// a stamp line overrides (a fax line's 'Received: 3/4/22').
// A labelled date in the body ranks below every date of the header and the sign-off.
const BODY_LABEL = 0.3;
// ... unless the label says it is the date of this care ('Date of examination:', 'Visit date:'): above the report and
// signing dates and a date standing alone in the header, which says nothing of what it dates; below the header's
// labelled dates.
const BODY_DATE_LABEL = 0.6;
// ... and a date alone on a body line (a certificate's or letter's foot) below those.
const LONE_DATE = 0.25;
// The last visit a paper that is no visit's own names: below a labelled date of service and a visit a letter tells,
// above the paper's own date ('Date:', its dateline, its signing).
const LAST_VISIT = 0.8;
// Papers that report no visit of their own, unless they tell one today (a referral letter's 'I saw her today').
const NO_VISIT_OF_ITS_OWN: ReadonlySet<DocType> = new Set(['Other']);
const TODAY = /\b(?:today|this\s+morning|heute|hoy|aujourd.hui|oggi|hoje|vandaag|idag|dzisiaj)\b/i;
// A paper's receipt by whoever it was sent to, below every date of the paper's own.
const RECEIPT_STAMP = 0.2;
// Papers about a specimen, whose receipt by the lab is one of the care's events.
const SPECIMEN_PAPERS: ReadonlySet<DocType> = new Set(['Laboratory Report', 'Pathology Report']);
const LABELLED: ReadonlySet<DateRole> = new Set(['service', 'admission', 'discharge', 'dated']);

const DURING_STAY: ReadonlySet<DocType> = new Set(['Progress Note', 'Consultation', 'Nursing Note', 'Therapy Note']);

const LABEL_WINS: ReadonlySet<DateRole> = new Set(['birth', 'otherTime', 'stamp', 'transcription', 'signature', 'report', 'received']);
// When the paper was written up after the care: its report, signing or typing.
const WRITTEN_AFTER: ReadonlySet<DateRole> = new Set(['report', 'transcription', 'signature']);
const LATER_WINS: ReadonlySet<DateRole> = new Set(['unlabelled', 'visit', 'lastVisit']);
const STAMPED: ReadonlySet<DateRole | null> = new Set(['report', 'received', 'dated', null]);

/**
 * Every date of the note with its role, from its label, the sentence it sits in and its place in the note. A line of a
 * page read by OCR is read with its labels' and dates' slips mended (ocr-date-slips.ts), as the field reader reads it;
 * each date's source is still the line as printed.
 */
export function roleDates(
  lines: FieldLine[],
  running: FieldLine[],
  hits: FieldHit[],
  order: DateOrder = 'month-first',
  ocrPages?: ReadonlySet<PageNumber>,
): RoledDate[] {
  const cached = READ.get(lines);
  if (cached) return cached;
  const entry = openingEntry(lines);
  const printed = (m: DateMention) => (m.line >= 0 ? lines[m.line] : running[running.length + m.line])?.text ?? m.source.line;
  const mentions = findDateMentions(scannedAsRead(lines, ocrPages), scannedAsRead(running, ocrPages), order).map((m) =>
    ocrPages === undefined ? m : { ...m, source: { ...m.source, line: printed(m) } },
  );
  const dates = mentions.map((m) => {
    if (entry && m.zone !== 'stamp' && m.zone !== 'running' && m.line === entry.line && m.source.start === entry.dateAt)
      return { ...m, zone: 'header' as const, role: 'service' as const };
    const labelled = m.labelForm === 'none' ? stackedLabel(m, hits, order) : null;
    const mention = labelled ? { ...m, label: labelled, labelForm: 'column' as const } : m;
    return { ...mention, ...roleOf(mention) };
  });
  READ.set(lines, dates);
  return dates;
}

// Where a note may open with its entry's heading: under its letterhead, the patient's banner and a print stamp.
const ENTRY_LINES = 6;
const TABLE_CELLS = 4;

/**
 * The heading a note opens with when it is an entry of a dated list (a ward's notes printed one after another, a
 * clinic's consultation history): its date, time, kind and author ('09/03/2025 07:45 — Progress Note — Ann Lowe,
 * MD'; entry-heading.ts). It says when the entry was written, as a labelled date of service does, whatever banner
 * the page prints above it (the stay's admission date) and whatever words run on above it without a stop.
 */
function openingEntry(lines: FieldLine[]): { line: number; dateAt: number } | null {
  for (let i = 0; i < Math.min(ENTRY_LINES, lines.length); i++) {
    // A row of a table (four columns or more: an immunisation record's date, age, vaccine, site, batch, nurse) heads
    // no entry, though it opens with its date and ends with who gave it.
    const line = lines[i];
    const heading = line && splitPadded(line.cells).length < TABLE_CELLS ? entryHeadingAt(lines, i) : null;
    // Its words name the entry's kind or its author: a dateline OCR read specks beside ('October 28, 2026 —_— Ea') heads nothing.
    if (heading && /\p{L}{3}/u.test(heading.words)) return { line: i, dateAt: heading.dateAt };
    // Above it only stamps and short lines (a letterhead, a banner, a title): after a sentence the note has begun.
    const text = lines[i]?.text ?? '';
    if (isSentence(text) && !STAMP_LINE.test(text)) return null;
  }
  return null;
}

// The type and the date of a note both read its dates: one reading per note (its lines, with their running header
// and fields).
const READ = new WeakMap<FieldLine[], RoledDate[]>();

// A label the field reader paired with a value on the next line (stacked, or a table's label row).
function stackedLabel(m: DateMention, hits: FieldHit[], order: DateOrder): string | null {
  const hit = hits.find((h) => h.layout !== 'inline' && h.line + 1 === m.line && findDates(h.value, order).some((d) => d.iso === m.iso));
  return hit?.label ?? null;
}

function roleOf(m: DateMention): Pick<RoledDate, 'role' | 'told'> {
  const labelled = roleOfLabel(m.label);
  // A long label with its colon ('Date of physical examination/mental state examination:'), or a form's cell that
  // names a date ('on (date of examination)'), reads like words of a sentence but is the whole of what precedes the
  // date: a label.
  const ownCell = /\s{2,}$/.test(m.source.line.slice(0, m.source.start));
  // So is a label with its colon on a row of fields ('Client: Ann Roe Date of birth: 22 September 1961 Test date:'),
  // read back to the field before it: the lower-case words of the fields before make no sentence of it.
  // So is a form's caption over its date ('Date of statement / Dyddiad y datganiad' over '03/11/2026'), the whole of
  // the sentence read over the line break.
  const wholeLabel =
    labelled !== null &&
    (((m.labelForm === 'colon' || m.labelForm === 'column' || (ownCell && namesDate(m.label))) && m.sentence?.trim() === m.label.trim()) ||
      (m.labelForm === 'colon' && !isSentence(m.label)));
  const inSentence = m.sentence !== null && !wholeLabel;
  const role = labelRoleOf(m, labelled, inSentence);
  if (role !== null) return { role };
  // A stay told as a range ('she was an inpatient from … to …') ends at the discharge.
  if (m.rangeEnd && (labelled === 'admission' || tellsStay(m.sentence ?? '', m.after))) return { role: 'discharge', told: true };
  const told = roleInSentence(m.sentence ?? '', m.after, m.source.line.slice(m.source.start, m.source.end));
  return told === 'narrative' ? { role: told } : { role: told, told: true };
}

/** The role a date's label and place give it; null where the sentence it sits in says what it is. */
function labelRoleOf(m: DateMention, labelled: ReturnType<typeof roleOfLabel>, inSentence: boolean): DateRole | null {
  if (isPeriod(m, labelled)) return 'stamp';
  // A date in brackets after a name, or on a bulleted line, dates that item ('• Discharge Summary (02/01/2026)').
  if (/\(\s*$/.test(m.label) || /^\s*[•·▪*-]\s/.test(m.label)) return 'narrative';
  // A stay given as a range ends at the discharge (told in a sentence: see roleOf).
  if (m.rangeEnd && labelled === 'admission' && !inSentence) return 'discharge';
  // A field that names no date ('Age (Y/M/D)  26/05/21') holds something else that reads as one.
  if (labelled === null && m.labelForm !== 'words' && m.labelForm !== 'none' && namesOtherField(m.label)) return 'narrative';
  if ((m.zone === 'stamp' || m.zone === 'running') && STAMPED.has(labelled)) return 'stamp';
  // 'Date:' in a sign-off block ('Signature: ...', 'Name: ...', 'Date: ...') is when the note was signed.
  if (m.zone === 'signoff' && labelled === 'dated') return 'signature';
  // A label naming the last visit ('Date patient last seen', 'Date of last examination') names the visit a form
  // reports, where the paper has none of its own (scoreOf); inside a sentence, the sentence says.
  if (labelled === 'otherTime' && namesLastVisit(m.label) && (!inSentence || m.sentence?.trim() === m.label.trim())) return 'lastVisit';
  if (labelled === 'otherTime' && inSentence && saysLast(m.label)) return null;
  // ... but a follow-up or a return at which the sentence says the clinician met the patient is the visit told.
  if (labelled && LABEL_WINS.has(labelled) && !(labelled === 'otherTime' && inSentence && metAtFollowUp(m.sentence ?? ''))) return labelled;
  if (inSentence) return null;
  if (labelled) return labelled;
  if (m.zone === 'body' && standsAlone(m)) return 'report';
  return m.zone === 'signoff' ? 'signature' : m.zone === 'header' ? 'unlabelled' : 'narrative';
}

// A range a date opens ('01-Jan-2025 to 13-Oct-2025').
const RANGE_OPENS = /^\s*(?:[-–—]|to|through|thru|until|till|til|tom|al|bis|au|a|hasta|tot|do)\s*:?\s*\d/i;
// Words naming the span a print or an extract covers: a list of encounters or notes, a period, a filter.
const PERIOD_WORDS = /\b(?:encounters|visits|notes|period|periode|periodo|zeitraum|filter|range)\b/i;

/**
 * The span a print or an extract covers ('Consultation notes — filter: 01-Jan-2025 to 13-Oct-2025 · printed …',
 * 'ENCOUNTERS 02/01/2026 – 10/30/2026'): a range on a stamp or running line, or under a label naming a list or a
 * period, dates the print, no care. A stay given as a range (admitted to discharged) is a stay's.
 */
function isPeriod(m: DateMention, labelled: ReturnType<typeof roleOfLabel>): boolean {
  if (!(m.rangeEnd || RANGE_OPENS.test(m.after)) || labelled === 'admission' || labelled === 'discharge') return false;
  return m.zone === 'stamp' || m.zone === 'running' || PERIOD_WORDS.test(m.label.normalize('NFD').replace(/\p{M}/gu, ''));
}

// A place written before a date ('Lakeside, 03/06/2023'), as letters and certificates date themselves.
const PLACE_BEFORE = /^\p{Lu}[\p{L}\p{M} .'’-]*,$/u;
// ... or the formula a certificate closes with: where it was made, and the preposition its language writes before the
// date ('Fait à Cotonou, le', 'Dado en Lima, a', 'Fatto a Roma, il'). A letter's dateline with its preposition alone
// ('Créteil, le') heads a letter, which may report no care at all.
const MADE_AT = /^(?:fait|faite|done|made|issued|hecho|dado|expedido|fatto|rilasciato|feito|passado)\s+(?:à|a|at|in|en|em)\s+/i;
const DATE_PREPOSITION = /\s*\b(?:le|el|a|il|em|on|the)$/i;

/**
 * A date alone on its line, or after a place: the paper's own date (a certificate's or letter's foot), no event in it.
 * The stop that closes a dateline ('Salto, 23 de marzo de 2025.') is no word beside it.
 */
function standsAlone(m: DateMention): boolean {
  const { line, start, end } = m.source;
  const rest = `${line.slice(0, start)} ${line.slice(end).replace(/^\s*\.\s*$/, '')}`.trim();
  return (
    rest === '' ||
    PLACE_BEFORE.test(rest) ||
    (MADE_AT.test(rest) && PLACE_BEFORE.test(rest.replace(MADE_AT, '').replace(DATE_PREPOSITION, '')))
  );
}

// A letter's dateline in its own cell, beside the addressee: its place, and the preposition some languages write
// before the date ('Linz, am 23.09.2026', 'Nantes, le', 'Milano, il', 'Madrid, a', 'Oslo, den').
const DATELINE_CELL = /(?:^|\s{2,})(\p{Lu}[\p{L}\p{M} .'’-]*,\s*(?:am|le|il|el|a|den|op|em)?\s*)$/u;

/** A date after a place in its own cell of the line (the paper's dateline beside the addressee's name), nothing after it. */
function datesInItsCell(m: DateMention): boolean {
  const { line, start, end } = m.source;
  return line.slice(end).trim() === '' && DATELINE_CELL.test(line.slice(0, start));
}

/**
 * How well each role answers 'when was this visit': a labelled date of service first (for a discharge summary its
 * discharge date, for an admission its admission date), then a bare 'Date:', a visit a letter tells of (written after
 * the visit, so it beats the letter's own date), a date standing alone in the header, and last a specimen's receipt
 * in the lab, the report, transcription and signing dates, which follow the visit. Birth, stamps, other visits and narrative dates never.
 */
function scoreOf(d: RoledDate, docType: DocType, letter: boolean, specimen: boolean, ownVisit: () => boolean): number {
  const discharge = docType === 'Discharge Summary';
  // The last visit a paper names is the visit it reports where it is no visit's own record (a form, a letter to a
  // third party, a certificate): above its own date, signing and a visit it only mentions; in a visit's own note, or
  // one that tells a visit today, an earlier visit.
  if (d.role === 'lastVisit') return ownVisit() ? 0 : LAST_VISIT;
  const base: Partial<Record<DateRole, number>> = {
    service: 1,
    // A discharge date ends a stay: the note that names one is written at discharge, unless it labels its own visit.
    discharge: discharge ? 1.1 : 0.95,
    // A note written during a stay (a day's progress note, a consultation) prints the admission as background.
    admission: discharge ? 0.6 : DURING_STAY.has(docType) ? 0.7 : 0.9,
    dated: 0.75,
    visit: letter ? 0.95 : 0.7,
    unlabelled: 0.55,
    // A specimen reaches the lab after its collection, before the report: the nearest to the care of the paper's events.
    // Any other paper is received after it was written: a receipt stamp ranks below the paper's own dates.
    received: specimen ? 0.48 : RECEIPT_STAMP,
    report: 0.45,
    transcription: 0.42,
    signature: 0.4,
  };
  // A discharge told in a sentence dates a discharge summary written as a letter; in any other note it is history.
  if (d.role === 'discharge' && d.told) return discharge ? 0.95 : 0;
  // A date alone on a line of the body ranks below every labelled date: a table's wrapped cell prints one too.
  if (d.zone === 'body' && d.labelForm === 'none' && d.role === 'report') return LONE_DATE;
  const score = base[d.role] ?? 0;
  // The page's running header repeats a banner; the note's own header block says it first-hand.
  if (d.zone === 'running') return score - 0.05;
  // In the body a label names a result or a section ('Labs 3/1/2022:', 'IMAGING: CT 3/1/2022'), seldom this visit.
  if (d.zone !== 'body' || !LABELLED.has(d.role)) return score;
  return d.role === 'service' && namesDate(d.label) ? BODY_DATE_LABEL : BODY_LABEL;
}

function confidenceOf(d: RoledDate): number {
  if (LABELLED.has(d.role)) {
    if (d.zone === 'body') return 0.5;
    if (d.zone === 'running' || d.labelForm === 'words') return 0.85;
    return d.labelForm === 'column' ? 0.9 : 0.95;
  }
  if (d.role === 'visit' || d.role === 'lastVisit') return 0.8;
  return d.role === 'unlabelled' || d.role === 'report' || d.role === 'received' ? 0.6 : 0.5;
}

// 'a 71-year-old', '54 yo', '(42y)', 'Age: 61': a date that many years before the note's other dates is the birth date.
const AGE = /\b(\d{1,3})[-\s]?(?:years?|yrs?)[-\s]old\b|\b(\d{1,3})\s*(?:yo|y\/o|y\.o\.)|\((\d{1,3})\s*y\)|\bage\s*:?\s*(\d{1,3})\b/gi;

function birthsByAge(lines: FieldLine[], dates: RoledDate[]): Set<string> {
  const ages = new Set<number>();
  for (const line of lines) for (const m of line.text.matchAll(AGE)) ages.add(Number(m[1] ?? m[2] ?? m[3] ?? m[4]));
  const latest = dates.reduce((max, d) => (d.iso > max ? d.iso : max), '');
  const years = (from: string) => Number(latest.slice(0, 4)) - Number(from.slice(0, 4)) - (latest.slice(5) < from.slice(5) ? 1 : 0);
  return new Set(dates.filter((d) => [...ages].some((a) => a >= 3 && Math.abs(years(d.iso) - a) <= 1)).map((d) => d.iso));
}

// A booked time ('Appointment', 'Appt', 'Termin', 'Cita', 'Rendez-vous', 'Appuntamento', 'Afspraak'), read with accents folded.
const APPOINTMENT = /\b(appointment|appt|termin|cita|rendez|rdv|appuntamento|afspraak|agendamento)\b/i;
// The paper's own dates (its date, its writing, signing or typing), beside which a later booking is still to come.
const OWN_EVENTS: ReadonlySet<DateRole> = new Set(['dated', 'report', 'transcription', 'signature']);

/**
 * Appointments booked after a date the paper itself gives (its date, its writing, signing or typing): a visit to
 * come, which no paper can report on. An appointment alone (a booking letter) is the visit it books.
 */
function bookedToCome(dates: RoledDate[], own: RoledDate[]): Set<RoledDate> {
  // A visit the paper tells of after its own date is one to come, as a booking is; so is a date of service after the
  // date the paper gives itself in its header, sign-off or banner ('Date:', 'Review date': a review of an operation
  // requested, 'DOS 12/03/25', dated before it): no paper reports care that has not happened. A date alone in the
  // header is no such date (it may be a birth date), nor a 'Date:' in the body (an earlier operation's, quoted), nor
  // a report's or a signing date (a laboratory's paper reports one specimen before it takes the next).
  // The paper gives itself one date: a row of them ('Laboreingang Datum' over a cumulative report's columns) dates its items.
  const dated = own.filter((o) => o.role === 'dated' && OWN_ZONES.has(o.zone));
  const labelledOwn = new Set(dated.map((o) => o.iso)).size === 1 ? dated : [];
  return new Set(
    dates.filter(
      (d) =>
        ((isBooking(d) || d.role === 'visit') && own.some((o) => o.iso < d.iso)) ||
        (d.role === 'service' && labelledOwn.some((o) => o.iso < d.iso)),
    ),
  );
}

function isBooking(d: RoledDate): boolean {
  return d.role === 'service' && APPOINTMENT.test(d.label.normalize('NFD').replace(/\p{M}/gu, ''));
}

// Where a paper prints its own dates: its header, its sign-off, its running banner, and a field of its body ('Date/Time
// Added' over a column, 'Date:'). A date after bare words in the body dates what they name (a letter's enclosures:
// 'chest X-ray report 06/10/2026'), not the paper.
const OWN_ZONES: ReadonlySet<Zone> = new Set(['header', 'signoff', 'running']);
const FIELD_FORMS: ReadonlySet<DateMention['labelForm']> = new Set(['colon', 'column']);

/** The paper's own dates (its date, its writing, signing or typing; a date standing alone in the header, as a letter's dateline). */
function ownDates(dates: RoledDate[], births: Set<string | null>): RoledDate[] {
  return dates.filter(
    (d) =>
      (OWN_ZONES.has(d.zone) || FIELD_FORMS.has(d.labelForm)) &&
      (OWN_EVENTS.has(d.role) || (d.role === 'unlabelled' && (standsAlone(d) || datesInItsCell(d)))) &&
      !isBooking(d) &&
      !births.has(d.iso),
  );
}

// A list's own dates, best first: its labelled date ('Date prepared', 'Index date', 'Date:'), its dateline, when it was
// issued, typed or signed, and last when it was printed, which a list of papers prints as its own day.
const LIST_OWN: Partial<Record<DateRole, number>> = {
  dated: 0.75,
  unlabelled: 0.55,
  report: 0.45,
  transcription: 0.42,
  signature: 0.4,
  stamp: 0.35,
};
const UNLABELLED_STAMP = 0.05;
const HEAD_FIELD = 0.5;
const FOOT_ROLES: ReadonlySet<DateRole> = new Set(['dated', 'signature']);

/**
 * The date of a paper that lists other papers (papers-list.ts): the date it prints as its own (the conventions date a
 * cover or an index so), above the list's rows or in its running lines and sign-off. The dates its rows list are the
 * papers', a range or a care event in its head the period they cover, and a date told in a sentence (the patient's
 * authorisation, a request) another paper's: none of them dates the list. Null where it prints no date of its own.
 */
function listsOwnDate(read: RoledDate[], list: number, births: Set<string | null>): DatePick | null {
  let best: { d: RoledDate; score: number } | null = null;
  for (const d of read) {
    // Under the rows only a field of the list's own dates it (a custodian's or preparer's 'Date:' at its foot): the
    // rows' dates stand in their column.
    const own = d.line < list || d.zone === 'running' || d.zone === 'signoff' || (d.labelForm === 'colon' && FOOT_ROLES.has(d.role));
    // A label with its colon closes its own field however many words of the line run before it; a stamp's words are its own.
    const told = d.sentence !== null && d.labelForm !== 'colon' && d.labelForm !== 'column' && d.role !== 'stamp';
    // A field of the list's head with its colon names the list's own day whatever word the lexicon lacks ('Produced:',
    // 'Compiled:'), where its label names no other event.
    const field = d.line < list && d.labelForm === 'colon' && (d.role === 'narrative' || d.role === 'unlabelled') ? HEAD_FIELD : 0;
    const rank = Math.max(LIST_OWN[d.role] ?? 0, field);
    const alone = d.role !== 'unlabelled' || field > 0 || standsAlone(d) || datesInItsCell(d) || isDateline(d.source.line);
    const score = own && alone && !told && !d.rangeEnd && !RANGE_OPENS.test(d.after) && !births.has(d.iso) ? rank : 0;
    // On a stamp's line the print word labels the print date; another figure there that reads as a date (a statute's
    // section, a form's number) only stands on the line.
    const printed = d.role !== 'stamp' || roleOfLabel(d.label) === 'stamp' ? score : score - UNLABELLED_STAMP;
    if (printed > 0 && (!best || printed > best.score)) best = { d, score: printed };
  }
  return best ? { iso: best.d.iso, page: best.d.page, confidence: confidenceOf(best.d), role: best.d.role, source: best.d.source } : null;
}

/**
 * The note date: the best-placed date by role (see scoreOf), never the patient's date of birth (as read, labelled
 * anywhere in the note, or told by an age). An unlabelled or after-the-visit date comes with low confidence.
 */
export function pickNoteDate(note: {
  lines: FieldLine[];
  running: FieldLine[];
  hits: FieldHit[];
  docType: DocType;
  dob: string | null;
  order?: DateOrder;
  /** the pages read by OCR: their lines' slips are mended before their dates are read */
  ocrPages?: ReadonlySet<PageNumber>;
}): DatePick | null {
  const read = roleDates(note.lines, note.running, note.hits, note.order, note.ocrPages);
  const births = new Set([note.dob, ...read.filter((d) => d.role === 'birth').map((d) => d.iso), ...birthsByAge(note.lines, read)]);
  const list = papersListAt(note.lines);
  if (list >= 0) return listsOwnDate(read, list, births);
  const own = ownDates(read, births);
  // A visit told without its year takes it from the paper's own date: the first the paper prints (its dateline, with
  // the place it was written and its preposition: 'Nantes, le 20 mai 2021').
  const paper = [...own, ...read.filter((d) => d.zone === 'header' && !births.has(d.iso) && isDateline(d.source.line))];
  const dateline = paper.reduce<RoledDate | null>((first, d) => (first === null || d.line < first.line ? d : first), null);
  const yearless = dateline ? yearlessVisits(note.lines, dateline.iso, note.order ?? 'month-first') : [];
  const dates: RoledDate[] = [...read, ...yearless.map((m) => ({ ...m, role: 'visit' as const, told: true as const }))];
  const letter = isLetter(note.lines);
  const booked = bookedToCome(dates, own);
  // A date-of-care field left blank: when the paper was reported, signed or typed does not stand in for it.
  const blank = leavesCareDateBlank(note.lines, note.order ?? 'month-first');
  // A specimen's paper: typed so, or labelling its collection or its result's report beside the receipt.
  const specimen =
    SPECIMEN_PAPERS.has(note.docType) ||
    dates.some((d) => encounterOfLabel(d.label) === 'Laboratory Report' || roleOfLabel(d.label) === 'report');
  // Read only when a last visit is named: whether the paper is a visit's own record, or tells a visit today.
  let visitOfItsOwn: boolean | undefined;
  const ownVisit = () =>
    (visitOfItsOwn ??=
      !NO_VISIT_OF_ITS_OWN.has(note.docType) || note.lines.some((l) => TODAY.test(l.text.normalize('NFD').replace(/\p{M}/gu, ''))));
  let best: { d: RoledDate; score: number } | null = null;
  for (const d of dates) {
    const score = booked.has(d) || (blank && WRITTEN_AFTER.has(d.role)) ? 0 : scoreOf(d, note.docType, letter, specimen, ownVisit);
    if (score <= 0 || births.has(d.iso) || (best && score < best.score)) continue;
    // Of two dates standing alone in the header the later is the visit's: the earlier is a birth or an earlier event;
    // of two visits a letter tells of, the later is the one it reports; of a row of dates under one label (a
    // cumulative report's columns of earlier results), the latest is the report's own.
    const later =
      best !== null && best.d.role === d.role && d.iso > best.d.iso && (LATER_WINS.has(d.role) || (d.inRow && best.d.line === d.line));
    if (!best || score > best.score || later) best = { d, score };
  }
  return best ? { iso: best.d.iso, page: best.d.page, confidence: confidenceOf(best.d), role: best.d.role, source: best.d.source } : null;
}
