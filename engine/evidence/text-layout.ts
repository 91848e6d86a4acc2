import { z } from 'zod';
import { pageNumber, type DocLine, type PageText, type Rect, type TextLine } from '../types.ts';
import type { LineRects } from './places.ts';
import { displayRects } from './place-span.ts';
import { lineRects } from './span-rects.ts';

/** A word of a line and its rectangle on the page as displayed: characters [start, end), then x, y, w, h in points. */
export type WordBox = [start: number, end: number, x: number, y: number, w: number, h: number];

/**
 * Where each line of a note's text (NoteResult.text split at line breaks) stands: its page and its words' boxes.
 * A caller keeps it with the note's text and passes both back as an earlier report (priorReports), so a passage
 * copied from that report can be shown in the report's own original document.
 */
export interface TextLayoutLine {
  page: number;
  words: WordBox[];
}

export const textLayoutSchema = z.array(
  z.object({
    page: z.number().int().positive(),
    words: z.array(z.tuple([z.number().int(), z.number().int(), z.number(), z.number(), z.number(), z.number()])),
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
    const words = [...line.text.matchAll(/\S+/g)].flatMap((m): WordBox[] => {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const rect = displayRects(page, rectsOf(start, end))[0];
      return rect ? [[start, end, rect.x, rect.y, rect.w, rect.h]] : [];
    });
    return { page: line.page, words };
  });
}

/** The rectangles of characters of a line of an earlier report, from its layout: the union of the words they touch. */
export function layoutRects(layout: TextLayoutLine[]): LineRects {
  return (line, start, end) => {
    const at = layout[line];
    if (!at) return null;
    const touched = at.words.filter(([s, e]) => s < end && e > start);
    if (touched.length === 0) return { page: pageNumber(at.page), rects: [] };
    return { page: pageNumber(at.page), rects: [union(touched.map(([, , x, y, w, h]) => ({ x, y, w, h })))] };
  };
}

function union(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: Math.round((right - x) * 10) / 10, h: Math.round((bottom - y) * 10) / 10 };
}
