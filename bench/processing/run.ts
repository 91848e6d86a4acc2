// Processing benchmark, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/run.ts [--before REF] [--text 100] [--scanned 20] [--threads N] [--runs 1]
//     [--setups embedded,worker,workers] [--warm-text 100,100] [--scan-kinds flate,jpeg,fax]
// Pages per second of a text chart and of a scanned chart through the real server over HTTP (upload, then
// POST /rag/process): embedded (one process on PGlite), then an API node with RUN_JOBS=false and one, then two,
// `npm run server:worker` processes over one PostgreSQL. Each setup gets as many charts at once as it has engine
// threads (PROCESSING_THREADS, --threads per process, the cores by default as the server's own default), since one
// job runs on one thread. With --before, the same setups of an earlier commit (bench/lib/before-tree.ts) run in the
// same run, alternating with this tree's (several, comma-separated: each against the first named). The references, on the same files, each measured right after the timing it
// is set against: pdftotext for the text chart, tesseract with the engine's model and settings for the scanned one.
// A size of 0 leaves a chart out (`--text 0`: the scanned charts alone). The scanned chart comes in each kind of
// `--scan-kinds`: grey Flate pixels, grey JPEG pages, 1-bit fax pages (bench/lib/charts.ts). bench/README.md has a run.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { beforeTree, commitOf, ROOT } from '../lib/before-tree.ts';
import { scannedChart, textChart, type ChartFile } from '../lib/charts.ts';
import { Cluster, startEmbedded, stopAll } from '../lib/processes.ts';
import { medianAndRange } from '../lib/stats.ts';
import { figure, printTable, ratio } from '../lib/table.ts';
import { cores, pdftotextReference, tesseract, type Reference } from './native.ts';
import {
  anyThreadRunnable,
  cpuSince,
  processCpu,
  threadsCpu,
  threadsStartedWithProcess,
  threadSplit,
  type ProcessCpu,
  type ThreadSplit,
} from './process-cpu.ts';
import { Submitter } from './submit.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    text: { type: 'string', default: '100' },
    scanned: { type: 'string', default: '20' },
    threads: { type: 'string', default: String(cores) },
    runs: { type: 'string', default: '1' },
    setups: { type: 'string', default: 'embedded,worker,workers' },
    'warm-text': { type: 'string', default: '0' },
    'scan-kinds': { type: 'string', default: 'flate,jpeg,fax' },
  },
});
const threads = Number(values.threads);
// Seeds of the warm-up text charts: far from any page count, so never the timed chart's patient.
const WARM_SEED = 9001;
function scanKind(kind: string): 'flate' | 'jpeg' | 'fax' {
  if (kind === 'flate' || kind === 'jpeg' || kind === 'fax') return kind;
  throw new Error(`No scan kind ${kind}: flate, jpeg or fax`);
}
const charts = [
  ...(Number(values.text) > 0 ? [await textChart(Number(values.text))] : []),
  ...(Number(values.scanned) > 0
    ? await Promise.all(values['scan-kinds'].split(',').map((kind) => scannedChart(Number(values.scanned), scanKind(kind))))
    : []),
];
// Two scanned pages per engine thread before timing: each thread loads the engine, its fonts and the OCR model once.
// With --warm-text N[,N...], text charts of those sizes too, one after another, each another patient's (so the timed
// job has no earlier reports to compare): the timed text job then runs on a thread that has optimised the text path,
// as a server's threads have after their first jobs (engine threads stay for the process's life).
const warmTexts = values['warm-text']
  .split(',')
  .map(Number)
  .filter((pages) => pages > 0);
const warmUps = [
  await scannedChart(2),
  ...(await Promise.all(warmTexts.map((pages, i) => textChart(pages, `warm-text-${i + 1}`, WARM_SEED + i)))),
];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

type Tree = { label: string; root: string };
// The longest wait for a server to settle before its first job (settled, below).
const SETTLE_MS = 120_000;
const trees: Tree[] = [{ label: `this tree (${commitOf('HEAD').slice(0, 8)})`, root: ROOT }];
const befores = values.before?.split(',') ?? [];
trees.unshift(...befores.map((ref) => ({ label: `before (${commitOf(ref).slice(0, 8)})`, root: beforeTree(ref) })));

