// Choosing a finding against opening the same page: issue 24 asks that the highlighted page shows within 300 ms on a
// 200-page original. Run by hand: node --import tsx bench/findings-highlight.ts [pages] [--rounds N]
// It starts `npm run server` (embedded PGlite, the demo accounts, the real build in dist-server/: make it first with
// `npx vite build --mode real --outDir dist-server`), processes a chart of about `pages` pages as one note (its
// findings then cite the first and last pages), opens the report in Debian's Chromium and times, in the page,
//   open:      the page number typed into the Original Document's toolbar until that page is drawn
//   highlight: the finding chosen in the list until that page is drawn with the highlight over it
// each from page 1, alternated, and prints the medians and their ratio (measured in the same run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { startApi } from '../tests/cluster/support/nodes.ts';
import { chartOfAbout } from './lib/charts.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '7' } } });
const PAGES = Number(positionals[0] ?? 200);
const ROUNDS = Number(values.rounds);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function api(base: string, cookie: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}/api/v1${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
  return { response, json: (await response.json()) as { body: Record<string, unknown> } };
}

/** Signs in, uploads and processes the chart as one note; answers the report's id and the session. */
async function processedReport(base: string): Promise<{ id: string; cookie: string; user: unknown; pages: number }> {
  const login = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'clinical@demo.health', password: 'Demo@1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const session = ((await login.json()) as { body: { user: { _id?: string; id?: string } } }).body;
  const user = session.user;
  const chart = await chartOfAbout(PAGES, { wrongPatientPage: false });
  const form = new FormData();
  form.append('folder', 'public/documents');
  form.append('files', new Blob([chart.pdf.slice()], { type: 'application/pdf' }), 'chart.pdf');
  const merged = (await api(base, cookie, '/s3/upload-multiple-files', { method: 'POST', body: form })).json.body as { key: string };
  const processed = await api(base, cookie, '/rag/process', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: user._id ?? user.id,
      s3Key: merged.key,
      fileName: 'chart.pdf',
      fileType: 'pdf',
      patient: chart.patient,
      noteDate: '2025-01-01',
      allowMultiNote: false,
      useAgentic: true,
      chunkSize: 4000,
    }),
  });
  const notes = processed.json.body?.notes as { auditReportId: string }[] | undefined;
  if (!notes) throw new Error(`processing answered ${processed.response.status}: ${JSON.stringify(processed.json).slice(0, 300)}`);
  const id = notes[0]?.auditReportId ?? '';
  const detail = (await api(base, cookie, `/audit-reports/get-by-id/${id}`)).json.body as {
    data: { evidence: { findings: { places: { page: number }[] }[] } }[];
  };
  const pages = Math.max(...(detail.data[0]?.evidence.findings.flatMap((f) => f.places.map((p) => p.page)) ?? [1]));
  return { id, cookie, user: session, pages };
}

/** Milliseconds from `act` (run in the page) until the Original Document shows `page` drawn (and highlighted). */
function timeInPage(page: Page, act: 'type' | 'choose', target: number, entryName: string): Promise<number> {
  return page.evaluate(
    async ({ act, target, entryName }) => {
      const original = document.querySelector('section[aria-label="Original Document"]');
      const sheet = () => original?.querySelector<HTMLElement>('[data-drawn-page]') ?? null;
      const done = () => {
        const shown = sheet();
        if (shown?.dataset.drawnPage !== String(target)) return false;
        return act === 'type' || (shown.dataset.highlighted === 'true' && shown.querySelector('[data-evidence-rect]') !== null);
      };
      const start = performance.now();
      if (act === 'type') {
        const input = original?.querySelector<HTMLInputElement>('input[inputmode="numeric"]');
        if (!input) throw new Error('no page input');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, String(target));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      } else {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[data-entry-id]')].find((b) => b.textContent?.includes(entryName));
        if (!button) throw new Error(`no entry ${entryName}`);
        button.click();
      }
      await new Promise<void>((resolve) => {
        const check = () => (done() ? resolve() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    },
    { act, target, entryName },
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'hcp-bench-findings-'));
const server = await startApi('findings', { DATA_DIR: dataDir, SERVE_PORTAL: 'true', DIST_DIR: 'dist-server', LOG_LEVEL: 'warn' }, [
  '--seed-demo',
]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { id, cookie, user, pages } = await processedReport(server.base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: server.base }]);
  await context.addInitScript((info) => localStorage.setItem('userInfo', JSON.stringify(info)), user);
  // tsx names the functions it compiles (__name(...)); the ones timeInPage sends into the page need the helper there.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await page.goto(`${server.base}/clinical/history/audit-report/${id}`);
  await page
    .getByRole('img', { name: /^Original Document, page 1 of/ })
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(dataDir, '..', 'findings-bench-failed.png') });
      throw new Error(`the report did not open at ${page.url()}`, { cause: error });
    });
  const total = Number(
    /of (\d+)/.exec((await page.getByRole('img', { name: /^Original Document, page 1 of/ }).getAttribute('aria-label')) ?? '')?.[1],
  );
  // The signature finding cites the note's last lines: the last page.
  const entry = 'Signature';
  const open: number[] = [];
  const highlight: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await timeInPage(page, 'type', 1, entry);
    open.push(await timeInPage(page, 'type', pages, entry));
    await timeInPage(page, 'type', 1, entry);
    highlight.push(await timeInPage(page, 'choose', pages, entry));
  }
  console.log(
    `Original of ${total} pages, the finding on page ${pages}, ${ROUNDS} rounds (first round included: pages are fetched by range on first need)`,
  );
  console.log(`  open the page (typed):        median ${median(open).toFixed(0)} ms  [${open.map((ms) => ms.toFixed(0)).join(', ')}]`);
  console.log(
    `  choose the finding (highlight): median ${median(highlight).toFixed(0)} ms  [${highlight.map((ms) => ms.toFixed(0)).join(', ')}]`,
  );
  console.log(`  highlight / open: ${(median(highlight) / median(open)).toFixed(2)}x`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
