import type { AppContext } from '../auth/context.ts';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { pollUntilAnswered } from '../jobs/poll.ts';
import { QUEUES } from '../jobs/queue.ts';
import type { WaitingFile } from '../uploads/store-upload.ts';
import { mergeOutputSchema, type MergeJobData, type MergeOutput } from './run-merge.ts';

export const mergeGaveUpMessage = (attempts: number) =>
  `The files could not be merged: merging stopped ${attempts} times before it finished. Try again later, or upload fewer files at once.`;

/** Waits for a merge job's answer; a job that failed on every try (or vanished) becomes a message for the user. */
const answerOf = (ctx: AppContext, jobId: string): Promise<MergeOutput> =>
  pollUntilAnswered(async () => {
    const job = await ctx.queue.status(QUEUES.merge, jobId);
    if (job?.state === 'completed') {
      const output = mergeOutputSchema.safeParse(job.output);
      if (output.success) return output.data;
    }
    if (!job || job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      throw new Refusal(422, mergeGaveUpMessage(ctx.config.jobAttempts));
    }
    return null;
  });

/**
 * The uploaded files wait in storage (incoming/<random>/n, streamed there by uploads/store-upload.ts) while a merge
 * job, run by any worker, turns them into one PDF; they are removed once the answer is in, whatever it is.
 */
export async function mergeThroughQueue(ctx: AppContext, waiting: WaitingFile[], limits: MergeJobData['limits']): Promise<MergeOutput> {
  try {
    const data: MergeJobData = { files: waiting, limits };
    return await answerOf(ctx, await ctx.queue.send(QUEUES.merge, data));
  } finally {
    await Promise.all(waiting.map((file) => ctx.storage.delete(file.key)));
  }
}
