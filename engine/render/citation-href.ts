import type { Place } from '../types.ts';

// The link target of a citation in the AI Audit Report (engine/README.md, 'Citations as links'; docs/api.md):
//   #original?page=5&rect=72,140.5,120.3,9.3&rect=...&page=6    this report's original document
//   #report?id=report-abc-2&page=3&rect=...                     an earlier report's original document
// Each rect is x,y,w,h in points from the top left of the page as displayed and belongs to the page named before it.
// Only ids, page numbers and rectangles: never patient data.

/** The target of a citation of these places (those in the first place's document); null when none is known. */
export function citationHref(places: Place[]): string | null {
  const first = places[0];
  if (!first) return null;
  // Written straight into one string (a finding may cite hundreds of lines): no arrays made per place and rectangle.
  let params = '';
  for (const p of places) {
    if (p.report !== first.report) continue;
    params += `${params === '' ? '' : '&'}page=${p.page}`;
    for (const r of p.rects) params += `&rect=${tenth(r.x)},${tenth(r.y)},${tenth(r.w)},${tenth(r.h)}`;
  }
  return first.report === undefined ? `#original?${params}` : `${reportHref(first.report)}&${params}`;
}

/** An earlier report's original document, where no page of it is known. */
export function reportHref(id: string): string {
  return `#report?id=${encodeURIComponent(id)}`;
}

function tenth(v: number): number {
  return Math.round(v * 10) / 10;
}
