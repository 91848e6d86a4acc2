import styled from 'styled-components';
import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { Card } from '@/components/ui/card/card';
import { PdfViewer } from '@/components/pdf-viewer/pdf-viewer-lazy';
import { SCREEN_TEXT } from '../../utils/document-messages';

const FileName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Unavailable = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
  p {
    margin: 0;
  }
`;

/** The merged document as a PDF, or the notice of docs/spec/screens.md#create-screen when there is no URL to show. */
export function DocumentPreview({ document, fileName }: { document: MergedFile | null; fileName: string }) {
  const url = document?.documentUrl;
  return (
    <Card title="Document Preview">
      <FileName>{fileName}</FileName>
      {url ? (
        <PdfViewer url={url} title="Merged document" fileName={fileName} />
      ) : (
        <Unavailable>
          <p>{SCREEN_TEXT.previewUnavailable}</p>
          <p>{SCREEN_TEXT.noPdfUrl}</p>
        </Unavailable>
      )}
    </Card>
  );
}
