import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { OcrEngine, OcrLine, OcrResult, PageLayout } from '../extract/ocr.ts';
import { PAGE_BUDGET } from '../extract/page-budget.ts';
import type { GrayImage } from '../extract/page-image.ts';
import type { FaxImage } from '../extract/scan-image.ts';
import { readTesseractTsv, splitTsvPages } from '../extract/tesseract-tsv.ts';
import { psmFor, TESSERACT_SETTINGS } from '../extract/tesseract-settings.ts';
import { pageTiffParts } from './page-tiff.ts';
import { lstmOnlyModel } from './lstm-only-model.ts';
import { inSlot, type OcrSlots } from './ocr-slots.ts';
import { threadProcessHelper } from './process-helper.ts';
import type { ProcessRunner } from './run-process.mjs';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/**
 * Debian's `tesseract` (tesseract-ocr), when one that reads LSTM models is on the PATH and coreutils' `timeout` and
 * util-linux's `prlimit` can run it (every process runs under both, below): its version, else null.
 */
export async function findNativeTesseract(command = 'tesseract'): Promise<string | null> {
  try {
    const { stdout, stderr } = await run('timeout', ['10', 'prlimit', '--cpu=10', command, '--version'], { timeout: 10_000 });
    const version = /tesseract\s+v?(\d+)\.(\d+)\.(\d+)/i.exec(`${stdout}${stderr}`);
    return version && Number(version[1]) >= 4 ? `${version[1]}.${version[2]}.${version[3]}` : null;
  } catch {
    return null;
  }
}

/**
 * Which file of the English model tesseract.js reads (@tesseract.js-data/eng) a native run is given: cut to the LSTM
 * recogniser's parts (lstm-only-model.ts: the engine's, as it starts each process sooner and reads alike), or the
 * file as packaged (the processing benchmark's reference runs both).
 */
export type ModelFile = 'lstm-only' | 'packaged';

const modelDirs = new Map<ModelFile, Promise<string>>();

/**
 * The model file unpacked once into the system's temporary folder, named by the packaged model's hash and the kind,
 * written whole or not at all.
 */
