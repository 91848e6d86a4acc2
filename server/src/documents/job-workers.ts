import type { AppContext } from '../auth/context.ts';
import { chooseOcr, describeOcr } from '../jobs/choose-ocr.ts';
import { createEnginePool } from '../jobs/engine-pool.ts';
import { jobSlots, jobsAtOnce } from '../jobs/job-slots.ts';
import { QUEUES, type JobQueue } from '../jobs/queue.ts';
import { runMergeJob, type MergeJobData } from './run-merge.ts';
import { runProcessingJob, type ProcessJobData } from './run-processing.ts';

export type JobWorkers = { stop: (graceMs: number) => Promise<void> };

/** Where job starts and ends are logged: the queue, the job id and the time taken, nothing from the document. */
export type JobLog = { info: (fields: object, message: string) => void };

function logged<Data, Out>(log: JobLog, queue: string, run: (job: { id: string; data: Data }) => Promise<Out>) {
  return async (job: { id: string; data: Data }) => {
    const started = Date.now();
    log.info({ queue, job: job.id, pid: process.pid }, 'job started');
    const output = await run(job);
    log.info({ queue, job: job.id, pid: process.pid, ms: Date.now() - started }, 'job finished');
    return output;
  };
}

/**
 * Works both queues with the engine in a pool of worker threads (PROCESSING_THREADS), as many jobs at a time as the
 * memory budget holds (MEMORY_BUDGET_MB, at most one per thread; the rest wait in the queue, or for a slot holding
 * nothing but their row). Runs inside a worker process (npm run server:worker) or, in the single-process mode,
 * inside the server. A try is stopped at the job timeout, so its thread does not run on beside the retry.
 */
export async function startJobWorkers(ctx: AppContext, queue: JobQueue, log: JobLog): Promise<JobWorkers> {
  const { processingThreads: threads, engineMemoryMb: memoryMb, engineStallSeconds: stallSeconds } = ctx.config;
  const atOnce = jobsAtOnce({ threads, budgetBytes: ctx.config.memoryBudgetBytes, restingBytes: process.memoryUsage.rss() });
  log.info({ threads, jobsAtOnce: atOnce, memoryBudgetMb: Math.round(ctx.config.memoryBudgetBytes / 2 ** 20) }, 'job slots');
  const ocr = await chooseOcr({ threads });
  log.info({ ...describeOcr(ocr), pid: process.pid }, 'OCR engine');
  const prepare = ctx.config.prepareEngineThreads;
  const engine = createEnginePool({ threads, memoryMb, stallSeconds, ocr, prepare });
  // Start-up work, logged as such: how long each thread took to prepare (or stopped for a job), never what it read.
  if (prepare) void engine.prepared().then((threads) => log.info({ pid: process.pid, threads }, 'engine threads prepared'));
  const inSlot = jobSlots(atOnce);
  const timeout = () => AbortSignal.timeout(ctx.config.jobTimeoutSeconds * 1000);
  await queue.work(
    QUEUES.merge,
    atOnce,
    logged(log, QUEUES.merge, (job: { id: string; data: MergeJobData }) => inSlot(() => runMergeJob(ctx, engine, job, timeout()))),
  );
  await queue.work(
    QUEUES.process,
    atOnce,
    logged(log, QUEUES.process, (job: { id: string; data: ProcessJobData }) => inSlot(() => runProcessingJob(ctx, engine, job, timeout()))),
  );
  return {
    stop: async (graceMs) => {
      await queue.stop(graceMs);
      await engine.close();
    },
  };
}
