import { Link, useLocation } from '@tanstack/react-router';
import styled from 'styled-components';
import { auditReportIdOf, type AuditReportListItem } from '@healthcare-portal/contracts/audit-report';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import type { PaginationProps } from '@/components/data-table/pagination';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { DateText } from '@/components/date-text/date-text';
import { EMPTY_VALUE, textOrDash } from '@/lib/text-or-dash';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;

const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

type AuditReportsTableProps = {
  prefix: string;
  /** An Admin's list holds everyone's reports: it says who performed each audit. */
  showPerformedBy: boolean;
  rows: readonly AuditReportListItem[];
  loading: boolean;
  pagination: PaginationProps;
  onDelete: (report: AuditReportListItem) => void;
};

const performedByText = (row: AuditReportListItem) =>
  row.performedBy ? `${row.performedBy.fullName} (${row.performedBy.role})` : EMPTY_VALUE;

export function AuditReportsTable({ prefix, showPerformedBy, rows, loading, pagination, onDelete }: AuditReportsTableProps) {
  // The detail's Back returns to this exact list (page and size in the address, filters in the entry state kept
  // alongside), even after a reload of the detail.
  const listHref = useLocation({ select: (location) => location.href });
  const columns: DataTableColumn<AuditReportListItem>[] = [
    { id: 'patientName', header: 'Patient Name', cell: (row) => textOrDash(row.patientName), card: 'title' },
    { id: 'dob', header: 'DOB', cell: (row) => <DateText value={row.patientDob} /> },
    { id: 'subscriberId', header: 'Subscriber ID', cell: (row) => textOrDash(row.subscriberIds?.join(', ')) },
    { id: 'auditDate', header: 'Audit Date', cell: (row) => <DateText value={row.auditDate} /> },
    ...(showPerformedBy ? [{ id: 'performedBy', header: 'Performed By', cell: performedByText }] : []),
    {
      id: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (row) => (
        <Actions>
          <DetailsLink to={paths.auditReport(prefix, auditReportIdOf(row))} state={(previous) => ({ ...previous, historyHref: listHref })}>
            View Details
          </DetailsLink>
          <Button size="sm" variant="ghost" onClick={() => onDelete(row)}>
            Delete
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <DataTable label="Audit reports" columns={columns} rows={rows} rowKey={auditReportIdOf} loading={loading} pagination={pagination} />
  );
}