// Each timing's reference is measured right after it, on the same files: the machine's load changes over a run, and
// a ratio is only as good as the two figures' being taken under the same load. Where others load the machine, the
// wall-clock ratio moves with their work; the CPU ratio (the reference's CPU per page against the servers' and their
// tesseract processes') is what compares, and is what the wall-clock ratio comes to on cores the job has to itself.
// The servers' CPU per page, apart: their own (every thread: HTTP, queue, engine, pdf.js), their main threads' (all but
// the engine and pdf.js), and their tesseract processes'.
type Row = {
  chart: ChartFile;
  tree: Tree;
  setup: string;
  charts: number;
  pagesPerSecond: number;
  native: Reference;
  cpu: ProcessCpu;
  threads: ThreadSplit;
};
const rows: Row[] = [];
const referenceName = (chart: ChartFile) => (chart.images.length > 0 ? `tesseract, ${cores} pages at once` : 'pdftotext -layout');
const reference = (chart: ChartFile) => (chart.images.length > 0 ? tesseract(chart, 'packaged') : pdftotextReference(chart));
// The engine gives tesseract the model cut to its LSTM parts (engine/node/lstm-only-model.ts): the reference runs
// with the file as packaged, and once a run with the cut file too, to show what that file alone is worth.
const lstmOnly = new Map<ChartFile, Reference[]>();

/**
 * Uploads `count` copies, then times processing them all at once (uploads and merging are not counted); `startup`,
 * each process's threads when it had started, tells its threads apart (process-cpu.ts).
 */
async function processAtOnce(submitter: Submitter, chart: ChartFile, count: number, pids: number[] = [], startup: Set<number>[] = []) {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) keys.push(await submitter.upload(chart));
  const cpuBefore = pids.map(processCpu);
  const threadsBefore = pids.map(threadsCpu);
  const start = performance.now();
  await Promise.all(keys.map((key) => submitter.process(chart, key)));
  const seconds = (performance.now() - start) / 1000;
  const splits = pids.map((pid, i) => threadSplit(pid, startup[i] ?? new Set(), threadsBefore[i] ?? new Map(), threadsCpu(pid)));
  const threads: ThreadSplit = {
    main: splits.reduce((sum, split) => sum + split.main, 0),
    helpers: splits.reduce((sum, split) => sum + split.helpers, 0),
    started: splits.flatMap((split) => split.started),
  };
  // Each process's helpers apart too: with workers, which process's V8 and libuv threads the extra goes to.
  const helpersByProcess = splits.map((split) => split.helpers);
  return { seconds, cpu: cpuSince(cpuBefore, pids.map(processCpu)), threads, helpersByProcess };
}

/**
 * Waits until the processes `pids` are quiet, as a server is when its clinic's first upload comes: start-up work
 * (seeding the demo data, engine threads preparing themselves, ENGINE_PREPARE_THREADS) is done by then. Quiet: none
 * of their threads runnable in 9 of 10 looks over a second (a thread's state, not its CPU: on a loaded machine a busy
 * thread may get little CPU, but it is runnable). Each job still counts from its submission. Prints what it took.
 */
async function settled(pids: number[], label: string): Promise<void> {
  const started = performance.now();
  const cpu = () => pids.map(processCpu).reduce((sum, { own }) => sum + own, 0);
  const first = cpu();
  for (;;) {
    let busy = 0;
    for (let look = 0; look < 10; look++) {
      await sleep(100);
      if (pids.some(anyThreadRunnable)) busy++;
    }
    if (busy <= 1 || performance.now() - started > SETTLE_MS) break;
  }
  console.log(
    `${label}: quiet after ${figure((performance.now() - started) / 1000)} s more, ${figure(cpu() - first)} ms of its CPU meanwhile`,
  );
}

/** The charts on a setup whose server processes are `pids`, `processes` of them running jobs, `threads` engine threads each. */
async function measure(tree: Tree, setup: string, base: string, processes: number, pids: number[]): Promise<void> {
  await settled(pids, `${tree.label} ${setup}`);
  const startup = pids.map((pid) => threadsStartedWithProcess(pid));
  const submitter = await Submitter.signIn(base);
  const atOnce = processes * threads;
  for (const warmUp of warmUps) await processAtOnce(submitter, warmUp, atOnce);
  for (const chart of charts) {
    const { seconds, cpu, threads: split, helpersByProcess } = await processAtOnce(submitter, chart, atOnce, pids, startup);
    const pages = chart.pages * atOnce;
    const pagesPerSecond = pages / seconds;
    const row = {
      chart,
      tree,
      setup,
      charts: atOnce,
      pagesPerSecond,
      native: await reference(chart),
      cpu: { own: cpu.own / pages, main: cpu.main / pages, children: cpu.children / pages },
      threads: { main: split.main / pages, helpers: split.helpers / pages, started: split.started.map((ms) => ms / pages) },
    };
    rows.push(row);
    console.log(
      `${tree.label} ${setup.padEnd(22)} ${chart.name.padEnd(16)} ${atOnce} at once: ${seconds.toFixed(1)} s, ${figure(pagesPerSecond)} pages/s (CPU ms a page: server ${figure(row.cpu.own)}, its main threads ${figure(row.cpu.main)}, V8 and libuv helpers ${figure(row.threads.helpers)} (by process ${helpersByProcess.map((ms) => figure(ms / pages)).join(' / ')}), threads started for jobs ${row.threads.started
        .filter((ms) => ms >= 0.1)
        .map(figure)
        .join(
          ' + ',
        )}, tesseract ${figure(row.cpu.children)}); ${referenceName(chart)} right after: ${figure(row.native.pagesPerSecond)} pages/s, CPU ms a page ${figure(row.native.cpuMsPerPage)} (${ratio(pagesPerSecond, row.native.pagesPerSecond)} wall, ${ratio(row.native.cpuMsPerPage, row.cpu.own + row.cpu.children)} CPU); load ${load()}`,
    );
  }
}

