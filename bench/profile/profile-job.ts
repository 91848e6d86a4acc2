// One process of the job profile (bench/profile/run.ts starts it; it prints, it asserts nothing). It loads the engine
// of the tree named by --root (this one, or an earlier commit made by bench/lib/before-tree.ts), processes a small
// chart once so modules, fonts and code are warm as in a long-running worker thread, then runs the whole job on the
// measured chart --reps times, stage by stage as analyzeDocument and processDocument run them (the evidence stage with
// the audit), and stores the reports as the server does (its local file storage, in a temporary folder). One JSON
// line per rep on stdout.
//
// To look inside the first measured job (run by hand): --marks prints '=== rep N start' and '=== rep N end' around
// each measured job, so what V8 prints with --trace-deopt, --trace-opt or --trace-gc can be cut to that job;
// --heap-profile FILE writes V8's sampling heap profile of the first measured job (collected objects included: what
// it allocates, not what it keeps) as JSON, each node with the bytes its function allocated.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    chart: { type: 'string' },
    warm: { type: 'string' },
    reps: { type: 'string', default: '1' },
    marks: { type: 'boolean', default: false },
    'heap-profile': { type: 'string' },
  },
});
if (!values.root || !values.chart || !values.warm) throw new Error('usage: profile-job --root DIR --chart NAME --warm NAME [--reps N]');
const root = values.root;

type Stages = typeof import('@healthcare-portal/engine/stages');
type NodeAdapters = typeof import('@healthcare-portal/engine/node');
type Storage = typeof import('../../server/src/storage/local-storage.ts');
type PutAll = typeof import('../../server/src/storage/put-all.ts');
const load = <T>(path: string) => import(pathToFileURL(join(root, path)).href) as Promise<T>;
const stages = await load<Stages>('engine/stages.ts');
// Trees from before the evidence stage (an earlier commit under --before) have no placeEvidence.
const placeEvidence = stages.placeEvidence as Stages['placeEvidence'] | undefined;
// Trees since issue 26's seventh round keep a line's readings for one job; analyzeDocument forgets them at its end.
const forgetTexts = stages.forgetTexts as Stages['forgetTexts'] | undefined;
const { loadReportFonts } = await load<NodeAdapters>('engine/node/index.ts');
const { localStorage } = await load<Storage>('server/src/storage/local-storage.ts');
// Stored as the tree's server stores a job's reports: several at once since putAll, one after another before it.
const putAll: PutAll['putAll'] = existsSync(join(root, 'server/src/storage/put-all.ts'))
  ? (await load<PutAll>('server/src/storage/put-all.ts')).putAll
  : async (storage, files) => {
      for (const file of files) await storage.put(file.key, file.data);
    };

type Chart = {
  pdf: Uint8Array;
  patient: { name: string; dob: string; subscriberId: string };
  priorReports: { id: string; noteDate?: string; text: string }[];
};

/** A chart written by run.ts: NAME.pdf and NAME.json (patient and earlier reports) in bench/out. */
function readChart(name: string): Chart {
  const meta = JSON.parse(readFileSync(`${name}.json`, 'utf8')) as Omit<Chart, 'pdf'>;
  return { pdf: new Uint8Array(readFileSync(`${name}.pdf`)), ...meta };
}

type Stage = 'extract' | 'segment' | 'audit' | 'render' | 'store';
type Timing = { wallMs: number; cpuMs: number };

const fonts = await loadReportFonts();
const folder = mkdtempSync(join(tmpdir(), 'hcp-profile-'));
const storage = localStorage(folder);

async function timed<T>(times: Partial<Record<Stage, Timing>>, stage: Stage, work: () => Promise<T> | T): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  times[stage] = { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
  return value;
}

/** The whole job on one chart, stage by stage; the times of each and the counts. */
async function job(chart: Chart, run: number) {
  const times: Partial<Record<Stage, Timing>> = {};
  const extraction = await timed(times, 'extract', () => stages.extractPages(chart.pdf));
  const total = extraction.pageCount;
  const { lines, spans } = await timed(times, 'segment', () => {
    const docLines = stages.toDocLines(extraction.pages);
    const running = extraction.pages.map((p) => ({ page: p.page, lines: p.running }));
    return { lines: docLines, spans: stages.findNotes(docLines, total, true, running) };
  });
  const analyzed = await timed(times, 'audit', () => {
    const notes = stages.analyzeNotes({
      pages: extraction.pages,
      lines,
      spans,
      patient: chart.patient,
      today: '2025-07-01',
      priors: chart.priorReports,
    });
    // The evidence stage, as analyzeDocument runs it after the audit, is counted with it.
    const evidence = placeEvidence?.({ pages: extraction.pages, lines, notes, priors: chart.priorReports }) ?? [];
    forgetTexts?.();
    return stages.toAnalyzedDocument(extraction, lines, { name: 'bench', version: '0' }, notes, evidence);
  });
  const result = await timed(times, 'render', () =>
    stages.renderNoteReports(analyzed, {
      patient: chart.patient,
      performedBy: { fullName: 'Bench', role: 'Auditor User' },
      auditDate: '2025-07-01T00:00:00Z',
      fonts,
    }),
  );
  await timed(times, 'store', () =>
    putAll(
      storage,
      result.notes.map((note, i) => ({ key: `reports/run-${run}-${i + 1}`, data: note.reportPdf })),
    ),
  );
  const reportBytes = result.notes.reduce((sum, note) => sum + note.reportPdf.length, 0);
  return { pages: total, notes: result.notes.length, reportBytes, times };
}

/** Runs work under V8's sampling heap profiler (every 4 KB allocated, collected objects kept) and writes the profile. */
async function withHeapProfile<T>(file: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  const options = { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true };
  await session.post('HeapProfiler.startSampling', options);
  try {
    return await work();
  } finally {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

try {
  await job(readChart(values.warm), 0);
  const chart = readChart(values.chart);
  for (let rep = 1; rep <= Number(values.reps); rep++) {
    if (values.marks) console.log(`=== rep ${rep} start`);
    const heapFile = rep === 1 ? values['heap-profile'] : undefined;
    const measured = heapFile ? await withHeapProfile(heapFile, () => job(chart, rep)) : await job(chart, rep);
    if (values.marks) console.log(`=== rep ${rep} end`);
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    console.log(JSON.stringify({ ...measured, peakRssMb: hwm ? Number(hwm) / 1024 : null }));
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
