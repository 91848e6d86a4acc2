import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast/use-toast';
import { addSelectedFiles, clearSelectedFiles, documentStore, removeSelectedFile, setFlag } from '@/stores/document-store';
import { partitionAcceptedFiles } from '../utils/accepted-files';
import { DOCUMENT_TOASTS } from '../utils/document-messages';

/** Picking, dropping, removing and clearing files; other types are dropped with a notice, duplicates ignored. */
export function useFileSelection() {
  const { toast } = useToast();

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, skipped } = partitionAcceptedFiles(files);
      if (skipped > 0) toast(DOCUMENT_TOASTS.filesSkipped);
      if (accepted.length > 0) documentStore.setState(addSelectedFiles(accepted));
    },
    [toast],
  );

  return {
    addFiles,
    removeFile: (index: number) => documentStore.setState(removeSelectedFile(index)),
    clearFiles: () => documentStore.setState(clearSelectedFiles),
    setDragActive: (active: boolean) => documentStore.setState(setFlag('dragActive', active)),
  };
}
