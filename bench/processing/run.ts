// Processing benchmark, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/run.ts [--before REF] [--text 100] [--scanned 20] [--threads N] [--runs 1]
//     [--setups embedded,worker,workers]
// Pages per second of a text chart and of a scanned chart through the real server over HTTP (upload, then
// POST /rag/process): embedded (one process on PGlite), then an API node with RUN_JOBS=false and one, then two,
// `npm run server:worker` processes over one PostgreSQL. Each setup gets as many charts at once as it has engine
// threads (PROCESSING_THREADS, --threads per process, the cores by default as the server's own default), since one
// job runs on one thread. With --before, the same setups of an earlier commit (bench/lib/before-tree.ts) run in the
// same run, alternating with this tree's. The references, on the same files in the same run: pdftotext for the text
// chart, tesseract with the engine's model and settings for the scanned one. bench/README.md has a run.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { beforeTree, commitOf, ROOT } from '../lib/before-tree.ts';
import { scannedChart, textChart, type ChartFile } from '../lib/charts.ts';
import { Cluster, startEmbedded, stopAll } from '../lib/processes.ts';
import { medianAndRange } from '../lib/stats.ts';
import { figure, printTable, ratio } from '../lib/table.ts';
import { cores, pdftotext, tesseract } from './native.ts';
import { Submitter } from './submit.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    text: { type: 'string', default: '100' },
    scanned: { type: 'string', default: '20' },
    threads: { type: 'string', default: String(cores) },
    runs: { type: 'string', default: '1' },
    setups: { type: 'string', default: 'embedded,worker,workers' },
  },
});
const threads = Number(values.threads);
const text = await textChart(Number(values.text));
const scanned = await scannedChart(Number(values.scanned));
// Two scanned pages per engine thread before timing: each thread loads the engine, its fonts and the OCR model once.
const warmUp = await scannedChart(2);

type Tree = { label: string; root: string };
const trees: Tree[] = [{ label: `this tree (${commitOf('HEAD').slice(0, 8)})`, root: ROOT }];
if (values.before) trees.unshift({ label: `before (${commitOf(values.before).slice(0, 8)})`, root: beforeTree(values.before) });

type Row = { chart: ChartFile; tree: Tree; setup: string; charts: number; pagesPerSecond: number };
const rows: Row[] = [];
const references = new Map<ChartFile, { name: string; pagesPerSecond: number[] }>([
  [text, { name: 'pdftotext -layout', pagesPerSecond: [] }],
  [scanned, { name: `tesseract, ${cores} pages at once`, pagesPerSecond: [] }],
]);

/** Uploads `count` copies, then times processing them all at once (uploads and merging are not counted). */
async function processAtOnce(submitter: Submitter, chart: ChartFile, count: number): Promise<number> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) keys.push(await submitter.upload(chart));
  const start = performance.now();
  await Promise.all(keys.map((key) => submitter.process(chart, key)));
  return (performance.now() - start) / 1000;
}

/** Both charts on a setup with `processes` processes that run jobs, `threads` engine threads each. */
async function measure(tree: Tree, setup: string, base: string, processes: number): Promise<void> {
  const submitter = await Submitter.signIn(base);
  const charts = processes * threads;
  await processAtOnce(submitter, warmUp, charts);
  for (const chart of [text, scanned]) {
    const seconds = await processAtOnce(submitter, chart, charts);
    const row = { chart, tree, setup, charts, pagesPerSecond: (chart.pages * charts) / seconds };
    rows.push(row);
    console.log(
      `${tree.label} ${setup.padEnd(22)} ${chart.name.padEnd(11)} ${charts} at once: ${seconds.toFixed(1)} s, ${figure(row.pagesPerSecond)} pages/s`,
    );
  }
}

const SETUPS: Record<string, (tree: Tree) => Promise<void>> = {
  embedded: async (tree) => {
    const embedded = await startEmbedded(threads, { root: tree.root });
    await measure(tree, 'embedded (PGlite)', embedded.base, 1);
  },
  worker: async (tree) => {
    const cluster = await Cluster.start({}, tree.root);
    const api = await cluster.api('api', { seedDemo: true });
    await cluster.worker('worker-1', threads);
    await measure(tree, 'API node + 1 worker', api.base, 1);
  },
  workers: async (tree) => {
    const cluster = await Cluster.start({}, tree.root);
    const api = await cluster.api('api', { seedDemo: true });
    await cluster.worker('worker-1', threads);
    await cluster.worker('worker-2', threads);
    await measure(tree, 'API node + 2 workers', api.base, 2);
  },
};

function report(): void {
  console.log(`\nPROCESSING_THREADS=${threads} per process, ${cores} cores; medians of ${values.runs} runs; load average ${load()}\n`);
  const lines = [text, scanned].flatMap((chart) => {
    const reference = references.get(chart);
    const native = medianAndRange(reference?.pagesPerSecond ?? []).median;
    const measured = [...new Set(rows.filter((row) => row.chart === chart).map((row) => row.setup))].flatMap((setup) =>
      trees.map((tree) => {
        const same = rows.filter((row) => row.chart === chart && row.setup === setup && row.tree === tree);
        const rate = medianAndRange(same.map((row) => row.pagesPerSecond));
        const before = medianAndRange(
          rows.filter((row) => row.chart === chart && row.setup === setup && row.tree === trees[0]).map((row) => row.pagesPerSecond),
        );
        const charts = same[0]?.charts ?? 0;
        return [
          chart.name,
          setup,
          tree.label,
          String(charts),
          `${figure(rate.median)} (${figure(rate.min)}-${figure(rate.max)})`,
          figure(rate.median / Math.max(1, charts)),
          values.before ? ratio(rate.median, before.median) : '-',
          ratio(rate.median, native),
        ];
      }),
    );
    return [...measured, [chart.name, reference?.name ?? '', '', '1', figure(native), '', '', '1.00x']];
  });
  printTable(['chart', 'setup', 'tree', 'charts at once', 'pages/s (range)', 'pages/s per thread', 'vs before', 'vs native'], lines);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`Load average before: ${load()}`);
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    for (const chart of [text, scanned]) {
      const reference = references.get(chart);
      reference?.pagesPerSecond.push(chart === text ? await pdftotext(chart) : await tesseract(chart));
    }
    for (const setup of values.setups.split(',')) {
      const start = SETUPS[setup];
      if (!start) throw new Error(`No setup ${setup}: embedded, worker or workers`);
      for (const tree of trees) {
        await start(tree);
        await stopAll();
      }
    }
  }
} finally {
  await stopAll();
}
report();
