import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAuditReport } from '@/api/audit-reports/delete-audit-report';
import { auditReportsKey } from './use-audit-reports';

/** A delete refreshes every cached page of the list. */
export function useDeleteAuditReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAuditReport(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditReportsKey }),
  });
}
