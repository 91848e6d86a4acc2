// Issue 27, through the server's job path: a file that exhausts an engine budget is refused with a message after
// its first try, never tried again on another worker (a try that throws is retried; a refusal is an answer). Which
// budget a pathological page trips first (its characters, its time, or the stall) depends on the machine's speed, so
// processing here runs with a heap no document fits in: the one budget that trips the same way everywhere. Each
// budget, and the merge naming the file it stopped at, are shown in the pool (jobs/engine-budget.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { makePathologicalPdf } from '../../../fixtures/documents/make-pathological-pdf.ts';
import { makeTextPdf } from '../../../fixtures/documents/make-documents.ts';
import { processRequestFor } from '../../../tests/support/factories/process-request.ts';
import { createEnginePool } from '../jobs/engine-pool.ts';
import { QUEUES } from '../jobs/queue.ts';
import { documentsTestApp, type TestApp } from '../testing/documents-app.ts';
import { mergeThroughQueue } from './merge-through-queue.ts';
import { processOnce } from './process-once.ts';
import { PROCESSING_OVER_BUDGET, runProcessingJob } from './run-processing.ts';
import { runMergeJob } from './run-merge.ts';

let server: TestApp;
const tries = { merge: 0, process: 0 };
// Merging runs with the default budgets; processing with a heap far too small for any document.
const mergePool = createEnginePool({ threads: 1 });
const processPool = createEnginePool({ threads: 1, memoryMb: 16 });

beforeAll(async () => {
  server = await documentsTestApp({ runJobs: false, jobAttempts: 3 });
  const { ctx } = server.app;
  await ctx.queue.work(QUEUES.merge, 1, (job: Parameters<typeof runMergeJob>[2]) => {
    tries.merge += 1;
    return runMergeJob(ctx, mergePool, job);
  });
  await ctx.queue.work(QUEUES.process, 1, (job: Parameters<typeof runProcessingJob>[2]) => {
    tries.process += 1;
    return runProcessingJob(ctx, processPool, job);
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([mergePool.close(), processPool.close()]);
});

describe('a file over the engine budget', () => {
  it('processing: refused with a message, after one try', async () => {
    const { ctx } = server.app;
    const owner = PACT_USERS.clinical.id;
    // The two files wait in storage, as an upload streams them there.
    const visit = { name: 'visit.pdf', key: 'incoming/over-budget/1' };
    const endless = { name: 'endless.pdf', key: 'incoming/over-budget/2' };
    await ctx.storage.put(visit.key, await makeTextPdf({ pageCount: 1 }));
    await ctx.storage.put(endless.key, makePathologicalPdf());
    const waiting = [visit, endless];
    const merged = await mergeThroughQueue(ctx, waiting, {
      maxFiles: 20,
      maxFileBytes: 50 * 2 ** 20,
      maxTotalBytes: 200 * 2 ** 20,
      maxPages: 2000,
    });
    if (!merged.ok) throw new Error(merged.message);
    await ctx.db
      .insertInto('uploads')
      .values({ key: merged.key, owner_id: owner, file_name: 'chart.pdf', file_type: 'pdf', page_count: 2 })
      .execute();
    const request = processRequestFor({
      s3Key: merged.key,
      fileName: 'chart.pdf',
      fileType: 'pdf',
      patient: { name: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-000123' },
    });
    await expect(processOnce(ctx, ctx.queue, { requestKey: 'k-over-budget', ownerId: owner, request })).rejects.toMatchObject({
      status: 422,
      message: PROCESSING_OVER_BUDGET,
    });
    expect(tries).toEqual({ merge: 1, process: 1 });
    expect(await ctx.storage.read(merged.key)).not.toBeNull();
  });
});
