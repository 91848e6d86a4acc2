// API benchmark, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/api/run.ts [--connections 10] [--seconds 10] [--warmup 2]
// Loads login, the audit list with a filter, one report by id and a 64 KB range of a report PDF with autocannon:
// on the simulator over HTTP (the reference, in the same run), on one API node, and on two API nodes loaded at once
// (two `npm run server` processes over one throwaway PostgreSQL and one DATA_DIR). bench/README.md has a run.
import { loadavg } from 'node:os';
import { numberOption } from '../lib/cli.ts';
import { Cluster, startSimulator, stopAll } from '../lib/processes.ts';
import { figure, printTable, ratio } from '../lib/table.ts';
import { endpointsOn } from './endpoints.ts';
import { load, type Figures } from './load.ts';

const options = { connections: numberOption('connections', 10), seconds: numberOption('seconds', 10) };
const warmup = numberOption('warmup', 2);

const SIMULATOR = 'simulator';
const results: { setup: string; endpoint: string; figures: Figures }[] = [];

/** Every endpoint on these nodes at once: a discarded warm-up (JIT, connection pools, caches), then the run. */
async function measure(setup: string, bases: string[]): Promise<void> {
  for (const endpoint of await endpointsOn(bases[0] ?? '')) {
    await load(endpoint, bases, { ...options, seconds: warmup });
    const figures = await load(endpoint, bases, options);
    results.push({ setup, endpoint: endpoint.name, figures });
    console.log(
      `${setup.padEnd(12)} ${endpoint.name.padEnd(17)} ${figure(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
    );
  }
}

function report(): void {
  const reference = (endpoint: string) => results.find((r) => r.setup === SIMULATOR && r.endpoint === endpoint)?.figures;
  // Grouped by endpoint, in the order they were measured, the simulator first.
  const endpoints = [...new Set(results.map((r) => r.endpoint))];
  const grouped = endpoints.flatMap((name) => results.filter((r) => r.endpoint === name));
  const rows = grouped.map(({ setup, endpoint, figures }) => {
    const sim = reference(endpoint);
    return [
      endpoint,
      setup,
      figure(figures.rps),
      String(figures.p50),
      String(figures.p99),
      ratio(figures.rps, sim?.rps),
      ratio(figures.p50, sim?.p50),
      ratio(figures.p99, sim?.p99),
      String(figures.unexpected),
    ];
  });
  console.log(
    `\n${options.connections} connections per node, ${options.seconds} s per run; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  printTable(['endpoint', 'setup', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs sim', 'p50 vs sim', 'p99 vs sim', 'other answers'], rows);
}

console.log(
  `Load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
try {
  const simulator = await startSimulator();
  await measure(SIMULATOR, [simulator.base]);
  // Stopped before the server starts: the two never share the cores.
  await simulator.stop();
  const cluster = await Cluster.start();
  const first = await cluster.api('api-a', { seedDemo: true });
  await measure('1 API node', [first.base]);
  const second = await cluster.api('api-b');
  await measure('2 API nodes', [first.base, second.base]);
} finally {
  await stopAll();
}
report();
