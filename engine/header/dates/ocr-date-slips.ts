// A numeric date OCR misread on a scanned page: a separator read as a colon, a semicolon or a comma ('12.04:2025',
// '01/29:2026'), or one figure read for its look-alike so that a part of the date is no day, month or year any date
// has ('02.83.2026' for 02.03.2026, '05/12/2626' for 05/12/2026). A text layer prints what was typed, and a looser
// reading there only adds false dates, so only the lines of pages read by OCR are read this way (note-date.ts). Each
// repair puts one character for one, so every position in the line, and the evidence that cites it, holds.
import { findDates } from '../../text/dates.ts';
import { LOOK_ALIKE_FIGURES } from '../../text/edit-distance.ts';
import type { PageNumber } from '../../types.ts';
import { unslippedLabels } from '../ocr-label-slips.ts';
import type { FieldLine } from '../read-fields.ts';
import { roleOfLabel } from './date-role.ts';

// Only a date after a label and its colon is mended ('Date: 4/6:2026', 'examination: 89/15/2026'): a label says a
// date stands there. A fax machine's line opens with its own date ('11/62/2026 ©8131 … PAGE 2'), and a mended one
// would stand for the paper's.
// A day and a month with the separator they share, then the year after a mark OCR reads a stop, slash or dash as.
const YEAR_AFTER_SLIP = /(?<=\p{L}\.?\s?:\s{0,3})(\d{1,2})([./-])(\d{1,2})[:;,](\d{4})(?![\d])/gu;
// A day, a month and a four-figure year under one separator, which no date parser reads.
const NUMERIC = /(?<=\p{L}\.?\s?:\s{0,3})(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?![\d./-])/gu;
// A part no date has in either order: a day or month over 31, or a year no chart dates (text/dates.ts reads 1880 on).
const NO_DAY = 31;
const FIRST_YEAR = 1880;
const LAST_YEAR = new Date().getUTCFullYear() + 10;

/**
 * The lines as the date reader reads them: a line of a page read by OCR with its labels' slips (ocr-label-slips.ts)
 * and its dates' mended, its cells alike; every other line as printed.
 */
export function scannedAsRead(lines: FieldLine[], ocrPages: ReadonlySet<PageNumber> | undefined): FieldLine[] {
  if (!ocrPages || !lines.some((l) => ocrPages.has(l.page))) return lines;
  const mend = (text: string) => unslippedDates(dateLabelsRead(unslippedLabels(text)));
  return lines.map((line) => {
    if (!ocrPages.has(line.page)) return line;
    const text = mend(line.text);
    const cells = line.cells.map((c) => {
      const mended = mend(c.text);
      return mended === c.text ? c : { ...c, text: mended };
    });
    return text === line.text && cells.every((c, k) => c === line.cells[k]) ? line : { ...line, text, cells };
  });
}

// A word of four or five letters closed by its colon, a numeric date after it: where a paper labels its own date.
const WORD_BEFORE_DATE = /(?<![\p{L}\d])(\p{L}{4,5})(?=\s?:\s*\d{1,2}[./-]\d)/gu;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The text with a bare date label OCR misread by any one letter set right, where a date follows its colon ('pate:
 * 12/9/26', a handwritten 'D' read as 'p'): the field reader's mending (ocr-label-slips.ts) takes only the letters OCR
 * confuses most, but before a date's colon a word one letter from 'Date' is that label, where no other label word is.
 */
function dateLabelsRead(text: string): string {
  if (!text.includes(':')) return text;
  return text.replace(WORD_BEFORE_DATE, (word: string) => {
    if (roleOfLabel(word) !== null) return word;
    const found = new Set<string>();
    for (let i = 0; i < word.length; i++) {
      for (const c of LETTERS) {
        const candidate = word.slice(0, i) + c + word.slice(i + 1);
        if (candidate.toLowerCase() !== word.toLowerCase() && roleOfLabel(candidate) !== null) found.add(candidate);
      }
    }
    const [only] = found;
    return found.size === 1 && only !== undefined && roleOfLabel(only) === 'dated' ? only : word;
  });
}

/** The text with its dates' OCR slips set right, character for character; text it cannot mend as it was. */
export function unslippedDates(text: string): string {
  if (!/\d/.test(text)) return text;
  // One slip a date: a separator mended only where the date then reads as written.
  let out = text.replace(YEAR_AFTER_SLIP, (whole, first: string, mark: string, second: string, year: string) => {
    const mended = `${first}${mark}${second}${mark}${year}`;
    return !readsAsDate(whole) && readsAsDate(mended) ? mended : whole;
  });
  out = out.replace(NUMERIC, (whole, first: string, mark: string, second: string, year: string) =>
    readsAsDate(whole) ? whole : (figureRead([first, second, year], mark) ?? whole),
  );
  return out;
}

function readsAsDate(text: string): boolean {
  return findDates(text, 'month-first').length > 0 || findDates(text, 'day-first').length > 0;
}

/** Whether a part of a numeric date is one no date has, whatever its order: a day or month over 31, a year out of range. */
function impossible(part: string, k: number): boolean {
  return k === 2 ? Number(part) < FIRST_YEAR || Number(part) > LAST_YEAR : Number(part) > NO_DAY;
}

/**
 * The date with the one figure of its impossible part OCR read for a look-alike set right, where exactly one such
 * change makes a calendar date (in either order); null where none or several do, or where no part is impossible.
 */
function figureRead(parts: string[], mark: string): string | null {
  const wrong = parts.findIndex((p, k) => impossible(p, k));
  const part = parts[wrong];
  if (part === undefined || parts.some((p, k) => k !== wrong && impossible(p, k))) return null;
  const found = new Set<string>();
  for (let i = 0; i < part.length; i++) {
    for (const pair of LOOK_ALIKE_FIGURES) {
      if (pair[0] !== part[i]) continue;
      const mended = parts.map((p, k) => (k === wrong ? p.slice(0, i) + (pair[1] ?? '') + p.slice(i + 1) : p)).join(mark);
      if (readsAsDate(mended)) found.add(mended);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
