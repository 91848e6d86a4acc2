// Soak benchmark, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/soak/run.ts [--minutes 10] [--sign-ins 10] [--lists 50] [--uploaders 4] [--processors 1]
// An API node (RUN_JOBS=false) and a worker over a throwaway PostgreSQL, under mixed traffic for `--minutes`: sign-ins
// and audit-list reads at fixed rates per second (autocannon), uploads of two files sent one after another by each of
// `--uploaders` clients as the portal sends them, and `--processors` clients each uploading a text chart and
// processing it. Every few seconds it reads both processes' RSS, and per 20-second window the p99 of each kind of
// request; it writes bench/soak/soak.svg (RSS and p99 over time) and prints the figures: the first minute is warm-up,
// a flat run has a slope near 0 MB a minute after it. bench/README.md ('Soak') shows a run.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { DEMO, signedIn } from '../../tests/probes/accounts.ts';
import { ProbeClient } from '../../tests/probes/client.ts';
import { endpointsOn, type Endpoint } from '../api/endpoints.ts';
import { scannedChart, textChart, type ChartFile } from '../lib/charts.ts';
import { numberOption } from '../lib/cli.ts';
import { Cluster, stopAll } from '../lib/processes.ts';
import { peakMb, rssMb } from '../lib/rss.ts';
import { figure, printTable } from '../lib/table.ts';
import { uploadLikeThePortal } from '../lib/upload-client.ts';
import { plotSvg, type Series } from '../lib/svg-plot.ts';
import { Submitter } from '../processing/submit.ts';

const minutes = numberOption('minutes', 10);
const signInRate = numberOption('sign-ins', 10);
const listRate = numberOption('lists', 50);
const uploaders = numberOption('uploaders', 4);
const processors = numberOption('processors', 1);
const SAMPLE_MS = 5_000;
const WINDOW_MS = 20_000;
const WARM_UP_MINUTES = 1;
const PLOT = join(import.meta.dirname, 'soak.svg');

type Kind = 'sign-in' | 'list' | 'upload' | 'process';
const KINDS: Kind[] = ['sign-in', 'list', 'upload', 'process'];
/** Every answer: when it came (ms from the start), how long it took, and whether it was the expected one. */
const answers: { kind: Kind; at: number; ms: number; ok: boolean }[] = [];
const rss: { at: number; api: number; worker: number }[] = [];

let started = 0;
const now = () => performance.now() - started;
const record = (kind: Kind, ms: number, ok: boolean) => answers.push({ kind, at: now(), ms, ok });

/** autocannon at a fixed rate until the end, every answer recorded with its latency. */
function steady(kind: Kind, endpoint: Endpoint, base: string, rate: number): Promise<unknown> {
  const instance = autocannon({
    url: `${base}${endpoint.path}`,
    method: endpoint.method,
    headers: endpoint.headers,
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    connections: Math.max(1, Math.ceil(rate / 5)),
    overallRate: rate,
    duration: minutes * 60,
  });
  const events = instance as unknown as { on: (event: 'response', listener: (...args: unknown[]) => void) => void };
  events.on('response', (_client, status, _bytes, ms) => record(kind, Number(ms), status === endpoint.expect));
  return instance;
}

