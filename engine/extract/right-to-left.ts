import type { TextBox } from '../types.ts';
import type { PlacedText } from './group-lines.ts';

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms).
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
// Letters and digits of the other scripts: a stretch of them reads left to right inside a right-to-left cell.
const LTR_CHAR = /[\p{L}\p{N}]/gu;
const LETTER = /\p{L}/gu;
// Whether a run holds any right-to-left letter at all: most cells hold none, and counting their letters would cost
// every line of every page an array of matches.
const ANY_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
// Shaped Arabic glyphs a text layer may give for its letters ('ﺔ' for 'ة'): read as the letters they draw.
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufefc]+/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const ltrCount = (text: string) => count(text, LTR_CHAR) - count(text, RTL_LETTER);

/** Whether a cell's runs hold more right-to-left letters than letters of the other scripts (figures go either way). */
export function isRightToLeft(runs: PlacedText[]): boolean {
  if (!runs.some((run) => ANY_RTL.test(run.text))) return false;
  let rtl = 0;
  let ltr = 0;
  for (const run of runs) {
    const letters = count(run.text, RTL_LETTER);
    rtl += letters;
    ltr += count(run.text, LETTER) - letters;
  }
  return rtl > ltr;
}

/**
 * A right-to-left cell's text in reading order, from its runs left to right as drawn, with their boxes in that order.
 * A text layer may give such a line a glyph at a time in visual order (pdf.js orders the text of a run, not the runs),
 * so the cell is read from its right: each run after the one to its right, but a stretch of left-to-right words or
 * figures ('2026/10/20', 'CT') in its own order. Presentation forms read as their letters, in the boxes too.
 */
export function readRightToLeft(runs: PlacedText[]): { text: string; boxes: TextBox[] } {
  const kinds = runs.map((run) => (count(run.text, RTL_LETTER) > 0 ? 'rtl' : ltrCount(run.text) > 0 ? 'ltr' : 'neutral'));
  const ordered: PlacedText[] = [];
  let i = runs.length - 1;
  while (i >= 0) {
    if (kinds[i] !== 'ltr') {
      ordered.push(runs[i] as PlacedText);
      i -= 1;
      continue;
    }
    // The stretch ends at this run (its rightmost) and reaches left over neutrals to its first left-to-right run.
    let start = i;
    for (let j = i - 1; j >= 0 && kinds[j] !== 'rtl'; j--) if (kinds[j] === 'ltr') start = j;
    for (let j = start; j <= i; j++) ordered.push(runs[j] as PlacedText);
    i = start - 1;
  }
  let text = '';
  let previous: PlacedText | null = null;
  const boxes: TextBox[] = [];
  for (const run of ordered) {
    const gap = previous ? Math.max(previous.x - (run.x + run.width), run.x - (previous.x + previous.width)) : 0;
    text = previous && gap > run.fontSize * 0.15 ? `${text} ${run.text.trim()}` : `${text}${run.text}`;
    previous = run;
    for (const box of run.boxes ?? []) boxes.push({ ...box, text: letters(box.text) });
  }
  return { text: letters(text.trim()), boxes };
}

const letters = (text: string) => text.replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'));
