import { describe, expect, it } from 'vitest';
import { PACT_EVIDENCE } from '@healthcare-portal/contracts/provider-states';
import { reportEvidenceSchema } from '@healthcare-portal/contracts/report-evidence';
import { citationTarget } from '@/features/audit-report/utils/citation-target';
import { citedEvidence } from '@/features/audit-report/utils/cited-evidence';
import { markedWords } from '@/features/audit-report/utils/copied-passages';
import { findingEntries, headerEntries } from '@/features/audit-report/utils/evidence-entries';

const evidence = reportEvidenceSchema.parse(PACT_EVIDENCE);
const entries = [...headerEntries(evidence), ...findingEntries(evidence)];
const cite = (href: string) => {
  const target = citationTarget(href);
  if (!target) throw new Error(`not a citation: ${href}`);
  return citedEvidence(entries, target);
};

describe('what a citation of the AI Audit Report cites', () => {
  it('is the header value whose words it links (rectangles written to a tenth of a point)', () => {
    expect(cite('#original?page=1&rect=72,90,80.5,11')?.entry.id).toBe('header-patientName');
    expect(cite('#original?page=1&rect=72,104,60,11')?.entry.id).toBe('header-patientDob');
  });

  it('is the copied passage, from the copy’s side or from its source in an earlier report', () => {
    expect(cite('#original?page=1&rect=72,300,400,11')).toMatchObject({ entry: { id: 'finding-0' }, passage: 0 });
    expect(cite('#report?id=report-pact-0&page=1&rect=72,280,400,11')).toMatchObject({ entry: { id: 'finding-0' }, passage: 0 });
  });

  it('is nothing on the list when no entry stands there (a section’s page, another report’s place)', () => {
    expect(cite('#original?page=2')).toBeNull();
    expect(cite('#report?id=report-other&page=1&rect=72,90,80.5,11')).toBeNull();
  });
});

describe('the words of a copy and its source', () => {
  it('are marked where they differ, counted as the evidence counts them', () => {
    expect(markedWords(' Stable on  current dose', [2])).toEqual([
      { word: 'Stable', changed: false },
      { word: 'on', changed: false },
      { word: 'current', changed: true },
      { word: 'dose', changed: false },
    ]);
  });
});
