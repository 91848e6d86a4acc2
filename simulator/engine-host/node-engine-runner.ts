import { Worker } from 'node:worker_threads';
import type { EngineJob, EngineJobResult, EngineProgress } from '@healthcare-portal/engine/jobs';
import { jobRelay } from './job-relay';

let thread: Worker | null = null;
const relay = jobRelay((request, transfer) => engineThread().postMessage(request, transfer));

function engineThread(): Worker {
  if (thread) return thread;
  const created = new Worker(new URL('./node-engine-thread.mjs', import.meta.url), { name: 'document-engine' });
  created.on('message', relay.deliver);
  // A crashed thread fails every job it held; the next job starts a fresh one.
  created.on('error', () => created.terminate());
  created.on('exit', () => {
    relay.failAll();
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
  return relay.run(job, onProgress);
}
