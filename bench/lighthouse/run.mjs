// Lighthouse on the first screen, run by hand (never in npm test): builds the portal for a real server, serves it with
// `vite preview`, opens / in Debian's Chromium through chrome-launcher and prints the performance, accessibility and
// best-practices scores of Lighthouse's default (mobile) profile. Usage: node bench/lighthouse/run.mjs [--runs N]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/lib/ensure.mjs';
import { freePort, waitFor } from '../../scripts/lib/net.mjs';
import { run } from '../../scripts/lib/run.mjs';

const root = new URL('../../', import.meta.url).pathname;
const outDir = `${root}bench/out/lighthouse`;
const dist = `${root}dist-lighthouse`;
const chromePath = process.env.CHROME_PATH ?? CHROMIUM;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 1) || 1;

if ((await run('npx', ['vite', 'build', '--mode', 'real', '--outDir', dist, '--logLevel', 'warn'], { cwd: root })) !== 0) process.exit(1);
const port = await freePort();
const preview = spawn('npx', ['vite', 'preview', '--mode', 'real', '--outDir', dist, '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const url = `http://localhost:${port}/`;
let chrome;
try {
  if (!(await waitFor(url, 30_000))) throw new Error(`vite preview did not answer on ${url}`);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  mkdirSync(outDir, { recursive: true });
  const scores = [];
  for (let attempt = 1; attempt <= runs; attempt += 1) {
    // Lighthouse's default config is the mobile profile (Moto G Power emulation, slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    writeFileSync(`${outDir}/report-${attempt}.html`, result.report);
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    scores.push({ performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') });
    console.log(
      `run ${attempt}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}` +
        ` (FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue},` +
        ` TBT ${audits['total-blocking-time'].displayValue}, unused JS ${audits['unused-javascript'].displayValue || 'none'})`,
    );
    for (const id of ['best-practices', 'accessibility']) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`  ${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  const median = (key) => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  console.log(
    `\nMobile profile, ${runs} run(s), median: performance ${median('performance')}, accessibility ${median('accessibility')}, ` +
      `best practices ${median('bestPractices')}. Reports: bench/out/lighthouse/`,
  );
} finally {
  await chrome?.kill();
  process.kill(-preview.pid);
}
