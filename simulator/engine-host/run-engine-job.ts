import type { nodeEngineAssets } from '@healthcare-portal/engine/node';
import { runJob, type EngineAssets, type EngineJob, type EngineJobResult, type EngineProgress } from '@healthcare-portal/engine/jobs';
import type { WorkerReply } from './engine-worker';
import { jobRelay } from './job-relay';

let worker: Worker | null = null;
const relay = jobRelay((request, transfer) => engineWorker().postMessage(request, transfer));

function engineWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module', name: 'document-engine' });
  created.onmessage = (event: MessageEvent<WorkerReply>) => relay.deliver(event.data);
  created.onerror = () => {
    // A crashed worker fails every job it held; the next job starts a fresh one.
    relay.failAll();
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
  return inPage() ? relay.run(job, onProgress) : nodeRunner(job, onProgress);
}
