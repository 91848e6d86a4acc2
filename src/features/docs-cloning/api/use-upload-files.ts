import { useCallback, useState } from 'react';
import { retryWhileBusy, type BusyWait } from '@/api/retry-while-busy';
import { uploadFiles } from '@/api/s3/upload-files';
import { useToast } from '@/components/ui/toast/use-toast';
import { documentStore, setFlag, setUploadedFile } from '@/stores/document-store';
import { DOCUMENT_TOASTS, failureToast } from '../utils/document-messages';

/**
 * Upload stage: files selected, then upload in progress, then the merged file (docs/spec/states.md). A busy server's
 * refusal is waited out and the same files sent again (`busy` says when), the selection untouched meanwhile.
 */
export function useUploadFiles() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<BusyWait | null>(null);

  const upload = useCallback(async () => {
    const { selectedFiles, isUploading } = documentStore.getState();
    if (isUploading) return;
    const files = selectedFiles.flatMap((selected) => (selected.file ? [selected.file] : []));
    if (files.length === 0) {
      toast(DOCUMENT_TOASTS.noFilesSelected);
      return;
    }
    documentStore.setState(setFlag('isUploading', true));
    try {
      const { body } = await retryWhileBusy(() => uploadFiles(files), { onBusy: setBusy });
      documentStore.setState(setUploadedFile(body));
      toast(DOCUMENT_TOASTS.uploaded(files.length));
    } catch (error) {
      documentStore.setState(setFlag('isUploading', false));
      toast(failureToast(error, DOCUMENT_TOASTS.uploadFailed, DOCUMENT_TOASTS.uploadError));
    } finally {
      setBusy(null);
    }
  }, [toast]);

  return { upload, busy };
}
