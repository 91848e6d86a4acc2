import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAuditReports } from '@/api/audit-reports/get-audit-reports';
import type { AuditFilter } from '@healthcare-portal/contracts/audit-reports/filter-audit-reports';

/** docs/spec/constants.md: cached list data is kept for 5 seconds. */
const AUDIT_LIST_CACHE_MS = 5_000;

export const auditReportsKey = ['audit-reports'] as const;

export function useAuditReports(filter: AuditFilter) {
  return useQuery({
    queryKey: [...auditReportsKey, filter],
    queryFn: async () => (await getAuditReports(filter)).body,
    staleTime: AUDIT_LIST_CACHE_MS,
    gcTime: AUDIT_LIST_CACHE_MS,
    placeholderData: keepPreviousData,
  });
}
