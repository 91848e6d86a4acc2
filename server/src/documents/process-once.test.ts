import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { addReport } from '../testing/add-report.ts';
import { documentsTestApp, type TestApp } from '../testing/documents-app.ts';
import { processOnce } from './process-once.ts';

let server: TestApp;
const owner = PACT_USERS.clinical.id;
beforeAll(async () => {
  server = await documentsTestApp();
}, 120_000);
afterAll(() => server?.close());

const resultWith = (auditReportId: string): ProcessResult => ({
  message: 'Document processed successfully. Found 1 note(s)',
  notes: [{ reportUrl: `/api/v1/files/reports%2F${auditReportId}`, auditReportId, view: { header: {} } }],
  isMultiNote: false,
  originalFileName: 'a.pdf',
  originalFileType: 'pdf',
});

describe('processOnce across server nodes (the claim row)', () => {
  it('waits for a twin another node is running and answers its result without running again', async () => {
    const ctx = server.app.ctx;
    await addReport(ctx, { id: 'r-elsewhere', owner_id: owner });
    await ctx.db.insertInto('processing_requests').values({ request_key: 'k1', owner_id: owner, state: 'running', result: null }).execute();
    let ran = 0;
    const waiting = processOnce(ctx, 'k1', owner, async () => {
      ran += 1;
      return resultWith('never');
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await ctx.db
      .updateTable('processing_requests')
      .set({ state: 'done', result: JSON.stringify(resultWith('r-elsewhere')) })
      .where('request_key', '=', 'k1')
      .execute();
    expect(await waiting).toEqual(resultWith('r-elsewhere'));
    expect(ran).toBe(0);
  });

  it('takes over a claim left by a node that died, and leaves no claim when a run fails', async () => {
    const ctx = server.app.ctx;
    await ctx.db
      .insertInto('processing_requests')
      .values({ request_key: 'k2', owner_id: owner, state: 'running', result: null, claimed_at: new Date(Date.now() - 60 * 60_000) })
      .execute();
    await addReport(ctx, { id: 'r-fresh', owner_id: owner });
    expect(await processOnce(ctx, 'k2', owner, async () => resultWith('r-fresh'))).toEqual(resultWith('r-fresh'));

    await expect(processOnce(ctx, 'k3', owner, () => Promise.reject(new Error('engine failed')))).rejects.toThrow('engine failed');
    expect(await ctx.db.selectFrom('processing_requests').selectAll().where('request_key', '=', 'k3').executeTakeFirst()).toBeUndefined();
  });
});
