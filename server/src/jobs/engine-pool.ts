import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { buffersOf, type EngineJob, type EngineJobResult, type EngineProgress } from '@healthcare-portal/engine/jobs';
import type { OcrChoice } from './choose-ocr.ts';
import type { EngineTask, EngineTaskAnswer } from './engine-worker.ts';

/** A job the engine gave up on; `name` is the engine error's class (EngineInputError: the request was wrong). */
export class EngineJobError extends Error {
  override readonly name = 'EngineJobError';
  constructor(readonly errorClass: string) {
    super(`The engine job failed (${errorClass})`);
  }
}

export interface EnginePool {
  /**
   * Runs a merge or process job in a worker thread. The job's byte buffers are moved to the worker (pass copies
   * of anything still needed); the result's PDFs come back moved. An aborted job's thread is ended.
   */
  run<Job extends EngineJob>(
    job: Job,
    onProgress?: (progress: EngineProgress) => void,
    signal?: AbortSignal,
  ): Promise<EngineJobResult<Job>>;
  close(): Promise<void>;
}

/** `ocr`: how scanned pages are read (choose-ocr.ts); tesseract.js in each thread when left out. */
export type EnginePoolOptions = { threads?: number; ocr?: OcrChoice };

// A plain module that registers tsx in the thread, then loads engine-worker.ts (see there for why).
const WORKER_URL = new URL('./engine-thread.mjs', import.meta.url).href;

/** One worker thread per core by default, so the event loop never waits on a PDF. */
export function createEnginePool({ threads = availableParallelism(), ocr }: EnginePoolOptions = {}): EnginePool {
  const pool = new Piscina({
    filename: WORKER_URL,
    minThreads: 0,
    maxThreads: Math.max(1, threads),
    // Idle workers go after a minute; the fonts and OCR model load again on the next job.
    idleTimeout: 60_000,
  });

  return {
    async run(job, onProgress, signal) {
      const channel = new MessageChannel();
      if (onProgress) channel.port1.on('message', (update: EngineProgress) => onProgress(update));
      const task: EngineTask = { job, progress: channel.port2, ...(ocr ? { ocr } : {}) };
      try {
        const answer = (await pool.run(task, { transferList: [channel.port2, ...buffersOf(job)], signal })) as EngineTaskAnswer;
        if (!answer.ok) throw new EngineJobError(answer.error);
        return answer.result as EngineJobResult<typeof job>;
      } finally {
        channel.port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
