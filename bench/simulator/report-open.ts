// Opening a seeded report in the offline simulator, run by hand (never in npm test; it asserts nothing):
//   npx vite build --mode simulator --outDir dist-simulator    (once, after src/ or simulator/ changed)
//   node --import tsx bench/simulator/report-open.ts [--runs 3] [--dist dist-simulator]
// Each run is a fresh browser context (no session, no cached files, no service worker yet) in Debian's Chromium
// against `vite preview` of the simulator build, as a user would: sign in as the Clinical User, open History, choose
// a report. It times choosing a report until both viewers show page 1 (their canvases drawn), and what that time
// is made of: the report's details call, the file requests (the simulator makes a seeded report's files on first
// read) and pdf.js (its code, worker and drawing). Three reports are chosen: the newest at once after sign-in (the
// warm-up that sign-in starts may still run), the newest again after the warm-up, and one beyond History's first
// page. The reference is the same screen's time for the newest report's files once the simulator has them.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from 'playwright';
import { freePort, waitFor } from '../../scripts/lib/net.mjs';
import { medianAndRange } from '../lib/stats.ts';
import { figure, printTable } from '../lib/table.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, dist: { type: 'string', default: 'dist-simulator' } } });

type Opening = { total: number; details: number; files: number; pdfjs: number };
type Run = { signIn: number; openings: Record<string, Opening> };

const PASSWORD = 'Demo@1234';
const viewerPage = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).getByRole('img', { name: /page 1 of/ });

/** Chooses the report in row `row` of History's table and waits until both viewers show a page. */
async function openReport(page: Page, row: number): Promise<Opening> {
  const requests: Request[] = [];
  const watch = (request: Request) => requests.push(request);
  page.on('request', watch);
  const start = Date.now();
  await page
    .getByRole('region', { name: 'Audit reports' })
    .locator('tbody tr')
    .nth(row)
    .getByRole('link', { name: 'View Details' })
    .click();
  await Promise.all([
    viewerPage(page, 'Original Document').waitFor({ timeout: 180_000 }),
    viewerPage(page, 'AI Audit Report').waitFor({ timeout: 180_000 }),
  ]);
  const total = Date.now() - start;
  page.off('request', watch);
  if (process.env.TRACE)
    for (const r of requests)
      console.log(
        '   ',
        r.method(),
        r
          .url()
          .replace(/^https?:\/\/[^/]+/, '')
          .slice(0, 60),
        r.headers()['range'] ?? '',
        'start',
        r.timing().startTime - start,
        'end',
        r.timing().responseEnd,
      );
  // Request timings are relative to each request's start; Playwright gives that start as a wall-clock time.
  const ended = (request: Request) => request.timing().startTime + request.timing().responseEnd - start;
  const finished = async (request: Request) => ((await request.response()) ? ended(request) : 0);
  const details = Math.max(0, ...(await Promise.all(requests.filter((r) => r.url().includes('/audit-reports/get-by-id/')).map(finished))));
  const files = Math.max(0, ...(await Promise.all(requests.filter((r) => r.url().includes('/files/')).map(finished))));
  return { total, details, files, pdfjs: total - files };
}

async function backToHistory(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('region', { name: 'Audit reports' }).locator('tbody tr').first().waitFor();
}

async function run(base: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(base);
    await page.waitForFunction(() => typeof (window as { simulator?: unknown }).simulator !== 'undefined');
    await page.getByRole('textbox', { name: 'Email' }).fill('clinical@demo.health');
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const signInStart = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/clinical\/docs-cloning/);
    const signIn = Date.now() - signInStart;
    await page.getByRole('link', { name: 'History' }).first().click();
    await page.getByRole('region', { name: 'Audit reports' }).locator('tbody tr').first().waitFor();

    const openings: Record<string, Opening> = {};
    openings['newest, at once after sign-in'] = await openReport(page, 0);
    await backToHistory(page);
    openings['newest again (its files made)'] = await openReport(page, 0);
    await backToHistory(page);
    // Past the first page of five: History's next page, its first row.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('region', { name: 'Audit reports' }).locator('tbody tr').first().waitFor();
    openings['beyond the first page'] = await openReport(page, 0);
    return { signIn, openings };
  } finally {
    await browser.close();
  }
}

const port = await freePort();
const preview = spawn('npx', ['vite', 'preview', '--mode', 'simulator', '--outDir', values.dist, '--port', String(port), '--strictPort'], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
const base = `http://localhost:${port}`;
try {
  if (!(await waitFor(base, 60_000))) throw new Error(`vite preview did not start on ${base} (is ${values.dist} built?)`);
  const runs: Run[] = [];
  for (let i = 1; i <= Number(values.runs); i++) {
    const got = await run(base);
    runs.push(got);
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    console.log(
      `run ${i}: sign-in ${seconds(got.signIn)} s; ` +
        Object.entries(got.openings)
          .map(([name, o]) => `${name} ${seconds(o.total)} s`)
          .join('; '),
    );
  }
  const cell = (pick: (run: Run) => number) => {
    const { median, min, max } = medianAndRange(runs.map(pick));
    return `${figure(median / 1000)} (${figure(min / 1000)}-${figure(max / 1000)})`;
  };
  console.log(`\nSeconds, median (range) of ${runs.length} runs; each opening until both viewers show page 1.\n`);
  const names = Object.keys(runs[0]?.openings ?? {});
  printTable(
    ['what', 'total', 'details answered', 'files answered', 'after the files (pdf.js)'],
    [
      ['sign-in (Sign In to the landing screen)', cell((r) => r.signIn), '', '', ''],
      ...names.map((name) => [
        `open: ${name}`,
        cell((r) => r.openings[name]?.total ?? NaN),
        cell((r) => r.openings[name]?.details ?? NaN),
        cell((r) => r.openings[name]?.files ?? NaN),
        cell((r) => r.openings[name]?.pdfjs ?? NaN),
      ]),
    ],
  );
} finally {
  if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
}
