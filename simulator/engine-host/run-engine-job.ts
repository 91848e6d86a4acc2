import type { nodeEngineAssets } from '@healthcare-portal/engine/node';
import {
  buffersOf,
  runJob,
  type EngineAssets,
  type EngineJob,
  type EngineJobResult,
  type EngineProgress,
} from '@healthcare-portal/engine/jobs';
import type { WorkerReply, WorkerRequest } from './engine-worker';

/** A job the worker could not finish; the handler answers a generic 500/422 without details. */
export class EngineJobError extends Error {
  override readonly name = 'EngineJobError';
  constructor(readonly causeName: string) {
    super(`The engine job failed (${causeName})`);
  }
}

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; onProgress: (progress: EngineProgress) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function engineWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'document-engine' });
  created.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const job = pending.get(reply.id);
    if (!job) return;
    if (reply.type === 'progress') return job.onProgress(reply.progress);
    pending.delete(reply.id);
    if (reply.type === 'done') job.resolve(reply.result);
    else job.reject(new EngineJobError(reply.name));
  };
  created.onerror = () => {
    // A crashed worker fails every job it held; the next job starts a fresh one.
    pending.forEach((job) => job.reject(new EngineJobError('WorkerCrashed')));
    pending.clear();
    created.terminate();
    worker = null;
  };
  worker = created;
  return created;
}

/** Off the main thread in a Web Worker where a page has one (the browser simulator); in Node, see setNodeEngineRunner. */
const inPage = () => typeof window !== 'undefined' && typeof Worker !== 'undefined';

// Only the direct path (Node) loads this, on its first process job. The specifier is a variable so the page's
// bundle neither includes the module nor tries to bundle its node:fs and node:module imports for a browser.
const NODE_ASSETS_MODULE = '@healthcare-portal/engine/node';
const nodeAssets = async (): Promise<EngineAssets> => {
  const module = (await import(/* @vite-ignore */ NODE_ASSETS_MODULE)) as { nodeEngineAssets: typeof nodeEngineAssets };
  return module.nodeEngineAssets();
};

type JobRunner = <Job extends EngineJob>(job: Job, onProgress: (progress: EngineProgress) => void) => Promise<EngineJobResult<Job>>;

// In Node, jobs run in this process unless a host installs a runner (simulator:serve runs them in a worker thread).
let nodeRunner: JobRunner = (job, onProgress) => runJob(job, onProgress, nodeAssets);

/** How Node runs engine jobs from now on; the browser always uses its Web Worker. */
export function setNodeEngineRunner(runner: JobRunner): void {
  nodeRunner = runner;
}

export function runEngineJob<Job extends EngineJob>(
  job: Job,
  onProgress: (progress: EngineProgress) => void = () => undefined,
): Promise<EngineJobResult<Job>> {
  if (!inPage()) return nodeRunner(job, onProgress);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve: (result) => resolve(result as EngineJobResult<Job>), reject, onProgress });
    engineWorker().postMessage({ id, job } satisfies WorkerRequest, buffersOf(job));
  });
}
