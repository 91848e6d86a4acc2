import styled from 'styled-components';
import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';

const Viewers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The original and the AI audit report side by side (stacked below desktop width). */
export function ReportViewers({ report, reportId }: { report: AuditReportDetail; reportId: string }) {
  return (
    <Viewers>
      {report.documentUrl ? (
        <PdfViewer url={report.documentUrl} title="Original Document" fileName={`original-document-${reportId}.pdf`} />
      ) : null}
      {report.reportUrl ? <PdfViewer url={report.reportUrl} title="AI Audit Report" fileName={`ai-audit-report-${reportId}.pdf`} /> : null}
    </Viewers>
  );
}
