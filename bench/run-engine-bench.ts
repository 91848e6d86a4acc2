// Engine benchmark, run by hand: `node --import tsx bench/run-engine-bench.ts [pages...]` (default 100 500).
// For each chart size: pages per second of every stage, peak memory, and extraction against Debian's pdftotext
// (poppler-utils) on the same file in the same run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateChart } from '../fixtures/charts/generate-chart.ts';
import { renderAuditReport } from '@healthcare-portal/engine';
import { loadReportFonts } from '@healthcare-portal/engine/node';
import { analyzeNotes, chunkLines, extractPages, findNotes, toDocLines } from '@healthcare-portal/engine/stages';

const OUT = join(import.meta.dirname, 'out');
// Synthetic notes average about 0.85 pages, so this many notes give about the page count asked for.
const NOTES_PER_PAGE = 1.15;

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
  const chart = await generateChart(targetPages, { notes: Math.round(targetPages * NOTES_PER_PAGE), priorReports: 3 });
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
  const fonts = await loadReportFonts();
  const render = await timed(async () => {
    for (const [i, note] of audit.value.entries()) {
      await renderAuditReport({
        patient: chart.patient,
        note: {
          number: i + 1,
          count: audit.value.length,
          pages: [note.span.first, note.span.last],
          header: {
            patientName: note.header.patientName.value,
            patientDob: note.header.patientDob.value,
            docType: note.header.docType.value ?? 'Other',
            noteDate: note.header.noteDate.value,
          },
          sections: note.sections,
          findings: note.findings,
          cloning: note.cloning,
        },
        performedBy: { fullName: 'Bench', role: 'Auditor User' },
        auditDate: '2025-07-01T00:00:00Z',
        engine: { name: 'bench', version: '0' },
        fonts,
      });
    }
  });
  const poppler = pdftotextMs(file);
  const rate = (ms: number) => `${((pages * 1000) / ms).toFixed(0).padStart(7)} pages/s  ${ms.toFixed(0).padStart(7)} ms`;
  console.log(
    `\n${pages}-page chart, ${audit.value.length} notes found (${chart.truth.notes.length} planted), ${(chart.pdf.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`  extract   ${rate(extract.ms)}`);
  console.log(`  chunk     ${rate(chunk.ms)}  (${chunk.value.length} chunks)`);
  console.log(`  segment   ${rate(segment.ms)}`);
  console.log(`  audit     ${rate(audit.ms)}  (header, sections, five checks)`);
  console.log(`  render    ${rate(render.ms)}  (${audit.value.length} report PDFs)`);
  console.log(`  peak RSS  ${(peakRss / 1e6).toFixed(0)} MB`);
  console.log(
    poppler === null
      ? '  pdftotext not installed (apt-get install -y poppler-utils)'
      : `  pdftotext ${rate(poppler)}  -> pdf.js extraction takes ${(extract.ms / poppler).toFixed(1)}x as long`,
  );
}

mkdirSync(OUT, { recursive: true });
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
// Warm pdf.js once so the first size does not pay for loading the library.
await extractPages((await generateChart(1, { notes: 1 })).pdf);
for (const size of sizes.length > 0 ? sizes : [100, 500]) await benchOne(size);
clearInterval(sampler);
