import { useCallback } from 'react';
import { deleteFile } from '@/api/s3/delete-file';
import { useToast } from '@/components/ui/toast/use-toast';
import { clearUploadedFile, documentStore, setFlag } from '@/stores/document-store';
import { DOCUMENT_TOASTS, failureToast } from '../utils/document-messages';

/** Deleting the merged file clears it and any result (docs/spec/states.md). */
export function useDeleteMergedFile() {
  const { toast } = useToast();

  return useCallback(async () => {
    const { uploadedFile, isDeleting } = documentStore.getState();
    if (!uploadedFile || isDeleting) return;
    documentStore.setState(setFlag('isDeleting', true));
    try {
      await deleteFile({ key: uploadedFile.key });
      documentStore.setState(clearUploadedFile);
      toast(DOCUMENT_TOASTS.deleted);
    } catch (error) {
      documentStore.setState(setFlag('isDeleting', false));
      toast(failureToast(error, DOCUMENT_TOASTS.deleteFailed, DOCUMENT_TOASTS.deleteError));
    }
  }, [toast]);
}
