/// <reference lib="webworker" />
import { browserEngineAssets } from './browser-engine-assets';
import { buffersOf, runJob, type EngineJob } from '@healthcare-portal/engine/jobs';

// The Web Worker entry: merging and processing run here so the page stays responsive. It only relays: one job
// in, progress messages and one result (or a failure) out, each tagged with the job's id.

export type WorkerRequest = { id: number; job: EngineJob };
export type WorkerReply =
  | { id: number; type: 'progress'; progress: { stage: string; pagesDone: number; pagesTotal: number } }
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'failed'; name: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * pdf.js wants a worker of its own, which a worker cannot name without a script URL. We are already off the page's
 * thread, so its message handler runs right here (pdf.js's documented `globalThis.pdfjsWorker` hook).
 */
let pdfjsReady: Promise<void> | null = null;
const preparePdfjs = () =>
  (pdfjsReady ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then((handler) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = handler;
  }));

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, job } = event.data;
  try {
    if (job.kind === 'process') await preparePdfjs();
    const result = await runJob(
      job,
      (progress) => scope.postMessage({ id, type: 'progress', progress } satisfies WorkerReply),
      browserEngineAssets,
    );
    scope.postMessage({ id, type: 'done', result } satisfies WorkerReply, buffersOf(result));
  } catch (error) {
    // Only the error's class crosses over: its message may quote document text.
    scope.postMessage({ id, type: 'failed', name: error instanceof Error ? error.name : 'Error' } satisfies WorkerReply);
  }
};
