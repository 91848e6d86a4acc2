import { useQuery } from '@tanstack/react-query';
import { getAuditReport } from '@/api/audit-reports/get-audit-report';

const auditReportKey = (id: string) => ['audit-report', id] as const;

/** The first element of the answer's list is the report (docs/api.md); none means not found. */
export function useAuditReport(id: string) {
  return useQuery({
    queryKey: auditReportKey(id),
    queryFn: async () => (await getAuditReport(id)).body.data[0] ?? null,
    enabled: id.trim() !== '',
  });
}
