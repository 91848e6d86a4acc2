import styled from 'styled-components';
import { PageTitle } from '@/components/page/page-title';
import { useDocumentState } from '@/stores/document-store';
import { PatientForm } from '../components/patient-form/patient-form';
import { ResultsView } from '../components/results/results-view';
import { UploadPanel } from '../components/upload/upload-panel';
import { SCREEN_TEXT } from '../utils/document-messages';

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  /* minmax(0, 1fr): a wide child (a PDF page at 120%) scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** Upload Documents (files and patient), then Document Analysis Complete once processed. */
export function CreatePage() {
  const result = useDocumentState((state) => state.processedResults);
  const patientInfo = useDocumentState((state) => state.patientInfo);
  const uploadedFile = useDocumentState((state) => state.uploadedFile);
  if (result && patientInfo) return <ResultsView result={result} patientInfo={patientInfo} document={uploadedFile} />;

  return (
    <section>
      <PageTitle>{SCREEN_TEXT.uploadTitle}</PageTitle>
      <Panels>
        <UploadPanel />
        <PatientForm />
      </Panels>
    </section>
  );
}
