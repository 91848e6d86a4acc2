// Job profile, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/profile/run.ts [--before REF[,REF...]] [--runs 3] [--reps 2] [--pages 100,235]
// Where a processing job spends its time: extraction, segmentation, audit, rendering and storing, in ms per page,
// on the 100-page text chart of the processing benchmark and the 235-page chart of the engine benchmark. Each run
// starts one process per tree and chart (bench/profile/profile-job.ts), which warms up on a 10-page chart and then
// times the job --reps times. With --before, earlier commits (bench/lib/before-tree.ts) are measured in the same
// run, alternating with this tree, so both see the same machine; pdftotext on the same files is the reference.
// Figures are medians over runs x reps, with the range beside them.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { beforeTree, commitOf, ROOT } from '../lib/before-tree.ts';
import { chartOfAbout, OUT, textChart, type ChartFile } from '../lib/charts.ts';
import { medianAndRange } from '../lib/stats.ts';
import { figure, printTable, ratio } from '../lib/table.ts';
import { pdftotext } from '../processing/native.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
    reps: { type: 'string', default: '2' },
    pages: { type: 'string', default: '100,235' },
  },
});

const STAGES = ['extract', 'segment', 'audit', 'render', 'store'] as const;
type Timing = { wallMs: number; cpuMs: number };
type Sample = { pages: number; notes: number; reportBytes: number; peakRssMb: number; times: Record<(typeof STAGES)[number], Timing> };
type Tree = { label: string; root: string };
type Chart = ChartFile & { path: string };

/** The charts as files: NAME.pdf and NAME.json (the patient and earlier reports the job is given). */
async function writeCharts(): Promise<{ warm: Chart; measured: Chart[] }> {
  type Made = { pdf: Uint8Array; patient: ChartFile['patient']; priorReports: object[] };
  const write = async (name: string, made: Promise<Made>): Promise<Chart> => {
    const { pdf, patient, priorReports } = await made;
    const path = join(OUT, name);
    writeFileSync(`${path}.pdf`, pdf);
    writeFileSync(`${path}.json`, JSON.stringify({ patient, priorReports }));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [`${path}.pdf`], { encoding: 'utf8' }))?.[1] ?? 0);
    return { name, path, file: `${path}.pdf`, pages, patient, images: [] };
  };
  const text = async (pages: number): Promise<Made> => {
    const cut = await textChart(pages, `profile-text-${pages}`);
    return { pdf: readFileSync(cut.file), patient: cut.patient, priorReports: [] };
  };
  const sizes = values.pages.split(',').map(Number);
  const measured = await Promise.all(
    // 100 pages: the processing benchmark's text chart (no earlier reports); others: the engine benchmark's charts.
    sizes.map((pages) =>
      pages === 100 ? write('profile-text-100', text(100)) : write(`profile-chart-${pages}`, chartOfAbout(pages, { priorReports: 3 })),
    ),
  );
  return { warm: await write('profile-warm-10', text(10)), measured };
}

function profile(tree: Tree, chart: Chart, warm: Chart): Sample[] {
  const out = execFileSync(
    'node',
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'profile-job.ts'),
      '--root',
      tree.root,
      '--chart',
      chart.path,
      '--warm',
      warm.path,
      '--reps',
      values.reps,
    ],
    { cwd: tree.root, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return out
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Sample);
}

const trees: Tree[] = [{ label: `this tree (${commitOf('HEAD').slice(0, 8)}${dirty() ? ', uncommitted changes' : ''})`, root: ROOT }];
// Figures compare with the first commit named: `--before 3e00376,41b6ef1` measures both, each against the first.
const befores = values.before?.split(',').filter(Boolean) ?? [];
trees.unshift(...befores.map((ref) => ({ label: `before (${commitOf(ref).slice(0, 8)})`, root: beforeTree(ref) })));

function dirty(): boolean {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`Load average before: ${load()}`);
const { warm, measured } = await writeCharts();
const samples = new Map<string, Sample[]>();
const references = new Map<string, number[]>();
const runs = Number(values.runs);
for (let run = 1; run <= runs; run++) {
  for (const chart of measured) {
    references.set(chart.name, [...(references.get(chart.name) ?? []), await pdftotext(chart)]);
    for (const tree of trees) {
      const got = profile(tree, chart, warm);
      samples.set(`${tree.label}|${chart.name}`, [...(samples.get(`${tree.label}|${chart.name}`) ?? []), ...got]);
      const wall = got.map((s) => STAGES.reduce((sum, stage) => sum + s.times[stage].wallMs, 0) / s.pages);
      console.log(`run ${run}/${runs} ${chart.name} ${tree.label}: ${wall.map((w) => w.toFixed(1)).join(', ')} ms/page (load ${load()})`);
    }
  }
}

const perPage = (sample: Sample, pick: (t: Timing) => number, stages: readonly (typeof STAGES)[number][] = STAGES) =>
  stages.reduce((sum, stage) => sum + pick(sample.times[stage]), 0) / sample.pages;
const cell = (values: number[]) => {
  const { median, min, max } = medianAndRange(values);
  return `${figure(median)} (${figure(min)}-${figure(max)})`;
};

console.log(
  `\nms per page, median (range) of ${runs} runs x ${values.reps} reps: CPU time per stage and for the whole job, then its wall clock time.` +
    ` On a loaded machine CPU time is the comparable figure. Load average after: ${load()}\n`,
);
const rows: string[][] = [];
for (const chart of measured) {
  const reference = medianAndRange(references.get(chart.name) ?? []).median;
  const rates = (got: Sample[]) => ({
    cpu: 1000 / medianAndRange(got.map((s) => perPage(s, (t) => t.cpuMs))).median,
    wall: 1000 / medianAndRange(got.map((s) => perPage(s, (t) => t.wallMs))).median,
  });
  const baseline = rates(samples.get(`${trees[0]?.label}|${chart.name}`) ?? []);
  for (const tree of trees) {
    const got = samples.get(`${tree.label}|${chart.name}`) ?? [];
    const first = got[0];
    if (!first) continue;
    const rate = rates(got);
    rows.push([
      `${chart.name} (${first.pages} p, ${first.notes} notes)`,
      tree.label,
      ...STAGES.map((stage) => cell(got.map((s) => perPage(s, (t) => t.cpuMs, [stage])))),
      cell(got.map((s) => perPage(s, (t) => t.cpuMs))),
      cell(got.map((s) => perPage(s, (t) => t.wallMs))),
      `${figure(rate.cpu)} (${values.before ? ratio(rate.cpu, baseline.cpu) : '-'})`,
      `${figure(rate.wall)} (${values.before ? ratio(rate.wall, baseline.wall) : '-'})`,
      ratio(rate.wall, reference),
      `${figure(Math.max(...got.map((s) => s.peakRssMb)))} MB`,
      `${figure(medianAndRange(got.map((s) => s.reportBytes / s.notes / 1024)).median)} KB`,
    ]);
  }
  const ms = references.get(chart.name)?.map((r) => 1000 / r) ?? [];
  rows.push([chart.name, 'pdftotext -layout', '', '', '', '', '', '', cell(ms), '', figure(reference), '1.00x', '', '']);
}
printTable(
  [
    'chart',
    'tree',
    ...STAGES,
    'whole job, CPU',
    'whole job, wall',
    'pages per CPU s (vs before)',
    'pages/s wall (vs before)',
    'vs pdftotext (wall)',
    'peak RSS',
    'report size',
  ],
  rows,
);
