import { randomUUID } from 'node:crypto';
import { processResultSchema, type ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import type { AppContext } from '../auth/context.ts';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { pollUntilAnswered } from '../jobs/poll.ts';
import { QUEUES, type JobQueue } from '../jobs/queue.ts';
import type { ProcessJobData } from './run-processing.ts';

// A claim whose job the queue does not know is given up after this (its node died between claiming and sending).
export const LOST_JOB_MS = 60_000;

export const gaveUpMessage = (attempts: number) =>
  `The document could not be processed: processing stopped ${attempts} times before it finished. ` +
  'Try again later, or upload the document in smaller parts.';

type Claim = { job_id: string | null; state: 'queued' | 'done' | 'failed'; result: unknown; claimed_at: Date | string } & {
  error_status: number | null;
  error_message: string | null;
};

async function reportsExist(ctx: AppContext, result: ProcessResult): Promise<boolean> {
  const ids = result.notes.map((note) => note.auditReportId).filter((id): id is string => id !== undefined);
  if (ids.length !== result.notes.length) return false;
  if (ids.length === 0) return true;
  const found = await ctx.db.selectFrom('audit_reports').select('id').where('id', 'in', ids).execute();
  return found.length === ids.length;
}

const claimOf = (ctx: AppContext, requestKey: string): Promise<Claim | undefined> =>
  ctx.db
    .selectFrom('processing_requests')
    .select(['job_id', 'state', 'result', 'claimed_at', 'error_status', 'error_message'])
    .where('request_key', '=', requestKey)
    .executeTakeFirst();

/** Drops this claim (only this one: a newer claim of the same request is left alone). */
const dropClaim = (ctx: AppContext, requestKey: string, claim: Claim) =>
  ctx.db
    .deleteFrom('processing_requests')
    .where('request_key', '=', requestKey)
    .where('claimed_at', '=', new Date(claim.claimed_at))
    .execute();

/** Claims the request for a new job and queues it, unless another request claimed it first. */
async function claimAndSend(ctx: AppContext, queue: JobQueue, data: ProcessJobData): Promise<void> {
  const jobId = randomUUID();
  const claimed = await ctx.db
    .insertInto('processing_requests')
    .values({ request_key: data.requestKey, owner_id: data.ownerId, state: 'queued', job_id: jobId, claimed_at: new Date(ctx.clock.now()) })
    .onConflict((oc) => oc.column('request_key').doNothing())
    .returning('request_key')
    .executeTakeFirst();
  if (!claimed) return;
  try {
    await queue.send(QUEUES.process, data, jobId);
  } catch (error) {
    await ctx.db.deleteFrom('processing_requests').where('job_id', '=', jobId).execute();
    throw error;
  }
}

/**
 * One step of waiting on the request's claim: its answer, a thrown refusal, or null to look again. A claim whose job
 * failed for good (it stopped its worker or timed out on every try) or was lost is dropped, so a later request runs
 * afresh instead of waiting forever.
 */
async function answerOf(ctx: AppContext, queue: JobQueue, requestKey: string, claim: Claim): Promise<ProcessResult | null> {
  if (claim.state === 'done') {
    const earlier = processResultSchema.safeParse(claim.result);
    // The same request gets the same answer while all its reports still exist; otherwise it runs afresh.
    if (earlier.success && (await reportsExist(ctx, earlier.data))) return earlier.data;
    await dropClaim(ctx, requestKey, claim);
    return null;
  }
  if (claim.state === 'failed') {
    await dropClaim(ctx, requestKey, claim);
    throw new Refusal(claim.error_status ?? 422, claim.error_message ?? gaveUpMessage(ctx.config.jobAttempts));
  }
  const job = claim.job_id ? await queue.status(QUEUES.process, claim.job_id) : null;
  if (job?.state === 'failed' || job?.state === 'cancelled') {
    await dropClaim(ctx, requestKey, claim);
    throw new Refusal(422, gaveUpMessage(ctx.config.jobAttempts));
  }
  const lost = job === null && ctx.clock.now() - new Date(claim.claimed_at).getTime() > LOST_JOB_MS;
  // A completed job always settles its claim first; a claim still queued after it belongs to no job.
  if (lost || job?.state === 'completed') {
    const again = await claimOf(ctx, requestKey);
    if (again?.state === 'queued' && again.job_id === claim.job_id) await dropClaim(ctx, requestKey, claim);
  }
  return null;
}

/**
 * Runs a processing request once (docs/spec/server-rules.md#documents-and-audit-reports: the same upload and options
 * never create duplicate reports), as a job of the queue that any worker may take. A twin arriving while the first is
 * queued or running waits for the same job; a later one gets the stored answer while all its reports still exist.
 */
export function processOnce(ctx: AppContext, queue: JobQueue, data: ProcessJobData): Promise<ProcessResult> {
  return pollUntilAnswered(
    async () => {
      const claim = await claimOf(ctx, data.requestKey);
      if (claim) return answerOf(ctx, queue, data.requestKey, claim);
      await claimAndSend(ctx, queue, data);
      return null;
    },
    // Where this process runs the job (the single-process server), its answer is read as soon as the job ends.
    { wake: queue.onJobEnded },
  );
}
