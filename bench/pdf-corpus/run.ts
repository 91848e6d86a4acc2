// The pdf.js test corpus through intake (issue 27): every PDF of ../shared/pdfjs-corpus is merged and processed in
// the server's engine pool, one at a time, with the server's default budgets. Prints the counts (processed, refused
// by reason, crashed, over 60 s) against what poppler's pdfinfo opens, measured in the same run, and the slowest and
// most memory-hungry files. Run by hand:
//
//   node --import tsx bench/pdf-corpus/run.ts [--limit N] [--threads N]
//
// Bring the corpus first: node --import tsx fixtures/shared-data/bring-shared-data.ts. Each file's line goes to
// bench/out/pdf-corpus.jsonl as it finishes.
import { appendFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEnginePool } from '../../server/src/jobs/engine-pool.ts';
import { numberOption } from '../lib/cli.ts';
import { runFile, type FileRun } from './run-file.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CORPUS = resolve(ROOT, '../shared/pdfjs-corpus');
const OUT = join(ROOT, 'bench/out/pdf-corpus.jsonl');
const TIME_LIMIT_MS = 60_000;
const MB = 1024 * 1024;

if (!existsSync(CORPUS)) {
  console.error(`${CORPUS} is missing: node --import tsx fixtures/shared-data/bring-shared-data.ts brings it.`);
  process.exit(1);
}
const files = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.pdf'))
  .sort()
  .slice(0, numberOption('limit', Number.POSITIVE_INFINITY));
const pool = createEnginePool({ threads: numberOption('threads', 1) });
mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
writeFileSync(OUT, '');

// The process's resident memory, sampled while each file runs: one file at a time, so the rise is that file's.
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
const runs: (FileRun & { riseMb: number })[] = [];
for (const [i, file] of files.entries()) {
  const before = process.memoryUsage.rss();
  peak = before;
  const run = await runFile(pool, join(CORPUS, file));
  const riseMb = Math.round((peak - before) / MB);
  runs.push({ ...run, riseMb });
  appendFileSync(OUT, `${JSON.stringify({ ...run, riseMb })}\n`);
  if ((i + 1) % 50 === 0) console.error(`${i + 1} of ${files.length}`);
}
clearInterval(sampler);
await pool.close();

const count = (rows: typeof runs) => rows.length;
const tally = new Map<string, { all: number; pdfinfo: number }>();
for (const run of runs) {
  const key =
    run.outcome.kind === 'processed'
      ? run.outcome.unreadable > 0
        ? 'merged and processed, some pages unreadable (page budget)'
        : 'merged and processed'
      : run.outcome.kind === 'refused'
        ? `refused: ${run.outcome.reason}`
        : `crashed: ${run.outcome.error}`;
  const row = tally.get(key) ?? { all: 0, pdfinfo: 0 };
  row.all += 1;
  row.pdfinfo += run.pdfinfo ? 1 : 0;
  tally.set(key, row);
}
const over = runs.filter((run) => run.ms > TIME_LIMIT_MS);
console.log(`\n${count(runs)} files of ${CORPUS}; pdfinfo opens ${runs.filter((r) => r.pdfinfo).length}\n`);
console.log('| outcome | files | of which pdfinfo opens |\n|---|---|---|');
for (const [key, row] of [...tally].sort((a, b) => b[1].all - a[1].all)) console.log(`| ${key} | ${row.all} | ${row.pdfinfo} |`);
console.log(`\ncrashed: ${runs.filter((r) => r.outcome.kind === 'crashed').length}; over ${TIME_LIMIT_MS / 1000} s: ${over.length}`);
const slowest = [...runs].sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(`slowest: ${slowest.map((r) => `${r.file} ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`);
const hungriest = [...runs].sort((a, b) => b.riseMb - a.riseMb).slice(0, 5);
console.log(`largest rise in resident memory: ${hungriest.map((r) => `${r.file} ${r.riseMb} MB`).join(', ')}`);
