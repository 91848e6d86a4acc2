import { z } from 'zod';
import { pageNumber, type DocLine, type PageText, type Rect, type TextLine } from '../types.ts';
import type { LineRects } from './places.ts';
import { displayRects } from './place-span.ts';
import { lineRects } from './span-rects.ts';

/** Numbers per word in TextLayoutLine.words: characters [start, end) of the line, then x, y, w, h in points. */
export const WORD_NUMBERS = 6;

/**
 * Where each line of a note's text (NoteResult.text split at line breaks) stands: its page and its words' boxes on
 * the page as displayed, six numbers a word (start, end, x, y, w, h: one flat array a line, which keeps the result
 * small). A caller keeps it with the note's text and passes both back as an earlier report (priorReports), so a
 * passage copied from that report can be shown in the report's own original document.
 */
export interface TextLayoutLine {
  page: number;
  words: number[];
}

export const textLayoutSchema = z.array(
  z.object({
    page: z.number().int().positive(),
    words: z.array(z.number()).refine((w) => w.length % WORD_NUMBERS === 0, 'six numbers a word: start, end, x, y, w, h'),
  }),
);

/** The layout of a note's lines, from the page lines they were read from (none found: no words placed). */
export function layoutOf(
  lines: DocLine[],
  textLines: (TextLine | undefined)[],
  pageOf: (line: DocLine) => PageText | undefined,
): TextLayoutLine[] {
  return lines.map((line, i) => {
    const placed = textLines[i];
    const page = pageOf(line);
    if (!placed || !page) return { page: line.page, words: [] };
    const rectsOf = lineRects(placed);
    // Written straight into the flat array: a note's words are thousands, an array each was most of this stage's garbage.
    const words: number[] = [];
    for (const m of line.text.matchAll(/\S+/g)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const rect = displayRects(page, rectsOf(start, end))[0];
      if (rect) words.push(start, end, rect.x, rect.y, rect.w, rect.h);
    }
    return { page: line.page, words };
  });
}

/** The rectangles of characters of a line of an earlier report, from its layout: the union of the words they touch. */
export function layoutRects(layout: TextLayoutLine[]): LineRects {
  return (line, start, end) => {
    const at = layout[line];
    if (!at) return null;
    const touched: Rect[] = [];
    for (let k = 0; k + WORD_NUMBERS <= at.words.length; k += WORD_NUMBERS) {
      const [s = 0, e = 0, x = 0, y = 0, w = 0, h = 0] = at.words.slice(k, k + WORD_NUMBERS);
      if (s < end && e > start) touched.push({ x, y, w, h });
    }
    return { page: pageNumber(at.page), rects: touched.length > 0 ? [union(touched)] : [] };
  };
}

function union(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: Math.round((right - x) * 10) / 10, h: Math.round((bottom - y) * 10) / 10 };
}
