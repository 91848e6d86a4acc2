import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createOcrSlots, findNativeTesseract } from '@healthcare-portal/engine/node';
import { mergeUploads } from '@healthcare-portal/engine';
import type { EngineProgress } from '@healthcare-portal/engine/jobs';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';
import { hangingTesseract, hungIds, isAlive } from '../../../fixtures/documents/hanging-tesseract.ts';
import { FIXTURE_PATIENT } from '../../../fixtures/documents/clinical-notes.ts';
import { makePng, makeTextPdf } from '../../../fixtures/documents/make-documents.ts';
import { scanKindPdf } from '../../../fixtures/documents/scan-kind-pdfs.ts';
import { createEnginePool, EngineJobError } from './engine-pool.ts';

const require = createRequire(import.meta.url);
// Its OCR is a "tesseract" that fails at once (text charts never need OCR): a scanned page is unreadable, where
// tesseract.js in the thread would have read it, which shows the threads use the OCR the process chose. Its djpeg
// notes that it ran and refuses the JPEG, which pdf.js then decodes.
const djpegDir = mkdtempSync(join(tmpdir(), 'hcp-pool-djpeg-'));
const djpegCommand = join(djpegDir, 'djpeg');
writeFileSync(djpegCommand, `#!/bin/sh\ncat > /dev/null\ntouch "${djpegDir}/ran"\nexit 1\n`, { mode: 0o755 });
const pool = createEnginePool({
  threads: 1,
  ocr: { kind: 'native', version: '5.0.0', command: 'false', slots: createOcrSlots(1), djpeg: { version: '2.1.5', command: djpegCommand } },
});
afterAll(async () => {
  await pool.close();
  rmSync(djpegDir, { recursive: true });
});
const nativeTesseract = await findNativeTesseract();

/** A process job for a generated chart, as a processing request makes it. */
const processChart = (chart: Awaited<ReturnType<typeof generateChart>>) => ({
  kind: 'process' as const,
  input: {
    pdf: chart.pdf.slice(),
    patient: chart.patient,
    allowMultiNote: true,
    performedBy: { fullName: 'Dr. Priya Raman', role: 'Clinical User' as const },
    auditDate: '2026-11-20T10:00:00.000Z',
  },
});

