import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner/spinner';
import { prefixFor } from '@/config/paths';
import { useCurrentUser } from '@/stores/auth-store';
import { useAuditReport } from '../api/use-audit-report';
import { BackToHistory } from '../components/back-to-history';
import { PatientInfo } from '../components/patient-info';
import { ReportProblem } from '../components/report-problem';
import { ReportSummary } from '../components/report-summary';
import { ReportViewers } from '../components/report-viewers';
import { reportView } from '../utils/report-view';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]};
`;

export function AuditReportPage() {
  const { auditReportId = '' } = useParams({ strict: false });
  const user = useCurrentUser();
  const query = useAuditReport(auditReportId);
  const view = reportView(query);

  // A report opened from far down the list starts at its top. A block body: Chromium's scrollTo returns a
  // Promise, which React would take for a cleanup function and call when the screen closes.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [auditReportId]);

  return (
    <Stack>
      <div>
        <BackToHistory prefix={prefixFor(user?.role)} />
      </div>
      {view.kind === 'loading' ? (
        <Centered>
          <Spinner label="Loading audit report..." showLabel />
        </Centered>
      ) : null}
      {view.kind === 'problem' ? <ReportProblem title={view.title} hint={view.hint} /> : null}
      {view.kind === 'loaded' ? (
        <>
          <ReportSummary report={view.report} />
          <PatientInfo report={view.report} />
          <ReportViewers report={view.report} reportId={auditReportId} />
        </>
      ) : null}
    </Stack>
  );
}
