// Memory benchmark, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/memory/run.ts [--uploads 24] [--connections 50] [--seconds 20] [--scanned 300]
// A server process's resident set (RSS, the kernel's count, peaks from its high-water mark) at rest and at its peak
// under load: an API node (RUN_JOBS=false over a throwaway PostgreSQL, a worker beside it doing the merges), the same
// node with a tight MEMORY_BUDGET_MB (uploads refused with 503 and sent again), the embedded single process, and the
// worker's peak processing a scanned chart. Bare node processes measured in the same run are the reference.
// bench/README.md ('Memory') has a run.
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO, signedIn } from '../../tests/probes/accounts.ts';
import { ProbeClient } from '../../tests/probes/client.ts';
import { endpointsOn } from '../api/endpoints.ts';
import { load } from '../api/load.ts';
import { OUT, scannedChart, type ChartFile } from '../lib/charts.ts';
import { numberOption } from '../lib/cli.ts';
import { Cluster, startEmbedded, stopAll } from '../lib/processes.ts';
import { peakMb, resetPeak, rssMb } from '../lib/rss.ts';
import { figure, printTable, ratio } from '../lib/table.ts';
import { uploadLikeThePortal } from '../lib/upload-client.ts';
import { Submitter } from '../processing/submit.ts';
import { bareNodeRss } from './bare-node.ts';

const uploads = numberOption('uploads', 24);
const connections = numberOption('connections', 50);
const seconds = numberOption('seconds', 20);
const scannedPages = numberOption('scanned', 300);
// The issue's goals for an API node.
const GOAL = { rest: 250, peak: 500 };
// How long a node is left alone after its start before its rest is read (JIT, pools and caches settle).
const SETTLE_MS = 10_000;

type Row = { process: string; load: string; mb: number; goal?: number; busy?: string; stored?: string };
const rows: Row[] = [];
const say = (row: Row) => {
  rows.push(row);
  console.log(`${row.process.padEnd(34)} ${row.load.padEnd(44)} ${figure(row.mb)} MB${row.busy ? `, ${row.busy} busy answers` : ''}`);
};

type Target = { base: string; pid: number; filesDir: string };

async function atRest(name: string, target: Target, goal?: number): Promise<number> {
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const mb = rssMb(target.pid);
  say({ process: name, load: 'at rest', mb, goal });
  return mb;
}

/** `connections` sign-ins and as many list reads at once, for `seconds`. */
async function signInsAndLists(name: string, target: Target, goal?: number): Promise<void> {
  const [login, list] = await endpointsOn(target.base);
  if (!login || !list) throw new Error('no endpoints');
  resetPeak(target.pid);
  const [signIns, reads] = await Promise.all([
    load(login, [target.base], { connections, seconds }),
    load(list, [target.base], { connections, seconds }),
  ]);
  const other = signIns.unexpected + reads.unexpected;
  say({
    process: name,
    load: `${connections} sign-ins + ${connections} list reads at once, ${seconds} s`,
    mb: peakMb(target.pid),
    goal,
    stored: `${figure(signIns.rps)} + ${figure(reads.rps)} req/s${other ? `, ${other} other answers` : ''}`,
  });
}

/** Files (or their folders) left in the store's upload area: none once every upload has its answer. */
const leftInIncoming = (filesDir: string) =>
  existsSync(join(filesDir, 'incoming')) ? readdirSync(join(filesDir, 'incoming'), { recursive: true }).length : 0;

/** The files of each upload, and the size of each. */
type UploadFiles = { paths: string[]; mbEach: number };

/**
 * `uploads` uploads of the files at once, each sent again after any busy answer as the portal does; then every
 * upload's merged document is read back, and the waiting area must be empty. Peaks of `target` and of `others`.
 */
async function concurrentUploads(name: string, target: Target, files: UploadFiles, others: number[], goal?: number) {
  const client = new ProbeClient(new URL(target.base));
  await signedIn(client, DEMO.clinical);
  for (const pid of [target.pid, ...others]) resetPeak(pid);
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: uploads }, () => uploadLikeThePortal(client.fork(), files.paths)));
  const took = (performance.now() - started) / 1000;
  const peaks = [target.pid, ...others].map(peakMb);
  let stored = 0;
  for (const { key } of outcomes) {
    const answer = await client.get(`/files/${encodeURIComponent(key)}`, { headers: { range: 'bytes=0-0' } });
    if (answer.status === 206 && Number(/\/(\d+)$/.exec(String(answer.headers['content-range']))?.[1]) > 0) stored += 1;
  }
  const busy = outcomes.reduce((sum, outcome) => sum + outcome.busyAnswers, 0);
  say({
    process: name,
    load: `${uploads} uploads of ${files.paths.length} x ${figure(files.mbEach)} MB at once (${took.toFixed(0)} s)`,
    mb: peaks[0] ?? 0,
    goal,
    busy: String(busy),
    stored: `${stored} of ${uploads} stored, ${leftInIncoming(target.filesDir)} left waiting`,
  });
  return peaks.slice(1);
}

