import { useCallback } from 'react';
import { uploadFiles } from '@/api/s3/upload-files';
import { useToast } from '@/components/ui/toast/use-toast';
import { documentStore, setFlag, setUploadedFile } from '@/stores/document-store';
import { DOCUMENT_TOASTS, failureToast } from '../utils/document-messages';

/** Upload stage: files selected, then upload in progress, then the merged file (docs/spec/states.md). */
export function useUploadFiles() {
  const { toast } = useToast();

  return useCallback(async () => {
    const { selectedFiles, isUploading } = documentStore.getState();
    if (isUploading) return;
    const files = selectedFiles.flatMap((selected) => (selected.file ? [selected.file] : []));
    if (files.length === 0) {
      toast(DOCUMENT_TOASTS.noFilesSelected);
      return;
    }
    documentStore.setState(setFlag('isUploading', true));
    try {
      const { body } = await uploadFiles(files);
      documentStore.setState(setUploadedFile(body));
      toast(DOCUMENT_TOASTS.uploaded(files.length));
    } catch (error) {
      documentStore.setState(setFlag('isUploading', false));
      toast(failureToast(error, DOCUMENT_TOASTS.uploadFailed, DOCUMENT_TOASTS.uploadError));
    }
  }, [toast]);
}
