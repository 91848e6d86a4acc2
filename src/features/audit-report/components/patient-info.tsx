import styled from 'styled-components';
import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';
import { DateText } from '@/components/date-text/date-text';
import { textOrDash } from '@/lib/text-or-dash';
import { Card, CardTitle, DetailList, DetailTerm, DetailValue } from './detail-list';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

/** Patient name, DOB and note date; subscriber IDs as chips only when the report has any. */
export function PatientInfo({ report }: { report: AuditReportDetail }) {
  const subscriberIds = report.subscriberIds ?? [];
  return (
    <Card aria-labelledby="patient-information-title">
      <CardTitle id="patient-information-title">Patient Information</CardTitle>
      <DetailList>
        <div>
          <DetailTerm>Patient Name</DetailTerm>
          <DetailValue>{textOrDash(report.patientName)}</DetailValue>
        </div>
        <div>
          <DetailTerm>DOB</DetailTerm>
          <DetailValue>
            <DateText value={report.patientDob} />
          </DetailValue>
        </div>
        <div>
          <DetailTerm>Note Date</DetailTerm>
          <DetailValue>
            <DateText value={report.noteDate} />
          </DetailValue>
        </div>
        {subscriberIds.length > 0 ? (
          <div>
            <DetailTerm>Subscriber IDs</DetailTerm>
            <DetailValue>
              <Chips>
                {subscriberIds.map((id) => (
                  <Chip key={id}>{id}</Chip>
                ))}
              </Chips>
            </DetailValue>
          </div>
        ) : null}
      </DetailList>
    </Card>
  );
}
