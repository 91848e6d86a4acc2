import type { AuditReportListItem } from '@healthcare-portal/contracts/audit-report';
import { isApiError } from '@/api/api-error';
import { auditReportIdOf } from '@healthcare-portal/contracts/audit-report';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { useDeleteAuditReport } from '../api/use-delete-audit-report';

type DeleteReportDialogProps = { report: AuditReportListItem | null; onClose: () => void };

/** 'Confirm Delete'. Success closes it (the list refreshes); a failure is only logged and it stays open. */
export function DeleteReportDialog({ report, onClose }: DeleteReportDialogProps) {
  const deletion = useDeleteAuditReport();
  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };

  const confirm = () => {
    if (!report) return;
    deletion.mutate(auditReportIdOf(report), {
      onSuccess: close,
      // Status only: the report's patient data never goes to the console.
      onError: (error) => console.error('[history] deleting an audit report failed:', isApiError(error) ? error.status : 'no answer'),
    });
  };

  return (
    <Dialog
      open={report !== null}
      onClose={close}
      title="Confirm Delete"
      description={`Are you sure you want to delete the audit report for ${report?.patientName?.trim() || 'this patient'}?`}
      closeDisabled={deletion.isPending}
      size="sm"
    >
      <DialogActions>
        <Button variant="secondary" onClick={close} disabled={deletion.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} busy={deletion.isPending} busyText="Deleting...">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
