import type { ProcessProgress, ProcessStage } from '@healthcare-portal/contracts/documents/process-progress';
import { isEngineStage, isProgressId, PROGRESS_KEPT_MS } from '@healthcare-portal/rules/documents/progress';
import type { EngineProgress } from '@healthcare-portal/engine/jobs';
import { nowMs } from '../../lib/clock';

type Publish = (stage: ProcessStage, done: number, total: number) => void;
type Entry = { ownerId: string; progress: ProcessProgress; updatedAt: number };

/** At most this many jobs are followed at once; the oldest entry makes room for a new one. */
const MAX_JOBS = 1000;

const jobs = new Map<string, Entry>();

function forgetOld(): void {
  const cutoff = nowMs() - PROGRESS_KEPT_MS;
  for (const [id, entry] of jobs) if (entry.updatedAt < cutoff) jobs.delete(id);
  while (jobs.size >= MAX_JOBS) jobs.delete(jobs.keys().next().value as string);
}

/** The job's latest progress, for its owner only: anyone else (or an unknown id) learns nothing. */
export function progressOf(progressId: string, userId: string): ProcessProgress | null {
  const entry = jobs.get(progressId);
  return entry && entry.ownerId === userId && entry.updatedAt >= nowMs() - PROGRESS_KEPT_MS ? entry.progress : null;
}

export function clearProgress(): void {
  jobs.clear();
}

/**
 * Records one job's progress, read by GET /rag/process/progress/{progressId}. Without a valid progress id (the
 * client did not ask to follow the job) nothing is recorded.
 */
export function progressPublisher(
  progressId: string | null,
  ownerId: string,
): {
  publish: Publish;
  fromEngine: (progress: EngineProgress) => void;
} {
  const id = isProgressId(progressId) ? progressId : null;
  const publish: Publish = (stage, done, total) => {
    if (!id) return;
    if (!jobs.has(id)) forgetOld();
    jobs.set(id, { ownerId, progress: { progressId: id, stage, done, total }, updatedAt: nowMs() });
  };
  return {
    publish,
    fromEngine: ({ stage, pagesDone, pagesTotal }) => {
      if (isEngineStage(stage)) publish(stage, pagesDone, pagesTotal);
    },
  };
}
