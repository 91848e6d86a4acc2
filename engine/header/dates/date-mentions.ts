// Every date a note prints, with what tells its meaning: the words that label it (before it in its cell, the cell
// before it, or the column head above it in a table), the sentence it sits in, and where it sits in the note (the
// header block, the body, the sign-off, a print or fax stamp, the page's running header).
import { findDates, findDayMonths, partsDate, runTogetherDate, type FoundDate } from '../../text/dates.ts';
import type { DateOrder } from '../../text/date-order.ts';
import type { LineCell, PageNumber, SourceSpan } from '../../types.ts';
import { lookupHeading } from '../../sections/dictionary.ts';
import { titleOf } from '../doc-types.ts';
import { isLabelToken, namesDate, SIGN_OFF_RE } from '../labels.ts';
import { sentencesOf } from '../sentences.ts';
import { splitPadded, type FieldLine } from '../read-fields.ts';
import { roleOfLabel } from './date-role.ts';

export type Zone = 'header' | 'body' | 'signoff' | 'stamp' | 'running';

export interface DateMention {
  iso: string;
  page: PageNumber;
  /** the line's place in the note (running header lines come first, negative) */
  line: number;
  zone: Zone;
  /** the words that label the date, '' when none do */
  label: string;
  /** how the label was printed: with a colon, as a column head, or as bare words before the date */
  labelForm: 'colon' | 'column' | 'words' | 'none';
  /** the sentence up to the date, when the date sits inside one */
  sentence: string | null;
  /** the words after the date in its cell, where a sentence goes on ('… am 02.05.2021 in der Ambulanz vorstellte') */
  after: string;
  /** the date as written: its line and characters */
  source: SourceSpan;
  /** the second date of a range ('Admitted: 3/1/2024 – 3/5/2024'): labelled by the range's label */
  rangeEnd?: true;
  /** a later date of a row of dates under one label (a cumulative report's columns): labelled by the row's label */
  inRow?: true;
}

// The header block is at most this many lines; the body starts earlier at the first heading or sentence.
const HEADER_MAX = 25;
// Where a running value row's label row may sit among the note's first lines.
const LABEL_ROW_LINES = 5;
// Lines after a signing line that still belong to the sign-off block ('Electronically signed by', name, date).
const SIGN_OFF_SPAN = 3;
const COLUMN_TOLERANCE = 60;
const MAX_LABEL_TOKENS = 6;
const FIELD_SEPARATOR = /^[·|•]$/;
// A line that stamps the page: fax transmissions (their sender, or sender and addressee), print and generation stamps,
// page counters. An addressee alone ('To: Medical OPD') heads a referral or a memo as one of its fields.
export const STAMP_LINE = /\bfax\b|\bfrom\s*:|\bpage\s*\d+\s*(of|\/)\s*\d+|\bp\.\s*\d{3}\b|->|\bprinted\b|\bprint\s+date\b|\bgenerated\b/i;
// A month name or a date cut off at the end of a line: the rest of the date is on the next line.
const CUT_DATE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*\d{0,2},?$|\b\d{1,2}[/-]$|\b\d{1,2}[/-]\d{1,2}[/-]$/i;
// A day and a month's name at a line's end, before the year the next line opens with ('Fecha: 3 de noviembre de' over
// '2026', 'Date : 3 mars', 'Datum: 3. März').
const BEFORE_YEAR = /^\s*(?:de|del|,)?\s*$/i;
const YEAR_OPENS = /^\s*\d{4}\b/;

function isCut(text: string, next: string, order: DateOrder): boolean {
  if (CUT_DATE.test(text)) return true;
  const last = findDayMonths(text, order).at(-1);
  return last !== undefined && BEFORE_YEAR.test(text.slice(last.index + last.length)) && YEAR_OPENS.test(next);
}

