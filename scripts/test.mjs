// npm test: installs what it needs, runs every suite, and ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { stalePacts } from './lib/compare-pacts.mjs';
import { ensureChromium, ensureDependencies, ensureDjpeg, ensureTesseract } from './lib/ensure.mjs';
import { playwrightFailures, vitestFailures } from './lib/failures.mjs';
import { freePort, waitFor } from './lib/net.mjs';
import { run } from './lib/run.mjs';
import { providerSuites } from './lib/provider-suites.mjs';
import { serverSuites } from './lib/server-suites.mjs';

const root = new URL('../', import.meta.url).pathname;
const results = [];
// Which tests failed, by suite: repeated at the end, where a CI log's tail shows them.
const failures = [];
const noteFailures = (suite, names) => failures.push(...names.map((name) => `${suite}: ${name}`));
// Each suite's time since the one before ended, so the summary shows where CI's budget goes.
let lastEnd = Date.now();
const record = (suite, passed, failed) => {
  const seconds = Math.round((Date.now() - lastEnd) / 1000);
  lastEnd = Date.now();
  results.push({ suite, passed, failed, seconds });
  console.log(`\n== ${suite}: ${passed} passed, ${failed} failed (${seconds} s)\n`);
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const check = async (suite, command, args, env) => {
  const code = await run(command, args, { cwd: root, env: { ...process.env, ...env } });
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
};

// The contract tests write a fresh pact here; it is verified, then compared with the committed contracts/pacts.
const freshPacts = `${root}test-results/pacts`;

async function vitest() {
  rmSync(freshPacts, { recursive: true, force: true });
  const output = `${root}test-results/vitest.json`;
  rmSync(output, { force: true });
  const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], {
    cwd: root,
    env: { ...process.env, PACT_DIR: freshPacts },
  });
  const report = readJson(output);
  if (!report) return record('unit, component and contract tests (Vitest)', 0, 1);
  noteFailures('Vitest', vitestFailures(report, root));
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record('unit, component and contract tests (Vitest)', report.numPassedTests, failed);
}

// The HTTP probe suite (tests/probes, issue 11) against a default simulator:serve: no provider states, dev outbox on.
async function probes() {
  const suite = 'security probes against the simulator over HTTP';
  const port = await freePort();
  const server = spawn('node', ['--import', 'tsx', 'simulator/node/serve.ts'], {
    cwd: root,
    env: { ...process.env, SIMULATOR_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const report = `${root}test-results/probes.json`;
  rmSync(report, { force: true });
  try {
    const base = `http://127.0.0.1:${port}`;
    if (!(await waitFor(`${base}/api/v1/health`, 30_000))) return record(suite, 0, 1);
    const code = await run('node', ['--import', 'tsx', 'tests/probes/run.ts', '--base-url', base, '--report', report], { cwd: root });
    const result = readJson(report);
    if (!result) return record(suite, 0, 1);
    record(suite, result.passed, result.failed + (code !== 0 && result.failed === 0 ? 1 : 0));
  } finally {
    server.kill();
  }
}

/** A Playwright run (its config's suite) recorded by its own counts. */
async function browser(suite, config = 'playwright.config.ts', name = 'playwright', env = {}) {
  const output = `${root}test-results/${name}.json`;
  rmSync(output, { force: true });
  const code = await run('npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    cwd: root,
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const report = readJson(output);
  const stats = report?.stats;
  if (!stats) return record(suite, 0, 1);
  noteFailures(name, playwrightFailures(report));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record(suite, stats.expected + stats.flaky, failed);
}

mkdirSync(`${root}test-results`, { recursive: true });
if (!(await ensureDependencies())) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const chromium = await ensureChromium();
// Without it the native OCR tests skip, saying so, and servers read scans with tesseract.js.
await ensureTesseract();
// Without it the djpeg tests skip, saying so, and JPEG scans are decoded by pdf.js as in the browser.
await ensureDjpeg();

await check('type check (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await check('lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('formatting (Prettier)', 'npx', ['prettier', '--check', '.']);
await vitest();
// The pacts against the simulator and the server on PGlite, and the differential test between them.
await providerSuites(root, { record, readJson, freePort, waitFor, freshPacts, noteFailures });
await probes();
// The real server (server/): pacts on PGlite and on Debian's PostgreSQL, the probes, the portal it serves.
await serverSuites(root, { record, readJson, freePort, waitFor, freshPacts, noteFailures });
const stale = stalePacts(`${root}contracts/pacts`, freshPacts);
if (stale.length > 0)
  console.error(`The committed contract is out of date (${stale.join(', ')}): run npm run test:contracts and commit contracts/pacts.`);
record('committed pact files match the contract tests', stale.length === 0 ? 1 : 0, stale.length === 0 ? 0 : 1);
await check('the real build carries no simulator code', 'node', ['scripts/check-real-build.mjs']);
const built = await check('simulator build shared by the browser tests', 'npx', [
  'vite',
  'build',
  '--mode',
  'simulator',
  '--outDir',
  'dist-simulator',
]);
if (!chromium) record('browser tests (Playwright + axe)', 0, 1);
else if (!built) record('browser tests (Playwright + axe)', 0, 1);
else await browser('browser tests (Playwright + axe)');
// The server suites above built dist-server/: the smoke set signs up, processes and opens a report on the real server.
const serverSmoke = 'browser smoke set against the real server (Playwright + axe)';
if (!chromium || !existsSync(`${root}dist-server/index.html`)) record(serverSmoke, 0, 1);
else await browser(serverSmoke, 'playwright.server.config.ts', 'playwright-server', { SERVER_BROWSER_TEST_PORT: String(await freePort()) });

console.log('\nSuites:');
for (const { suite, passed, failed, seconds } of results) console.log(`  ${suite}: ${passed} passed, ${failed} failed (${seconds} s)`);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
