import type { MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { OcrEngine } from '@healthcare-portal/engine';
import { buffersOf, runJob, type EngineJob } from '@healthcare-portal/engine/jobs';
import { djpegDecoder, nativeTesseractOcr, nodeEngineAssets } from '@healthcare-portal/engine/node';
import type { OcrChoice } from './choose-ocr.ts';

/**
 * A job, where its progress goes, how the process chose to read scanned pages (choose-ocr.ts), and where a cancel
 * comes: the thread then kills its recognisers' tesseract processes and answers, before the pool ends it. The thread
 * also tells that port each tesseract process group as it starts and ends, so the pool can end them itself when the
 * thread is too busy to answer.
 */
export type EngineTask = { job: EngineJob; progress?: MessagePort; ocr?: OcrChoice; cancel?: MessagePort };

/**
 * A thread preparing itself as the pool starts (engine-pool.ts, `prepare`): it reads the preparation chart round after
 * round, and stops before the next round once `waiting[0]` is not 0 (a job came to the pool).
 */
export type PrepareTask = { prepare: { waiting: Int32Array; rounds: number } };

/** How much of its preparation a thread did, and in how long (the first round loads the engine). */
export type PrepareAnswer = { rounds: number; ms: number };

// The chart a thread reads to prepare itself: a synthetic chart (demo/charts, no one's data) of 11 text pages with
// the generator's usual mix (progress notes, a lab report, a history and physical), so the rule modules are loaded,
// compiled and run often enough for V8 to optimise what a real chart runs most. Rounds of one small chart, not one
// large chart, so a job that comes waits at most one round (bench/README.md, 'Fourteenth round').
const PREPARE_SEED = 26_014;
const PREPARE_NOTES = 10;

/** What the thread says on the cancel port: its processes are stopped, or a process group started or ended. */
export type CancelPortReport = 'stopped' | { group: number; running: boolean };

/** A failure crosses back as the error's class name only: engine messages may quote the document. */
export type EngineTaskAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** Reads the preparation chart `rounds` times, or fewer if a job comes to the pool (`waiting`). */
async function prepareThread({ waiting, rounds }: PrepareTask['prepare']): Promise<PrepareAnswer> {
  const started = performance.now();
  // A job already waiting takes the thread at once: making the chart alone took 2 s at a load of 28.
  if (Atomics.load(waiting, 0) !== 0) return { rounds: 0, ms: performance.now() - started };
  const { generateChart } = await import('@healthcare-portal/demo/charts/generate-chart');
  const chart = await generateChart(PREPARE_SEED, { notes: PREPARE_NOTES });
  let done = 0;
  while (done < rounds && Atomics.load(waiting, 0) === 0) {
    const input = {
      pdf: chart.pdf.slice(),
      patient: chart.patient,
      allowMultiNote: true,
      performedBy: { fullName: 'Engine preparation', role: 'auditor' },
      auditDate: '2026-01-01T00:00:00.000Z',
    };
    await runJob(
      { kind: 'process', input },
      () => undefined,
      () => nodeEngineAssets(),
    );
    done++;
  }
  return { rounds: done, ms: performance.now() - started };
}

/** One merge or process job in a worker thread of the pool (engine-pool.ts); progress goes out through the port. */
export default async function runEngineTask(task: EngineTask | PrepareTask) {
  if ('prepare' in task) return prepareThread(task.prepare);
  const { job, progress, ocr, cancel } = task;
  const report = (message: CancelPortReport) => cancel?.postMessage(message);
  const native =
    ocr?.kind === 'native'
      ? nativeTesseractOcr({ slots: ocr.slots, command: ocr.command, onProcess: (group, running) => report({ group, running }) })
      : undefined;
  const recognisers = new Set<OcrEngine>();
  // Each recogniser the job starts, so a cancel reaches its processes.
  const started =
    native &&
    (async () => {
      const recogniser = await native();
      recognisers.add(recogniser);
      return recogniser;
    });
  const decodeJpeg = ocr?.djpeg ? djpegDecoder(ocr.djpeg.command) : undefined;
  const assets = () => nodeEngineAssets(started, decodeJpeg);
  cancel?.on('message', () => {
    void Promise.all([...recognisers].map((recogniser) => recogniser.terminate())).then(() => report('stopped'));
  });
  try {
    const result = await runJob(job, (update) => progress?.postMessage(update), assets);
    const answer: EngineTaskAnswer = { ok: true, result };
    // The result's PDFs move to the main thread instead of being copied.
    return move({ [transferableSymbol]: buffersOf(result), [valueSymbol]: answer });
  } catch (error) {
    const answer: EngineTaskAnswer = { ok: false, error: error instanceof Error ? error.name : 'Error' };
    return answer;
  } finally {
    progress?.close();
    cancel?.close();
  }
}