describe('the engine pool (worker threads)', () => {
  it('merges and processes a generated 3-note chart off the main thread, reporting progress', async () => {
    const chart = await generateChart(4, { notes: 3, wrongPatientPage: false, cloneRate: 0 });
    const visit = await makeTextPdf({ pageCount: 1 });
    const merged = await pool.run({
      kind: 'merge',
      files: [
        { name: 'chart.pdf', bytes: chart.pdf.slice() },
        { name: 'visit.pdf', bytes: visit },
      ],
    });
    if (!merged.ok) throw new Error(merged.message);
    expect(merged.pageCount).toBe(chart.truth.pageCount + 1);

    const progress: EngineProgress[] = [];
    const result = await pool.run(processChart(chart), (update) => progress.push(update));
    expect(result.notes.map((note) => note.header.docType)).toEqual(chart.truth.notes.map((note) => note.docType));
    expect(result.notes[0]?.reportPdf.subarray(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    expect(progress.map((update) => update.stage)).toContain('extract');
  });

  it('answers a refusal exactly as the engine words it on the main thread, naming the file', async () => {
    const answer = await pool.run({ kind: 'merge', files: [{ name: 'photo.pdf', bytes: makePng() }] });
    expect(answer).toEqual(await mergeUploads([{ name: 'photo.pdf', bytes: makePng() }]));
    expect(answer).toMatchObject({ ok: false, status: 415, message: expect.stringContaining('photo.pdf') });
  });

  it('reads scanned pages with the OCR the process chose: its native command runs in the thread', async () => {
    const scanFont = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));
    const chart = await generateChart(24, { notes: 2, wrongPatientPage: false, scanFont });
    expect(chart.truth.scannedPages).toHaveLength(1);
    const result = await pool.run(processChart(chart));
    expect(result.unreadablePages).toEqual(chart.truth.scannedPages);
    expect(result.ocrPages).toEqual([]);
  });

  it('decodes a JPEG scan with the djpeg the process chose', async () => {
    const { name, dateOfBirth: dob, subscriberId } = FIXTURE_PATIENT;
    const result = await pool.run({
      kind: 'process' as const,
      input: {
        pdf: scanKindPdf('jpeg'),
        patient: { name, dob, subscriberId },
        allowMultiNote: true,
        performedBy: { fullName: 'Dr. Priya Raman', role: 'Clinical User' as const },
        auditDate: '2026-11-20T10:00:00.000Z',
      },
    });
    expect(existsSync(join(djpegDir, 'ran'))).toBe(true);
    expect(result.unreadablePages).toEqual([1]);
  });

  it('keeps its engine thread through quiet hours, so the next job finds the engine loaded and its code optimised', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await pool.run({ kind: 'merge', files: [{ name: 'photo.pdf', bytes: makePng() }] });
      expect(pool.threads()).toBe(1);
      vi.advanceTimersByTime(8 * 60 * 60 * 1000);
      expect(pool.threads()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!nativeTesseract)("ends a cancelled job's tesseract processes, and what they started, before the job answers", async () => {
    // A tesseract that hangs on the chart's scanned page (its 150 dpi pixels) with a child of its own: alone it would
    // run to its limit by the clock, 30 s a page, and coreutils' timeout 5 s later.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-cancel-'));
    const hanging = createEnginePool({
      threads: 1,
      ocr: { kind: 'native', version: '5.0.0', command: hangingTesseract(dir), slots: createOcrSlots(1), djpeg: null },
    });
    try {
      const scanFont = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));
      const chart = await generateChart(24, { notes: 2, wrongPatientPage: false, scanFont });
      const cancel = new AbortController();
      const job = hanging.run(processChart(chart), undefined, cancel.signal);
      while (hungIds(dir).length < 2) await sleep(50);
      cancel.abort();
      await expect(job).rejects.toThrow();
      expect(hungIds(dir).filter(isAlive)).toEqual([]);
    } finally {
      await hanging.close();
      rmSync(dir, { recursive: true });
    }
  });

  it('lets a failed job cross back by the error class only', async () => {
    const job = pool.run({
      kind: 'process',
      input: {
        pdf: new Uint8Array([1, 2, 3]),
        patient: { name: '', dob: 'not a date', subscriberId: '' },
        allowMultiNote: true,
        performedBy: { fullName: 'X', role: 'Clinical User' },
        auditDate: 'never',
      },
    });
    await expect(job).rejects.toBeInstanceOf(EngineJobError);
    await expect(job).rejects.toMatchObject({ errorClass: 'EngineInputError' });
  });

  it('prepares its threads as it starts when asked: each reads its rounds before any job, and a job after finds them ready', async () => {
    const prepared = createEnginePool({ threads: 2, prepare: true, prepareRounds: 2 });
    try {
      expect(prepared.threads()).toBe(2);
      expect((await prepared.prepared()).map(({ rounds }) => rounds)).toEqual([2, 2]);
      const chart = await generateChart(4, { notes: 3, wrongPatientPage: false, cloneRate: 0 });
      const processed = await prepared.run(processChart(chart));
      expect(processed.notes).toHaveLength(3);
    } finally {
      await prepared.close();
    }
  });

  it('stops preparing for a job that comes: the job waits at most the round a thread is in', async () => {
    const prepared = createEnginePool({ threads: 1, prepare: true, prepareRounds: 50 });
    try {
      const chart = await generateChart(4, { notes: 3, wrongPatientPage: false, cloneRate: 0 });
      const processed = await prepared.run(processChart(chart));
      expect(processed.notes).toHaveLength(3);
      const [thread] = await prepared.prepared();
      expect(thread?.rounds).toBeLessThanOrEqual(1);
    } finally {
      await prepared.close();
    }
  });

  it('starts no thread before its first job unless asked to prepare them', async () => {
    const lazy = createEnginePool({ threads: 2 });
    try {
      expect(lazy.threads()).toBe(0);
      expect(await lazy.prepared()).toEqual([]);
    } finally {
      await lazy.close();
    }
  });
});
