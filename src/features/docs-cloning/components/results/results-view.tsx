import styled from 'styled-components';
import type { ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import type { MergedFile } from '@healthcare-portal/contracts/documents/upload-files';
import { PageTitle } from '@/components/page/page-title';
import { Banner } from '@/components/ui/banner/banner';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { documentStore, resetDocumentWork, type PatientInfo } from '@/stores/document-store';
import { SCREEN_TEXT } from '../../utils/document-messages';
import { DocumentPreview } from './document-preview';
import { NotesList } from './notes-list';
import { PatientDetails } from './patient-information';
import { ReportDownloadButton } from './report-download-button';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  /* minmax(0, 1fr): a wide child (a PDF page at 120%) scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type ResultsViewProps = { result: ProcessResult; patientInfo: PatientInfo; document: MergedFile | null };

/** After processing: what was found, the reports to download, New, and the merged document beside them. */
export function ResultsView({ result, patientInfo, document }: ResultsViewProps) {
  const [firstNote] = result.notes;
  const several = result.notes.length > 1;
  return (
    <section>
      <PageTitle>{SCREEN_TEXT.resultsTitle}</PageTitle>
      <Stack>
        <Banner variant="success" title="Document processed successfully">
          Found {result.notes.length} note(s). Each has its own AI audit report, also listed in History.
        </Banner>
        <Columns>
          <Stack>
            <Card
              title="Patient Information"
              actions={
                <Button type="button" variant="secondary" onClick={() => documentStore.setState(resetDocumentWork)}>
                  New
                </Button>
              }
            >
              <PatientDetails {...patientInfo} />
              {firstNote && !several ? (
                <Actions>
                  <ReportDownloadButton reportUrl={firstNote.reportUrl} noteNumber={1} noteCount={1} />
                </Actions>
              ) : null}
            </Card>
            {several ? (
              <Card title={`Notes (${result.notes.length})`}>
                <NotesList notes={result.notes} />
              </Card>
            ) : null}
          </Stack>
          <DocumentPreview document={document} fileName={result.originalFileName || document?.fileName || ''} />
        </Columns>
      </Stack>
    </section>
  );
}
