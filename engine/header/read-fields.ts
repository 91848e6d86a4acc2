import type { LineCell, PageNumber } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { nameFromLabelValue, namePartOf } from '../text/names.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import { matchTitle } from './doc-types.ts';
import { classifyLabel, isLabelToken, labelOnly, namePart, type LabelKind } from './labels.ts';
import { unslippedLabels } from './ocr-label-slips.ts';

export interface FieldLine {
  page: PageNumber;
  text: string;
  cells: LineCell[];
}

export type FieldLayout = 'inline' | 'table' | 'next-line';

export interface FieldHit {
  kind: LabelKind;
  label: string;
  value: string;
  page: PageNumber;
  /** position of the line the label is on, within the lines given */
  line: number;
  layout: FieldLayout;
}

// A value cell under a table header label must start within this many points of the label.
const COLUMN_TOLERANCE = 60;
// Where a text run pads its columns with spaces ('NAME        DOB'), columns are placed this many points per character.
const CHAR_WIDTH = 5;
const MAX_LABEL_TOKENS = 5;

/**
 * Pairs labels with values by layout: on one line (with or without a colon, several per line), as a table (a row of
 * labels over a row of values, matched by column position) and as a label stacked over its value. Labels are
 * recognised by meaning (labels.ts), so unfamiliar spellings are read too; without a colon a label counts only when
 * the value after it has the shape its kind needs (a date for a date, a capitalised name for a name).
 */
export function readFields(lines: FieldLine[], ocrPages?: ReadonlySet<PageNumber>): FieldHit[] {
  // Arrays this hot are built by push, not map: optimised code makes map's arrays of another kind (holey) than the
  // interpreter does, and each switch deoptimised this reader and its callers.
  const readings: LineReading[] = [];
  const rows: LineCell[][] = [];
  for (const line of lines) {
    // A line of a page read by OCR is read with its labels' slips mended (ocr-label-slips.ts); a text layer's as printed.
    const reading = ocrPages?.has(line.page) === true ? scannedReadingOf(line) : readingOf(line);
    readings.push(reading);
    rows.push(reading.row);
  }
  const hits: FieldHit[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const cells = rows[i] ?? [];
    const next = rows[i + 1];
    if (!line) continue;
    // A row of labels over a row of values is read first: its words may read like a title ('DATE OF PROCEDURE').
    if (next && next.length > 0 && isLabelRow(cells, next) && !isLabelRow(next) && !startsWithLabel(next)) {
      hits.push(...tableHits(cells, next, line.page, i));
      i += 1;
      continue;
    }
    const reading = readings[i];
    if (!reading) continue;
    // A title line ('PT Progress Note') is not a label and its value.
    if ((reading.title ??= matchTitle(line.text) !== null)) continue;
    const stacked = next && cells.length === 1 ? stackedHit(cells[0]?.text ?? '', next, line.page, i) : null;
    if (stacked && next) {
      hits.push(stacked);
      // The value row may carry fields of its own beside the value ('Paula Privati      Geb. 22.06.1935').
      if (next.length > 1 && startsWithRun(next[1]?.text ?? '')) {
        for (const hit of inlineHits(next.slice(1))) hits.push({ ...hit, page: line.page, line: i + 1 });
      }
      i += 1;
      continue;
    }
    reading.inline ??= inlineHits(cells);
    for (const hit of reading.inline) {
      const value = hit.kind === 'name' && next ? unwrapped(hit.value, cells, next) : hit.value;
      hits.push({ ...hit, value, page: line.page, line: i });
    }
  }
  return hits;
}

// A cell on the next line stands under a cell of this one when it starts within this many points of it.
const SAME_START = 4;
const BROKEN_WORD = /\p{L}-$/u;
const WRAPPED_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u;

/**
 * A name its cell is too narrow for goes on under the cell ('Ms. Ida Rose' over 'Brook', 'Mon-' over 'tero'): the
 * next line is the cells' own second line when every cell of it starts under a cell of this line and none is a label
 * or opens a field. A word broken at a hyphen is joined. Whole words are joined as a line wraps them: only where the
 * column to the right leaves no room for the first of them on the line above, and only a name's words (an address or
 * a clinic under the name is no part of it; 'Female' under a short name is another field).
 */
