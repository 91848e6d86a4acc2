// The suites that need both backends started for contract verification (provider states, one secret made for this
// run): the pact files verified against the simulator and against the real server on PGlite, then the differential
// test (tests/differential) comparing the two answer by answer. Each backend starts once for all three.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { countInteractions } from './compare-pacts.mjs';
import { run } from './run.mjs';
import { startServer } from './server-suites.mjs';

const SIMULATOR_START_MS = 30_000;

/** `simulator/node/serve.ts --provider-states` on a free port; resolves when it answers (or does not). */
async function startSimulator(root, { freePort, waitFor }, secret) {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'simulator/node/serve.ts', '--provider-states'], {
    cwd: root,
    env: { ...process.env, SIMULATOR_PORT: String(port), PROVIDER_STATES_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const up = await waitFor(`${base}/api/v1/health`, SIMULATOR_START_MS);
  return { base, up, stop: async () => void child.kill() };
}

/** contracts/verify.ts against one backend: every interaction passes, or the suite counts them all as failed. */
async function verify(suite, root, { record }, backend, pacts, interactions, secret) {
  if (!backend.up) return record(suite, 0, Math.max(1, interactions));
  const code = await run('node', ['--import', 'tsx', 'contracts/verify.ts', '--base-url', backend.base, '--pacts', pacts], {
    cwd: root,
    env: { ...process.env, PROVIDER_STATES_SECRET: secret },
  });
  record(suite, code === 0 ? interactions : 0, code === 0 ? 0 : Math.max(1, interactions));
}

async function differential(root, { record, readJson, noteFailures }, simulator, server, secret) {
  const suite = 'differential test: the simulator and the real server answer alike (tests/differential)';
  if (!simulator.up || !server.up) return record(suite, 0, 1);
  const report = join(root, 'test-results/differential.json');
  rmSync(report, { force: true });
  const args = ['--import', 'tsx', 'tests/differential/run.ts', '--simulator', simulator.base, '--server', server.base, '--report', report];
  const code = await run('node', args, { cwd: root, env: { ...process.env, PROVIDER_STATES_SECRET: secret } });
  const result = readJson(report);
  if (!result) return record(suite, 0, 1);
  noteFailures('differential', result.failures);
  record(suite, result.passed, result.failed + (code !== 0 && result.failed === 0 ? 1 : 0));
}

/** helpers: { record, readJson, freePort, waitFor, freshPacts, noteFailures } from scripts/test.mjs. */
export async function providerSuites(root, helpers) {
  const { freshPacts } = helpers;
  // Provider states exist only in a process started for verification: the flag, and a secret made for this run.
  const secret = randomBytes(32).toString('base64url');
  const fresh = existsSync(freshPacts) && readdirSync(freshPacts).some((file) => file.endsWith('.json'));
  const pacts = fresh ? freshPacts : join(root, 'contracts/pacts');
  const interactions = countInteractions(pacts);
  const [simulator, server] = await Promise.all([
    startSimulator(root, helpers, secret),
    startServer(root, helpers, { args: ['--provider-states'], env: { SERVE_PORTAL: 'false', PROVIDER_STATES_SECRET: secret } }),
  ]);
  try {
    await verify('contract verification against the simulator', root, helpers, simulator, pacts, interactions, secret);
    await verify('contract verification against the real server (PGlite)', root, helpers, server, pacts, interactions, secret);
    await differential(root, helpers, simulator, server, secret);
  } finally {
    await Promise.all([simulator.stop(), server.stop()]);
  }
}
