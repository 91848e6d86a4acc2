import type { DocLine } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { isLabelRow, isSentence, opensWithDate } from '../header/entry-heading.ts';

// How far under a note's start its first entry's date may stand: under the head (a ministry's or a clinic's name, the
// card's caption, the patient's fields).
const HEAD_LINES = 12;
// How many lines under an entry's date its text is looked for.
const TEXT_LINES = 6;

interface MarginDate {
  day: string;
  /** the date stands alone on its line (a time at most after it), not before the place or the entry's first words */
  alone: boolean;
}

// A sentence that runs on to the next line: it ends in a word in small letters, a comma or a colon ('... may return to
// work on', '... it reads in part:').
const RUNS_ON = /(?:(?<![\p{L}])\p{Ll}+|[,:])\s*$/u;

/**
 * The date line i opens with, in the margin of a list of dated entries ('24/02/2026 District Hospital OPD', '05/08/2026'):
 * not the end of a sentence wrapped onto it ('... colonoscopy of' over '25/03/2025.'), nor a row of values under a row
 * of labels ('Fecha de nacimiento  Edad' over '23/01/1997  29').
 */
function marginDate(lines: readonly DocLine[], i: number): MarginDate | null {
  const text = lines[i]?.text ?? '';
  if (!opensWithDate(text)) return null;
  const above = lines[i - 1];
  if (
    above !== undefined &&
    above.page === lines[i]?.page &&
    ((isSentence(above.text) && RUNS_ON.test(above.text)) || isLabelRow(above.text))
  )
    return null;
  const date = findDates(text)[0];
  if (!date) return null;
  return { day: date.iso, alone: !/\p{L}{2}/u.test(text.slice(date.index + date.length)) };
}

/**
 * Whether the entry dated at line i has its text under it, on its page: a sentence before the next line that opens with
 * a date. (A log's rows, one line each, are dated one under the other with nothing between them.)
 */
function textUnder(lines: readonly DocLine[], i: number): boolean {
  const page = lines[i]?.page;
  for (let k = i + 1; k <= i + TEXT_LINES; k++) {
    const line = lines[k];
    if (line === undefined || line.page !== page || opensWithDate(line.text)) return false;
    if (isSentence(line.text)) return true;
  }
  return false;
}

/**
 * Whether an entry of a hand-held record (a health passport, an outpatient card, a continuation sheet) opens at line i:
 * its line opens with a date, alone or before the place or the entry's first words, its text under it, and the note
 * that runs on (from line `from`) opened its own first entry right under its head (no sentence above it) the same way
 * on the same page, on another day, its text under it too (a record dated so on the next page is another paper's: a
 * dental chart's rows under a GP's consultation list). The signature between two such entries is a scrawl OCR reads as
 * nothing a reader knows, and the date carries no label: that the list dates each entry so is what says one ends and
 * the next begins.
 */
export function marginEntry(lines: readonly DocLine[], i: number, from: number): boolean {
  const here = marginDate(lines, i);
  if (here === null || !textUnder(lines, i)) return false;
  for (let k = from; k < i && k <= from + HEAD_LINES; k++) {
    const first = marginDate(lines, k);
    // The first entry stands under the note's head, before any of its text: a date further down is in the text.
    if (first === null && isSentence(lines[k]?.text ?? '')) return false;
    if (first === null) continue;
    const samePage = lines[k]?.page === lines[i]?.page;
    return samePage && first.alone === here.alone && first.day !== here.day && textUnder(lines, k);
  }
  return false;
}
