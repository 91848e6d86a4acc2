// The real server's suites in npm test (issue 13): the pact files verified against `npm run server` on Debian's
// PostgreSQL (a throwaway cluster; on PGlite with the simulator, scripts/lib/provider-suites.mjs), the probe suite
// against it, its portal, and the multi-node suite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitestFailures } from './failures.mjs';
import { ensurePostgres, withPostgres } from './postgres.mjs';
import { countInteractions } from './compare-pacts.mjs';
import { run } from './run.mjs';

const START_MS = 180_000;

/** `npm run server` on a free port over a fresh data folder (or DATABASE_URL); resolves when it answers. */
export async function startServer(root, { freePort, waitFor }, { args = [], env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hcp-server-'));
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', () => resolve(false)));
  const up = await Promise.race([waitFor(`${base}/api/v1/health`, START_MS), exited]);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, up, stop };
}

/** Every pact interaction verified against a server started with --provider-states and a secret made for this run. */
async function verifyAgainstServer(suite, root, helpers, env = {}) {
  const { record, freshPacts } = helpers;
  const pacts =
    existsSync(freshPacts) && readdirSync(freshPacts).some((f) => f.endsWith('.json')) ? freshPacts : join(root, 'contracts/pacts');
  const interactions = countInteractions(pacts);
  const secret = randomBytes(32).toString('base64url');
  const server = await startServer(root, helpers, { args: ['--provider-states'], env: { ...env, PROVIDER_STATES_SECRET: secret } });
  try {
    if (!server.up) return record(suite, 0, Math.max(1, interactions));
    const code = await run('node', ['--import', 'tsx', 'contracts/verify.ts', '--base-url', server.base, '--pacts', pacts], {
      cwd: root,
      env: { ...process.env, PROVIDER_STATES_SECRET: secret },
    });
    record(suite, code === 0 ? interactions : 0, code === 0 ? 0 : Math.max(1, interactions));
  } finally {
    await server.stop();
  }
}

/** The probe suite (tests/probes) against a default server start with the demo accounts (no provider states). */
async function probesAgainstServer(root, helpers) {
  const { record, readJson } = helpers;
  const suite = 'security probes against the real server (PGlite)';
  if (!existsSync(join(root, 'tests/probes/run.ts'))) return;
  const report = join(root, 'test-results/probes-server.json');
  rmSync(report, { force: true });
  const server = await startServer(root, helpers, { args: ['--seed-demo'] });
  try {
    if (!server.up) return record(suite, 0, 1);
    const code = await run('node', ['--import', 'tsx', 'tests/probes/run.ts', '--base-url', server.base, '--report', report], {
      cwd: root,
    });
    const result = readJson(report);
    if (!result) return record(suite, 0, 1);
    record(suite, result.passed, result.failed + (code !== 0 && result.failed === 0 ? 1 : 0));
  } finally {
    await server.stop();
  }
}

/** The portal's real build from the server's origin: index.html with the CSP header, the app for unknown paths, 404 envelopes under /api. */
async function portalFromServer(root, helpers, distDir) {
  const { record } = helpers;
  const suite = 'the real server serves the portal build with its security headers';
  const server = await startServer(root, helpers, { env: { DIST_DIR: distDir } });
  try {
    if (!server.up) return record(suite, 0, 1);
    const problems = [];
    const home = await fetch(`${server.base}/`);
    const csp = home.headers.get('content-security-policy') ?? '';
    if (home.status !== 200 || !(await home.text()).includes('<div id="root"')) problems.push(`GET / answered ${home.status}`);
    if (!csp.includes("frame-ancestors 'none'") || !csp.includes("default-src 'self'")) problems.push(`CSP header: "${csp}"`);
    const deep = await fetch(`${server.base}/clinical/history`);
    if (deep.status !== 200 || !(deep.headers.get('content-type') ?? '').startsWith('text/html'))
      problems.push(`an app path answered ${deep.status}`);
    const api = await fetch(`${server.base}/api/v1/no-such-call`);
    const body = await api.json().catch(() => null);
    if (api.status !== 404 || body?.status !== 404 || body?.success !== false) problems.push(`an unknown API path answered ${api.status}`);
    if (problems.length > 0) console.error(`${suite}:\n  ${problems.join('\n  ')}`);
    record(suite, problems.length === 0 ? 1 : 0, problems.length === 0 ? 0 : 1);
  } finally {
    await server.stop();
  }
}

/**
 * helpers: { record, readJson, freePort, waitFor, freshPacts, noteFailures } from scripts/test.mjs.
 */
export async function serverSuites(root, helpers) {
  const distDir = join(root, 'dist-server');
  if (!existsSync(join(distDir, 'index.html'))) {
    await run('npx', ['vite', 'build', '--mode', 'real', '--outDir', 'dist-server', '--logLevel', 'warn'], { cwd: root });
  }
  await probesAgainstServer(root, helpers);
  await portalFromServer(root, helpers, distDir);

  const suite = 'contract verification against the real server (Debian PostgreSQL, an API node and a worker process)';
  const cluster = 'multi-node and fault tests (2 API nodes, 2 workers, PostgreSQL, S3)';
  if (!ensurePostgres()) {
    helpers.record(suite, 0, 1);
    helpers.record(cluster, 0, 1);
    return;
  }
  await withPostgres(async (databaseUrl) => {
    if (!databaseUrl) return helpers.record(suite, 0, 1);
    await withWorker(root, databaseUrl, (env) => verifyAgainstServer(suite, root, helpers, env));
  });
  await clusterSuite(cluster, root, helpers);
}

/** An API node with RUN_JOBS=false gets a worker process beside it, on the same database and data folder. */
async function withWorker(root, databaseUrl, use) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hcp-server-'));
  const env = { SERVE_PORTAL: 'false', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RUN_JOBS: 'false' };
  const worker = spawn('node', ['--import', 'tsx', 'server/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    return await use(env);
  } finally {
    worker.kill('SIGTERM');
    await new Promise((resolve) => (worker.exitCode === null ? worker.once('exit', resolve) : resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** tests/cluster (vitest.cluster.config.ts): it starts its own PostgreSQL, S3 store, API nodes and workers. */
async function clusterSuite(suite, root, { record, readJson, noteFailures }) {
  const output = join(root, 'test-results/cluster.json');
  rmSync(output, { force: true });
  const code = await run(
    'npx',
    ['vitest', 'run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: root },
  );
  const report = readJson(output);
  if (!report) return record(suite, 0, 1);
  noteFailures('multi-node', vitestFailures(report, root));
  record(suite, report.numPassedTests, report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0));
}
