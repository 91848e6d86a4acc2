import styled from 'styled-components';
import type { PatientInfo } from '@/stores/document-store';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.detailColumnMin}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const EMPTY = '-';

/** Patient, DOB, Doc Type and Note Date (docs/spec/screens.md#create-screen); a missing value shows a dash. */
export function PatientDetails({ patientName, dob, docType, noteDate }: PatientInfo) {
  const rows = [
    ['Patient', patientName],
    ['DOB', dob],
    ['Doc Type', docType],
    ['Note Date', noteDate],
  ] as const;
  return (
    <List>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || EMPTY}</dd>
        </div>
      ))}
    </List>
  );
}
