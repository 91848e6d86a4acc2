// The corpus run's counts from its per-file lines (bench/out/pdf-corpus-<shard>.jsonl); a file run again with --only
// (bench/out/pdf-corpus-rerun.jsonl) counts with its newest line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileRun } from './run-file.ts';

export type Row = FileRun & { riseMb: number; cpuMs?: number };

const TIME_LIMIT_MS = 60_000;

const linesOf = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);

export function readRuns(outDir: string): Row[] {
  const names = readdirSync(outDir);
  const runs = new Map<string, Row>();
  for (const name of names.filter((n) => /^pdf-corpus-\d+\.jsonl$/.test(n))) {
    for (const run of linesOf(join(outDir, name))) runs.set(run.file, run);
  }
  if (names.includes('pdf-corpus-rerun.jsonl')) {
    for (const run of linesOf(join(outDir, 'pdf-corpus-rerun.jsonl'))) if (runs.has(run.file)) runs.set(run.file, run);
  }
  return [...runs.values()];
}

function outcomeKey({ outcome }: Row): string {
  if (outcome.kind === 'processed') {
    return outcome.unreadable > 0
      ? 'merged and processed, some pages unreadable (past the page budget, or failing in pdf.js or OCR)'
      : 'merged and processed';
  }
  return outcome.kind === 'refused' ? `refused: ${outcome.reason}` : `crashed: ${outcome.error}`;
}

/** The table bench/README.md shows, and the files that came closest to the time and memory limits. */
export function summary(runs: Row[]): string {
  const tally = new Map<string, { all: number; pdfinfo: number }>();
  for (const run of runs) {
    const row = tally.get(outcomeKey(run)) ?? { all: 0, pdfinfo: 0 };
    row.all += 1;
    row.pdfinfo += run.pdfinfo ? 1 : 0;
    tally.set(outcomeKey(run), row);
  }
  const top = (by: (run: Row) => number, show: (run: Row) => string) =>
    [...runs]
      .sort((a, b) => by(b) - by(a))
      .slice(0, 5)
      .map(show)
      .join(', ');
  return [
    `${runs.length} files; pdfinfo opens ${runs.filter((r) => r.pdfinfo).length}`,
    '',
    '| outcome | files | of which pdfinfo opens |',
    '|---|---|---|',
    ...[...tally].sort((a, b) => b[1].all - a[1].all).map(([key, row]) => `| ${key} | ${row.all} | ${row.pdfinfo} |`),
    '',
    `crashed: ${runs.filter((r) => r.outcome.kind === 'crashed').length}; over ${TIME_LIMIT_MS / 1000} s: ${runs.filter((r) => r.ms > TIME_LIMIT_MS).length}`,
    `slowest (wall, and CPU where measured): ${top(
      (r) => r.ms,
      (r) => `${r.file} ${(r.ms / 1000).toFixed(1)} s${r.cpuMs === undefined ? '' : ` (${(r.cpuMs / 1000).toFixed(1)} s CPU)`}`,
    )}`,
    `largest rise in resident memory: ${top(
      (r) => r.riseMb,
      (r) => `${r.file} ${r.riseMb} MB`,
    )}`,
  ].join('\n');
}
