// The pdf.js test corpus through intake (issue 27): every PDF of ../shared/pdfjs-corpus is merged and processed in
// the server's engine pool, one file at a time, with the server's default budgets. Prints the counts (processed,
// refused by reason, crashed, over 60 s) against what poppler's pdfinfo opens, measured in the same run, and the
// slowest and most memory-hungry files. Run by hand:
//
//   node --import tsx bench/pdf-corpus/run.ts [--shard I --shards N] [--limit N] [--only a.pdf,b.pdf]
//   node --import tsx bench/pdf-corpus/run.ts --summary
//
// A shard takes every Nth file from the Ith (from 0), so N processes share the corpus and each still runs one file
// at a time (its memory figure is that file's). Each file's line goes to bench/out/pdf-corpus-<I>.jsonl as it
// finishes; --summary prints the counts over every shard's lines. --only runs the files named (its lines go to
// bench/out/pdf-corpus-rerun.jsonl; --summary counts them instead of the files' first lines), e.g. files an engine
// change affects, or the slowest again on a quieter machine. Each line has the file's wall and CPU time (all the process's threads). Bring the corpus first:
// node --import tsx fixtures/shared-data/bring-shared-data.ts.
import { appendFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEnginePool } from '../../server/src/jobs/engine-pool.ts';
import { numberOption } from '../lib/cli.ts';
import { runFile } from './run-file.ts';
import { readRuns, summary, type Row } from './summary.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CORPUS = resolve(ROOT, '../shared/pdfjs-corpus');
const OUT_DIR = join(ROOT, 'bench/out');
const MB = 1024 * 1024;

if (process.argv.includes('--summary')) {
  console.log(summary(readRuns(OUT_DIR)));
  process.exit(0);
}
if (!existsSync(CORPUS)) {
  console.error(`${CORPUS} is missing: node --import tsx fixtures/shared-data/bring-shared-data.ts brings it.`);
  process.exit(1);
}
const shards = numberOption('shards', 1);
const shard = process.argv.includes('--shard') ? Number(process.argv[process.argv.indexOf('--shard') + 1]) : 0;
const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',') : null;
const files = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.pdf') && (!only || only.includes(name)))
  .sort()
  .filter((_, i) => i % shards === shard)
  .slice(0, numberOption('limit', Number.POSITIVE_INFINITY));
const pool = createEnginePool({ threads: 1 });
const out = join(OUT_DIR, `pdf-corpus-${only ? 'rerun' : shard}.jsonl`);
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(out, '');

// The process's resident memory, sampled while each file runs: one file at a time, so the rise is that file's.
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
const rows: Row[] = [];
for (const [i, file] of files.entries()) {
  const before = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  peak = before;
  const run = await runFile(pool, join(CORPUS, file));
  const { user, system } = process.cpuUsage(cpu);
  const cpuMs = Math.round((user + system) / 1000);
  const row = { ...run, cpuMs, riseMb: Math.round((peak - before) / MB) };
  rows.push(row);
  appendFileSync(out, `${JSON.stringify(row)}\n`);
  if ((i + 1) % 50 === 0) console.error(`${i + 1} of ${files.length}`);
}
clearInterval(sampler);
await pool.close();
console.log(summary(rows));
