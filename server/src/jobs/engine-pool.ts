import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { buffersOf, type EngineJob, type EngineJobResult, type EngineProgress } from '@healthcare-portal/engine/jobs';
import { endProcessGroup } from '@healthcare-portal/engine/node';
import type { OcrChoice } from './choose-ocr.ts';
import type { CancelPortReport, EngineTask, EngineTaskAnswer, PrepareAnswer, PrepareTask } from './engine-worker.ts';

/**
 * A job stopped at its budget: its thread ran out of heap ('memory'), or reported nothing for the stall time
 * ('time'). A final answer, never retried: the same file would exhaust the budget again on any worker (issue 27).
 * `progress` is the last the job reported, so a merge can name the file it was reading.
 */
export class EngineBudgetError extends Error {
  override readonly name = 'EngineBudgetError';
  constructor(
    readonly budget: 'memory' | 'time',
    readonly progress: EngineProgress | undefined,
  ) {
    super(`The engine job ran past its ${budget} budget`);
  }
}

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
  /** How many engine threads are running now. */
  threads(): number;
  /**
   * With `prepare`, resolves when every thread has prepared itself or stopped for a job (each thread's rounds read
   * and milliseconds taken, the first round loading the engine); without it, at once with none.
   */
  prepared(): Promise<PrepareAnswer[]>;
  close(): Promise<void>;
}

export type EnginePoolOptions = {
  threads?: number;
  /** Heap of one engine thread, in MB (ENGINE_MEMORY_MB); pdf.js reads in a thread of its own besides. */
  memoryMb?: number;
  /** A job that reports no progress for this long is stopped (ENGINE_STALL_SECONDS). */
  stallSeconds?: number;
  /** How scanned pages are read (choose-ocr.ts); tesseract.js in each thread when left out. */
  ocr?: OcrChoice;
  /**
   * Start every thread with the pool and have each read a small built-in chart a few rounds before it takes a job
   * (ENGINE_PREPARE_THREADS), so a process's first job runs the engine loaded, compiled and optimised. A job that
   * comes meanwhile waits at most the round a thread is in (or its making the chart, before the first).
   */
  prepare?: boolean;
  /** Rounds of the preparation chart a thread reads (PREPARE_ROUNDS). */
  prepareRounds?: number;
};

/**
 * Rounds of the preparation chart (engine-worker.ts, 11 pages each) a thread reads as the pool starts. The first
 * 100-page job spent 20.6-22.1 ms of CPU a page after 5 rounds, 21.3-21.5 after 10 and 27.6-28.3 after none (at load
 * 30; a thread's second job about 18): 5 take most of the gain for some 4.3 s of the process's CPU at that load
 * against 5.5 for 10, and hold no more memory (bench/README.md, 'Fourteenth round').
 */
export const PREPARE_ROUNDS = 5;

export const ENGINE_MEMORY_MB = 1024;
// How long a cancelled or stalled job's thread has to kill its tesseract processes before it is ended anyway (it
// answers within milliseconds unless busy in a long step; its processes' own limits end them then).
const CANCEL_GRACE_MS = 1_000;
// Far above what a healthy job goes without reporting: each page is reported, and one page stops at 20 s of reading
// with pdf.js or, under native OCR, 120 s from its run's start (four bounds of 30 s: engine/node/native-tesseract-ocr.ts,
// longestRecognitionMs), and a job reading scans finishes a page at least every 120 s (a slot's wait of 30 s and three
// bounds, longestSilenceMs; engine-budget.test.ts holds them together).
export const ENGINE_STALL_SECONDS = 120;

/**
 * How far past what a full collection kept a heap grows before the next (V8's --heap-growing-percent). An engine
 * thread keeps about 80 MB alive (the engine, pdf.js's messages, fonts) and, reading scans, spends most of its time
 * waiting on tesseract: V8, judging by that slow allocation that collecting is cheap, let its heap grow by 1.1x, so
 * every 9 MB promoted (a page's TSV and words, surviving two scavenges while the page waits) marked the whole 80 MB
 * again, some 80 ms of CPU each, most on V8's helper threads: 2 to 6 full collections a thread on 20 pages. At 100%
 * they are 1 (bench/README.md, 'Twelfth round'), for up to one more heap's worth of garbage (about 80 MB) a thread,
 * far within ENGINE_MEMORY_MB. V8's flags are the process's: the main thread's and pdf.js threads' small heaps grow
 * alike.
 */
export const ENGINE_HEAP_GROWING_PERCENT = 100;

const outOfMemory = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