// What joins the two dates of a range, in the languages charts arrive in ('3/1/2024 – 3/5/2024', 'dal 2/2 al 6/2',
// Slovak, Czech and Polish 'od … do: …', Nordic 'til', 'tom'), a form's colon after it.
const RANGE = /^\s*(?:[-–—]|to|through|thru|until|till|til|tom|al|bis|au|a|hasta|tot|do)\s*:?\s*$/i;
// Words a date's value may open with, in the languages charts arrive in: 'on', 'il', 'am', 'le', 'el', 'del'.
const LEADING_PREPOSITION = /^(?:on|of|il|el|le|am|vom|del|de|du|dal)$/i;
// Three lower-case words before a date: the date sits in a sentence.
const LOWER_WORDS = /\b[a-z][a-z'’]+\b/g;

/** Every date in the note's lines and its first page's running lines, each with its label, sentence and zone. */
export function findDateMentions(lines: FieldLine[], running: FieldLine[], order: DateOrder = 'month-first'): DateMention[] {
  const zones = zonesOf(lines, order);
  const out: DateMention[] = [];
  // A banner's value row repeated on every page is set apart as running, while its label row may stay in the note.
  const labelRow = lines.slice(0, LABEL_ROW_LINES).find(isLabelRow);
  running.forEach((line, i) => {
    const above = running[i - 1];
    out.push(...mentionsIn(line, above && isLabelRow(above) ? above : labelRow, undefined, i - running.length, 'running', order));
  });
  lines.forEach((line, i) =>
    out.push(
      ...mentionsIn(
        line,
        lines[i - 1],
        lines[i + 1],
        i,
        zones[i] ?? 'body',
        order,
        lines.slice(Math.max(0, i - CAPTION_LINES), i).reverse(),
      ),
    ),
  );
  return out;
}

function isLabelRow(line: FieldLine): boolean {
  return splitPadded(line.cells).length >= 2 && !/\d/.test(line.text);
}

function zonesOf(lines: FieldLine[], order: DateOrder): Zone[] {
  let bodyFrom = Math.min(HEADER_MAX, lines.length);
  for (let i = 0; i < bodyFrom; i++) {
    const text = lines[i]?.text.trim() ?? '';
    const head = text.replace(/\s*:.*$/, '');
    // A title ('FOLLOW-UP VISIT') may read as a section heading; it belongs to the header block.
    if (titleOf(text) === null && (lookupHeading(head) !== null || (countLower(text) >= 5 && !/:/.test(text)))) bodyFrom = i;
  }
  const signOff = new Set<number>();
  lines.forEach((line, i) => {
    if (i < bodyFrom || !(SIGN_OFF_RE.test(line.text) || /^\s*(dictated|transcribed)\b/i.test(line.text))) return;
    for (let k = i; k <= i + SIGN_OFF_SPAN && k < lines.length; k++) signOff.add(k);
  });
  return lines.map((line, i) => {
    if (STAMP_LINE.test(line.text)) return 'stamp';
    if (signOff.has(i)) return 'signoff';
    const edge = lines[i - 1]?.page !== line.page || lines[i + 1]?.page !== line.page;
    if (edge && (isDateTimeAlone(line.text) || isTransmission(line.text, order))) return 'stamp';
    return i < bodyFrom ? 'header' : 'body';
  });
}

// A date and a time of day alone on a page's first or last line, outside a sign-off: what a printer or browser stamps
// on the page ('12/07/2019 14:26'), not when care happened. On a scan OCR may read specks beside it as a character
// or two, never as a word.
const DATE_TIME = /\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?/i;
const SPECKS = 4;

function isDateTimeAlone(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, '');
  return rest.length <= SPECKS && !/\p{L}{3}/u.test(rest);
}

// A fax machine's transmission line: it opens with the date and time of sending, then the sender's number or the page
// count ('Mar 09 2025 03:31PM  Lakeside PT  5095550162  page 4 of 5'), however OCR reads the rest. A chart's dated
// entry opens with a date and time too, but goes on in words, with no number or page count.
const TIME_AFTER = /^\s*,?\s*\d{1,2}:\d{2}/;
const SENDER_NUMBER = /(?:\d[\s-]?){7,}|\bp(?:age|g)?\.?\s*\d+\s*(?:of|\/)/i;

function isTransmission(text: string, order: DateOrder): boolean {
  const d = findDates(text, order)[0];
  if (!d || d.index > 2) return false;
  const rest = text.slice(d.index + d.length);
  return TIME_AFTER.test(rest) && SENDER_NUMBER.test(rest.replace(TIME_AFTER, ''));
}

// Web and mail addresses are lower case but no words of a sentence.
const ADDRESS = /\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)+\.(?:com|org|net|gov|edu|nhs|uk|us|io|example)\b\S*/gi;

