// Processing benchmark, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/run.ts [--text 100] [--scanned 20] [--threads 1]
// Pages per second of a text chart and of a scanned chart through the real server over HTTP (upload, then
// POST /rag/process): embedded (one process on PGlite), then an API node with RUN_JOBS=false and one, then two,
// `npm run server:worker` processes over one PostgreSQL. Each setup gets as many charts at once as it has engine
// threads (PROCESSING_THREADS, --threads, per process), since one job runs on one thread. The references, on the
// same files in the same run: pdftotext for the text chart, tesseract for the scanned one. bench/README.md has a run.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { scannedChart, textChart, type ChartFile } from '../lib/charts.ts';
import { numberOption } from '../lib/cli.ts';
import { Cluster, startEmbedded, stopAll } from '../lib/processes.ts';
import { figure, printTable, ratio } from '../lib/table.ts';
import { cores, pdftotext, tesseract } from './native.ts';
import { Submitter } from './submit.ts';

const threads = numberOption('threads', 1);
const text = await textChart(numberOption('text', 100));
const scanned = await scannedChart(numberOption('scanned', 20));
// Two scanned pages per engine thread before timing: each thread loads the engine, its fonts and the OCR model once.
const warmUp = await scannedChart(2);

const references = [
  { chart: text, name: 'pdftotext -layout', pagesPerSecond: await pdftotext(text) },
  { chart: scanned, name: `tesseract, ${cores} pages at once`, pagesPerSecond: await tesseract(scanned) },
];

type Row = { chart: ChartFile; setup: string; charts: number; seconds: number; pagesPerSecond: number };
const rows: Row[] = [];

/** Uploads `count` copies, then times processing them all at once (uploads and merging are not counted). */
async function processAtOnce(submitter: Submitter, chart: ChartFile, count: number): Promise<number> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) keys.push(await submitter.upload(chart));
  const start = performance.now();
  await Promise.all(keys.map((key) => submitter.process(chart, key)));
  return (performance.now() - start) / 1000;
}

/** Both charts on a setup with `processes` processes that run jobs, `threads` engine threads each. */
async function measure(setup: string, base: string, processes: number): Promise<void> {
  const submitter = await Submitter.signIn(base);
  const charts = processes * threads;
  await processAtOnce(submitter, warmUp, charts);
  for (const chart of [text, scanned]) {
    const seconds = await processAtOnce(submitter, chart, charts);
    const row = { chart, setup, charts, seconds, pagesPerSecond: (chart.pages * charts) / seconds };
    rows.push(row);
    console.log(
      `${setup.padEnd(22)} ${chart.name.padEnd(11)} ${charts} at once: ${seconds.toFixed(1)} s, ${figure(row.pagesPerSecond)} pages/s`,
    );
  }
}

function report(): void {
  console.log(
    `\nPROCESSING_THREADS=${threads} per process, ${cores} cores; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const lines = [text, scanned].flatMap((chart) => {
    const reference = references.find((r) => r.chart === chart);
    const measured = rows
      .filter((row) => row.chart === chart)
      .map((row) => [
        chart.name,
        row.setup,
        String(row.charts),
        row.seconds.toFixed(1),
        figure(row.pagesPerSecond),
        ratio(row.pagesPerSecond, reference?.pagesPerSecond),
      ]);
    return [...measured, [chart.name, reference?.name ?? '', '1', '', figure(reference?.pagesPerSecond ?? 0), '1.00x']];
  });
  printTable(['chart', 'setup', 'charts at once', 'seconds', 'pages/s', 'vs native'], lines);
}

console.log(
  `Load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  const embedded = await startEmbedded(threads);
  await measure('embedded (PGlite)', embedded.base, 1);
  await stopAll();
  const cluster = await Cluster.start();
  const api = await cluster.api('api', { seedDemo: true });
  await cluster.worker('worker-1', threads);
  await measure('API node + 1 worker', api.base, 1);
  await cluster.worker('worker-2', threads);
  await measure('API node + 2 workers', api.base, 2);
} finally {
  await stopAll();
}
report();
