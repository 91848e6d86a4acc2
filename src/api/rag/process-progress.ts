import {
  PROGRESS_POLL_MS,
  processProgressPath,
  processProgressSchema,
  type ProcessProgress,
} from '@healthcare-portal/contracts/documents/process-progress';
import { apiRequest } from '../http';

/** A fresh id per request, so a screen only follows its own job (other tabs may be processing too). */
export const newProgressId = (): string => crypto.randomUUID();

export const getProcessProgress = (progressId: string) =>
  apiRequest({ method: 'GET', path: processProgressPath(progressId), body: processProgressSchema });

/**
 * Asks for one job's progress every `intervalMs` until the returned stop is called. A job not started yet, a
 * server that does not report progress, or a failed poll all mean the same: no progress to show this time.
 */
export function followProcessProgress(
  progressId: string,
  onProgress: (progress: ProcessProgress) => void,
  intervalMs: number = PROGRESS_POLL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const { body } = await getProcessProgress(progressId);
      if (!stopped) onProgress(body);
    } catch {
      // No progress this time; the request itself reports real failures.
    }
    if (!stopped) timer = setTimeout(poll, intervalMs);
  };
  timer = setTimeout(poll, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
