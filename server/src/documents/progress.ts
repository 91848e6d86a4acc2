import type { ProcessProgress, ProcessStage } from '@healthcare-portal/contracts/documents/process-progress';
import { isEngineStage, isProgressId, PROGRESS_KEPT_MS } from '@healthcare-portal/rules/documents/progress';
import type { EngineProgress } from '@healthcare-portal/engine/jobs';
import type { AppContext } from '../auth/context.ts';

/** The job's latest progress, for its owner only: anyone else (or an unknown or expired id) learns nothing. */
export async function progressOf(ctx: AppContext, progressId: string, ownerId: string): Promise<ProcessProgress | null> {
  if (!isProgressId(progressId)) return null;
  const row = await ctx.db
    .selectFrom('processing_progress')
    .selectAll()
    .where('progress_id', '=', progressId)
    .where('owner_id', '=', ownerId)
    .where('updated_at', '>=', new Date(ctx.clock.now() - PROGRESS_KEPT_MS))
    .executeTakeFirst();
  if (!row) return null;
  return { progressId: row.progress_id, stage: row.stage as ProcessStage, done: row.done, total: row.total };
}

export type ProgressRecorder = {
  publish: (stage: ProcessStage, done: number, total: number) => void;
  fromEngine: (progress: EngineProgress) => void;
  /** Resolves once every update so far is written. */
  flush: () => Promise<void>;
};

/**
 * Records one job's progress in the database, so any server node answers GET /rag/process/progress/{id}. Updates
 * arrive faster than they need writing: one write runs at a time and only the latest waiting update follows it.
 * Without a valid progress id (the client did not ask to follow the job) nothing is recorded.
 */
export function progressRecorder(ctx: AppContext, progressId: string | undefined, ownerId: string): ProgressRecorder {
  let waiting: { stage: ProcessStage; done: number; total: number } | null = null;
  let writing: Promise<void> = Promise.resolve();
  let started = false;

  const write = async () => {
    const next = waiting;
    waiting = null;
    if (!next || !isProgressId(progressId)) return;
    const at = new Date(ctx.clock.now());
    if (!started) {
      started = true;
      await ctx.db
        .deleteFrom('processing_progress')
        .where('updated_at', '<', new Date(ctx.clock.now() - PROGRESS_KEPT_MS))
        .execute();
    }
    // A progress id names one job of one owner: another owner's id is never taken over.
    await ctx.db
      .insertInto('processing_progress')
      .values({ progress_id: progressId, owner_id: ownerId, ...next, updated_at: at })
      .onConflict((oc) =>
        oc
          .column('progress_id')
          .doUpdateSet({ ...next, updated_at: at })
          .where('processing_progress.owner_id', '=', ownerId),
      )
      .execute();
  };

  const publish = (stage: ProcessStage, done: number, total: number) => {
    if (!isProgressId(progressId)) return;
    const queued = waiting !== null;
    waiting = { stage, done, total };
    if (!queued) writing = writing.then(write).catch(() => undefined);
  };

  return {
    publish,
    fromEngine: ({ stage, pagesDone, pagesTotal }) => {
      if (isEngineStage(stage)) publish(stage, pagesDone, pagesTotal);
    },
    flush: () => writing,
  };
}