function unwrapped(value: string, row: LineCell[], next: LineCell[]): string {
  const below = next.filter((c) => c.text.trim() !== '');
  if (below.length === 0 || below.length >= row.length) return value;
  const under = (c: LineCell) => row.findIndex((r) => Math.abs(r.x - c.x) <= SAME_START);
  const k = row.findIndex((c) => c.text.trimEnd().endsWith(value));
  const cell = row[k];
  const more = below.find((c) => under(c) === k)?.text.trim() ?? '';
  if (!cell || more === '' || below.some((c) => under(c) < 0)) return value;
  // Words under a cell that opens with its label stand under the label: a heading or the next line, not the name's end.
  const right = row[k + 1];
  const firstWord = more.split(' ')[0] ?? '';
  const noRoom = right !== undefined && cell.x + (cell.text.trimEnd().length + 1 + firstWord.length) * CHAR_WIDTH > right.x;
  const broken = BROKEN_WORD.test(value) && /^\p{Ll}+$/u.test(more);
  // The cell may hold its label before the value ('Paciente: Ana María de la Cruz' over 'Villanueva'), where the
  // words under it are no section's heading ('Vitals'), which a label's cell stands over as often.
  const ownCell = cell.text.trim() === value || (cell.text.trim().endsWith(value) && lookupHeading(more) === null);
  const words = ownCell && noRoom && WRAPPED_WORDS.test(more);
  // The costlier readings last: only a line that may continue the cell is read for labels.
  if ((!broken && !words) || below.some((c) => labelOnly(c.text) !== null || startsWithRun(c.text))) return value;
  if (broken) return value.slice(0, -1) + more;
  return matchTitle(more) === null && namePartOf(more) !== null ? `${value} ${more}` : value;
}

/**
 * What a line says on its own, whatever lines are read with it: its columns, whether it is a title, its inline
 * fields. The segmenter, the header reader and the identity check read the same lines of a job in several windows,
 * so each line's is worked out once and kept with its cells (and let go with them).
 */
interface LineReading {
  text: string;
  row: LineCell[];
  title?: boolean;
  inline?: InlineHit[];
}
type InlineHit = Omit<FieldHit, 'page' | 'line'>;

const readings = new WeakMap<LineCell[], LineReading>();

function readingOf(line: FieldLine): LineReading {
  const known = readings.get(line.cells);
  if (known?.text === line.text) return known;
  const reading = { text: line.text, row: splitPadded(line.cells) };
  readings.set(line.cells, reading);
  return reading;
}

// The readings of scanned lines with their labels mended, kept apart: the segmenter reads the same lines as printed.
const scannedReadings = new WeakMap<LineCell[], LineReading>();

function scannedReadingOf(line: FieldLine): LineReading {
  const known = scannedReadings.get(line.cells);
  if (known?.text === line.text) return known;
  const cells = line.cells.map((c) => {
    const text = unslippedLabels(c.text);
    return text === c.text ? c : { ...c, text };
  });
  const reading = { text: line.text, row: splitPadded(cells) };
  scannedReadings.set(line.cells, reading);
  return reading;
}

/** Cells of a line, with runs padded by runs of spaces split into their columns. */
export function splitPadded(cells: LineCell[]): LineCell[] {
  // Fill-in lines ('Patient: ________Doe, Jane') are blanks, not part of the value.
  const out: LineCell[] = [];
  for (const c of cells) {
    const cell = c.text.includes('___') ? { ...c, text: c.text.replace(/\s*_{3,}\s*/g, ' ').trim() } : c;
    if (!/\S\s{2,}\S/.test(cell.text)) out.push(cell);
    else for (const m of cell.text.matchAll(/\S+(?: \S+)*/g)) out.push({ text: m[0], x: cell.x + (m.index ?? 0) * CHAR_WIDTH });
  }
  return out;
}

/**
 * A row of column labels: short cells without digits, most of them labels the lexicon reads. Labels it does not
 * know ('EMPI', 'Rendering Provider') may fill the rest when the row below holds values in as many columns.
 */
function isLabelRow(cells: LineCell[], below: LineCell[] = []): boolean {
  if (cells.length < 2 || cells.some((c) => /\d/.test(c.text) || !looksLikeLabel(c.text))) return false;
  let labels = 0;
  for (const c of cells) if (labelOnly(c.text) !== null) labels += 1;
  const valuesBelow = below.length >= cells.length - 1 && below.some((c) => /\d/.test(c.text));
  return labels >= 2 && (labels >= 0.75 * cells.length || (valuesBelow && labels >= 0.5 * cells.length));
}

