// A header label OCR misread on a scanned page: a look-alike figure for a letter ('D0B', '0.0.8.' for 'D.O.B.', 'Date
// 0f Birth'), one letter it takes for another ('Dale:' for 'Date:'), a field's colon or a surname's comma read as a
// semicolon ('Patient; Ann Roe', 'Member: ROE; JANE'), or a surname's comma read as a stop ('ROE. JANE'). A text layer
// has no such slips, and a looser match there only adds false readings, so only the lines of pages read by OCR are
// read this way (read-fields.ts). Each repair puts one character for one, so every position in the line, and the
// evidence that cites it, holds.
import { OCR_CONFUSED } from '../text/edit-distance.ts';
import { COURTESY } from '../text/names.ts';
import { classifyLabel, isLabelToken, isLexiconToken } from './labels.ts';

// Figures OCR reads for the letters they look like.
const LETTERS_OF: Record<string, string[]> = { '0': ['O', 'D'], '1': ['I', 'L'], '5': ['S'], '8': ['B'] };
// A token of letters with figures among them, or a dotted abbreviation of single characters ('0.0.8.'); a colon or
// stop may close it.
const MIXED = /^(?=[^:;,]*\p{L})[\p{L}0158]+$|^(?:[\p{L}0158]\.){2,}[\p{L}0158]\.?$/u;
const FIGURE = /[0158]/;
// At most this many figures are tried in one word (each has one or two letters it may stand for).
const MAX_FIGURES = 3;
// A word of letters that may be a label's with one of them misread: four letters at least (a shorter word is as often
// another word one letter away).
const LETTERS = /^\p{L}{4,}$/u;
const TOKEN = /\S+/gu;
const CLOSING = /[:;,.]+$/;
// The words between a label's word and its colon: label words, a few.
const LABEL_TAIL = /^((?:\s+[^\s:]+){0,3})\s*:/u;

/** The text with the label words OCR misread set right, character for character; text it cannot mend as it was. */
export function unslippedLabels(text: string): string {
  let out: string | null = null;
  for (const m of text.matchAll(TOKEN)) {
    const token = m[0];
    const word = token.replace(CLOSING, '');
    const semicolon = token[word.length] === ';' && token.length === word.length + 1 ? m.index + word.length : -1;
    if (semicolon >= 0 && semicolonMark(text, word, semicolon) !== null) {
      out ??= text;
      out = out.slice(0, semicolon) + semicolonMark(text, word, semicolon) + out.slice(semicolon + 1);
    }
    const stop = token === `${word}.` ? m.index + word.length : -1;
    if (stop >= 0 && surnameStop(text, word, stop)) {
      out ??= text;
      out = `${out.slice(0, stop)},${out.slice(stop + 1)}`;
    }
    if (word === '' || isLabelToken(word)) continue;
    const after = text.slice(m.index + word.length);
    const mended =
      MIXED.test(word) && FIGURE.test(word) ? figuresRead(word) : LETTERS.test(word) && closedByColon(after) ? letterRead(word) : null;
    if (mended === null) continue;
    out ??= text;
    out = out.slice(0, m.index) + mended + out.slice(m.index + word.length);
  }
  return out ?? text;
}

