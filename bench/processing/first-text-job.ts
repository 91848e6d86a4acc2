// The first text job on a fresh engine thread, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/first-text-job.ts [--text 100] [--reps 1] [--root DIR]
// In this process, as an embedded server's pool runs it (server/src/jobs/engine-pool.ts, one thread), without HTTP,
// the database or storage: the processing benchmark's two-page scanned warm-up (run.ts's), then the text chart
// --reps times; CPU ms a page of each rep (main thread, V8 and libuv helpers, engine and pdf.js threads) and its wall.
// Quicker than run.ts for an A/B of the first job: run it against two trees alternately (--root: another checkout's
// server/src/jobs/engine-pool.ts is loaded instead). Node's --cpu-prof reaches the engine thread too (one profile a
// thread, written as the pool closes).
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHUNK_SIZE } from '@healthcare-portal/contracts/documents/process-document';
import { scannedChart, textChart, type ChartFile } from '../lib/charts.ts';
import { figure, printTable } from '../lib/table.ts';
import { processCpu, threadsCpu, threadSplit } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    text: { type: 'string', default: '100' },
    reps: { type: 'string', default: '1' },
    root: { type: 'string', default: join(import.meta.dirname, '../..') },
    // Text charts the thread reads after the scanned warm-up and before the timed chart: N[xR] (R times).
    'warm-text': { type: 'string', default: '' },
    // The pool prepares its threads as it starts (engine-pool.ts, `prepare`); the timed jobs wait for it unless
    // --at-once, which submits the warm-up job as the pool starts (what a job waiting at start pays).
    prepare: { type: 'boolean', default: false },
    'at-once': { type: 'boolean', default: false },
    // Rounds of the preparation chart a thread reads (engine-pool.ts, PREPARE_ROUNDS by default).
    'prepare-rounds': { type: 'string' },
  },
});
const root = resolve(values.root);
const { createEnginePool } = (await import(
  pathToFileURL(join(root, 'server/src/jobs/engine-pool.ts')).href
)) as typeof import('../../server/src/jobs/engine-pool.ts');
// A tree from before choose-ocr.ts (3e00376, the text goal's reference) reads scans with tesseract.js in the thread.
const chooseOcr = await import(pathToFileURL(join(root, 'server/src/jobs/choose-ocr.ts')).href).then(
  (module: typeof import('../../server/src/jobs/choose-ocr.ts')) => module.chooseOcr,
  () => undefined,
);
const chart = await textChart(Number(values.text));
const warmUp = await scannedChart(2);

await readFile(chart.file);
const startup = new Set(threadsCpu(process.pid).keys());
const ocr = await chooseOcr?.({ threads: 1 });
const cpuAtStart = processCpu(process.pid);
const poolStarted = performance.now();
const pool = createEnginePool({
  threads: 1,
  ...(ocr ? { ocr } : {}),
  prepare: values.prepare,
  ...(values['prepare-rounds'] ? { prepareRounds: Number(values['prepare-rounds']) } : {}),
});
if (values.prepare && !values['at-once']) {
  const answers = await pool.prepared();
  const cpu = processCpu(process.pid).own - cpuAtStart.own;
  console.log(
    `prepared: ${answers.map(({ rounds, ms }) => `${rounds} rounds in ${Math.round(ms)} ms`).join(', ')}; ` +
      `${Math.round(performance.now() - poolStarted)} ms from the pool's start, ${Math.round(cpu)} ms of the process's CPU; resident ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MB`,
  );
}
const processJob = async (file: ChartFile) =>
  pool.run({
    kind: 'process',
    input: {
      pdf: new Uint8Array(await readFile(file.file)),
      patient: file.patient,
      chunkSize: CHUNK_SIZE,
      allowMultiNote: true,
      performedBy: { fullName: 'Bench', role: 'auditor' },
      auditDate: '2026-11-26T00:00:00.000Z',
    },
  });

const warmUpSubmitted = performance.now();
await processJob(warmUp);
console.log(`the scanned warm-up job: ${Math.round(performance.now() - warmUpSubmitted)} ms from its submission`);
if (values.prepare && values['at-once']) console.log(`prepared: ${JSON.stringify(await pool.prepared())}`);
if (values['warm-text']) {
  const [pages, times = '1'] = values['warm-text'].split('x');
  const warmText = await textChart(Number(pages), `warm-text-${pages}`, 7_777);
  for (let i = 0; i < Number(times); i++) await processJob(warmText);
}
const rows: string[][] = [];
for (let rep = 1; rep <= Number(values.reps); rep++) {
  const threadsBefore = threadsCpu(process.pid);
  const before = processCpu(process.pid);
  const started = performance.now();
  await processJob(chart);
  const seconds = (performance.now() - started) / 1000;
  const after = processCpu(process.pid);
  const split = threadSplit(process.pid, startup, threadsBefore, threadsCpu(process.pid));
  const perPage = (ms: number) => figure(ms / chart.pages);
  rows.push([
    String(rep),
    loadavg()[0]?.toFixed(1) ?? '',
    figure(chart.pages / seconds),
    perPage(after.own - before.own),
    perPage(split.main),
    perPage(split.helpers),
    split.started.map(perPage).join(' + '),
  ]);
}
await pool.close();
console.log(
  `${chart.name} (${chart.pages} pages), root ${root}, peak resident ${Math.round(process.resourceUsage().maxRSS / 1024)} MB; CPU ms a page:`,
);
printTable(['rep', 'load', 'pages/s', 'own CPU', 'main thread', 'V8 and libuv helpers', 'engine + pdf.js threads'], rows);
