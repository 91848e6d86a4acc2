import { buffersOf, type EngineJob, type EngineJobResult, type EngineProgress } from '@healthcare-portal/engine/jobs';
import type { WorkerReply, WorkerRequest } from './engine-worker';

/** A job the worker could not finish; the handler answers a generic 500/422 without details. */
export class EngineJobError extends Error {
  override readonly name = 'EngineJobError';
  constructor(readonly causeName: string) {
    super(`The engine job failed (${causeName})`);
  }
}

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; onProgress: (progress: EngineProgress) => void };

export type JobRelay = {
  /** Posts the job under a fresh id (its buffers moved, not copied); settles when the worker replies. */
  run<Job extends EngineJob>(job: Job, onProgress: (progress: EngineProgress) => void): Promise<EngineJobResult<Job>>;
  /** A reply from the worker: progress, a result or a failure of the job it names. */
  deliver(reply: WorkerReply): void;
  /** The worker died: every job it held fails. */
  failAll(): void;
};

/**
 * The jobs waiting on one worker (the browser's Web Worker or simulator:serve's Node thread): both speak the same
 * messages (engine-worker.ts), so one relay matches replies to jobs for either.
 */
export function jobRelay(post: (request: WorkerRequest, transfer: ArrayBuffer[]) => void): JobRelay {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  return {
    run: (job, onProgress) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: (result) => resolve(result as EngineJobResult<typeof job>), reject, onProgress });
        post({ id, job }, buffersOf(job));
      }),
    deliver(reply) {
      const job = pending.get(reply.id);
      if (!job) return;
      if (reply.type === 'progress') return job.onProgress(reply.progress);
      pending.delete(reply.id);
      if (reply.type === 'done') job.resolve(reply.result);
      else job.reject(new EngineJobError(reply.name));
    },
    failAll() {
      pending.forEach((job) => job.reject(new EngineJobError('WorkerCrashed')));
      pending.clear();
    },
  };
}