// A plain module that registers tsx in the thread, then loads engine-worker.ts (see there for why).
const WORKER_URL = new URL('./engine-thread.mjs', import.meta.url).href;

/**
 * One worker thread per core by default, so the event loop never waits on a PDF. Each thread's heap is limited and
 * each job must keep reporting progress: a job past either budget ends with an EngineBudgetError, and its thread
 * with it, never the process.
 */
export function createEnginePool({
  threads = availableParallelism(),
  memoryMb = ENGINE_MEMORY_MB,
  stallSeconds = ENGINE_STALL_SECONDS,
  ocr,
  prepare = false,
  prepareRounds = PREPARE_ROUNDS,
}: EnginePoolOptions = {}): EnginePool {
  // Before any engine thread exists: a heap takes the flag as it computes its next limit.
  setFlagsFromString(`--heap-growing-percent=${ENGINE_HEAP_GROWING_PERCENT}`);
  const pool = new Piscina({
    filename: WORKER_URL,
    // Threads start with the first jobs (or with the pool, to prepare) and then stay for the process's life: a new
    // thread's first job pays some 3 s of CPU loading the engine and another second optimising its code, where a
    // kept thread holds about 300 MB of the memory its jobs already reserve (docs/decisions.md, 'Engine threads stay').
    minThreads: prepare ? Math.max(1, threads) : 0,
    maxThreads: Math.max(1, threads),
    idleTimeout: Infinity,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });

  // Set once the first job comes: a preparing thread then stops before its next round, and no preparation starts.
  const waiting = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const preparing: Promise<PrepareAnswer[]> = prepare
    ? Promise.all(
        Array.from({ length: Math.max(1, threads) }, () =>
          (pool.run({ prepare: { waiting, rounds: prepareRounds } } satisfies PrepareTask) as Promise<PrepareAnswer>).catch(
            // A preparation that failed leaves its thread as it would be without one: the first job loads it.
            () => ({ rounds: 0, ms: 0 }),
          ),
        ),
      )
    : Promise.resolve([]);

  return {
    async run(job, onProgress, signal) {
      Atomics.store(waiting, 0, 1);
      const channel = new MessageChannel();
      const stalled = new AbortController();
      // Armed by the job's first report: waiting in the pool's queue, or a new thread loading the engine, is not
      // the file's doing (the job timeout covers a thread that never reports).
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      let last: EngineProgress | undefined;
      channel.port1.on('message', (update: EngineProgress) => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => stalled.abort(), stallSeconds * 1000);
        last = update;
        onProgress?.(update);
      });
      // A cancel or stall first reaches the thread, which kills its tesseract processes (as their group: what they
      // started too) and answers; then the thread is ended. Ending it alone left them to their own time limits, so a
      // thread too busy to answer in time has its process groups, which it reports as they start and end, ended here.
      const cancel = new MessageChannel();
      const end = new AbortController();
      const groups = new Set<number>();
      let grace: ReturnType<typeof setTimeout> | undefined;
      cancel.port1.on('message', (report: CancelPortReport) => {
        if (report === 'stopped') {
          clearTimeout(grace);
          end.abort();
        } else if (report.running) groups.add(report.group);
        else groups.delete(report.group);
      });
      const stop = () => {
        grace = setTimeout(() => {
          for (const group of groups) endProcessGroup(group);
          end.abort();
        }, CANCEL_GRACE_MS);
        cancel.port1.postMessage('cancel');
      };
      const requested = signal ? AbortSignal.any([signal, stalled.signal]) : stalled.signal;
      if (requested.aborted) end.abort();
      else requested.addEventListener('abort', stop, { once: true });
      const task: EngineTask = { job, progress: channel.port2, cancel: cancel.port2, ...(ocr ? { ocr } : {}) };
      try {
        const transferList = [channel.port2, cancel.port2, ...buffersOf(job)];
        const answer = (await pool.run(task, { transferList, signal: end.signal })) as EngineTaskAnswer;
        if (!answer.ok) throw new EngineJobError(answer.error);
        return answer.result as EngineJobResult<typeof job>;
      } catch (error) {
        if (stalled.signal.aborted && !signal?.aborted) throw new EngineBudgetError('time', last);
        if (outOfMemory(error)) throw new EngineBudgetError('memory', last);
        throw error;
      } finally {
        clearTimeout(watchdog);
        clearTimeout(grace);
        requested.removeEventListener('abort', stop);
        channel.port1.close();
        cancel.port1.close();
      }
    },
    threads: () => pool.threads.length,
    prepared: () => preparing,
    close: () => pool.destroy(),
  };
}
