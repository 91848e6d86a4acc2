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

/** What the thread says on the cancel port: its processes are stopped, or a process group started or ended. */
export type CancelPortReport = 'stopped' | { group: number; running: boolean };

/** A failure crosses back as the error's class name only: engine messages may quote the document. */
export type EngineTaskAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** One merge or process job in a worker thread of the pool (engine-pool.ts); progress goes out through the port. */
export default async function runEngineTask({ job, progress, ocr, cancel }: EngineTask) {
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
