import { useCallback, useState } from 'react';
import { todayIso } from '@healthcare-portal/contracts/iso-date';
import { CHUNK_SIZE, type Patient, type ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';
import { processDocument } from '@/api/rag/process-document';
import { retryWhileBusy, type BusyWait } from '@/api/retry-while-busy';
import { followProcessProgress, newProgressId } from '@/api/rag/process-progress';
import type { ProcessProgress } from '@healthcare-portal/contracts/documents/process-progress';
import { userIdOf } from '@healthcare-portal/contracts/user';
import { useToast } from '@/components/ui/toast/use-toast';
import { useCurrentUser } from '@/stores/auth-store';
import { documentStore, setFlag, setProcessedResults } from '@/stores/document-store';
import { DOCUMENT_TOASTS, failureToast } from '../utils/document-messages';
import { patientInfoFrom } from '../utils/patient-info';

/**
 * Process Document: runs the request, follows its progress, and files the result and patient details. A busy
 * server's refusal is waited out and the same request sent again (`busy` says when).
 */
export function useProcessDocument() {
  const { toast } = useToast();
  const user = useCurrentUser();
  const [progress, setProgress] = useState<ProcessProgress | null>(null);
  const [busy, setBusy] = useState<BusyWait | null>(null);

  const process = useCallback(
    async (patient: Patient) => {
      const { uploadedFile, isProcessing, allowMultiNote } = documentStore.getState();
      if (!uploadedFile) {
        toast(DOCUMENT_TOASTS.noDocument);
        return;
      }
      if (isProcessing || !user) return;
      const progressId = newProgressId();
      const stop = followProcessProgress(progressId, setProgress);
      documentStore.setState(setFlag('isProcessing', true));
      const today = todayIso();
      try {
        const request: ProcessRequest = {
          userId: userIdOf(user),
          s3Key: uploadedFile.key,
          fileName: uploadedFile.fileName,
          fileType: uploadedFile.fileType,
          patient,
          noteDate: today,
          allowMultiNote,
          useAgentic: true,
          chunkSize: CHUNK_SIZE,
        };
        const { body } = await retryWhileBusy(() => processDocument(request, { progressId }), { onBusy: setBusy });
        documentStore.setState(
          setProcessedResults(
            body,
            patientInfoFrom(
              body,
              { patientName: patient.name, dob: patient.dob, subscriberId: patient.subscriberId },
              uploadedFile.fileType,
              today,
            ),
          ),
        );
        toast(DOCUMENT_TOASTS.processed(body.notes.length));
      } catch (error) {
        documentStore.setState(setFlag('isProcessing', false));
        toast(failureToast(error, DOCUMENT_TOASTS.processingFailed, DOCUMENT_TOASTS.processingError));
      } finally {
        stop();
        setProgress(null);
        setBusy(null);
      }
    },
    [toast, user],
  );

  return { process, progress, busy };
}
