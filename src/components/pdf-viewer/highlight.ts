// A highlight over the page: rectangles in PDF points from the top left of the page as displayed (pdf.js viewport at
// scale 1, rotation applied), the unit the engine places its evidence in (docs/findings.md).

export type PdfRect = { x: number; y: number; w: number; h: number };

/** What to show: the viewer turns to the first place's page and draws the rectangles of whichever page is shown. */
export type PdfHighlight = { places: { page: number; rects: PdfRect[] }[] };

/** A run of text from pdf.js's text layer, boxed on the page as displayed (points). */
export type TextRun = { str: string; x: number; y: number; w: number; h: number };

/** Whole words only: a rectangle edge that falls inside a word takes the word. */
function sliceWithin(run: TextRun, rect: PdfRect): string {
  const n = run.str.length;
  const at = (x: number) => Math.min(n, Math.max(0, Math.round(((x - run.x) / run.w) * n)));
  let from = at(rect.x);
  let to = at(rect.x + rect.w);
  while (from > 0 && !/\s/.test(run.str[from - 1] ?? ' ')) from -= 1;
  while (to < n && !/\s/.test(run.str[to] ?? ' ')) to += 1;
  return run.str.slice(from, to);
}

/**
 * The words the rectangles cover, line by line, as pdf.js's text layer has them: what a screen reader announces
 * with the highlight, and what the browser tests compare a highlight with.
 */
export function textUnderRects(runs: TextRun[], rects: PdfRect[]): string {
  const lines = rects.map((rect) =>
    runs
      .filter((run) => {
        const middle = run.y + run.h / 2;
        return run.w > 0 && middle >= rect.y && middle <= rect.y + rect.h && run.x < rect.x + rect.w && run.x + run.w > rect.x;
      })
      .sort((a, b) => a.x - b.x)
      .map((run) => sliceWithin(run, rect))
      .join(' '),
  );
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/** The rectangles of the page shown; null when the highlight is not on it. */
export function rectsOnPage(highlight: PdfHighlight | null | undefined, page: number): PdfRect[] | null {
  const here = highlight?.places.filter((place) => place.page === page) ?? [];
  return here.length > 0 ? here.flatMap((place) => place.rects) : null;
}