const pidsOf = (...nodes: { child: { pid?: number | undefined } }[]) => nodes.flatMap((node) => (node.child.pid ? [node.child.pid] : []));

const SETUPS: Record<string, (tree: Tree) => Promise<void>> = {
  embedded: async (tree) => {
    const embedded = await startEmbedded(threads, { root: tree.root });
    await measure(tree, 'embedded (PGlite)', embedded.base, 1, pidsOf(embedded));
  },
  worker: async (tree) => {
    const cluster = await Cluster.start({}, tree.root);
    const api = await cluster.api('api', { seedDemo: true });
    const worker = await cluster.worker('worker-1', threads);
    await measure(tree, 'API node + 1 worker', api.base, 1, pidsOf(api, worker));
  },
  workers: async (tree) => {
    const cluster = await Cluster.start({}, tree.root);
    const api = await cluster.api('api', { seedDemo: true });
    const workers = [await cluster.worker('worker-1', threads), await cluster.worker('worker-2', threads)];
    await measure(tree, 'API node + 2 workers', api.base, 2, pidsOf(api, ...workers));
  },
};

const cell = (values: number[], format: (value: number) => string) => {
  const { median, min, max } = medianAndRange(values);
  return values.length > 1 ? `${format(median)} (${format(min)}-${format(max)})` : format(median);
};

function report(): void {
  console.log(
    `\nPROCESSING_THREADS=${threads} per process, ${cores} cores; medians (range) of ${values.runs} runs; load average ${load()}\n`,
  );
  const lines = charts.flatMap((chart) => {
    const ofChart = rows.filter((row) => row.chart === chart);
    const measured = [...new Set(ofChart.map((row) => row.setup))].flatMap((setup) =>
      trees.map((tree) => {
        const same = ofChart.filter((row) => row.setup === setup && row.tree === tree);
        const first = ofChart.filter((row) => row.setup === setup && row.tree === trees[0]);
        const rate = medianAndRange(same.map((row) => row.pagesPerSecond)).median;
        const of = (value: (row: Row) => number, format = figure) => cell(same.map(value), format);
        const asRatio = (r: number) => ratio(r, 1);
        return [
          chart.name,
          setup,
          tree.label,
          String(same[0]?.charts ?? 1),
          of((row) => row.pagesPerSecond),
          values.before ? ratio(rate, medianAndRange(first.map((row) => row.pagesPerSecond)).median) : '-',
          of((row) => row.native.pagesPerSecond),
          of((row) => row.pagesPerSecond / row.native.pagesPerSecond, asRatio),
          of((row) => row.cpu.own),
          of((row) => row.cpu.main),
          of((row) => row.threads.helpers),
          of((row) => row.threads.started.reduce((sum, ms) => sum + ms, 0)),
          of((row) => row.cpu.children),
          of((row) => row.native.cpuMsPerPage),
          of((row) => row.native.cpuMsPerPage / (row.cpu.own + row.cpu.children), asRatio),
        ];
      }),
    );
    const cut = lstmOnly.get(chart) ?? [];
    const extra =
      cut.length > 0
        ? [
            [
              chart.name,
              `${referenceName(chart)}, LSTM-only file`,
              '',
              '',
              cell(
                cut.map((r) => r.pagesPerSecond),
                figure,
              ),
              ...Array<string>(8).fill(''),
              cell(
                cut.map((r) => r.cpuMsPerPage),
                figure,
              ),
              '',
            ],
          ]
        : [];
    return [...measured, ...extra];
  });
  printTable(
    [
      'chart',
      'setup',
      'tree',
      'charts at once',
      'pages/s',
      'vs before',
      'reference pages/s',
      'vs reference (wall)',
      'server CPU ms/page',
      'of it main threads',
      'of it V8 and libuv helpers',
      'of it engine and pdf.js threads',
      'tesseract CPU ms/page',
      'reference CPU ms/page',
      'vs reference (CPU)',
    ],
    lines,
  );
}

console.log(`Load average before: ${load()}`);
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    for (const chart of charts)
      if (chart.images.length > 0) lstmOnly.set(chart, [...(lstmOnly.get(chart) ?? []), await tesseract(chart, 'lstm-only')]);
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