function countLower(text: string): number {
  return text.replace(ADDRESS, ' ').match(LOWER_WORDS)?.length ?? 0;
}

function mentionsIn(
  line: FieldLine,
  prev: FieldLine | undefined,
  next: FieldLine | undefined,
  index: number,
  zone: Zone,
  order: DateOrder,
  above: FieldLine[] = [],
): DateMention[] {
  const cells = splitPadded(line.cells.length > 0 ? line.cells : [{ text: line.text, x: 0 }]);
  const out: DateMention[] = [];
  const boxOrder = prev ? partsOrder(prev.text) : null;
  cells.forEach((cell, c) => {
    const boxed = boxOrder ? boxedDates(cell.text, boxOrder) : [];
    const caption = boxed.length > 0 ? captionAbove(above, cell.x) : null;
    // A date cut at the line's end is read with the start of the next line.
    const tail = c === cells.length - 1 && next && isCut(cell.text, next.text, order) ? ` ${next.text.slice(0, 20)}` : '';
    const offset = Math.max(0, line.text.indexOf(cell.text));
    let before: { end: number; label: string; labelForm: DateMention['labelForm'] } | null = null;
    const head = prev ? columnHead(prev, cell) : null;
    const found = [
      ...findDates(cell.text + tail, order),
      ...runTogether(cell.text, order, cells[c - 1], head),
      ...boxed,
      ...digitBoxes(cell.text, head, order),
    ];
    // A row of captions labels the dates of the line under it; a caption alone ('Date') labels the one date of a line
    // whatever else shares it (a signer's scrawl OCR reads as marks).
    const row = prev && (cells.length === 1 || (isCaption(prev.text) && findDates(line.text, order).length === 1)) ? rowLabels(prev) : [];
    const sorted = found.filter((d) => d.index < cell.text.length).sort((x, y) => x.index - y.index);
    for (const [k, d] of sorted.entries()) {
      const start: typeof before = before;
      const rangeEnd: boolean = start !== null && RANGE.test(cell.text.slice(start.end, d.index));
      const rowLabel = row.length === sorted.length ? row[k] : undefined;
      // Dates under a row of captions each take their own caption, not the row's first.
      const inRow =
        start !== null && !rangeEnd && rowLabel === undefined && start.label !== '' && ROW_GAP.test(cell.text.slice(start.end, d.index));
      const labelled: Pick<DateMention, 'label' | 'labelForm'> =
        caption && boxed.includes(d)
          ? { label: caption, labelForm: 'column' }
          : (rangeEnd || inRow) && start
            ? start
            : labelOf(cell.text.slice(0, d.index), cells[c - 1], cell, prev, alone(line, cell, d) ? next : undefined, rowLabel);
      const { label, labelForm } = labelled;
      before = { end: d.index + d.length, label, labelForm };
      // A date cut at the line's end is shown by its start on this line.
      const end = offset + Math.min(d.index + d.length, cell.text.length);
      out.push({
        iso: d.iso,
        page: line.page,
        line: index,
        zone,
        label,
        labelForm,
        sentence: sentenceOf(line, prev, d.index, cell, d.length, c > 0 ? (cells[c - 1] ?? null) : undefined),
        after: afterDate(cell.text.slice(d.index + d.length), c === cells.length - 1 ? next : undefined),
        source: { page: line.page, line: line.text, start: offset + d.index, end },
        ...(rangeEnd ? { rangeEnd: true as const } : {}),
        ...(inRow ? { inRow: true as const } : {}),
      });
    }
  });
  return out;
}

// Where a clause after a date goes on over a line break: the line holds no stop after the date.
const STOP = /[.;!?:]/;

// A line that goes on a sentence: it opens in lower case.
const GOES_ON = /^\s*\p{Ll}/u;

/**
 * The words after a date in its cell, with the next line's up to its first stop where the clause runs on over the
 * break ('Die Patientin konnte am 09.09.2026 in gutem' over 'Zustand nach Hause entlassen werden.'): what the
 * clause says happened on the date may stand there. Where the date ends its line, only a next line that opens in
 * lower case goes on its clause (German and Dutch put the verb last: 'den wir am 19.10.2026' over 'erstmals ambulant
 * gesehen haben.'); a field's value ends there.
 */
