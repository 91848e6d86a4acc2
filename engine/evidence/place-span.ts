import { toDisplay } from '../extract/page-frame.ts';
import type { PageFrame, PageText, Place, Rect, SourceSpan, TextLine } from '../types.ts';
import { spanRects } from './span-rects.ts';

// Pages made by hand in tests have no frame: their positions are taken as displayed.
const UPRIGHT: PageFrame = { width: 0, height: 0, turn: 0 };

/**
 * A span's place: the line it names, found among `candidates` in order (the first with its text that `taken` does not
 * hold yet, so a line printed twice is shown twice), and its characters' rectangles on the page as displayed. Only
 * the page when the line is not found.
 */
export function placeSpan(page: PageText, span: SourceSpan, candidates: TextLine[], taken = new Set<TextLine>()): Place {
  const line = candidates.find((l) => l.text === span.line && !taken.has(l)) ?? candidates.find((l) => l.text === span.line);
  if (!line) return { page: span.page, rects: [] };
  taken.add(line);
  return { page: span.page, rects: displayRects(page, spanRects(line, span.start, span.end)) };
}

/** Reading-frame rectangles on the page as displayed, to a tenth of a point. */
export function displayRects(page: PageText, rects: Rect[]): Rect[] {
  return rects.map((r) => roundRect(toDisplay(page.frame ?? UPRIGHT, r)));
}

function roundRect(r: Rect): Rect {
  return { x: tenth(r.x), y: tenth(r.y), w: tenth(r.w), h: tenth(r.h) };
}

// At module level: the server runs under tsx, which names every function made, at each call that makes it.
function tenth(v: number): number {
  return Math.round(v * 10) / 10;
}
