import { Worker } from 'node:worker_threads';
import { buffersOf, type EngineJob, type EngineJobResult, type EngineProgress } from '@healthcare-portal/engine/jobs';
import type { WorkerReply, WorkerRequest } from './engine-worker';
import { EngineJobError } from './run-engine-job';

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; onProgress: (progress: EngineProgress) => void };

let thread: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function engineThread(): Worker {
  if (thread) return thread;
  const created = new Worker(new URL('./node-engine-thread.mjs', import.meta.url), { name: 'document-engine' });
  created.on('message', (reply: WorkerReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    if (reply.type === 'progress') return job.onProgress(reply.progress);
    pending.delete(reply.id);
    if (reply.type === 'done') job.resolve(reply.result);
    else job.reject(new EngineJobError(reply.name));
  });
  // A crashed thread fails every job it held; the next job starts a fresh one.
  created.on('error', () => created.terminate());
  created.on('exit', () => {
    pending.forEach((job) => job.reject(new EngineJobError('WorkerCrashed')));
    pending.clear();
    if (thread === created) thread = null;
  });
  // The thread never keeps the process alive on its own.
  created.unref();
  thread = created;
  return created;
}

/**
 * Runs engine jobs in a worker thread, so the HTTP simulator's event loop keeps answering other requests while a
 * large chart is merged or audited (simulator:serve installs it; tests in one process run jobs directly).
 */
export function runInEngineThread<Job extends EngineJob>(
  job: Job,
  onProgress: (progress: EngineProgress) => void,
): Promise<EngineJobResult<Job>> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve: (result) => resolve(result as EngineJobResult<Job>), reject, onProgress });
    engineThread().postMessage({ id, job } satisfies WorkerRequest, buffersOf(job));
  });
}