function afterDate(after: string, next: FieldLine | undefined): string {
  if (!next || STOP.test(after)) return after;
  if (after.trim() === '' ? !GOES_ON.test(next.text) : !/\p{Ll}/u.test(after)) return after;
  const stop = STOP.exec(next.text);
  return `${after} ${stop ? next.text.slice(0, stop.index + 1) : next.text}`;
}

// What stands between the dates of a row: times, column rules and separators ('05.12.07 16:10 | 14.03.08 0910 |').
const ROW_GAP = /^[\s|:;,.\d]*$/;

// Eight digits standing alone: a date whose separators a scan lost ('PROCEDURE DATE: 03122024'), or a form's date
// written so ('YYYYMMDD'), when a date label stands before them or a column head naming a date over them ('9. DATE OF
// EXAMINATION' over '20130615'); an identifier's digits ('MRN: 03152024') are no date.
const EIGHT_DIGITS = /(?<![\d/.-])\d{8}(?![\d/.-])/g;

function runTogether(text: string, order: DateOrder, cellBefore: LineCell | undefined, head: string | null): FoundDate[] {
  const out: FoundDate[] = [];
  for (const m of text.matchAll(EIGHT_DIGITS)) {
    const iso = runTogetherDate(m[0], order);
    // The label before the digits in their cell, or the cell before when they open theirs.
    const own = text.slice(0, m.index).trim();
    const before = (own === '' ? (cellBefore?.text ?? '') : own).split(/\s+/).slice(-MAX_LABEL_TOKENS).join(' ');
    const labelled = /:$/.test(before) && roleOfLabel(before.slice(before.lastIndexOf(':', before.length - 2) + 1)) !== null;
    const headed = own === '' && head !== null && namesDate(head);
    if (iso && (labelled || headed)) out.push({ iso, index: m.index, length: m[0].length });
  }
  return out;
}

// Eight digits typed one a box, a space apart ('1 9 0 8 2 0 2 6'), a wider gap between the parts.
const DIGIT_BOXES = /(?<![\d/.:-]\s?)\d(?: {1,3}\d){7}(?!\s?[\d/.:-])/g;

/**
 * A date typed one digit a box under a column head that names it ('Fecha del servicio (DD MM AAAA)' over '1 9 0 8 2
 * 0 2 6'): its parts in the order the head names them, else year first where they make a day, else in the document's
 * order. Spaced digits under no date's head are a number's.
 */
function digitBoxes(text: string, head: string | null, order: DateOrder): FoundDate[] {
  if (!head || roleOfLabel(head) === null) return [];
  const out: FoundDate[] = [];
  for (const m of text.matchAll(DIGIT_BOXES)) {
    const digits = m[0].replace(/ /g, '');
    const named = partsOrder(head);
    const iso = named ? partsDate(digits.slice(0, 2), digits.slice(2, 4), digits.slice(4), named) : runTogetherDate(digits, order);
    if (iso) out.push({ iso, index: m.index, length: m[0].length });
  }
  return out;
}

// A row naming a date's parts over the boxes they are typed in: 'MM DD YY', 'DD MM YYYY', French 'JJ MM AAAA',
// German 'TT MM JJJJ'. The first of the three says the order.
const PART_NAMES = String.raw`(MM|DD|YY|YYYY|JJ|AAAA|AA|TT|JJJJ)`;
const PARTS_ROW = new RegExp(String.raw`\b${PART_NAMES}\s+${PART_NAMES}\s+${PART_NAMES}\b`);
// Two two-digit numbers and a year typed into boxes ('02 19 20', '11 03 1985').
const BOXED = /(?<![\d/.:,-])(\d{2}) {1,3}(\d{2}) {1,3}(\d{4}|\d{2})(?![\d/.:,-])/g;
// How far above the boxes their caption may sit (a table's caption over its 'From  To' and parts rows).
const CAPTION_LINES = 5;

function partsOrder(text: string): DateOrder | null {
  const first = PARTS_ROW.exec(text)?.[1];
  if (!first) return null;
  if (first === 'MM') return 'month-first';
  return /^(DD|JJ|TT)$/.test(first) ? 'day-first' : null;
}

