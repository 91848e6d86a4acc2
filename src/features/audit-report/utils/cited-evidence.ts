import type { EvidencePlace, EvidenceRect } from '@healthcare-portal/contracts/report-evidence';
import type { CitationTarget } from './citation-target';
import type { EvidenceEntry } from './evidence-entries';
import { passagesOf } from './copied-passages';

// A citation's rectangles are written to a tenth of a point (engine/render/citation-href.ts).
const TOLERANCE_POINTS = 0.11;

const sameRect = (a: EvidenceRect, b: EvidenceRect) =>
  Math.abs(a.x - b.x) < TOLERANCE_POINTS &&
  Math.abs(a.y - b.y) < TOLERANCE_POINTS &&
  Math.abs(a.w - b.w) < TOLERANCE_POINTS &&
  Math.abs(a.h - b.h) < TOLERANCE_POINTS;

/** Whether `places` hold the citation's first rectangle (or, for a page alone, its first page) in the same document. */
function holds(places: EvidencePlace[], target: CitationTarget): boolean {
  const first = target.places[0];
  if (!first) return false;
  const rect = first.rects[0];
  return places.some(
    (place) =>
      place.page === first.page &&
      place.report === first.report &&
      (rect ? place.rects.some((candidate) => sameRect(candidate, rect)) : place.rects.length === 0),
  );
}

/** What a citation of the AI Audit Report cites: an entry of the findings list and, for a copy, which passage. */
export type Cited = { entry: EvidenceEntry; passage?: number };

/**
 * The entry (and passage) a citation link points at, so following it does what choosing that entry does; null when
 * no entry holds its place (a section title's page: the caller shows the place alone).
 */
export function citedEvidence(entries: EvidenceEntry[], target: CitationTarget): Cited | null {
  for (const entry of entries) {
    const passage = passagesOf(entry.copies).findIndex(({ passage: p }) => holds(p.places, target) || holds(p.sourcePlaces, target));
    if (passage >= 0) return { entry, passage };
    if (!target.report && holds(entry.places, target)) return { entry };
  }
  return null;
}
