import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';
import { useMediaQuery } from '@/lib/use-media-query';
import { useEvidenceView } from '../hooks/use-evidence-view';
import { announcement, sourceAnnouncement } from '../utils/announce';
import { citationLabel } from '../utils/citation-label';
import { CopyComparison } from './copy-comparison';
import { FindingsList } from './findings-list';
import { LiveStatus } from './live-status';
import { PhonePanes, type Pane } from './phone-panes';
import { SourceViewer } from './source-viewer';

const ORIGINAL = 'Original Document';
const CITATION = { title: 'Citation of the AI Audit Report', text: '' };

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

/** A viewer's column; on a phone only the pane shown is laid out. */
const PaneBox = styled.div`
  min-width: 0;
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  /* The phone's panes hide with the attribute, which a display rule would otherwise win over. */
  &[hidden] {
    display: none;
  }
`;

/**
 * The findings list beside the original and the AI audit report (stacked below desktop width): choosing a finding,
 * or a citation inside the report, shows it in the original, highlighted and announced; a copy opens its source in
 * place of the report. Escape in a viewer returns to the finding. A phone shows one of them at a time, and choosing
 * a finding there shows the original (docs/findings.md).
 */
export function ReportViewers({ report, reportId }: { report: AuditReportDetail; reportId: string }) {
  const { view, show, follow, closeSource } = useEvidenceView(report.evidence);
  const [status, setStatus] = useState({ original: '', source: '' });
  const phone = !useMediaQuery(useTheme().queries.tablet, true);
  const [pane, setPane] = useState<Pane>('findings');
  const sideRef = useRef<HTMLDivElement>(null);
  const about = view.entry ?? CITATION;
  const hidden = (which: Pane) => phone && pane !== which;

  // A new choice starts a new announcement (the last one's words must not linger as if they were this one's) and,
  // on a phone, shows the original.
  const fresh =
    <T extends unknown[]>(act: (...args: T) => void) =>
    (...args: T) => {
      setStatus({ original: '', source: '' });
      setPane('original');
      act(...args);
    };

  const backToFinding = () => {
    flushSync(() => setPane('findings'));
    const id = view.entry?.id;
    const target = id ? sideRef.current?.querySelector<HTMLElement>(`[data-entry-id="${id}"]`) : null;
    target?.focus();
  };

  const closeSourceView = () => {
    setPane('report');
    closeSource();
  };

  return (
    <Workspace>
      {phone ? <PhonePanes panes={['findings', 'original', view.source ? 'source' : 'report']} current={pane} onPane={setPane} /> : null}
      <Side ref={sideRef} hidden={hidden('findings')}>
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
        <PaneBox hidden={hidden('original')}>
          <PdfViewer
            url={report.documentUrl}
            title={ORIGINAL}
            fileName={`original-document-${reportId}.pdf`}
            highlight={view.original}
            onHighlightShown={({ page, text }) => setStatus((s) => ({ ...s, original: announcement(about, ORIGINAL, page, text) }))}
            onEscape={view.entry ? backToFinding : undefined}
          />
        </PaneBox>
      ) : null}
      {view.source ? (
        <PaneBox hidden={hidden('source')}>
          <SourceViewer
            source={view.source}
            documentUrl={report.documentUrl ?? ''}
            onClose={closeSourceView}
            onShown={(title, { page, text }) =>
              setStatus((s) => ({ ...s, source: sourceAnnouncement(view.source?.label ?? '', title, page, text) }))
            }
            onEscape={backToFinding}
          />
        </PaneBox>
      ) : report.reportUrl ? (
        <PaneBox hidden={hidden('report')}>
          <PdfViewer
            url={report.reportUrl}
            title="AI Audit Report"
            fileName={`ai-audit-report-${reportId}.pdf`}
            links={{ label: citationLabel, follow: fresh((link) => follow(link.href)) }}
          />
        </PaneBox>
      ) : null}
    </Workspace>
  );
}