// A surname in capitals or in title case, and what a value's first word follows: a field's colon.
const CAPITALS = /^\p{Lu}[\p{Lu}'’-]+$/u;
const TITLE_CASE = /^\p{Lu}\p{Ll}[\p{Ll}'’-]*$/u;
const AFTER_COLON = /:\s*$/;
const GIVEN_NEXT = /^;\s\p{Lu}/u;
// The label a value follows: up to three words before its colon.
const LABEL_BEFORE = /((?:[\p{L}.#]+\s){0,2}[\p{L}.#]+)\s*:\s*$/u;
// After a surname's stop, given names and no more in the cell: a name and a middle name or initial, then the cell's
// end, the next column or the next field's label ('ROE. JANE A  11/02/1984', 'Roe. Jane A. DOB:'); a sentence goes on
// in lower case ('Seen today. Jane reports').
const GIVEN_TO_CELL_END = /^\.\s\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}(?:[\p{L}'’-]+|\.)?)?\.?(?:\s{2,}|\s*$|\s[\p{L}.]+:)/u;

// A title's own stop ('Mrs. Ann Roe', 'DR. KAY LUND') is no surname's comma.
const TITLE = new RegExp(String.raw`^(?:${COURTESY}|dr|prof)$`, 'iu');

/** Whether the text before a value's first word ends in a name's label and its colon ('Patient Name:'). */
function afterNameLabel(before: string): boolean {
  const label = LABEL_BEFORE.exec(before)?.[1];
  if (!label) return false;
  const words = label.split(/\s+/);
  return words.some((_, k) => classifyLabel(words.slice(k).join(' ')) === 'name');
}

/**
 * Whether a stop after a word is the comma between a surname and the given names that OCR read as a stop: a surname in
 * capitals opening its cell ('ROE. JANE A' under a row's 'Patient' label) or a name field's value ('Name: Roe. Jane'),
 * the given names alone after it. A heading's stop ('IMPRESSION. Stable angina'), a sentence's and a stop in another
 * field's value stay.
 */
function surnameStop(text: string, word: string, at: number): boolean {
  if (!GIVEN_TO_CELL_END.test(text.slice(at)) || isLabelToken(word) || TITLE.test(word)) return false;
  const before = text.slice(0, at - word.length);
  const opensCell = before.trim() === '' || /\s{2,}$/.test(before);
  return (CAPITALS.test(word) && opensCell) || ((CAPITALS.test(word) || TITLE_CASE.test(word)) && afterNameLabel(before));
}

/**
 * The mark a semicolon after a word stands for, where OCR read it for another: a capitalised label word's colon
 * ('Patient; Ann Roe'), or the comma after a surname in capitals that opens a field's value ('Member: ROE; JANE').
 * Null for a semicolon that is one (a list's, a sentence's).
 */
function semicolonMark(text: string, word: string, at: number): ':' | ',' | null {
  // A label opens its line or cell, or follows another label word; a credential closing a name ('Kay Lund, MD;') is none.
  const before = text.slice(0, at - word.length);
  const opens = before.trim() === '' || /\s{2,}$/.test(before) || isLabelToken(before.trim().split(/\s+/).pop() ?? '');
  if (/^\p{Lu}/u.test(word) && isLabelToken(word)) return opens ? ':' : null;
  const opensValue = AFTER_COLON.test(before);
  const surname = CAPITALS.test(word) || (TITLE_CASE.test(word) && afterNameLabel(before));
  return opensValue && surname && GIVEN_NEXT.test(text.slice(at)) ? ',' : null;
}

/** A word whose figures, read as the letters they look like, make a label word ('D0B'); a word of figures is none. */
function figuresRead(word: string): string | null {
  const figures = [...word].filter((c) => FIGURE.test(c)).length;
  if (figures > MAX_FIGURES) return null;
  const upper = !/\p{Ll}/u.test(word);
  let tries = [''];
  for (const c of word) {
    const options = LETTERS_OF[c] ?? [c];
    tries = tries.flatMap((t) => options.map((o) => t + (upper ? o : o.toLowerCase())));
  }
  return tries.find((t) => isLexiconToken(t)) ?? null;
}

/** Whether a colon closes the label a word starts or ends, with label words between at most. */
function closedByColon(after: string): boolean {
  const m = LABEL_TAIL.exec(after);
  if (!m) return false;
  const between = (m[1] ?? '').trim();
  return between === '' || between.split(/\s+/).every((w) => isLabelToken(w));
}

/** A word one of whose letters, read as the letter OCR confuses it with, makes exactly one label word ('Dale'). */
function letterRead(word: string): string | null {
  const found = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    const c = word[i] ?? '';
    const lower = c.toLowerCase();
    for (const pair of OCR_CONFUSED) {
      if (pair[0] !== lower) continue;
      const other = pair[1] ?? '';
      const candidate = word.slice(0, i) + (c === lower ? other : other.toUpperCase()) + word.slice(i + 1);
      if (isLexiconToken(candidate)) found.add(candidate);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
