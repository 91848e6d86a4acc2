import styled from 'styled-components';
import type { Note } from '@healthcare-portal/contracts/documents/process-document';
import { PatientDetails } from './patient-information';
import { ReportDownloadButton } from './report-download-button';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Several notes: each with the header read from it and its own report. */
export function NotesList({ notes }: { notes: readonly Note[] }) {
  return (
    <List aria-label="Notes found">
      {notes.map((note, index) => (
        <Item key={note.reportUrl}>
          <Title>
            Note {index + 1} of {notes.length}
          </Title>
          <PatientDetails
            patientName={note.view.header.patientName ?? ''}
            dob={note.view.header.patientDob ?? ''}
            docType={note.view.header.docType ?? ''}
            noteDate={note.view.header.noteDate ?? ''}
          />
          <div>
            <ReportDownloadButton reportUrl={note.reportUrl} noteNumber={index + 1} noteCount={notes.length} />
          </div>
        </Item>
      ))}
    </List>
  );
}
