/// <reference lib="webworker" />
import { buffersOf, runJob, type EngineJob } from './engine-jobs';

// The Web Worker entry: merging and processing run here so the page stays responsive. It only relays: one job
// in, progress messages and one result (or a failure) out, each tagged with the job's id.

export type WorkerRequest = { id: number; job: EngineJob };
export type WorkerReply =
  | { id: number; type: 'progress'; progress: { stage: string; pagesDone: number; pagesTotal: number } }
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'failed'; name: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, job } = event.data;
  try {
    const result = await runJob(job, (progress) => scope.postMessage({ id, type: 'progress', progress } satisfies WorkerReply));
    scope.postMessage({ id, type: 'done', result } satisfies WorkerReply, buffersOf(result));
  } catch (error) {
    // Only the error's class crosses over: its message may quote document text.
    scope.postMessage({ id, type: 'failed', name: error instanceof Error ? error.name : 'Error' } satisfies WorkerReply);
  }
};