/** A cell that could be a column label: a few words starting with a capital or a label the lexicon reads ('dob'), not a sentence. */
function looksLikeLabel(text: string): boolean {
  return text.trim().split(/\s+/).length <= 6 && text.length <= 40 && (!/^\s*[a-z]/.test(text) || labelOnly(text) !== null);
}

function startsWithLabel(cells: LineCell[]): boolean {
  const first = cells[0]?.text ?? '';
  return /^[^:]{1,40}:/.test(first) && labelOnly(first.slice(0, first.indexOf(':'))) !== null;
}

function tableHits(labels: LineCell[], values: LineCell[], page: PageNumber, i: number): FieldHit[] {
  const sameCount = labels.length === values.length;
  const used = new Set<LineCell>();
  return labels.flatMap((cell, k) => {
    const label = labelOnly(cell.text);
    if (!label) return [];
    const value = sameCount
      ? values[k]
      : values
          .filter((v) => !used.has(v) && Math.abs(v.x - cell.x) <= COLUMN_TOLERANCE)
          .sort((a, b) => Math.abs(a.x - cell.x) - Math.abs(b.x - cell.x))[0];
    if (!value) return [];
    used.add(value);
    return [{ kind: classifyLabel(label) ?? 'other', label, value: value.text, page, line: i, layout: 'table' as const }];
  });
}

