import { z } from 'zod';
import type { AppContext } from '../auth/context.ts';
import { MERGE_MESSAGES } from '@healthcare-portal/engine';
import { EngineBudgetError, type EnginePool } from '../jobs/engine-pool.ts';
import type { UploadLimits } from '../uploads/store-upload.ts';

/** What a merge job carries: the uploaded files' names and where they wait in storage, never their bytes. */
export type MergeJobData = { files: { name: string; key: string }[]; limits: UploadLimits & { maxPages: number } };

/** A merge job's answer, stored by the queue for the request that waits on it. */
export const mergeOutputSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), key: z.string(), pageCount: z.number().int().positive() }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type MergeOutput = z.infer<typeof mergeOutputSchema>;

export const FILES_GONE = 'The uploaded files are no longer available. Upload them again.';

/**
 * The file the budget stopped (the one after the last the merge reported done), refused as the final answer: the
 * same file would exhaust the budget again on any worker, so the job is not tried again.
 */
function overBudget(files: { name: string }[], error: EngineBudgetError): MergeOutput {
  const at = Math.min(error.progress?.pagesDone ?? 0, files.length - 1);
  return { ok: false, status: 422, message: MERGE_MESSAGES.overBudget(files[at]?.name ?? 'A file') };
}

/**
 * One merge job: the waiting files -> one merged PDF named by the job (a retried job overwrites the same file, so
 * nothing is left behind), or the engine's refusal naming the file. The request that queued it removes the waiting
 * files once it has the answer.
 */
export async function runMergeJob(
  ctx: AppContext,
  engine: EnginePool,
  { id, data }: { id: string; data: MergeJobData },
  signal?: AbortSignal,
): Promise<MergeOutput> {
  const storage = ctx.storage;
  const files = [];
  for (const file of data.files) {
    const bytes = await storage.read(file.key);
    if (!bytes) return { ok: false, status: 410, message: FILES_GONE };
    files.push({ name: file.name, bytes });
  }
  let merged;
  try {
    merged = await engine.run({ kind: 'merge', files, limits: data.limits }, undefined, signal);
  } catch (error) {
    if (error instanceof EngineBudgetError) return overBudget(files, error);
    throw error;
  }
  if (!merged.ok) return merged;
  const key = `uploads/${id}`;
  await storage.put(key, merged.pdf);
  return { ok: true, key, pageCount: merged.pageCount };
}
