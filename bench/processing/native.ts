// The native references of the processing benchmark, on the same files in the same run: Debian's pdftotext
// (poppler-utils) for a text chart, and Debian's tesseract (tesseract-ocr) for a scanned one, one single-threaded
// process per page image and as many at once as there are cores, the fastest way to OCR pages natively, with the
// engine's own model and settings.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { NATIVE_TESSERACT_ENV, nativeTesseractOptions, type ModelFile } from '@healthcare-portal/engine/node';
import type { ChartFile } from '../lib/charts.ts';
import { processCpu } from './process-cpu.ts';

const run = promisify(execFile);

/**
 * A reference's pages per second on the wall clock, and its CPU milliseconds per page (the processes it started): on
 * a machine others load, CPU per page is the figure that compares.
 */
export type Reference = { pagesPerSecond: number; cpuMsPerPage: number };

async function measured(pages: number, work: () => Promise<unknown>): Promise<Reference> {
  const cpu = processCpu('self').children;
  const start = performance.now();
  await work();
  return { pagesPerSecond: (pages * 1000) / (performance.now() - start), cpuMsPerPage: (processCpu('self').children - cpu) / pages };
}

export const pdftotextReference = (chart: ChartFile) =>
  measured(chart.pages, () => run('pdftotext', ['-layout', chart.file, '-'], { maxBuffer: 1 << 28 }));

/** pdftotext's pages per second alone (the profile benchmark's reference). */
export const pdftotext = async (chart: ChartFile) => (await pdftotextReference(chart)).pagesPerSecond;

export const cores = availableParallelism();

/**
 * tesseract on each page image, one thread per page, `lanes` pages at a time (`cores` unless told), recognising as
 * the engine does: its model and settings (nativeTesseractOptions: the tesseract.js model, LSTM only, the page as one
 * block), the model's file as packaged or cut to its LSTM parts as the engine gives it.
 */
export const tesseract = async (chart: ChartFile, model: ModelFile, lanes = cores) => {
  const options = await nativeTesseractOptions(model);
  return measured(chart.images.length, async () => {
    const queue = [...chart.images];
    const env = { ...process.env, ...NATIVE_TESSERACT_ENV };
    const lane = async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        await run('tesseract', [image, 'stdout', ...options, '-c', 'tessedit_create_tsv=1'], { env, maxBuffer: 1 << 24 });
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  });
};