function stackedHit(text: string, next: LineCell[], page: PageNumber, i: number): FieldHit | null {
  const label = labelOnly(text);
  if (!label || startsWithLabel(next) || isLabelRow(next)) return null;
  const kind = classifyLabel(label) ?? 'other';
  // The first cell under the label is its value; the cells beside it hold other fields, read on their own.
  const value = next.length > 1 && startsWithRun(next[1]?.text ?? '') ? (next[0]?.text.trim() ?? '') : cellsText(next).trim();
  const colon = /[:#]\s*$/.test(text);
  // Without a colon, a label stands in capitals ('Date of Service'); 'patient.' ending a sentence is prose.
  if (!colon && (kind === 'other' || !/^\p{Lu}/u.test(text.trim()) || !fits(kind, value, label))) return null;
  return { kind, label, value, page, line: i, layout: 'next-line' };
}

/** The cells' texts joined as a line's text joins them (extract/group-lines.ts), built without an array between. */
function cellsText(cells: LineCell[]): string {
  let text = cells[0]?.text ?? '';
  for (let k = 1; k < cells.length; k++) text += `  ${cells[k]?.text ?? ''}`;
  return text;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

interface Run {
  cell: number;
  start: number;
  end: number;
  /** where the value starts: after the run and its colon, dash or '#' */
  valueStart: number;
  label: string;
  separator: boolean;
  prose: boolean;
}

// A word's letters may carry an apostrophe, as Uzbek's 'o‘' and 'g‘' do ('Tug‘ilgan sanasi').
const TOKEN = /\p{L}(?:[\p{L}\p{M}'’‘ʻ]|[./](?=\p{L}))*\.?|#|&|[^\s\p{L}#&]+/gu;
const SEPARATOR = /^\s*(?:[:=]|[-–—](?=\s))\s*/;
const CONNECTIVE = /^(of|and|&|the|on|at|de|del|la|el|y|i|di|della|der|des|vom|von|und|du|le|et|en)$/i;

// A word in capitals and the next in title case ('… MEDICAL GROUP Name:'): a label prints its words in one case, so
// a letterhead in capitals OCR ran into a label in title case (a faxed page's two cells read as one line) ends there.
// An abbreviation after a title-case word stays the label's ('Patient DOB').
const CAPITALS_WORD = /^\p{Lu}{2,}$/u;
const TITLE_WORD = /^\p{Lu}\p{Ll}+$/u;

function capitalsEnd(word: Token | undefined, next: Token): boolean {
  return word !== undefined && CAPITALS_WORD.test(word.text) && TITLE_WORD.test(next.text);
}

const NUMBER_WORD = /^(?:no|nr|n[°º]|num|number)\.?$/i;

/** Whether a word stands right before a number's label and its colon as that number's kind ('OPD No:'). */
function qualifies(word: Token | undefined, label: Token | undefined, text: string): boolean {
  return (
    word !== undefined &&
    label !== undefined &&
    word.end + 1 === label.start &&
    /^\p{Lu}[\p{L}.]*$/u.test(word.text) &&
    /^\s*:/.test(text.slice(label.end))
  );
}

function candidateRuns(text: string, cell: number): Run[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) tokens.push({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  const runs: Run[] = [];
  let k = 0;
  while (k < tokens.length) {
    if (!isLabelToken(tokens[k]?.text ?? '') || CONNECTIVE.test(tokens[k]?.text ?? '')) {
      k += 1;
      continue;
    }
    let j = k;
    for (;;) {
      const next = tokens[j + 1];
      if (next === undefined || j + 1 - k >= MAX_LABEL_TOKENS) break;
      if (isLabelToken(next.text) && /^\s*$/.test(text.slice(tokens[j]?.end ?? 0, next.start)) && !capitalsEnd(tokens[j], next)) {
        j += 1;
        continue;
      }
      // A comma joins the parts of a name's label ('Nom, prénom', 'Name, Vorname', 'Овог, нэр'): the run so far and the
      // word after it both name a name's part, so the label asks for the whole name, surname first (labels.ts).
      const after = tokens[j + 2];
      const run = text.slice(tokens[k]?.start ?? 0, tokens[j]?.end ?? 0);
      const part = after === undefined ? null : namePart(after.text);
      if (
        next.text === ',' &&
        part !== null &&
        namePart(run) !== part &&
        classifyLabel(after?.text ?? '') === 'name' &&
        classifyLabel(run) === 'name'
      ) {
        j += 2;
        continue;
      }
      break;
    }
    let last = j;
    while (last > k && CONNECTIVE.test(tokens[last]?.text ?? '')) last -= 1;
    // A number's label alone takes the word before it, which says whose number it is ('OPD No:', 'Ward Nr:'), though
    // the lexicon does not know that word: a name before it ends there.
    if (k > 0 && last === k && NUMBER_WORD.test(tokens[k]?.text ?? '') && qualifies(tokens[k - 1], tokens[k], text)) k -= 1;
    const first = tokens[k];
    const end = tokens[last]?.end ?? 0;
    const before = tokens[k - 1];
    const sep = SEPARATOR.exec(text.slice(end));
    if (first) {
      runs.push({
        cell,
        start: first.start,
        end,
        valueStart: end + (sep?.[0].length ?? 0),
        label: text.slice(first.start, end),
        // A dash marks a label only at the start of a cell ('D/C date - 2/9/2022'); inside a value it is a dash.
        separator: (sep !== null && (/[:=]/.test(sep[0]) || first.start === 0)) || text.slice(end).trimStart().startsWith('#'),
        // 'Reason for Consultation:' and 'was seen on': a label word after a lower-case word is prose or a heading.
        // A line opening in lower case ('imaging on 2/3/2022 was ...') continues a sentence.
        // 'Kessler, PT - Physical Therapy': an abbreviation after a name and its comma is a credential.
        prose:
          (before !== undefined && /^\p{Ll}[\p{Ll}'’]*$/u.test(before.text) && !isLabelToken(before.text)) ||
          // 'OUT-PATIENT CASE PAPER', 'In-patient': a word a hyphen joins to the one before is part of a compound.
          /\p{L}-$/u.test(text.slice(Math.max(0, first.start - 2), first.start)) ||
          (cell === 0 && before === undefined && /^\p{Ll}/u.test(first?.text ?? '')) ||
          (/^[A-Z]{2,4}$/.test(first.text) && /[A-Z][a-z'’]+,\s*$/.test(text.slice(0, first.start))) ||
          // 'File Name', 'Product Name': a word of its own before a name label says whose name it is, not the patient's.
          // (A label word before it would be in the run; a lower-case word is prose above.) A word after an earlier
          // field's colon is that field's value ('Surname: ROE Forename: JANE'), not a word of this label.
          (before !== undefined &&
            before.end + 1 === first.start &&
            !FIELD_COLON.test(text.slice(0, before.start)) &&
            /^\p{Lu}\p{L}*$/u.test(before.text) &&
            !capitalsEnd(before, first) &&
            text[before.end] === ' ' &&
            !isLabelToken(before.text) &&
            classifyLabel(text.slice(first.start, end)) === 'name'),
      });
    }
    k = j + 1;
  }
  return runs;
}

const TRAILING_SEPARATORS = /[\s,;|·•]+$/;
// An earlier field's label and its colon on the line ('Surname:'), not a time's ('12:15').
const FIELD_COLON = /\p{L}\s*:(?!\d)/u;

function inlineHits(cells: LineCell[]): InlineHit[] {
  const hits: InlineHit[] = [];
  const consumed = new Set<number>();
  cells.forEach((cell, c) => {
    if (consumed.has(c)) return;
    const text = cell.text;
    const runs = candidateRuns(text, c);
    // Decided right to left: a label's value ends where the next accepted label begins.
    const accepted: { run: Run; kind: LabelKind; value: string }[] = [];
    let valueEnd = text.length;
    for (let r = runs.length - 1; r >= 0; r--) {
      const run = runs[r];
      if (!run) continue;
      let value = text.slice(run.valueStart, valueEnd).trim();
      let usesNext = false;
      const nextCell = cells[c + 1];
      if (
        value === '' &&
        valueEnd === text.length &&
        run.valueStart >= text.trimEnd().length &&
        nextCell &&
        !startsWithRun(nextCell.text)
      ) {
        // The next cell may end in the next field's label ('Ann Roe UHID / Patient ID:'): the value stops there, and
        // the cell is read again for that field.
        const within = labelWithin(nextCell.text);
        value = within === null ? nextCell.text.trim() : beforeLabel(nextCell.text.slice(0, within));
        usesNext = within === null;
      } else if (valueEnd < text.length) {
        value = beforeLabel(value);
      }
      const kind = classifyLabel(run.label) ?? 'other';
      // 'PATIENT'S CONDITION RELATED TO': a possessive label names something of the patient's in the words after it.
      const possessive = !run.separator && /['’]s$/i.test(run.label);
      const ok = run.prose ? run.separator : run.separator || (!possessive && fits(kind, value, run.label));
      if (!ok) continue;
      if (usesNext) consumed.add(c + 1);
      accepted.unshift({ run, kind: run.prose ? 'other' : kind, value });
      valueEnd = run.start;
    }
    for (const a of accepted) {
      // A banner sets its fields apart by bars, dots or bullets ('ROE, JANE · DOB …'): none is the value's.
      hits.push({ kind: a.kind, label: a.run.label, value: a.value.replace(TRAILING_SEPARATORS, '').trim(), layout: 'inline' });
    }
  });
  return hits;
}

/** Where a label with its colon starts inside a cell, after some value ('Ann Roe  Patient ID:'); null when none does. */
function labelWithin(text: string): number | null {
  const run = candidateRuns(text, 0).find((r) => r.start > 0 && r.separator && !r.prose && /:/.test(text.slice(r.end, r.valueStart)));
  return run ? run.start : null;
}

// A label given two ways ('UHID / Patient ID:', 'Age / Sex:'): the word before the slash is the label's too.
const LABEL_ALTERNATIVE = /\s*[\p{L}.#]+\s*\/\s*$/u;

/** A value cut where the next label begins, without that label's first alternative. */
function beforeLabel(value: string): string {
  return value.replace(LABEL_ALTERNATIVE, '').trim();
}

function startsWithRun(text: string): boolean {
  const run = candidateRuns(text, 0)[0];
  return (
    run !== undefined &&
    run.start === 0 &&
    (run.separator || fits(classifyLabel(run.label) ?? 'other', text.slice(run.valueStart), run.label))
  );
}

/** Whether a value has the shape a label of this kind needs when no colon marks the label. */
function fits(kind: LabelKind, value: string, label: string): boolean {
  const v = value.replace(/^(on|of|il|el|le|am|vom|del|de)\s+/i, '').trim();
  if (v === '') return false;
  if (kind === 'name') {
    // 'PT' over 'Physical Therapy Daily Note': a title is no one's name.
    if (matchTitle(v) !== null) return false;
    // A field that asks for one part of the name ('Cognome  Rossi', and 'Nome  Anna' beside it) holds a word or a few.
    const part = namePart(label) === 'surname' || namePart(label) === 'given' || /^(nome|name|nombre|pr[ée]nom)$/i.test(label.trim());
    const name = part ? namePartOf(v) : nameFromLabelValue(v);
    return name !== null && name.split(/[\s,]+/).every((w) => w === '' || /^\p{Lu}/u.test(w));
  }
  if (kind === 'other') return /^[A-Z0-9-]*\d/.test(v);
  const date = findDates(v.slice(0, 40))[0];
  return date !== undefined && date.index <= 2;
}
