import type { PageNumber, Place, Rect } from '../types.ts';
import type { LineWord } from './find-words.ts';

/** The rectangles of characters [start, end) of a line of some text, and its page; null when it has no place. */
export type LineRects = (line: number, start: number, end: number) => { page: PageNumber; rects: Rect[] } | null;

/** The places of words found in lines: one rectangle per line they cover (from the first to the last on it). */
export function placesOfWords(words: LineWord[], lineRects: LineRects, report?: string): Place[] {
  const lines = new Map<number, { start: number; end: number }>();
  for (const w of words) {
    const span = lines.get(w.line);
    lines.set(w.line, span ? { start: Math.min(span.start, w.start), end: Math.max(span.end, w.end) } : { start: w.start, end: w.end });
  }
  const found = [...lines].flatMap(([line, { start, end }]) => lineRects(line, start, end) ?? []);
  return joinByPage(found.map((f) => ({ ...f, ...(report ? { report } : {}) })));
}

/** Places on one page, one after another, become one place with all their rectangles. */
export function joinByPage(places: Place[]): Place[] {
  const out: Place[] = [];
  for (const p of places) {
    const same = out.find((o) => o.page === p.page && o.report === p.report);
    if (same) same.rects.push(...p.rects);
    else out.push({ ...p, rects: [...p.rects] });
  }
  return out;
}

/** Only the pages: for what has no words to show. */
export function pagesOnly(pages: PageNumber[]): Place[] {
  return [...new Set(pages)].map((page) => ({ page, rects: [] }));
}
