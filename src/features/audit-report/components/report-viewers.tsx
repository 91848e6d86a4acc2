import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';
import { useEvidenceView } from '../hooks/use-evidence-view';
import { announcement, sourceAnnouncement } from '../utils/announce';
import { citationLabel } from '../utils/citation-label';
import { CopyComparison } from './copy-comparison';
import { FindingsList } from './findings-list';
import { LiveStatus } from './live-status';
import { SourceViewer } from './source-viewer';

const ORIGINAL = 'Original Document';
const CITATION = { title: 'Citation of the AI Audit Report', text: '' };

const Workspace = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(${({ theme }) => theme.sizes.findingsMin}, ${({ theme }) => theme.sizes.findingsMax}) minmax(
        0,
        1fr
      ) minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/**
 * The findings list beside the original and the AI audit report (stacked below desktop width): choosing a finding,
 * or a citation inside the report, shows it in the original, highlighted and announced; a copy opens its source in
 * place of the report. Escape in a viewer returns to the finding (docs/findings.md).
 */
export function ReportViewers({ report, reportId }: { report: AuditReportDetail; reportId: string }) {
  const { view, show, follow, closeSource } = useEvidenceView(report.evidence);
  const [status, setStatus] = useState({ original: '', source: '' });
  const sideRef = useRef<HTMLDivElement>(null);
  const about = view.entry ?? CITATION;

  // A new choice starts a new announcement: the last one's words must not linger as if they were this one's.
  const fresh =
    <T extends unknown[]>(act: (...args: T) => void) =>
    (...args: T) => {
      setStatus({ original: '', source: '' });
      act(...args);
    };

  const backToFinding = () => {
    const id = view.entry?.id;
    const target = id ? sideRef.current?.querySelector<HTMLElement>(`[data-entry-id="${id}"]`) : null;
    target?.focus();
  };

  return (
    <Workspace>
      <Side ref={sideRef}>
        <FindingsList evidence={report.evidence} chosenId={view.entry?.id ?? null} onChoose={fresh(show)} />
        <LiveStatus message={[status.original, status.source].filter(Boolean).join(' ')} />
        {view.entry && view.passages.length > 0 ? (
          <CopyComparison
            passages={view.passages}
            index={view.passage}
            onPassage={fresh((index: number) => view.entry && show(view.entry, index))}
          />
        ) : null}
      </Side>
      {report.documentUrl ? (
        <PdfViewer
          url={report.documentUrl}
          title={ORIGINAL}
          fileName={`original-document-${reportId}.pdf`}
          highlight={view.original}
          onHighlightShown={({ page, text }) => setStatus((s) => ({ ...s, original: announcement(about, ORIGINAL, page, text) }))}
          onEscape={view.entry ? backToFinding : undefined}
        />
      ) : null}
      {view.source ? (
        <SourceViewer
          source={view.source}
          documentUrl={report.documentUrl ?? ''}
          onClose={closeSource}
          onShown={(title, { page, text }) =>
            setStatus((s) => ({ ...s, source: sourceAnnouncement(view.source?.label ?? '', title, page, text) }))
          }
          onEscape={backToFinding}
        />
      ) : report.reportUrl ? (
        <PdfViewer
          url={report.reportUrl}
          title="AI Audit Report"
          fileName={`ai-audit-report-${reportId}.pdf`}
          links={{ label: citationLabel, follow: fresh((link) => follow(link.href)) }}
        />
      ) : null}
    </Workspace>
  );
}
