import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';
import { makeTextPdf } from '../../fixtures/documents/make-documents.ts';
import { makeScannedPdf } from '../../fixtures/documents/make-scanned-pdf.ts';
import { hangingTesseract, hungIds, isAlive } from '../../fixtures/documents/hanging-tesseract.ts';
import { scanKindPdf } from '../../fixtures/documents/scan-kind-pdfs.ts';
import { extractPages } from '../extract/extract-pages.ts';
import { PAGE_BUDGET } from '../extract/page-budget.ts';
import type { OcrEngine, OcrLine, OcrResult, OcrWord } from '../extract/ocr.ts';
import { largestPageImage, type GrayImage } from '../extract/page-image.ts';
import { openPdf } from '../extract/pdf-document.ts';
import { toPgm } from '../extract/pgm.ts';
import { readTesseractTsv } from '../extract/tesseract-tsv.ts';
import {
  findNativeTesseract,
  NATIVE_TESSERACT_ENV,
  nativeTesseractOcr,
  nativeTesseractOptions,
  PAGES_PER_PROCESS,
} from './native-tesseract-ocr.ts';
import { nodeOcr } from './node-ocr.ts';
import { createOcrSlots } from './ocr-slots.ts';

const require = createRequire(import.meta.url);
const run = promisify(execFile);
const scanFont = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));

const native = await findNativeTesseract();
if (!native) console.warn("Native OCR tests skipped: Debian's tesseract is not installed (apt-get install -y tesseract-ocr).");

/** The page images the engine would OCR in a PDF: every page's largest image. */
async function pageImages(pdf: Uint8Array): Promise<GrayImage[]> {
  const doc = await openPdf(pdf);
  const images: GrayImage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const image = await largestPageImage(await doc.getPage(n));
    if (image) images.push(image);
  }
  await doc.destroy();
  return images;
}

// The time limit a page gets in the tests with a hanging tesseract: the pages read beside the hung one stay within it
// on a loaded machine, and the hung one ends soon.
const HUNG_PAGE_MS = 3_000;
const wordsOf = (result: OcrResult) => result.lines.flatMap((line) => line.words.map((word) => word.text));
const textOf = (result: OcrResult) => result.lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');

type Box = Pick<OcrWord, 'left' | 'top' | 'right' | 'bottom'>;

/** Boxes the two recognisers agree on: within 3 pixels on every side. */
function expectBoxesClose(box: Box, other: Box) {
  for (const side of ['left', 'top', 'right', 'bottom'] as const) expect(Math.abs(box[side] - other[side])).toBeLessThanOrEqual(3);
}

/** What a line's words span. */
function lineBox({ words }: OcrLine): Box {
  return {
    left: Math.min(...words.map((w) => w.left)),
    top: Math.min(...words.map((w) => w.top)),
    right: Math.max(...words.map((w) => w.right)),
    bottom: Math.max(...words.map((w) => w.bottom)),
  };
}

/**
 * A machine busy as a shared one under load, made here: six endless loops on the first core, each in a session of its
 * own as other users' work is (the scheduler shares a core between sessions first), and a stand-in for tesseract in
 * `dir` that runs it on that core. Answers the stand-in's path and how to end the loops.
 */
function busyCore(dir: string): { command: string; stop: () => void } {
  const loops = Array.from({ length: 6 }, () =>
    spawn('taskset', ['-c', '0', 'sh', '-c', 'while :; do :; done'], { detached: true, stdio: 'ignore' }),
  );
  const command = join(dir, 'tesseract');
  writeFileSync(command, '#!/bin/sh\nexec taskset -c 0 tesseract "$@"\n', { mode: 0o755 });
  const stop = () => {
    for (const loop of loops) if (loop.pid) process.kill(-loop.pid, 'SIGKILL');
  };
  return { command, stop };
}

