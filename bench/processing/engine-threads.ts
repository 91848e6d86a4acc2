// Where a server worker's own CPU goes on scanned pages, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/engine-threads.ts [--scanned 20] [--jobs 2] [--reps 3] [--scan-kind jpeg]
// In this process, as a `npm run server:worker` process runs its jobs (server/src/jobs/engine-pool.ts: as many
// engine threads as jobs at once, native tesseract in slots they share, djpeg for JPEG pages), without HTTP, the
// database or storage: `--jobs` copies of the processing benchmark's scanned chart at once, `--reps` times after a
// warm-up job a thread. CPU milliseconds a page, each rep: this process's main thread, the threads it had before the
// engine's (V8's helpers, which collect garbage and compile for every thread, and libuv's pool), the engine and
// pdf.js threads, the spawn helpers (engine/node/process-helper.ts), and what they started (tesseract, djpeg). Quicker
// than bench/processing/run.ts (no servers to start) and without the API node and the database client's share; V8
// flags given to node (`--trace-gc`, `--max-semi-space-size`, `--single-threaded-gc`) reach every thread; the peak
// resident set of the process (its threads' heaps) is printed with the table.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { CHUNK_SIZE } from '@healthcare-portal/contracts/documents/process-document';
import { chooseOcr } from '../../server/src/jobs/choose-ocr.ts';
import { createEnginePool } from '../../server/src/jobs/engine-pool.ts';
import { scannedChart, type ChartFile } from '../lib/charts.ts';
import { figure, printTable } from '../lib/table.ts';
import { processCpu, threadsCpu, threadSplit } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    scanned: { type: 'string', default: '20' },
    jobs: { type: 'string', default: '2' },
    reps: { type: 'string', default: '3' },
    'scan-kind': { type: 'string', default: 'jpeg' },
  },
});
const kind = values['scan-kind'];
if (kind !== 'flate' && kind !== 'jpeg' && kind !== 'fax') throw new Error(`No scan kind ${kind}: flate, jpeg or fax`);
const jobs = Number(values.jobs);
const chart = await scannedChart(Number(values.scanned), kind);
const warmUp = await scannedChart(2);

// libuv starts its pool at its first use: read a file first, so its threads count with V8's as the process's own.
await readFile(chart.file);
const startup = new Set(threadsCpu(process.pid).keys());
const ocr = await chooseOcr({ threads: jobs });
const pool = createEnginePool({ threads: jobs, ocr });

const processJob = async (file: ChartFile) => {
  const pdf = new Uint8Array(await readFile(file.file));
  return pool.run({
    kind: 'process',
    input: {
      pdf,
      patient: file.patient,
      chunkSize: CHUNK_SIZE,
      allowMultiNote: true,
      performedBy: { fullName: 'Bench', role: 'auditor' },
      auditDate: '2026-11-26T00:00:00.000Z',
    },
  });
};

await Promise.all(Array.from({ length: jobs }, () => processJob(warmUp)));

const rows: string[][] = [];
for (let rep = 1; rep <= Number(values.reps); rep++) {
  const threadsBefore = threadsCpu(process.pid);
  const before = processCpu(process.pid);
  const started = performance.now();
  console.log(`--- rep ${rep} start`);
  await Promise.all(Array.from({ length: jobs }, () => processJob(chart)));
  console.log(`--- rep ${rep} end`);
  const seconds = (performance.now() - started) / 1000;
  const after = processCpu(process.pid);
  const split = threadSplit(process.pid, startup, threadsBefore, threadsCpu(process.pid));
  const pages = jobs * chart.pages;
  const engine = split.started.reduce((sum, ms) => sum + ms, 0);
  const threads = split.main + split.helpers + engine;
  const spawnHelpers = after.own - before.own - threads;
  const perPage = (ms: number) => figure(ms / pages);
  rows.push([
    String(rep),
    loadavg()[0]?.toFixed(1) ?? '',
    figure(pages / seconds),
    perPage(after.own - before.own),
    perPage(split.main),
    perPage(split.helpers),
    perPage(engine),
    perPage(spawnHelpers),
    perPage(after.children - before.children),
  ]);
}
await pool.close();

// V8 flags given on the command line (node --heap-growing-percent=... --import tsx ...) are in execArgv.
const flags = [...process.execArgv.filter((arg) => arg !== '--import' && arg !== 'tsx'), process.env.NODE_OPTIONS ?? ''].join(' ').trim();
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(
  `${jobs} x ${chart.name} (${chart.pages} pages) at once, flags: ${flags || 'none'}; peak resident ${peakMb} MB; CPU ms a page:`,
);
printTable(
  [
    'rep',
    'load',
    'pages/s',
    'own CPU',
    'main thread',
    'V8 and libuv helpers',
    'engine and pdf.js threads',
    'spawn helpers',
    'tesseract and djpeg',
  ],
  rows,
);