function boxedDates(text: string, order: DateOrder): FoundDate[] {
  const out: FoundDate[] = [];
  for (const m of text.matchAll(BOXED)) {
    const iso = partsDate(m[1] ?? '', m[2] ?? '', m[3] ?? '', order);
    if (iso) out.push({ iso, index: m.index, length: m[0].length });
  }
  return out;
}

/** The caption of the box a date is typed in: the nearest cell above, at or left of it, whose words name a date. */
function captionAbove(above: FieldLine[], x: number): string | null {
  for (const line of above) {
    if (PARTS_ROW.test(line.text)) continue;
    const cell = splitPadded(line.cells)
      .filter((c) => c.x <= x + COLUMN_TOLERANCE)
      .sort((a, b) => b.x - a.x)[0];
    if (cell && roleOfLabel(cell.text) !== null) return cell.text;
  }
  return null;
}

/** Whether a date stands alone on its line: a form's filled-in line, whose caption may be printed under it. */
function alone(line: FieldLine, cell: LineCell, d: FoundDate): boolean {
  return (
    line.text.trim() === cell.text.trim() && cell.text.slice(0, d.index).trim() === '' && cell.text.slice(d.index + d.length).trim() === ''
  );
}

/**
 * The label of a date: the words just before it in its cell (back to a number or through an earlier label's colon),
 * the cell before it when that holds only words, the column head above it, or for a date alone on its line the
 * caption printed under it ('2026-10-05' over 'Date (AAAA-MM-JJ)'); the first of these that names a kind of date
 * ('F  08-16-2023' under 'DATE OF SURGERY' is labelled by the column), else the first there is.
 */
function labelOf(
  before: string,
  prevCell: LineCell | undefined,
  cell: LineCell,
  prevLine: FieldLine | undefined,
  nextLine?: FieldLine,
  rowLabel?: string,
): Pick<DateMention, 'label' | 'labelForm'> {
  const own = wordsBefore(before);
  const words = (label: string): Pick<DateMention, 'label' | 'labelForm'> => ({
    label,
    labelForm: /:\s*$/.test(label) ? 'colon' : 'words',
  });
  const head = prevLine ? columnHead(prevLine, cell) : null;
  // The cell before may hold another field's value and then this date's label with its colon ('Admission date:
  // 02/01/2024 Discharge date:' | '02/09/2024'): its last words, back to that value, are the label.
  const closing = prevCell && own === '' && /\d/.test(prevCell.text) && /:\s*$/.test(prevCell.text) ? wordsBefore(prevCell.text) : '';
  const candidates: Pick<DateMention, 'label' | 'labelForm'>[] = [
    // A label's words in any script ('Пријем:').
    ...(/\p{L}/u.test(own) ? [words(own)] : []),
    ...(prevCell && own === '' && !/\d/.test(prevCell.text) && prevCell.text.split(/\s+/).length <= MAX_LABEL_TOKENS
      ? [words(prevCell.text)]
      : []),
    ...(/\p{L}/u.test(closing) ? [words(closing)] : []),
    ...(head ? [{ label: head, labelForm: 'column' as const }] : []),
    ...(rowLabel ? [{ label: rowLabel, labelForm: 'column' as const }] : []),
    ...(nextLine && isCaption(nextLine.text) ? [{ label: nextLine.text.trim(), labelForm: 'column' as const }] : []),
  ];
  return candidates.find((c) => roleOfLabel(c.label) !== null) ?? candidates[0] ?? { label: '', labelForm: 'none' };
}

/** The words just before a date (back to a number, a field's separator or an earlier label's colon), its label's. */
function wordsBefore(before: string): string {
  const tokens = before
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  const taken: string[] = [];
  // The same day given first in another calendar, then in brackets ('Collected: 2082/05/01 (14/08/2025)', a Bikram
  // Sambat date): the label before both is the bracketed date's.
  if (tokens.at(-1) === '(' && isOtherCalendar(tokens.at(-2) ?? '')) tokens.splice(-2);
  for (let k = tokens.length - 1; k >= 0 && taken.length < MAX_LABEL_TOKENS; k--) {
    const token = tokens[k] ?? '';
    // A figure ends the label, and so does a dot, bar or bullet setting fields apart ('Requested by: Ivo Brandt, MD ·
    // Date of consultation:'): the words before it are another field's. One opening the cell marks a list's item.
    if (/\d/.test(token)) break;
    if (k > 0 && FIELD_SEPARATOR.test(token)) {
      // A rule straight before the date sets it apart from its own label ('Collected | 03/02/2019').
      if (taken.length > 0) break;
      continue;
    }
    taken.unshift(token);
    // An earlier label's colon governs the words after it ('Comparison: exam of 1/2/2022'); nothing before it does.
    if (taken.length > 1 && /:$/.test(token)) break;
  }
  // A value may open with a preposition ('Date of visit  on 3/4/2022', 'Data Incontro  il ...'): no label of its own.
  return ownLabel(taken).join(' ').replace(LEADING_PREPOSITION, '');
}

