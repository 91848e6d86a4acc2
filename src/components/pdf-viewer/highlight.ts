// A highlight over the page: rectangles in PDF points from the top left of the page as displayed (pdf.js viewport at
// scale 1, rotation applied), the unit the engine places its evidence in (docs/findings.md).

export type PdfRect = { x: number; y: number; w: number; h: number };

/** What to show: the viewer turns to the first place's page and draws the rectangles of whichever page is shown. */
export type PdfHighlight = { places: { page: number; rects: PdfRect[] }[] };

/** A run of text from pdf.js's text layer, boxed on the page as displayed (points). */
export type TextRun = { str: string; x: number; y: number; w: number; h: number };

/**
 * The words of a run whose middle falls inside the rectangle. A run gives only its whole width, so each word is
 * placed by its share of the run's characters: a word beside the rectangle stays out unless the type is very uneven.
 */
function wordsWithin(run: TextRun, rect: PdfRect): string[] {
  const n = run.str.length;
  return [...run.str.matchAll(/\S+/g)].flatMap((match) => {
    const start = match.index ?? 0;
    const middle = run.x + ((start + match[0].length / 2) / n) * run.w;
    return middle >= rect.x && middle <= rect.x + rect.w ? [match[0]] : [];
  });
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
      .flatMap((run) => wordsWithin(run, rect))
      .join(' '),
  );
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/** The rectangles of the page shown; null when the highlight is not on it. */
export function rectsOnPage(highlight: PdfHighlight | null | undefined, page: number): PdfRect[] | null {
  const here = highlight?.places.filter((place) => place.page === page) ?? [];
  return here.length > 0 ? here.flatMap((place) => place.rects) : null;
}