function nativeModelDir(kind: ModelFile): Promise<string> {
  const made =
    modelDirs.get(kind) ??
    (async () => {
      const packed = await readFile(join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0', 'eng.traineddata.gz'));
      const hash = createHash('sha256').update(packed).digest('hex').slice(0, 16);
      const dir = join(tmpdir(), `healthcare-portal-tessdata-${hash}${kind === 'packaged' ? '' : `-${kind}`}`);
      const model = join(dir, 'eng.traineddata');
      if (!existsSync(model)) {
        await mkdir(dir, { recursive: true });
        const partial = `${model}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        const unpacked = gunzipSync(packed);
        await writeFile(partial, kind === 'packaged' ? unpacked : lstmOnlyModel(unpacked));
        await rename(partial, model);
      }
      return dir;
    })().catch((error: unknown) => {
      modelDirs.delete(kind);
      throw error;
    });
  modelDirs.set(kind, made);
  return made;
}

/**
 * The options every native run takes after its input and output: the model and settings the tesseract.js engine
 * uses. The processing benchmark runs its native reference with them too, so both recognise alike.
 */
export async function nativeTesseractOptions(kind: ModelFile = 'lstm-only'): Promise<string[]> {
  const { oem, psm } = TESSERACT_SETTINGS;
  return ['--tessdata-dir', await nativeModelDir(kind), '-l', 'eng', '--oem', String(oem), '--psm', String(psm)];
}

/** One process on one core: Tesseract itself would start a thread per core for every page. */
export const NATIVE_TESSERACT_ENV = { OMP_THREAD_LIMIT: '1' };

/**
 * The CPU a tesseract process may spend for each page it is given: a dense page takes about a second (1.4 s the
 * densest measured), and about the same on a loaded machine, where its wall time grows tenfold (bench/README.md,
 * 'Scanned pages, seventh round'). The kernel stops a process past it (RLIMIT_CPU, set by `prlimit`), so a tesseract
 * spinning on a page ends at once whatever the machine's load.
 */
export const TESSERACT_CPU_MS_PER_PAGE = 15_000;

/**
 * The wall time a tesseract process may run for each page it is given, counted from its start: the OCR page budget
 * (extract/page-budget.ts, 30 s), which stops a process that blocks without spending CPU and leaves a busy machine
 * twice what a dense page took at a load of 30. A process past either limit is taken for hung: its process group is
 * killed and its pages are read again one by one (below).
 */
export const TESSERACT_MS_PER_PAGE = PAGE_BUDGET.ocrMs;

/**
 * The longest a page waits for a free process slot (ocr-slots.ts) before it is read in a process beside them: the
 * slots are shared by the worker's threads, so without a bound a job's pages could wait behind another job's hung
 * runs (each holding its slot for up to four bounds) and the job be stopped for reporting nothing. One OCR page
 * budget: on a machine at a load of 30 a run of two dense pages takes about that long, so a healthy queue rarely
 * reaches it, and a page that does is still read, never blanked. The job's longest silence stays within the job
 * pool's stall time (longestSilenceMs below; server/src/jobs/engine-budget.test.ts holds them together).
 */
export const SLOT_WAIT_MS = PAGE_BUDGET.ocrMs;

// coreutils' `timeout` runs every process and kills it a little after our own limit: our timer lives in the engine's
// thread, and should that thread be ended before it could kill its processes (a cancel reaches it first and it kills
// them, server/src/jobs/engine-pool.ts, but it may be busy), the guard still ends a hung tesseract.
const GUARD_MS = 5_000;

// How long a stopped recogniser waits for its killed processes' output to close (milliseconds, when all is well).
const CLOSE_WAIT_MS = 2_000;

/** Kills a process group (a process started `detached`, its leader's id) with everything in it. */
export function endProcessGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * A tesseract process under way: its group once it runs (the helper tells it as it starts), and its end. Stopped
 * before its group is known, it is killed as soon as it is.
 */
type Running = { group?: number; stopped: boolean; closed: Promise<unknown> };

function stopRun(run: Running): void {
  run.stopped = true;
  if (run.group) endProcessGroup(run.group);
}

/**
 * One `tesseract` process on a run of page images (a multi-page TIFF on stdin, TSV on stdout): each page's TSV. The
 * process runs in a group of its own, killed at `limitMs` or when the engine is terminated (`running`).
 */
function recognizeInProcess(
  runner: ProcessRunner,
  command: string,
  options: string[],
  images: readonly (GrayImage | FaxImage)[],
  { limitMs, cpuMs }: { limitMs: number; cpuMs: number },
  running: Set<Running>,
  onProcess?: ProcessReport,
): Promise<string[]> {
  const guard = `${(limitMs + GUARD_MS) / 1000}s`;
  // RLIMIT_CPU counts whole seconds: SIGXCPU at the soft limit (no core file: its size limit is 0), SIGKILL a
  // second later should tesseract ignore it.
  const cpuSeconds = Math.max(1, Math.ceil(cpuMs / 1000));
  const limits = ['prlimit', '--core=0', `--cpu=${cpuSeconds}:${cpuSeconds + 1}`];
  const tesseract = [command, 'stdin', 'stdout', ...options, '-c', 'tessedit_create_tsv=1'];
  const run: Running = { stopped: false, closed: Promise.resolve() };
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    stopRun(run);
  }, limitMs);
  const started = (group: number) => {
    run.group = group;
    onProcess?.(group, true);
    if (run.stopped) endProcessGroup(group);
  };
  const ran = runner(
    {
      command: 'timeout',
      args: ['-s', 'KILL', guard, ...limits, ...tesseract],
      env: NATIVE_TESSERACT_ENV,
      detached: true,
      input: pageTiffParts(images),
    },
    started,
  );
  run.closed = ran.catch(() => undefined);
  running.add(run);
  return ran
    .then(({ code, signal, stdout, stderr }) => {
      if (code === 0) return splitTsvPages(stdout.toString('utf8'), images.length);
      if (expired) throw new Error(`tesseract ran past its limit of ${limitMs / 1000} s for ${images.length} page(s) and was stopped`);
      // `timeout` ends itself with the signal its command died of.
      if (signal === 'SIGXCPU') throw new Error(`tesseract spent its ${cpuSeconds} s of CPU for ${images.length} page(s) and was stopped`);
      // Tesseract's own messages name its files and options, never the page's text.
      throw new Error(`tesseract exited with ${code ?? signal}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
    })
    .finally(() => {
      clearTimeout(timer);
      running.delete(run);
      if (run.group) onProcess?.(run.group, false);
    });
}

export interface NativeOcrOptions {
  /** places shared by every thread of the process (ocr-slots.ts): how many tesseract processes run at once */
  slots: OcrSlots;
  command?: string;
  /** how long a process may run for each of its pages, counted from its start (TESSERACT_MS_PER_PAGE; tests give less) */
  msPerPage?: number;
  /** the CPU a process may spend for each of its pages (TESSERACT_CPU_MS_PER_PAGE; tests give less) */
  cpuMsPerPage?: number;
  /** how long a page waits for a free slot before it is read beside them (SLOT_WAIT_MS; tests give less) */
  slotWaitMs?: number;
  /**
   * told each process group as it starts and ends: a host outside the engine's thread can then end them itself when
   * the thread, busy in a long step, cannot answer a cancel in time (server/src/jobs/engine-pool.ts)
   */
  onProcess?: ProcessReport;
  /**
   * what starts each process: by default the thread's spawn helper (process-helper.ts), as a process forked from a
   * server's engine thread costs it 10 to 20 ms of CPU; `runProcess` (run-process.mjs) starts them here
   */
  runner?: ProcessRunner;
}

/** A process group (its leader's id) started (`running`) or ended. */
export type ProcessReport = (group: number, running: boolean) => void;

/**
 * Pages one process reads one after another: each process start costs about 130 ms of CPU (loading tesseract and its
 * model), an eighth of a page's recognition, and reading two pages in one process gives each page's words, boxes and
 * confidences exactly as two processes do. More would hold more page images at once and make a page wait longer
 * for its run (its recognition budget grows with it, extract-pages.ts).
 */
export const PAGES_PER_PROCESS = 2;

/**
 * The longest a page may take from its run's start: its run's wall limit, then, should the run fail, each of the
 * run's pages read again alone. The job pool's stall time must stay above it (server/src/jobs, ENGINE_STALL_SECONDS;
 * a test there holds them together).
 */
export const longestRecognitionMs = (msPerPage = TESSERACT_MS_PER_PAGE): number => 2 * PAGES_PER_PROCESS * msPerPage;

/**
 * The longest a job reading scans goes without a page finished: a page's wait for a slot, then its run hanging and
 * the run's pages read again alone, the first of them finished (or given up) after three bounds. The job pool's
 * stall time must stay above it (server/src/jobs, ENGINE_STALL_SECONDS).
 */
export const longestSilenceMs = (msPerPage = TESSERACT_MS_PER_PAGE, slotWaitMs = SLOT_WAIT_MS): number =>
  slotWaitMs + (2 * PAGES_PER_PROCESS - 1) * msPerPage;

type Waiting = {
  image: GrayImage | FaxImage;
  /** the page segmentation mode its layout asks for: a run's pages share one (tesseract takes it per process) */
  psm: number;
  /** when the page was handed over (Date.now()): its wait for a slot is bounded from then */
  since: number;
  started?: () => void;
  resolve: (tsv: string) => void;
  reject: (error: unknown) => void;
};

/**
 * OCR by Debian's tesseract, with the model and settings the tesseract.js engine uses (tesseract-settings.ts), giving
 * the same result shape; about twice as fast per page as tesseract.js's WebAssembly. As many processes at once as
 * the slots allow; a process that gets its slot takes the pages waiting then, up to PAGES_PER_PROCESS, in the order
 * they came. A run that fails is read again page by page, so an image tesseract cannot take, or one it hangs on,
 * costs its page alone. Terminating the engine kills its processes still running and fails the pages still waiting.
 */
export function nativeTesseractOcr({
  slots,
  command = 'tesseract',
  msPerPage = TESSERACT_MS_PER_PAGE,
  cpuMsPerPage = TESSERACT_CPU_MS_PER_PAGE,
  slotWaitMs = SLOT_WAIT_MS,
  onProcess,
  runner = threadProcessHelper,
}: NativeOcrOptions): () => Promise<OcrEngine> {
  return async () => {
    const options = await nativeTesseractOptions();
    // The same options with another page segmentation mode, for a run of ruled pages.
    const optionsFor = (psm: number) => options.map((option, i) => (options[i - 1] === '--psm' ? String(psm) : option));
    const waiting: Waiting[] = [];
    const running = new Set<Running>();
    let terminated = false;
    // Runs asked for a slot that have not yet taken their pages: one is enough while pages wait.
    let claiming = 0;
    const read = (images: readonly (GrayImage | FaxImage)[], psm: number) =>
      terminated
        ? Promise.reject(new Error('the recogniser was stopped'))
        : recognizeInProcess(
            runner,
            command,
            optionsFor(psm),
            images,
            { limitMs: msPerPage * images.length, cpuMs: cpuMsPerPage * images.length },
            running,
            onProcess,
          );
    // A claim is made for the oldest page waiting (the first taken when it gets in): its wait is bounded from that
    // page's handover.
    const claim = () => {
      claiming += 1;
      const waitMs = Math.max(0, (waiting[0]?.since ?? Date.now()) + slotWaitMs - Date.now());
      void inSlot(
        slots,
        async () => {
          claiming -= 1;
          // The oldest page and the next waiting with its segmentation, in the order they came.
          const psm = waiting[0]?.psm ?? TESSERACT_SETTINGS.psm;
          const run: Waiting[] = [];
          for (let i = 0; i < waiting.length && run.length < PAGES_PER_PROCESS;)
            if (waiting[i]?.psm === psm) run.push(...waiting.splice(i, 1));
            else i++;
          if (waiting.length > 0 && claiming === 0) claim();
          if (run.length === 0) return;
          for (const page of run) page.started?.();
          const pages = await read(
            run.map((page) => page.image),
            psm,
          ).catch((error: unknown) => error);
          for (const [i, page] of run.entries()) {
            if (Array.isArray(pages)) page.resolve(pages[i] ?? '');
            else if (run.length === 1) page.reject(pages);
            // A failed run: each page alone, so one bad image fails only its own page.
            else await read([page.image], psm).then(([alone = '']) => page.resolve(alone), page.reject);
          }
        },
        { waitMs },
      );
    };
    // A grey page's pixels or a fax's CCITT stream, each a page of the run's TIFF (page-tiff.ts).
    const recognizeTiffPage = async (image: GrayImage | FaxImage, started?: () => void, layout?: PageLayout): Promise<OcrResult> => {
      const tsv = await new Promise<string>((resolve, reject) => {
        waiting.push({ image, psm: psmFor(layout), since: Date.now(), started, resolve, reject });
        if (claiming === 0) claim();
      });
      const { lines, confidence } = readTesseractTsv(tsv);
      // The seam's lines are their words with their boxes, as Tesseract's TSV gives them.
      return { confidence, lines: lines.map((line): OcrLine => ({ words: line.words })) };
    };
    return {
      concurrency: slots.limit * PAGES_PER_PROCESS,
      pagesPerRun: PAGES_PER_PROCESS,
      recognize: recognizeTiffPage,
      recognizeFax: recognizeTiffPage,
      // Settles once every process it killed has closed: its output closes only when all in its group that hold it
      // (what tesseract started too) are gone, so a cancel answered after this leaves nothing running. A process that
      // left the group still holding the output would keep it open: the wait is bounded, as a job's end must be.
      async terminate() {
        terminated = true;
        for (const page of waiting.splice(0)) page.reject(new Error('the recogniser was stopped'));
        const closed = [...running].map((run) => run.closed);
        for (const run of running) stopRun(run);
        let bound: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([Promise.all(closed), new Promise<void>((settle) => (bound = setTimeout(settle, CLOSE_WAIT_MS)))]);
        clearTimeout(bound);
      },
    };
  };
}
