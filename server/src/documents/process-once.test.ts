import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { PACT_DOCUMENTS, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { pactChart } from '@healthcare-portal/demo/charts/pact-chart';
import { processRequestFor } from '../../../tests/support/factories/process-request.ts';
import { createEnginePool } from '../jobs/engine-pool.ts';
import { QUEUES } from '../jobs/queue.ts';
import { storePactChart } from '../routes/provider-states-documents.ts';
import { addReport } from '../testing/add-report.ts';
import { documentsTestApp, type TestApp } from '../testing/documents-app.ts';
import { gaveUpMessage, LOST_JOB_MS, processOnce } from './process-once.ts';
import { runProcessingJob, type ProcessJobData } from './run-processing.ts';

// No process works this app's queue: each test plays the worker's part itself.
let server: TestApp;
const owner = PACT_USERS.clinical.id;
const chart = await pactChart();
beforeAll(async () => {
  server = await documentsTestApp({ runJobs: false, jobAttempts: 1 });
  await storePactChart(server.app.ctx, PACT_DOCUMENTS.ownKey, owner);
}, 120_000);
afterAll(() => server?.close());

const resultWith = (auditReportId: string): ProcessResult => ({
  message: 'Document processed successfully. Found 1 note(s)',
  notes: [{ reportUrl: `/api/v1/files/reports%2F${auditReportId}`, auditReportId, view: { header: {} } }],
  isMultiNote: false,
  originalFileName: 'a.pdf',
  originalFileType: 'pdf',
});

const jobData = (requestKey: string): ProcessJobData => ({
  requestKey,
  ownerId: owner,
  request: processRequestFor({ s3Key: PACT_DOCUMENTS.ownKey, fileName: PACT_DOCUMENTS.fileName, fileType: 'pdf', patient: chart.patient }),
});

const claimOf = (requestKey: string) =>
  server.app.ctx.db.selectFrom('processing_requests').selectAll().where('request_key', '=', requestKey).executeTakeFirst();

async function waitForClaim(requestKey: string) {
  for (;;) {
    const claim = await claimOf(requestKey);
    if (claim?.job_id) return claim as typeof claim & { job_id: string };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('processOnce: one queued job per request, whichever node asks', () => {
  it('queues one job for two twins, and both answer what that job stored', async () => {
    const ctx = server.app.ctx;
    await addReport(ctx, { id: 'r-twins', owner_id: owner });
    const first = processOnce(ctx, ctx.queue, jobData('k-twins'));
    const claim = await waitForClaim('k-twins');
    const second = processOnce(ctx, ctx.queue, jobData('k-twins'));
    expect((await ctx.queue.status(QUEUES.process, claim.job_id))?.state).toBe('created');
    await ctx.db
      .updateTable('processing_requests')
      .set({ state: 'done', result: JSON.stringify(resultWith('r-twins')) })
      .where('request_key', '=', 'k-twins')
      .execute();
    expect(await Promise.all([first, second])).toEqual([resultWith('r-twins'), resultWith('r-twins')]);
    expect((await claimOf('k-twins'))?.job_id).toBe(claim.job_id);
  });

  it('answers a job that failed on every try with a message the user can act on, and leaves no claim', async () => {
    const ctx = server.app.ctx;
    const waiting = processOnce(ctx, ctx.queue, jobData('k-poison'));
    const claim = await waitForClaim('k-poison');
    // A worker that dies on this job (jobAttempts is 1 here, 3 by default): the queue fails it for good.
    await ctx.queue.work(QUEUES.process, 1, () => Promise.reject(new Error('worker died')));
    await expect(waiting).rejects.toMatchObject({ status: 422, message: gaveUpMessage(1) });
    expect((await ctx.queue.status(QUEUES.process, claim.job_id))?.state).toBe('failed');
    expect(await claimOf('k-poison')).toBeUndefined();
  });

  it('takes over a claim whose job the queue never got (its node died between the two)', async () => {
    const ctx = server.app.ctx;
    const lostJob = randomUUID();
    await ctx.db
      .insertInto('processing_requests')
      .values({
        request_key: 'k-lost',
        owner_id: owner,
        state: 'queued',
        job_id: lostJob,
        claimed_at: new Date(Date.now() - LOST_JOB_MS - 1000),
      })
      .execute();
    void processOnce(ctx, ctx.queue, jobData('k-lost')).catch(() => undefined);
    // Looked for in the queue, not the claim: the worker the test above left fails each job as soon as it is sent
    // (a send wakes this process's workers), and its claim goes with it.
    for (;;) {
      const sent = await sql<{
        id: string;
      }>`SELECT id FROM pgboss.job WHERE name = ${QUEUES.process} AND data->>'requestKey' = 'k-lost'`.execute(ctx.db);
      if (sent.rows.length > 0) {
        expect(sent.rows.map((row) => row.id)).not.toContain(lostJob);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('runProcessingJob: tries of one job commit one set of reports', () => {
  it('writes the same report files and rows on a retry, adds nothing the second time, and a superseded job does nothing', async () => {
    const ctx = server.app.ctx;
    const engine = createEnginePool({ threads: 1 });
    try {
      const jobId = randomUUID();
      const data = jobData('k-retry');
      await ctx.db
        .insertInto('processing_requests')
        .values({ request_key: 'k-retry', owner_id: owner, state: 'queued', job_id: jobId })
        .execute();
      // Two tries of the same job (the first one's worker was thought dead and the job timed out) run side by side.
      await Promise.all([runProcessingJob(ctx, engine, { id: jobId, data }), runProcessingJob(ctx, engine, { id: jobId, data })]);
      const rows = await ctx.db.selectFrom('audit_reports').select(['id', 'report_key']).where('request_key', '=', 'k-retry').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.id.startsWith(`report-${jobId}-`) && row.report_key.startsWith(`reports/${jobId}-`))).toBe(true);
      expect((await claimOf('k-retry'))?.state).toBe('done');

      await runProcessingJob(ctx, engine, { id: jobId, data });
      await runProcessingJob(ctx, engine, { id: randomUUID(), data });
      const after = await ctx.db.selectFrom('audit_reports').select('id').where('request_key', '=', 'k-retry').execute();
      expect(after.length).toBe(rows.length);
    } finally {
      await engine.close();
    }
  });
});
