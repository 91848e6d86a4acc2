import { setTimeout as sleep } from 'node:timers/promises';
import { processResultSchema, type ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import type { AppContext } from '../auth/context.ts';

// A claim older than this belongs to a node that died mid-job: the next twin takes it over.
export const STALE_CLAIM_MS = 15 * 60_000;
const POLL_MS = 250;

// Twins in this process wait on the same promise; twins on other nodes wait on the claim row.
const running = new Map<string, Promise<ProcessResult>>();

async function reportsExist(ctx: AppContext, result: ProcessResult): Promise<boolean> {
  const ids = result.notes.map((note) => note.auditReportId).filter((id): id is string => id !== undefined);
  if (ids.length !== result.notes.length) return false;
  if (ids.length === 0) return true;
  const found = await ctx.db.selectFrom('audit_reports').select('id').where('id', 'in', ids).execute();
  return found.length === ids.length;
}

/** The earlier answer of this request, or the right to run it (a claim row), waiting while a twin elsewhere runs. */
async function earlierOrClaim(ctx: AppContext, requestKey: string, ownerId: string): Promise<ProcessResult | null> {
  for (;;) {
    const claimed = await ctx.db
      .insertInto('processing_requests')
      .values({ request_key: requestKey, owner_id: ownerId, state: 'running', result: null, claimed_at: new Date(ctx.clock.now()) })
      .onConflict((oc) => oc.column('request_key').doNothing())
      .returning('request_key')
      .executeTakeFirst();
    if (claimed) return null;
    const row = await ctx.db.selectFrom('processing_requests').selectAll().where('request_key', '=', requestKey).executeTakeFirst();
    if (!row) continue;
    if (row.state === 'done') {
      const earlier = processResultSchema.safeParse(row.result);
      // The same request gets the same answer while all its reports still exist; otherwise it runs afresh.
      if (earlier.success && (await reportsExist(ctx, earlier.data))) return earlier.data;
    } else if (ctx.clock.now() - new Date(row.claimed_at).getTime() < STALE_CLAIM_MS) {
      await sleep(POLL_MS);
      continue;
    }
    await ctx.db.deleteFrom('processing_requests').where('request_key', '=', requestKey).where('claimed_at', '=', row.claimed_at).execute();
  }
}

async function claimAndRun(ctx: AppContext, requestKey: string, ownerId: string, start: () => Promise<ProcessResult>) {
  const earlier = await earlierOrClaim(ctx, requestKey, ownerId);
  if (earlier) return earlier;
  try {
    const result = await start();
    await ctx.db
      .updateTable('processing_requests')
      .set({ state: 'done', result: JSON.stringify(result) })
      .where('request_key', '=', requestKey)
      .execute();
    return result;
  } catch (error) {
    // A failed run leaves no claim behind: the user may simply try again.
    await ctx.db.deleteFrom('processing_requests').where('request_key', '=', requestKey).execute();
    throw error;
  }
}

/**
 * Runs a processing request once (DECISIONS.md: the same upload and options never create duplicate reports). A twin
 * arriving while the first runs waits for it; a later one gets the stored answer while all its reports still exist.
 */
export async function processOnce(
  ctx: AppContext,
  requestKey: string,
  ownerId: string,
  start: () => Promise<ProcessResult>,
): Promise<ProcessResult> {
  const twin = running.get(requestKey);
  if (twin) return twin;
  const job = claimAndRun(ctx, requestKey, ownerId, start);
  running.set(requestKey, job);
  try {
    return await job;
  } finally {
    running.delete(requestKey);
  }
}
