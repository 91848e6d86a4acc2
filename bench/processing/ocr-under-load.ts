// Whether scanned pages stay read on a loaded machine, run by hand (never in npm test; it asserts nothing):
//   node --import tsx bench/processing/ocr-under-load.ts [--before REF] [--scanned 20] [--scan-kind jpeg] [--jobs 2]
//     [--runs 1] [--busy 0]
// Each run extracts the processing benchmark's scanned chart in `--jobs` jobs at once, as one server worker's engine
// threads do (pdf.js in a thread of its own, native tesseract sharing two process slots, the engine's page budget),
// and counts the pages read by OCR and those reported unreadable, with the wall time and the load average. `--busy N`
// adds N endless loops, each in a session of its own as other users' work is, for the run. With --before the same runs
// of an earlier commit (bench/lib/before-tree.ts) alternate with this tree's. bench/README.md ('Eighth round') has a
// run.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { beforeTree, commitOf, ROOT } from '../lib/before-tree.ts';
import { scannedChart } from '../lib/charts.ts';
import { printTable } from '../lib/table.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    scanned: { type: 'string', default: '20' },
    'scan-kind': { type: 'string', default: 'jpeg' },
    jobs: { type: 'string', default: '2' },
    runs: { type: 'string', default: '1' },
    busy: { type: 'string', default: '0' },
    // Internal: one run in the tree at this root, answered as JSON on stdout.
    root: { type: 'string' },
  },
});
const kind = values['scan-kind'];
if (kind !== 'flate' && kind !== 'jpeg' && kind !== 'fax') throw new Error(`No scan kind ${kind}: flate, jpeg or fax`);
const chart = await scannedChart(Number(values.scanned), kind);

type Counted = { ocr: number; unreadable: number; other: number; seconds: number };

/** One run in the tree at `root`: its engine's extraction, jobs at once, sharing two OCR slots. */
async function runIn(root: string): Promise<Counted> {
  const from = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { extractPages } = (await from('engine/extract/extract-pages.ts')) as typeof import('../../engine/extract/extract-pages.ts');
  const node = (await from('engine/node/index.ts')) as typeof import('../../engine/node/index.ts');
  const pdf = new Uint8Array(readFileSync(chart.file));
  const slots = node.createOcrSlots(2);
  const start = performance.now();
  const jobs = await Promise.all(
    Array.from({ length: Number(values.jobs) }, () =>
      extractPages(pdf.slice(), { ocr: node.nativeTesseractOcr({ slots }), inflate: node.inflateExactly, pdfThread: node.startPdfThread }),
    ),
  );
  const sources = jobs.flatMap((job) => job.pages.map((page) => page.source));
  const count = (source: string) => sources.filter((s) => s === source).length;
  return {
    ocr: count('ocr'),
    unreadable: count('unreadable'),
    other: sources.length - count('ocr') - count('unreadable'),
    seconds: (performance.now() - start) / 1000,
  };
}

if (values.root) {
  process.stdout.write(JSON.stringify(await runIn(values.root)));
  process.exit(0);
}

/** A run in its own process, with `busy` loops beside it for its length. */
function runTree(root: string): Counted & { load: string } {
  const loops = Array.from({ length: Number(values.busy) }, () =>
    spawn('sh', ['-c', 'while :; do :; done'], { detached: true, stdio: 'ignore' }),
  );
  try {
    const args = ['--import', 'tsx', join(ROOT, 'bench/processing/ocr-under-load.ts'), '--root', root];
    const options = ['--scanned', values.scanned, '--scan-kind', kind, '--jobs', values.jobs];
    const out = execFileSync(process.execPath, [...args, ...options], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
    return { ...(JSON.parse(out) as Counted), load: loadavg()[0]?.toFixed(1) ?? '-' };
  } finally {
    for (const loop of loops) if (loop.pid) process.kill(-loop.pid, 'SIGKILL');
  }
}

const trees = [
  ...(values.before?.split(',') ?? []).map((ref) => ({ label: commitOf(ref).slice(0, 8), root: beforeTree(ref) })),
  { label: `this tree (${commitOf('HEAD').slice(0, 8)})`, root: ROOT },
];
const rows: string[][] = [];
for (let run = 1; run <= Number(values.runs); run++) {
  for (const tree of trees) {
    const counted = runTree(tree.root);
    rows.push([
      tree.label,
      String(run),
      String(counted.ocr),
      String(counted.unreadable),
      String(counted.other),
      counted.seconds.toFixed(1),
      counted.load,
    ]);
    console.log(rows.at(-1)?.join(' | '));
  }
}
console.log(`${values.jobs} jobs at once of the ${chart.pages}-page ${kind} chart, ${values.busy} busy loops beside each run`);
printTable(['tree', 'run', 'pages read by OCR', 'unreadable', 'other', 'wall s', 'load average (1 min) at the end'], rows);
