import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import type { AuditReportListItem } from '@healthcare-portal/contracts/audit-report';
import { userIdOf } from '@healthcare-portal/contracts/user';
import { FIRST_PAGE } from '@/components/data-table/data-table-constants';
import { PageTitle } from '@/components/page/page-title';
import { prefixFor } from '@/config/paths';
import { useCurrentUser } from '@/stores/auth-store';
import { useAuditReports } from '../api/use-audit-reports';
import { AuditReportsTable } from '../components/audit-reports-table';
import { DeleteReportDialog } from '../components/delete-report-dialog';
import { HistoryErrorPanel } from '../components/history-error-panel';
import { HistoryFilters } from '../components/history-filters';
import {
  filtersEntryState,
  filtersFromEntryState,
  HISTORY_DEFAULT_PAGE_SIZE,
  HISTORY_PAGE_SIZES,
  historySearchSchema,
  type AppliedFilters,
  type HistorySearch,
} from '../history-search';

const Subtitle = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[3]}) 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Defaults stay out of the URL, so a plain /history is the first page of 5. */
const toUrlSearch = (search: HistorySearch): HistorySearch => ({
  ...search,
  page: search.page === FIRST_PAGE ? undefined : search.page,
  limit: search.limit === HISTORY_DEFAULT_PAGE_SIZE ? undefined : search.limit,
});

export function HistoryPage() {
  const user = useCurrentUser();
  const ownerId = user ? userIdOf(user) : '';
  const search = historySearchSchema.parse(useSearch({ strict: false }));
  // Page and size come from the URL; the filters from this history entry's state (history-search.ts says why).
  const entryState = useLocation({ select: (location) => location.state });
  const { patientName, subscriberId } = filtersFromEntryState(entryState, ownerId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<AuditReportListItem | null>(null);
  const page = search.page ?? FIRST_PAGE;
  const limit = search.limit ?? HISTORY_DEFAULT_PAGE_SIZE;

  // An Admin sees everyone's reports; every other role asks for its own (docs/spec/roles.md).
  const userId = user && user.role !== 'Admin' ? ownerId : undefined;
  const list = useAuditReports({ page, limit, userId, patientName, subscriberId });
  const totalPages = list.data?.totalPages ?? 0;

  const go = (next: HistorySearch, filters: AppliedFilters = { patientName, subscriberId }, replace = false) =>
    void navigate({ to: '.', search: toUrlSearch(next), state: filtersEntryState(ownerId, filters), replace });

  // After a delete empties the last page, step back to the new last page.
  const pastTheEnd = !list.isPlaceholderData && totalPages > 0 && page > totalPages;
  const stepBack = useEffectEvent(() => go({ ...search, page: totalPages }, undefined, true));
  useEffect(() => {
    if (pastTheEnd) stepBack();
  }, [pastTheEnd, totalPages]);

  return (
    <section>
      <PageTitle>Audit History</PageTitle>
      <Subtitle>View and manage audit reports</Subtitle>
      {list.isError ? (
        <HistoryErrorPanel />
      ) : (
        <>
          <HistoryFilters
            key={`${patientName ?? ''}\u0000${subscriberId ?? ''}`}
            applied={{ patientName, subscriberId }}
            onApply={(filters) => go({ limit }, filters)}
          />
          <AuditReportsTable
            prefix={prefixFor(user?.role)}
            rows={list.data?.data ?? []}
            loading={list.isPending || list.isPlaceholderData}
            onDelete={setDeleting}
            pagination={{
              page,
              totalPages,
              pageSize: limit,
              pageSizes: HISTORY_PAGE_SIZES,
              onPageChange: (next) => go({ ...search, page: next }),
              onPageSizeChange: (next) => go({ ...search, limit: next, page: FIRST_PAGE }),
            }}
          />
        </>
      )}
      <DeleteReportDialog report={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