/** A date's figures that read as no day of ours (findDates leaves another calendar's years out). */
function isOtherCalendar(token: string): boolean {
  return /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/.test(token) && findDates(token).length === 0 && findDates(token, 'day-first').length === 0;
}

/**
 * A label its colon closes is the run of label words before the colon ('Examination: MRI lumbar spine with contrast
 * Date of examination:'): the words before that run are another field's value, which reads as a sentence.
 */
function ownLabel(tokens: string[]): string[] {
  if (!/:$/.test(tokens.at(-1) ?? '')) return tokens;
  let k = tokens.length;
  const labelWord = (t: string) => isLabelToken(t) || roleOfLabel(t) !== null;
  while (k > 0 && labelWord((tokens[k - 1] ?? '').replace(/:$/, ''))) k--;
  const own = tokens.slice(k);
  return k > 0 && own.length > 0 && roleOfLabel(own.join(' ')) !== null ? own : tokens;
}

// A row of captions is a few words, no figures and no sentence's stop inside it.
const ROW_WORDS = 10;

/**
 * The date labels of a row of captions that OCR read as one run of words ('Priority Date of consultation Date of
 * issue' over '[x] Urgent 14/03/2025 15/03/2025'), in order: the row cut before each word that says 'date' where
 * its labels open with it ('Date of issue', 'Fecha de emisión'), after each where they close with it ('Admission
 * date Discharge date'), as the row's last word shows. The k-th date of the line under it takes the k-th label when
 * the counts agree.
 */
function rowLabels(line: FieldLine): string[] {
  const text = line.text.trim();
  const tokens = text.split(/\s+/);
  // A stop inside a caption row is OCR's speck or an abbreviation's ('SIGNATURE. DATE'); one before a lower-case word
  // goes on a sentence.
  if (/\d/.test(text) || tokens.length > ROW_WORDS || /[.!?;]\s+\p{Ll}/u.test(text)) return [];
  const isDate = (t: string) => namesDate(t.replace(/[^\p{L}]/gu, ''));
  const last = isDate(tokens.at(-1) ?? '');
  const parts: string[][] = [[]];
  for (const t of tokens) {
    if (!last && isDate(t) && (parts.at(-1)?.length ?? 0) > 0) parts.push([]);
    parts.at(-1)?.push(t);
    if (last && isDate(t)) parts.push([]);
  }
  const labels = parts.map((p) => p.join(' ')).filter((p) => p.split(' ').some(isDate));
  // A signature's caption over the line it is signed and dated on ('Signature of Prescriber' over a scrawl and its
  // date) labels that date though it names none.
  if (labels.length === 0 && roleOfLabel(text) === 'signature') return [text];
  return labels.length > 0 ? labels : eventHeads(tokens);
}

