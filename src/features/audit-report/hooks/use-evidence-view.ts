import { useMemo, useState } from 'react';
import type { ReportEvidence } from '@healthcare-portal/contracts/report-evidence';
import type { PdfHighlight } from '@/components/pdf-viewer/highlight';
import { citationTarget } from '../utils/citation-target';
import { citedEvidence } from '../utils/cited-evidence';
import { passagesOf, type SourcedPassage } from '../utils/copied-passages';
import { findingEntries, headerEntries, type EvidenceEntry } from '../utils/evidence-entries';

/** The source of a copy, shown beside the original: this document (reportId null) or an earlier report's original. */
export type SourceView = { reportId: string | null; label: string; highlight: PdfHighlight };

/** What the screen shows: the entry chosen (none for a citation no entry holds), the original's highlight, a copy's source. */
export type EvidenceView = {
  entry: EvidenceEntry | null;
  original: PdfHighlight | null;
  passages: SourcedPassage[];
  passage: number;
  source: SourceView | null;
};

const NOTHING_SHOWN: EvidenceView = { entry: null, original: null, passages: [], passage: 0, source: null };

const sourceOf = ({ source, passage }: SourcedPassage): SourceView => ({
  reportId: source.kind === 'prior' ? (source.reportId ?? null) : null,
  label: source.label,
  highlight: { places: passage.sourcePlaces },
});

/**
 * Choosing an entry of the findings list, a passage of a copy, or a citation link of the AI Audit Report: each shows
 * the same thing for the same evidence (docs/findings.md). A copy opens its source beside the original.
 */
export function useEvidenceView(evidence: ReportEvidence | null | undefined) {
  const [view, setView] = useState<EvidenceView>(NOTHING_SHOWN);
  const entries = useMemo(() => (evidence ? [...headerEntries(evidence), ...findingEntries(evidence)] : []), [evidence]);

  const show = (entry: EvidenceEntry, passage = 0) => {
    const passages = passagesOf(entry.copies);
    const current = passages[passage];
    setView({
      entry,
      passages,
      passage,
      original: { places: current ? current.passage.places : entry.places },
      source: current ? sourceOf(current) : null,
    });
  };

  /** A citation's href (docs/api.md): what its entry shows, or its place alone when no entry holds it. */
  const follow = (href: string) => {
    const target = citationTarget(href);
    if (!target) return;
    const cited = citedEvidence(entries, target);
    if (cited) return show(cited.entry, cited.passage);
    const highlight = { places: target.places };
    setView(
      target.report
        ? { ...NOTHING_SHOWN, source: { reportId: target.report, label: `earlier report ${target.report}`, highlight } }
        : { ...NOTHING_SHOWN, original: highlight },
    );
  };

  const closeSource = () => setView((current) => ({ ...current, source: null, passages: [] }));

  return { view, show, follow, closeSource };
}
