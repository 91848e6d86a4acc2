import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';
import type { PdfHighlight } from '@/components/pdf-viewer/highlight';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';
import { announcement } from '../utils/announce';
import type { EvidenceEntry } from '../utils/evidence-entries';
import { FindingsList } from './findings-list';
import { LiveStatus } from './live-status';

const ORIGINAL = 'Original Document';

const Workspace = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns:
      minmax(${({ theme }) => theme.sizes.findingsMin}, ${({ theme }) => theme.sizes.findingsMax}) minmax(0, 1fr)
      minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

type Chosen = { entry: EvidenceEntry; highlight: PdfHighlight };

/**
 * The findings list beside the original and the AI audit report (stacked below desktop width): choosing a finding
 * shows it in the original, highlighted and announced; Escape in the original returns to the finding.
 */
export function ReportViewers({ report, reportId }: { report: AuditReportDetail; reportId: string }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [status, setStatus] = useState('');
  const sideRef = useRef<HTMLDivElement>(null);

  const choose = (entry: EvidenceEntry) => {
    setStatus('');
    setChosen({ entry, highlight: { places: entry.places } });
  };
  const backToFinding = () => {
    if (!chosen) return;
    sideRef.current?.querySelector<HTMLElement>(`[data-entry-id="${chosen.entry.id}"]`)?.focus();
  };

  return (
    <Workspace>
      <Side ref={sideRef}>
        <FindingsList evidence={report.evidence} chosenId={chosen?.entry.id ?? null} onChoose={choose} />
        <LiveStatus message={status} />
      </Side>
      {report.documentUrl ? (
        <PdfViewer
          url={report.documentUrl}
          title={ORIGINAL}
          fileName={`original-document-${reportId}.pdf`}
          highlight={chosen?.highlight ?? null}
          onHighlightShown={({ page, text }) => chosen && setStatus(announcement(chosen.entry, ORIGINAL, page, text))}
          onEscape={chosen ? backToFinding : undefined}
        />
      ) : null}
      {report.reportUrl ? <PdfViewer url={report.reportUrl} title="AI Audit Report" fileName={`ai-audit-report-${reportId}.pdf`} /> : null}
    </Workspace>
  );
}
