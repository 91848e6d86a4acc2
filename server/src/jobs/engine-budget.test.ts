// Issue 27: a job runs inside a memory and time budget, and a file that exhausts it ends that job alone, with an
// answer that names why. The files are real pathological PDFs (fixtures/documents/make-pathological-pdf.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { longestRecognitionMs, longestSilenceMs } from '@healthcare-portal/engine/node';
import { makeObjectFloodPdf } from '../../../fixtures/documents/make-pathological-pdf.ts';
import { makeTextPdf } from '../../../fixtures/documents/make-documents.ts';
import { createEnginePool, ENGINE_STALL_SECONDS, EngineBudgetError } from './engine-pool.ts';

const flood = makeObjectFloodPdf({ objects: 200_000 });
const pools: { close: () => Promise<void> }[] = [];
const poolWith = (options: Parameters<typeof createEnginePool>[0]) => {
  const pool = createEnginePool({ threads: 1, ...options });
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())), 60_000);

describe('the engine pool budgets', () => {
  it('ends a job whose thread runs out of heap, naming the budget and the file it was reading; the next job runs', async () => {
    const pool = poolWith({ memoryMb: 96 });
    const note = await makeTextPdf({ pageCount: 1 });
    const job = pool.run({
      kind: 'merge',
      files: [
        { name: 'note.pdf', bytes: note.slice() },
        { name: 'export.pdf', bytes: flood.slice() },
      ],
    });
    await expect(job).rejects.toBeInstanceOf(EngineBudgetError);
    await expect(job).rejects.toMatchObject({ budget: 'memory', progress: { stage: 'merge-open', pagesDone: 1, pagesTotal: 2 } });
    expect(await pool.run({ kind: 'merge', files: [{ name: 'note.pdf', bytes: note }] })).toMatchObject({ ok: true, pageCount: 1 });
  });

  it('ends a job that reports no progress for the stall time', async () => {
    const pool = poolWith({ stallSeconds: 1 });
    const job = pool.run({ kind: 'merge', files: [{ name: 'export.pdf', bytes: flood.slice() }] });
    await expect(job).rejects.toMatchObject({ name: 'EngineBudgetError', budget: 'time', progress: { stage: 'merge-open', pagesDone: 0 } });
  });

  it("leaves a page's longest native recognition within the stall time, so a hung tesseract costs its page, not the job", () => {
    // A hung run of pages and each of them read again alone: the first is reported after three of its bounds, the
    // last after four; a job reporting nothing for the stall time is stopped whole.
    expect(longestRecognitionMs()).toBeLessThanOrEqual(ENGINE_STALL_SECONDS * 1000);
  });

  it("leaves a job's longest silence within the stall time, its page's wait for a slot behind other jobs' processes included", () => {
    // A page waits for a slot at most its bound, then is read beside the slots; should its run hang, the run's first
    // page is finished or given up three page bounds later.
    expect(longestSilenceMs()).toBeLessThanOrEqual(ENGINE_STALL_SECONDS * 1000);
  });
});