// A column head in capitals, or a mark between heads ('UNIT / BED').
const HEAD_WORD = /^(?:[\p{Lu}\p{M}'’-]{2,}|[/#&|]+)$/u;

/**
 * A row of column heads that name each date's event without the word 'date' ('SOURCE COLLECTED RECEIVED REPORTED',
 * 'RECEIVED SEEN PRIORITY'), as a faxed or scanned table OCR reads as one run: each word of an event is a label, in
 * order, the other heads (a source, a priority) none. Every word must be a head in capitals or a capitalised label's
 * word, with no stop: words of a sentence ('Seen in clinic with her', '… after any hospital admission.') label nothing.
 */
function eventHeads(tokens: string[]): string[] {
  if (tokens.length < 2 || !tokens.every((t) => HEAD_WORD.test(t) || (isLabelToken(t) && /^\p{Lu}[\p{L}]*$/u.test(t)))) return [];
  const heads = tokens.filter((t) => isLabelToken(t) && roleOfLabel(t) !== null);
  // Two events at least: one label word over one date is as often a sentence's last words over a signed line.
  return heads.length >= 2 ? heads : [];
}

/**
 * A caption under a form's line: a few words, no figures, naming a date ('Date of issue', 'Date (AAAA-MM-JJ)', 'DOB');
 * a title under a dateline ('Follow-up visit') names none.
 */
function isCaption(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const role = roleOfLabel(text);
  return !/\d/.test(text) && words.length <= MAX_LABEL_TOKENS && role !== null && (role === 'birth' || namesDate(text));
}

// The number or letter a form gives its box before the caption ('9. DATE OF EXAMINATION', 'b. DATE').
const ITEM_NUMBER = /^\s*(?:\d{1,3}|[a-z])[.)]\s+/i;

/**
 * The cell of a label row straight above a value cell ('DATE OF SERVICE' over '02/09/2023'), without the number a
 * form gives its box. A row with other figures is a row of values, no heads.
 */
function columnHead(prevLine: FieldLine, cell: LineCell): string | null {
  const heads = splitPadded(prevLine.cells).map((h) => ({ ...h, text: h.text.replace(ITEM_NUMBER, '') }));
  if (heads.length < 2 || heads.some((h) => /\d/.test(h.text))) return null;
  const above = heads
    .filter((h) => Math.abs(h.x - cell.x) <= COLUMN_TOLERANCE)
    .sort((a, b) => Math.abs(a.x - cell.x) - Math.abs(b.x - cell.x))[0];
  return above?.text ?? null;
}

// A line that opens with a capitalised label and its colon ('Examen réalisé le : …') starts a field of its own: it
// goes on no sentence of the line above.
const LABEL_OPENS = /^\s*\p{Lu}[^:.!?\d]{0,40}:/u;
const TIME_WITH_WORD = /^\s*,?\s*\p{L}{1,5}\.?\s*\d{1,2}\s*[:.h]\s*\d{2}(?:\s*(?:uhr|hrs?|h|horas?))?(?![\p{L}\d])/iu;

/**
 * The sentence a date sits in, up to the date, when it sits in one: three lower-case words before it, or a sentence
 * going on after it ('Ultrasound 7/29/21 showed ...'). A sentence wrapped from the line before is read whole. A form's
 * columns hold no sentence across them: a date in a later cell reads back to its cell's start, or through the cell
 * before when it opens its own ('Date of Discharge:' beside it), never into the fields before that.
 */
function sentenceOf(
  line: FieldLine,
  prev: FieldLine | undefined,
  at: number,
  cell: LineCell,
  length: number,
  cellBefore?: LineCell | null,
): string | null {
  const offset = Math.max(0, line.text.indexOf(cell.text));
  const own = cell.text.slice(0, at);
  const inColumn = cellBefore !== undefined;
  let before = inColumn ? (own.trim() === '' && cellBefore ? `${cellBefore.text} ${own}` : own) : line.text.slice(0, offset + at);
  const wrapped =
    !inColumn &&
    prev &&
    !LABEL_OPENS.test(line.text) &&
    !/[.:!?]\s*$/.test(prev.text) &&
    countLower(prev.text) >= 3 &&
    (before.trim() === '' || /^[a-z]/.test(line.text.trim()) || countLower(before) > 0);
  if (wrapped) before = `${prev.text} ${before}`;
  const sentence = sentencesOf(before).pop() ?? before;
  // A time written with its word ('ore 09:40', 'godz. 13:40', 'um 10:12 Uhr', 'à 9h40', 'kl. 09.40') is the date's own.
  const after = cell.text.slice(at + length).replace(TIME_WITH_WORD, '');
  const goesOn =
    !/:\s*$/.test(before) && /^\s*(?:\d{1,2}:\d{2}\s*(?:am|pm)?\s*)?[,]?\s*[a-z]{2,}\b/.test(after) && !/^\s*(at|by)\b/i.test(after);
  return countLower(sentence) >= 3 || goesOn ? sentence : null;
}
