import type { AuditReportDetail } from '@healthcare-portal/contracts/audit-report';
import { PageTitle } from '@/components/page/page-title';
import { DateText } from '@/components/date-text/date-text';
import { EMPTY_VALUE, textOrDash } from '@/lib/text-or-dash';
import { Card, DetailList, DetailTerm, DetailValue } from './detail-list';

/** 'Audit Report Details': who performed the audit, when, and on what kind of document. */
export function ReportSummary({ report }: { report: AuditReportDetail }) {
  const performedBy = report.performedBy ? `${report.performedBy.fullName} (${report.performedBy.role})` : EMPTY_VALUE;
  return (
    <Card aria-labelledby="audit-report-details-title">
      <PageTitle id="audit-report-details-title">Audit Report Details</PageTitle>
      <DetailList>
        <div>
          <DetailTerm>Performed By</DetailTerm>
          <DetailValue>{performedBy}</DetailValue>
        </div>
        <div>
          <DetailTerm>Audit Date</DetailTerm>
          <DetailValue>
            <DateText value={report.auditDate} withTime />
          </DetailValue>
        </div>
        <div>
          <DetailTerm>Document Type</DetailTerm>
          <DetailValue>{textOrDash(report.docType)}</DetailValue>
        </div>
      </DetailList>
    </Card>
  );
}
