import styled from 'styled-components';
import type { PdfHighlight } from '@/components/pdf-viewer/highlight';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useAuditReport } from '../api/use-audit-report';
import type { SourceView } from '../hooks/use-evidence-view';
import { Note, Panel } from './findings-list.styles';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

type SourceViewerProps = {
  source: SourceView;
  /** This report's original: a copy from another note of the same document is shown in it. */
  documentUrl: string;
  onClose: () => void;
  /** Told the viewer's title and the words under the highlight once drawn. */
  onShown: (title: string, shown: { page: number; text: string }) => void;
  onEscape: () => void;
};

/**
 * Where a copy came from, beside the original: another note of this document, or an earlier report's original,
 * asked for through the API so its owner check decides (someone else's report is not found, and the screen says
 * so). Closing it brings the AI Audit Report back.
 */
export function SourceViewer({ source, documentUrl, onClose, onShown, onEscape }: SourceViewerProps) {
  const earlier = useAuditReport(source.reportId ?? '');
  const title = `Source: ${source.label}`;
  const viewer = (url: string, highlight: PdfHighlight) => (
    <PdfViewer
      url={url}
      title={title}
      fileName="copy-source.pdf"
      highlight={highlight}
      // The original keeps the keyboard: Escape there returns to the finding, and Tab reaches the source.
      focusHighlight={false}
      onHighlightShown={(shown) => onShown(title, shown)}
      onEscape={onEscape}
    />
  );

  let body;
  if (source.reportId === null) body = viewer(documentUrl, source.highlight);
  else if (earlier.isLoading) body = <Spinner label="Loading the earlier report..." showLabel />;
  else if (earlier.data?.documentUrl) body = viewer(earlier.data.documentUrl, source.highlight);
  else {
    body = (
      <Panel role="alert" aria-label={title}>
        <Note>
          You cannot open {source.label}: it is not one of the reports you may read, or it has been deleted. The copied words are quoted
          beside the findings, as the AI Audit Report quotes them.
        </Note>
      </Panel>
    );
  }

  return (
    <Column>
      <div>
        <Button type="button" variant="secondary" onClick={onClose}>
          Back to the AI Audit Report
        </Button>
      </div>
      {body}
    </Column>
  );
}
