// Engine benchmark, run by hand: `node --import tsx bench/run-engine-bench.ts [pages...] [--peak N]` (default
// 100 500, peak on 235). For each chart size: pages per second of every stage, peak memory, and extraction against
// Debian's pdftotext (poppler-utils) on the same file in the same run. Then the whole pipeline (processDocument) on
// an N-page chart in a process of its own (bench/process-chart.ts): its peak memory and time against pdftotext's.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chartOfAbout, OUT } from './lib/charts.ts';
import { loadReportFonts } from '@healthcare-portal/engine/node';
import {
  analyzeNotes,
  chunkLines,
  extractPages,
  findNotes,
  placeEvidence,
  renderNoteReports,
  toAnalyzedDocument,
  toDocLines,
} from '@healthcare-portal/engine/stages';

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function timed<T>(fn: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

function pdftotextMs(file: string): number | null {
  try {
    const start = performance.now();
    execFileSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'ignore', 'ignore'], maxBuffer: 1 << 28 });
    return performance.now() - start;
  } catch {
    return null;
  }
}

async function benchOne(targetPages: number): Promise<void> {
  const chart = await chartOfAbout(targetPages, { priorReports: 3 });
  const file = join(OUT, `chart-${targetPages}.pdf`);
  writeFileSync(file, chart.pdf);
  const pages = chart.truth.pageCount;
  peakRss = process.memoryUsage().rss;
  const extract = await timed(() => extractPages(chart.pdf));
  const lines = toDocLines(extract.value.pages);
  const chunk = await timed(() => chunkLines(lines));
  const segment = await timed(() => findNotes(lines, pages, true));
  const audit = await timed(() =>
    analyzeNotes({
      pages: extract.value.pages,
      lines,
      spans: segment.value,
      patient: chart.patient,
      today: '2025-07-01',
      priors: chart.priorReports,
    }),
  );
  const evidence = await timed(() => placeEvidence({ pages: extract.value.pages, lines, notes: audit.value, priors: chart.priorReports }));
  const fonts = await loadReportFonts();
  const analyzed = toAnalyzedDocument(extract.value, lines, { name: 'bench', version: '0' }, audit.value, evidence.value);
  const render = await timed(() =>
    renderNoteReports(analyzed, {
      patient: chart.patient,
      performedBy: { fullName: 'Bench', role: 'Auditor User' },
      auditDate: '2025-07-01T00:00:00Z',
      fonts,
    }),
  );
  const poppler = pdftotextMs(file);
  const rate = (ms: number) => `${((pages * 1000) / ms).toFixed(0).padStart(7)} pages/s  ${ms.toFixed(0).padStart(7)} ms`;
  console.log(
    `\n${pages}-page chart, ${audit.value.length} notes found (${chart.truth.notes.length} planted), ${(chart.pdf.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`  extract   ${rate(extract.ms)}`);
  console.log(`  chunk     ${rate(chunk.ms)}  (${chunk.value.length} chunks)`);
  console.log(`  segment   ${rate(segment.ms)}`);
  console.log(`  audit     ${rate(audit.ms)}  (header, sections, five checks)`);
  console.log(`  evidence  ${rate(evidence.ms)}  (places of header values, findings, copied passages; text layouts)`);
  console.log(`  render    ${rate(render.ms)}  (${audit.value.length} report PDFs)`);
  console.log(`  peak RSS  ${(peakRss / 1e6).toFixed(0)} MB`);
  console.log(
    poppler === null
      ? '  pdftotext not installed (apt-get install -y poppler-utils)'
      : `  pdftotext ${rate(poppler)}  -> pdf.js extraction takes ${(extract.ms / poppler).toFixed(1)}x as long`,
  );
}

interface PeakRun {
  pages: number;
  notes: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
}

/**
 * processDocument on a chart of about `targetPages` pages, in a child process: bundled as a server would deploy the
 * engine (esbuild, plain node), and under tsx as the command line runs it (its module hooks hold every loaded
 * source, pdf.js included, in a thread of their own: loader memory, not the engine's).
 */
async function peakRun(targetPages: number): Promise<void> {
  const chart = await chartOfAbout(targetPages, { priorReports: 3 });
  const file = join(OUT, `chart-${targetPages}.pdf`);
  const meta = join(OUT, `chart-${targetPages}.json`);
  writeFileSync(file, chart.pdf);
  writeFileSync(meta, JSON.stringify({ patient: chart.patient, priorReports: chart.priorReports }));
  const bundle = join(OUT, 'process-chart.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'process-chart.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    logLevel: 'warning',
    // Packages read as files at run time (pdf.js loads its worker, fonts and Tesseract come from node_modules).
    external: ['pdfjs-dist', 'pdfjs-dist/*', 'tesseract.js', '@tesseract.js-data/*', '@expo-google-fonts/*', 'regenerator-runtime/*'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  const run = (args: string[]): PeakRun =>
    JSON.parse(
      execFileSync('node', [...args, file, meta], { encoding: 'utf8', maxBuffer: 1 << 24 })
        .trim()
        .split('\n')
        .at(-1) ?? '{}',
    ) as PeakRun;
  const bundled = run([bundle]);
  const tsx = run(['--import', 'tsx', join(import.meta.dirname, 'process-chart.ts')]);
  const poppler = pdftotextMs(file);
  const perPage = (ms: number) => `${(ms / bundled.pages).toFixed(0)} ms/page`;
  console.log(`\nWhole pipeline (processDocument, ${bundled.notes} reports) on a ${bundled.pages}-page chart, in its own process:`);
  console.log(
    `  bundled (plain node)  peak RSS ${bundled.peakRssMb.toFixed(0)} MB  ${perPage(bundled.ms)} wall, ${perPage(bundled.cpuMs)} CPU`,
  );
  console.log(`  under tsx             peak RSS ${tsx.peakRssMb.toFixed(0)} MB  ${perPage(tsx.ms)} wall, ${perPage(tsx.cpuMs)} CPU`);
  if (poppler !== null) {
    console.log(
      `  pdftotext -layout     ${perPage(poppler)}  -> the whole pipeline takes ${(bundled.ms / poppler).toFixed(0)}x as long as extracting text`,
    );
  }
}

mkdirSync(OUT, { recursive: true });
const peakAt = process.argv.indexOf('--peak');
const peakPages = peakAt >= 0 ? Number(process.argv[peakAt + 1]) : 235;
const sizes = process.argv
  .slice(2)
  .filter((_, i, all) => all[i - 1] !== '--peak')
  .map(Number)
  .filter((n) => n > 0);
// Warm pdf.js once so the first size does not pay for loading the library.
await extractPages((await chartOfAbout(1)).pdf);
for (const size of sizes.length > 0 ? sizes : [100, 500]) await benchOne(size);
clearInterval(sampler);
if (peakPages > 0) await peakRun(peakPages);