/** Characters to insert, delete or replace to turn one text into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

describe.skipIf(!native)('native tesseract', () => {
  let images: GrayImage[] = [];
  let wasm: OcrEngine;
  let nativeEngine: OcrEngine;

  beforeAll(async () => {
    // The scanned fixtures: a bitmap-font lab report at 100 dpi, and a chart's scanned page at 150 dpi.
    const chart = await generateChart(24, { notes: 2, wrongPatientPage: false, scanFont });
    images = [...(await pageImages(await makeScannedPdf())), ...(await pageImages(chart.pdf))];
    [wasm, nativeEngine] = await Promise.all([nodeOcr()(), nativeTesseractOcr({ slots: createOcrSlots(2) })()]);
  }, 60_000);
  afterAll(() => wasm.terminate());

  it('reads the same words as tesseract.js on the scanned fixtures, line by line with their boxes', { timeout: 120_000 }, async () => {
    expect(images).toHaveLength(2);
    const results = await Promise.all(images.map((image) => Promise.all([wasm.recognize(image), nativeEngine.recognize(image)])));
    for (const [fromWasm, fromNative] of results) {
      const [expected, got] = [textOf(fromWasm), textOf(fromNative)];
      expect(wordsOf(fromWasm).length).toBeGreaterThan(10);
      // The same model and settings; the two builds' arithmetic may still round a doubtful letter apart (the lab
      // report's 5x7 bitmap letters read at 57% confidence: 3 letters of 110 differ; the chart's page: none).
      expect(editDistance(expected, got)).toBeLessThanOrEqual(Math.ceil(expected.length * 0.03));
      expect(fromNative.lines).toHaveLength(fromWasm.lines.length);
      fromNative.lines.forEach((line, i) => {
        const other = fromWasm.lines[i] as OcrLine;
        expectBoxesClose(lineBox(line), lineBox(other));
        // The word boxes the evidence stage places words by, where both read as many words.
        if (line.words.length === other.words.length) line.words.forEach((word, j) => expectBoxesClose(word, other.words[j] as OcrWord));
      });
      expect(Math.abs(fromNative.confidence - fromWasm.confidence)).toBeLessThan(0.05);
    }
  });

  it('runs several processes at once, each on the pages waiting for it, and says how many pages it takes at once', async () => {
    expect(nativeEngine.concurrency).toBe(2 * PAGES_PER_PROCESS);
    expect(nativeEngine.pagesPerRun).toBe(PAGES_PER_PROCESS);
    // One place: the first page runs alone at once, the next two wait for the place and are read by one process.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-runs-'));
    const command = join(dir, 'tesseract');
    writeFileSync(command, `#!/bin/sh\necho run >> "${dir}/runs"\nexec tesseract "$@"\n`, { mode: 0o755 });
    const oneAtATime = await nativeTesseractOcr({ slots: createOcrSlots(1), command })();
    const [first, second] = images as [GrayImage, GrayImage];
    const together = await Promise.all([first, second, first].map((image) => oneAtATime.recognize(image)));
    const runs = readFileSync(join(dir, 'runs'), 'utf8').trim().split('\n').length;
    rmSync(dir, { recursive: true });
    expect(runs).toBe(2);
    // Each page read in a run exactly as alone: the same words, boxes and confidence.
    const alone = await Promise.all([first, second].map((image) => nativeEngine.recognize(image)));
    expect(together).toEqual([alone[0], alone[1], alone[0]]);
  });

  it('reads the pages of a run that fails again one by one', async () => {
    // The second process fails, as on an image tesseract cannot take: its two pages are read again, each alone.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-runs-'));
    const command = join(dir, 'tesseract');
    const script = `#!/bin/sh\necho run >> "${dir}/runs"\n[ "$(wc -l < "${dir}/runs")" -eq 2 ] && exit 1\nexec tesseract "$@"\n`;
    writeFileSync(command, script, { mode: 0o755 });
    const oneAtATime = await nativeTesseractOcr({ slots: createOcrSlots(1), command })();
    const page = images[0] as GrayImage;
    const read = await Promise.all([page, page, page].map((image) => oneAtATime.recognize(image)));
    const runs = readFileSync(join(dir, 'runs'), 'utf8').trim().split('\n').length;
    rmSync(dir, { recursive: true });
    expect(runs).toBe(4);
    expect(read[0]?.lines.length).toBeGreaterThan(3);
    expect(read).toEqual([read[0], read[0], read[0]]);
  });

  it('kills a process that runs past its limit with what it started, reads its run-mate alone and fails only the hung page', async () => {
    // A tesseract that hangs on the chart's page (more than 2 MB of pixels in its input) and starts a child of its
    // own meanwhile; every process's and child's id is written down.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-hang-'));
    const command = hangingTesseract(dir);
    const oneAtATime = await nativeTesseractOcr({ slots: createOcrSlots(1), command, msPerPage: HUNG_PAGE_MS })();
    const [lab, chart] = images as [GrayImage, GrayImage];
    // The first lab page runs alone; the second and the chart's page wait and run together, hang, and are each read
    // again alone.
    const read = await Promise.allSettled([lab, lab, chart].map((image) => oneAtATime.recognize(image)));
    const runs = readFileSync(join(dir, 'runs'), 'utf8').trim().split('\n').length;
    const pids = readFileSync(join(dir, 'pids'), 'utf8').trim().split('\n').map(Number);
    rmSync(dir, { recursive: true });
    expect(runs).toBe(4);
    const alone = await nativeEngine.recognize(lab);
    expect(read.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(read.slice(0, 2)).toEqual([alone, alone].map((value) => ({ status: 'fulfilled', value })));
    expect(String((read[2] as PromiseRejectedResult).reason)).toMatch(
      new RegExp(`ran past its limit of ${HUNG_PAGE_MS / 1000} s for 1 page\\(s\\)`),
    );
    // Both hung processes and the children they started were killed.
    expect(pids).toHaveLength(4);
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('stops a tesseract that spins on a page at its CPU limit, well before its limit by the clock', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-spin-'));
    const command = join(dir, 'tesseract');
    writeFileSync(command, '#!/bin/sh\ncat > /dev/null\nwhile :; do :; done\n', { mode: 0o755 });
    const spinning = await nativeTesseractOcr({ slots: createOcrSlots(1), command, msPerPage: 600_000, cpuMsPerPage: 1000 })();
    const read = await spinning.recognize(images[0] as GrayImage).catch((error: unknown) => error);
    rmSync(dir, { recursive: true });
    expect(String(read)).toMatch(/tesseract spent its 1 s of CPU for 1 page\(s\) and was stopped/);
  });

  it('on a busy core reads a page within its CPU limit as on a quiet machine, where the same limit by the clock stops it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-busy-'));
    const busy = busyCore(dir);
    const [lab] = images as [GrayImage];
    try {
      // The lab page takes a quarter of a second of CPU, and several times that by the clock on a core shared seven ways.
      const byCpu = await nativeTesseractOcr({ slots: createOcrSlots(1), command: busy.command, cpuMsPerPage: 1000 })();
      const byClock = await nativeTesseractOcr({ slots: createOcrSlots(1), command: busy.command, msPerPage: 1000 })();
      const [read, stopped] = await Promise.all([byCpu.recognize(lab), byClock.recognize(lab).catch((error: unknown) => error)]);
      expect(read).toEqual(await nativeEngine.recognize(lab));
      expect(String(stopped)).toMatch(/ran past its limit of 1 s for 1 page\(s\)/);
    } finally {
      busy.stop();
      rmSync(dir, { recursive: true });
    }
  });

  it("on a busy core does not count a page's wait for another job's run against its recognition budget", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-busy-'));
    const busy = busyCore(dir);
    const pdf = await makeScannedPdf(['FIRST PAGE']);
    const merged = await PDFDocument.create();
    for (let n = 0; n < 2; n++) merged.addPage((await merged.copyPages(await PDFDocument.load(pdf), [0]))[0]);
    const twoPages = await merged.save();
    try {
      // Three jobs' threads share one process slot: the last job's pages wait for two runs of two pages, then run
      // themselves, about three runs from handover on this core, more than the budget's four bounds of 2 s; from their
      // run's start, one run, well within them.
      const slots = createOcrSlots(1);
      const ocr = nativeTesseractOcr({ slots, command: busy.command });
      const pageBudget = { ...PAGE_BUDGET, ocrMs: 2_000 };
      const jobs = await Promise.all([0, 1, 2].map(() => extractPages(twoPages, { ocr, pageBudget })));
      const quiet = await extractPages(twoPages, { ocr: nativeTesseractOcr({ slots: createOcrSlots(1) }) });
      expect(quiet.pages.map((p) => p.source)).toEqual(['ocr', 'ocr']);
      for (const job of jobs)
        expect(job.pages.map((p) => p.lines.map((l) => l.text))).toEqual(quiet.pages.map((p) => p.lines.map((l) => l.text)));
    } finally {
      busy.stop();
      rmSync(dir, { recursive: true });
    }
  });

  it("reads a page that waited its bound for a slot behind another job's hung process in one of its own, as a quiet machine does", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-wait-'));
    const command = join(dir, 'tesseract');
    writeFileSync(command, '#!/bin/sh\ncat > /dev/null\nsleep 600\n', { mode: 0o755 });
    // One slot for the worker's threads, held by one job's hung page (its other page waits behind it); the other
    // job's page may wait 1 s for it, then runs beside it.
    const slots = createOcrSlots(1);
    const hung = await nativeTesseractOcr({ slots, command, msPerPage: 600_000 })();
    const waiting = await nativeTesseractOcr({ slots, slotWaitMs: 1_000 })();
    const [lab] = images as [GrayImage];
    const settled: string[] = [];
    const hungPages = [lab, lab].map((image) => hung.recognize(image).catch(() => settled.push('hung page')));
    const read = await waiting.recognize(lab).finally(() => settled.push('waiting page'));
    await hung.terminate();
    await Promise.all(hungPages);
    rmSync(dir, { recursive: true });
    expect(read).toEqual(await nativeEngine.recognize(lab));
    expect(settled).toEqual(['waiting page', 'hung page', 'hung page']);
    expect(new Int32Array(slots.buffer)[0]).toBe(0);
  }, 30_000);

  it('stops without waiting on a process that left its group still holding the output, as a job ends', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-escape-'));
    const command = join(dir, 'tesseract');
    // A session of its own keeps the output open after the group is killed: the pipe never closes while it runs.
    writeFileSync(command, `#!/bin/sh\ncat > /dev/null\nsetsid sleep 30 &\necho $! > "${dir}/escaped"\nsleep 600\n`, { mode: 0o755 });
    const engine = await nativeTesseractOcr({ slots: createOcrSlots(1), command, msPerPage: 600_000 })();
    const read = engine.recognize(images[0] as GrayImage).catch(() => 'stopped');
    while (!existsSync(join(dir, 'escaped'))) await sleep(50);
    await engine.terminate();
    // The page settles once the escaped process lets the output go.
    process.kill(Number(readFileSync(join(dir, 'escaped'), 'utf8')), 'SIGKILL');
    expect(await read).toBe('stopped');
    rmSync(dir, { recursive: true });
  }, 20_000);

  it('kills its running processes and fails its waiting pages when stopped, as at the end of a job', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-hang-'));
    const engine = await nativeTesseractOcr({ slots: createOcrSlots(1), command: hangingTesseract(dir), msPerPage: 600_000 })();
    const [lab, chart] = images as [GrayImage, GrayImage];
    const read = Promise.allSettled([chart, lab].map((image) => engine.recognize(image)));
    const pidsFile = join(dir, 'pids');
    while (!existsSync(pidsFile) || readFileSync(pidsFile, 'utf8').trim().split('\n').length < 2) await sleep(50);
    await engine.terminate();
    // Stopped means gone: a job answers its cancel only after this (server/src/jobs/engine-worker.ts).
    const pids = readFileSync(pidsFile, 'utf8').trim().split('\n').map(Number);
    expect(pids.filter(isAlive)).toEqual([]);
    const settled = await read;
    rmSync(dir, { recursive: true });
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('tells its host each process group as it starts and ends, so the host can end them when the thread cannot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-hang-'));
    const groups = new Set<number>();
    const reported: string[] = [];
    const onProcess = (pid: number, running: boolean) => {
      reported.push(running ? 'started' : 'ended');
      if (running) groups.add(pid);
      else groups.delete(pid);
    };
    const engine = await nativeTesseractOcr({ slots: createOcrSlots(1), command: hangingTesseract(dir), msPerPage: 600_000, onProcess })();
    const [lab, chart] = images as [GrayImage, GrayImage];
    // The lab page alone is small enough to be read; the chart page hangs with a child of its own.
    expect((await engine.recognize(lab)).lines.length).toBeGreaterThan(0);
    expect(reported).toEqual(['started', 'ended']);
    const hung = engine.recognize(chart);
    while (hungIds(dir).length < 2) await sleep(50);
    expect(groups.size).toBe(1);
    // The host ends the group from outside, as a thread too busy to answer a cancel would leave it to.
    for (const group of groups) process.kill(-group, 'SIGKILL');
    await expect(hung).rejects.toThrow();
    const pids = hungIds(dir);
    rmSync(dir, { recursive: true });
    expect(pids.filter(isAlive)).toEqual([]);
    expect(groups.size).toBe(0);
  });

  it('reports a page tesseract hangs on as unreadable and reads the scans beside it', async () => {
    const merged = await PDFDocument.create();
    for (const part of [await makeScannedPdf(['FIRST SCAN']), scanKindPdf('jpeg'), await makeScannedPdf(['THIRD SCAN'])]) {
      merged.addPage((await merged.copyPages(await PDFDocument.load(part), [0]))[0]);
    }
    const dir = mkdtempSync(join(tmpdir(), 'hcp-ocr-hang-'));
    const ocr = nativeTesseractOcr({ slots: createOcrSlots(1), command: hangingTesseract(dir), msPerPage: HUNG_PAGE_MS });
    const progress: number[] = [];
    const { pages } = await extractPages(await merged.save(), { ocr, onPage: (done) => progress.push(done) });
    const pids = readFileSync(join(dir, 'pids'), 'utf8').trim().split('\n').map(Number);
    rmSync(dir, { recursive: true });
    expect(pages.map((p) => p.source)).toEqual(['ocr', 'unreadable', 'ocr']);
    expect(pages.map((p) => p.lines.map((l) => l.text).join(' '))).toEqual([
      expect.stringContaining('FIRST'),
      '',
      expect.stringContaining('THIRD'),
    ]);
    expect(progress).toEqual([1, 2, 3]);
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('keeps a run of scanned pages in flight in extraction, each page as when read alone, and counts pages as they finish', async () => {
    const merged = await PDFDocument.create();
    for (const lines of [['FIRST PAGE', 'HBA1C: 7.2'], ['SECOND PAGE'], ['THIRD PAGE', 'LDL: 2.9', 'SIGNED']]) {
      const page = await PDFDocument.load(await makeScannedPdf(lines));
      merged.addPage((await merged.copyPages(page, [0]))[0]);
    }
    const pdf = await merged.save();
    let recognising = 0;
    let most = 0;
    // Each page waits for the third to be handed over (at most 10 s): whether extraction reads the next pages while
    // one is recognised is then shown however fast this machine reads pages against tesseract. Without the wait it
    // was a race: with busy loops in the test's own session (its scheduling group, which tesseract, a session of its
    // own, leaves) pdf.js read a page slower than tesseract recognised one (bench/README.md, 'Scanned pages, seventh
    // round').
    let handedOver = 0;
    let allHandedOver = () => {};
    const third = new Promise<void>((resolve) => {
      allHandedOver = resolve;
      setTimeout(resolve, 10_000).unref();
    });
    const counted = (engine: OcrEngine): OcrEngine => ({
      ...engine,
      recognize: async (image, started) => {
        most = Math.max(most, ++recognising);
        if (++handedOver === 3) allHandedOver();
        await third;
        return engine.recognize(image, started).finally(() => (recognising -= 1));
      },
    });
    const progress: number[] = [];
    // Each extraction stops its recogniser at its end: each gets its own.
    const engine = nativeTesseractOcr({ slots: createOcrSlots(2) });
    const together = await extractPages(pdf, { ocr: async () => counted(await engine()), onPage: (done) => progress.push(done) });
    const alone = await extractPages(pdf, { ocr: async () => ({ ...(await engine()), concurrency: 1 }) });
    // All three pages handed over at once: up to two processes of two pages.
    expect(most).toBe(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(together.pages.map((p) => p.source)).toEqual(['ocr', 'ocr', 'ocr']);
    expect(together.pages.map((p) => p.lines.map((l) => l.text))).toEqual(alone.pages.map((p) => p.lines.map((l) => l.text)));
  });

  it('reads each page with its LSTM-only model file exactly as tesseract reads it with the file as packaged', async () => {
    const packaged = await nativeTesseractOptions('packaged');
    expect(packaged).not.toEqual(await nativeTesseractOptions());
    for (const image of images) {
      const input = join(mkdtempSync(join(tmpdir(), 'hcp-ocr-')), 'page.pgm');
      writeFileSync(input, toPgm(image));
      const { stdout } = await run('tesseract', [input, 'stdout', ...packaged, '-c', 'tessedit_create_tsv=1'], {
        env: { ...process.env, ...NATIVE_TESSERACT_ENV },
      });
      rmSync(dirname(input), { recursive: true });
      const expected = readTesseractTsv(stdout);
      const got = await nativeEngine.recognize(image);
      expect(expected.lines.length).toBeGreaterThan(3);
      expect(got.lines).toEqual(expected.lines.map((line) => ({ words: line.words })));
      expect(got.confidence).toBe(expected.confidence);
    }
  });

  it('is found only where a tesseract that reads LSTM models runs', async () => {
    expect(native).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await findNativeTesseract('no-such-tesseract-command')).toBeNull();
  });
});

describe('a scanned page the recogniser fails on', () => {
  it('is unreadable in its place, scans beside it in flight, and the pages after it are read', async () => {
    const merged = await PDFDocument.create();
    for (const part of [await makeTextPdf({ pageCount: 1 }), await makeScannedPdf(['FIRST SCAN']), await makeScannedPdf(['SECOND SCAN'])]) {
      const doc = await PDFDocument.load(part);
      merged.addPage((await merged.copyPages(doc, [0]))[0]);
    }
    merged.addPage((await merged.copyPages(await PDFDocument.load(await makeTextPdf({ pageCount: 1 })), [0]))[0]);
    // `false` in place of tesseract: every recognition fails at once, as on an image Tesseract cannot take.
    const failing = nativeTesseractOcr({ slots: createOcrSlots(2), command: 'false' });
    const progress: number[] = [];
    const { pages } = await extractPages(await merged.save(), { ocr: failing, onPage: (done) => progress.push(done) });
    expect(pages.map((p) => p.source)).toEqual(['text-layer', 'unreadable', 'unreadable', 'text-layer']);
    expect(pages.map((p) => p.frame)).toEqual(Array.from({ length: 4 }, () => ({ width: 612, height: 792, turn: 0 })));
    expect(progress).toEqual([1, 2, 3, 4]);
  });
});
