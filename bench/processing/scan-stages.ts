// Where a scanned job's time goes, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/scan-stages.ts [--scanned 20] [--runs 3] [--scan-kind flate|jpeg|fax]
// In one process, as one engine thread of a server worker runs a job (pdf.js in a thread of its own, native
// tesseract with the engine's model and settings), on the processing benchmark's scanned chart of that kind:
// 1. each page's parts one after another, CPU milliseconds per page: pdf.js reading the page and its image (every
//    thread of this process; a page that is one plain image has its image read straight from the file as the engine
//    reads it, extract/scan-image.ts, the file's objects opened once and that cost spread over the pages; a fax's
//    Group 4 stream is taken as it is), preparing the image for OCR (prepare-page-image.ts; a fax's stream is not
//    prepared), and tesseract on it (the child process's CPU), so the share of a
//    page's work that is not tesseract shows;
// 2. the whole job as the server runs it (processDocument, OCR one page at a time), split at its progress marks:
//    extraction with OCR, then finding notes, the audit with its evidence, and the reports.
// bench/README.md ('Processing') has a run.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { processDocument } from '@healthcare-portal/engine';
import { createOcrSlots, inflateExactly, loadReportFonts, nativeTesseractOcr, startPdfThread } from '@healthcare-portal/engine/node';
import { largestPageImage, openPdf, openScanImages, prepareForOcr } from '@healthcare-portal/engine/stages';
import { scannedChart } from '../lib/charts.ts';
import { medianAndRange } from '../lib/stats.ts';
import { figure, printTable } from '../lib/table.ts';
import { processCpu, type ProcessCpu } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    scanned: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    'scan-kind': { type: 'string', default: 'flate' },
  },
});
const kind = values['scan-kind'];
if (kind !== 'flate' && kind !== 'jpeg' && kind !== 'fax') throw new Error(`No scan kind ${kind}: flate, jpeg or fax`);
const chart = await scannedChart(Number(values.scanned), kind);
const pdf = new Uint8Array(readFileSync(chart.file));
const ocr = nativeTesseractOcr({ slots: createOcrSlots(1) });
const fonts = await loadReportFonts();

/** CPU milliseconds of this process (every thread, to the microsecond) and of its children that have ended. */
function cpuNow(): ProcessCpu {
  const usage = process.cpuUsage();
  return { ...processCpu('self'), own: (usage.user + usage.system) / 1000 };
}

type Part = 'read' | 'prepare' | 'tesseract';
const perPage: Record<Part, number[]> = { read: [], prepare: [], tesseract: [] };

/** Each page's parts apart, one after another. */
async function pageParts(): Promise<void> {
  const doc = await openPdf(pdf);
  const recogniser = await ocr();
  const opening = cpuNow();
  const scans = await openScanImages(pdf, doc.numPages, inflateExactly);
  const opened = (cpuNow().own - opening.own) / doc.numPages;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const start = cpuNow();
      const page = await doc.getPage(n);
      await page.getTextContent();
      const image = (await scans.imageOf(n)) ?? (await largestPageImage(page));
      page.cleanup();
      const read = cpuNow();
      if (!image) continue;
      // A fax's CCITT stream goes to tesseract as it is, unprepared, as extraction hands it over.
      const prepared = 'ccitt' in image ? image : prepareForOcr(image).image;
      const ready = cpuNow();
      await ('ccitt' in prepared ? recogniser.recognizeFax?.(prepared) : recogniser.recognize(prepared));
      const recognised = cpuNow();
      perPage.read.push(read.own - start.own + opened);
      perPage.prepare.push(ready.own - read.own);
      perPage.tesseract.push(recognised.children - ready.children);
    }
  } finally {
    await recogniser.terminate();
    await doc.destroy();
  }
}

type Stage = 'extract (OCR)' | 'segment' | 'audit' | 'evidence + reports';
const stages: Record<Stage, number[]> = { 'extract (OCR)': [], segment: [], audit: [], 'evidence + reports': [] };
const wholeJob: number[] = [];

/** The whole job as a worker thread runs it, its wall time split at the progress marks. */
async function job(): Promise<void> {
  const marks = new Map<string, number>();
  const start = performance.now();
  await processDocument({
    pdf,
    patient: chart.patient,
    allowMultiNote: true,
    auditDate: '2026-11-25T00:00:00Z',
    performedBy: { fullName: 'Bench', role: 'Auditor User' },
    ocr: { engine: ocr },
    fonts,
    pdfThread: startPdfThread,
    inflate: inflateExactly,
    onProgress: ({ stage }) => marks.set(stage, performance.now()),
  });
  const end = performance.now();
  const at = (stage: string) => marks.get(stage) ?? end;
  stages['extract (OCR)'].push((at('extract') - start) / chart.pages);
  stages.segment.push((at('segment') - at('extract')) / chart.pages);
  stages.audit.push((at('audit') - at('segment')) / chart.pages);
  stages['evidence + reports'].push((end - at('audit')) / chart.pages);
  wholeJob.push((end - start) / chart.pages);
}

const cell = (samples: number[]) => {
  const { median, min, max } = medianAndRange(samples);
  return `${figure(median)} (${figure(min)}-${figure(max)})`;
};

for (let run = 1; run <= Number(values.runs); run++) {
  await pageParts();
  await job();
}
const total = (Object.keys(perPage) as Part[]).reduce((sum, part) => sum + medianAndRange(perPage[part]).median, 0);
console.log(`\n${chart.name}: each page's parts, CPU ms per page, median (range) over ${values.runs} runs x ${chart.pages} pages\n`);
printTable(
  ['part', 'CPU ms per page', 'share'],
  (Object.keys(perPage) as Part[]).map((part) => [
    part,
    cell(perPage[part]),
    `${Math.round((100 * medianAndRange(perPage[part]).median) / total)}%`,
  ]),
);
console.log(`\nThe whole job (one page recognised at a time), wall ms per page, median (range) of ${values.runs} runs\n`);
printTable(
  ['stage', 'wall ms per page'],
  [...(Object.keys(stages) as Stage[]).map((stage) => [stage, cell(stages[stage])]), ['whole job', cell(wholeJob)]],
);