async function main(): Promise<void> {
  for (const reference of await bareNodeRss()) say({ process: reference.name, load: 'at rest', mb: reference.mb });

  const scan: ChartFile = await scannedChart(scannedPages);
  const copy = join(OUT, `${scan.name}-copy.pdf`);
  copyFileSync(scan.file, copy);
  const files = { paths: [scan.file, copy], mbEach: statSync(scan.file).size / 2 ** 20 };
  console.log(`Each upload: 2 x ${scan.name}.pdf, ${scan.pages} scanned pages, ${figure(files.mbEach)} MB each`);

  // One node seeds the demo accounts and history (running the engine to make its reports), then makes way: the
  // nodes measured are started afresh on that data, as in production.
  // A 300-page chart read by OCR on a loaded machine can pass the default 15-minute job timeout.
  const cluster = await Cluster.start({ JOB_TIMEOUT_SECONDS: '7200' });
  await (await cluster.api('seeder', { seedDemo: true })).kill('SIGTERM');
  const api = await cluster.api('api');
  const worker = await cluster.worker('worker', 1);
  const apiTarget = { base: api.base, pid: api.child.pid ?? 0, filesDir: cluster.filesDir };
  const workerPid = worker.child.pid ?? 0;
  const rest = await atRest('API node (PostgreSQL, tsx)', apiTarget, GOAL.rest);
  say({ process: 'worker (1 engine thread)', load: 'at rest', mb: rssMb(workerPid) });
  await signInsAndLists('API node', apiTarget, GOAL.peak);
  const [merging] = await concurrentUploads('API node, default budget (448 MB)', apiTarget, files, [workerPid], GOAL.peak);
  say({ process: 'worker (1 engine thread)', load: `merging those ${uploads} uploads, one at a time`, mb: merging ?? 0 });

  // The worker's peak on one scanned chart (OCR on every page): uploaded alone, then processed.
  const submitter = await Submitter.signIn(api.base);
  const key = await submitter.upload(scan);
  resetPeak(workerPid);
  resetPeak(apiTarget.pid);
  const started = performance.now();
  await submitter.process(scan, key);
  const took = (performance.now() - started) / 1000;
  say({
    process: 'worker (1 engine thread)',
    load: `processing ${scan.pages} scanned pages (${took.toFixed(0)} s)`,
    mb: peakMb(workerPid),
  });
  say({ process: 'API node', load: 'while that chart is processed', mb: peakMb(apiTarget.pid), goal: GOAL.peak });
  await api.kill('SIGTERM');

  // A budget barely above the node's rest: uploads are refused (503) and sent again until every one is stored.
  const tight = Math.ceil(rest + 16);
  const tightApi = await cluster.api('api-tight', { env: { MEMORY_BUDGET_MB: String(tight) } });
  const tightTarget = { ...apiTarget, base: tightApi.base, pid: tightApi.child.pid ?? 0 };
  await concurrentUploads(`API node, MEMORY_BUDGET_MB=${tight}`, tightTarget, files, [], GOAL.peak);
  await stopAll();

  // The single process, seeded once and started again on its data, as `npm run server` runs day to day.
  const seeded = await startEmbedded(1);
  await seeded.kill('SIGTERM');
  const embedded = await startEmbedded(1, { dataDir: seeded.dataDir, seedDemo: false });
  const embeddedTarget = { base: embedded.base, pid: embedded.child.pid ?? 0, filesDir: join(seeded.dataDir, 'files') };
  await atRest('embedded (PGlite, jobs in process)', embeddedTarget);
  await signInsAndLists('embedded', embeddedTarget);
  await concurrentUploads('embedded (merges in process)', embeddedTarget, files, []);
  await stopAll();
}

function report(): void {
  console.log(
    `\n${uploads} uploads, ${connections} connections, ${seconds} s; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  printTable(
    ['process', 'load', 'RSS MB', 'goal MB', 'vs goal', 'busy answers', 'outcome'],
    rows.map((row) => [
      row.process,
      row.load,
      figure(row.mb),
      row.goal ? String(row.goal) : '',
      row.goal ? ratio(row.mb, row.goal) : '',
      row.busy ?? '',
      row.stored ?? '',
    ]),
  );
}

console.log(
  `Load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  await main();
} finally {
  await stopAll();
}
report();