/** Runs `step` again and again until the end, recording each run's time; a failed run is counted and the loop goes on. */
async function loop(kind: Kind, step: () => Promise<void>): Promise<void> {
  while (now() < minutes * 60_000) {
    const begun = performance.now();
    const ok = await step().then(
      () => true,
      () => false,
    );
    record(kind, performance.now() - begun, ok);
  }
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** Least-squares slope of `points` (minutes, MB) in MB per minute. */
function slope(points: [number, number][]): number {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

const COLORS: Record<Kind | 'api' | 'worker', string> = {
  api: '#1d4ed8',
  worker: '#b45309',
  'sign-in': '#7c3aed',
  list: '#059669',
  upload: '#dc2626',
  process: '#6b7280',
};

function p99Series(kind: Kind): Series {
  const windows = Math.ceil((minutes * 60_000) / WINDOW_MS);
  const points: [number, number][] = [];
  for (let w = 0; w < windows; w++) {
    const inWindow = answers.filter((a) => a.kind === kind && a.at >= w * WINDOW_MS && a.at < (w + 1) * WINDOW_MS);
    if (inWindow.length > 0) points.push([((w + 0.5) * WINDOW_MS) / 60_000, p99(inWindow.map((a) => a.ms))]);
  }
  return { name: `${kind} p99`, color: COLORS[kind], points };
}

async function main(): Promise<{ apiPid: number; workerPid: number }> {
  const upload: ChartFile[] = [await textChart(20, 'soak-text-20'), await scannedChart(4)];
  const chart = await textChart(10, 'soak-text-10');
  const cluster = await Cluster.start();
  await (await cluster.api('seeder', { seedDemo: true })).kill('SIGTERM');
  const api = await cluster.api('api');
  const worker = await cluster.worker('worker', 1);
  const apiPid = api.child.pid ?? 0;
  const workerPid = worker.child.pid ?? 0;
  const [login, list] = await endpointsOn(api.base);
  if (!login || !list) throw new Error('no endpoints');
  const client = new ProbeClient(new URL(api.base));
  await signedIn(client, DEMO.clinical);
  const submitters = await Promise.all(Array.from({ length: processors }, () => Submitter.signIn(api.base)));

  started = performance.now();
  const sampler = setInterval(() => rss.push({ at: now(), api: rssMb(apiPid), worker: rssMb(workerPid) }), SAMPLE_MS);
  rss.push({ at: 0, api: rssMb(apiPid), worker: rssMb(workerPid) });
  await Promise.all([
    steady('sign-in', login, api.base, signInRate),
    steady('list', list, api.base, listRate),
    ...Array.from({ length: uploaders }, () =>
      loop('upload', async () => {
        await uploadLikeThePortal(
          client.fork(),
          upload.map((file) => file.file),
        );
      }),
    ),
    ...submitters.map((submitter) =>
      loop('process', async () => submitter.process(chart, (await uploadLikeThePortal(client.fork(), [chart.file])).key)),
    ),
  ]);
  clearInterval(sampler);
  return { apiPid, workerPid };
}

function report({ apiPid, workerPid }: { apiPid: number; workerPid: number }): void {
  const toPoints = (which: 'api' | 'worker') => rss.map((sample): [number, number] => [sample.at / 60_000, sample[which]]);
  const after = (points: [number, number][]) => points.filter(([minute]) => minute >= WARM_UP_MINUTES);
  const api = toPoints('api');
  const worker = toPoints('worker');
  const peaks = { api: peakMb(apiPid), worker: peakMb(workerPid) };
  console.log(
    `\n${minutes} min; sign-ins ${signInRate}/s, list reads ${listRate}/s, ${uploaders} uploaders, ${processors} processors; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  printTable(
    ['process', 'RSS first minute MB', 'RSS last minute MB', 'peak MB', `slope after minute ${WARM_UP_MINUTES}, MB/min`],
    (['api', 'worker'] as const).map((which) => {
      const points = which === 'api' ? api : worker;
      const first = points.filter(([minute]) => minute < 1).map(([, mb]) => mb);
      const last = points.filter(([minute]) => minute >= minutes - 1).map(([, mb]) => mb);
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
      return [
        which === 'api' ? 'API node' : 'worker',
        figure(mean(first)),
        figure(mean(last)),
        figure(peaks[which]),
        slope(after(points)).toFixed(2),
      ];
    }),
  );
  console.log('');
  printTable(
    ['request', 'answers', 'other answers', 'p99 first minute ms', 'p99 last minute ms', 'p99 whole run ms'],
    KINDS.map((kind) => {
      const of = answers.filter((a) => a.kind === kind);
      const during = (from: number, to: number) => of.filter((a) => a.at >= from * 60_000 && a.at < to * 60_000).map((a) => a.ms);
      // A dash where no request of the kind ended (a chart takes longer than the first minute).
      const shown = (values: number[]) => (values.length > 0 ? figure(p99(values)) : '-');
      return [
        kind,
        String(of.length),
        String(of.filter((a) => !a.ok).length),
        shown(during(0, 1)),
        shown(during(minutes - 1, minutes)),
        shown(of.map((a) => a.ms)),
      ];
    }),
  );
  const svg = plotSvg(
    [
      {
        title: 'Resident set (RSS) of each process',
        unit: 'MB',
        series: [
          { name: 'API node', color: COLORS.api, points: api },
          { name: 'worker', color: COLORS.worker, points: worker },
        ],
      },
      { title: 'p99 latency per 20-second window', unit: 'ms', log: true, series: KINDS.map(p99Series) },
    ],
    minutes,
    `${minutes} min: sign-ins ${signInRate}/s, list reads ${listRate}/s, ${uploaders} clients uploading 2 files, ${processors} processing a 10-page chart`,
  );
  writeFileSync(PLOT, svg);
  console.log(`\nPlot: ${PLOT}`);
}

console.log(
  `Load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
let pids: { apiPid: number; workerPid: number } | undefined;
try {
  pids = await main();
  // Peaks are read before the processes stop.
  report(pids);
} finally {
  await stopAll();
}
