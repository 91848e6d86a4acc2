import { parentPort } from 'node:worker_threads';
import { buffersOf, runJob } from '@healthcare-portal/engine/jobs';
import { nodeEngineAssets } from '@healthcare-portal/engine/node';
import type { WorkerReply, WorkerRequest } from './engine-worker';

// The simulator's engine thread in Node (simulator:serve): the same relay as the browser's Web Worker, one job in,
// progress and one result (or the error's class only: its message may quote the document) out.
const port = parentPort;
if (!port) throw new Error('node-engine-thread runs as a worker thread only');

port.on('message', async ({ id, job }: WorkerRequest) => {
  try {
    const result = await runJob(
      job,
      (progress) => port.postMessage({ id, type: 'progress', progress } satisfies WorkerReply),
      nodeEngineAssets,
    );
    port.postMessage({ id, type: 'done', result } satisfies WorkerReply, buffersOf(result));
  } catch (error) {
    port.postMessage({ id, type: 'failed', name: error instanceof Error ? error.name : 'Error' } satisfies WorkerReply);
  }
});
