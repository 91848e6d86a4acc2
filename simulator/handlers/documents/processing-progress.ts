import { PROCESS_PROGRESS_CHANNEL, type ProcessProgress, type ProcessStage } from '@/api/rag/process-progress';
import type { EngineProgress } from '@healthcare-portal/engine/jobs';

type Publish = (stage: ProcessStage, done: number, total: number) => void;

const isStage = (stage: string): stage is Exclude<ProcessStage, 'queued'> =>
  ['extract', 'chunk', 'segment', 'audit', 'render'].includes(stage);

/**
 * Publishes one job's progress for the screen that asked (see src/api/rag/process-progress.ts). Without a
 * progress id, or without BroadcastChannel, progress is simply not published.
 */
export function progressPublisher(progressId: string | null): {
  publish: Publish;
  fromEngine: (progress: EngineProgress) => void;
  close: () => void;
} {
  const channel = progressId && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(PROCESS_PROGRESS_CHANNEL) : null;
  const publish: Publish = (stage, done, total) => {
    if (!channel || !progressId) return;
    channel.postMessage({ progressId, stage, done, total } satisfies ProcessProgress);
  };
  return {
    publish,
    fromEngine: ({ stage, pagesDone, pagesTotal }) => {
      if (isStage(stage)) publish(stage, pagesDone, pagesTotal);
    },
    close: () => channel?.close(),
  };
}
