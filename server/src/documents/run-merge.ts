import { z } from 'zod';
import type { AppContext } from '../auth/context.ts';
import type { EnginePool } from '../jobs/engine-pool.ts';
import type { UploadLimits } from '../uploads/store-upload.ts';
import { storageOf } from './services.ts';

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
  const storage = storageOf(ctx);
  const files = [];
  for (const file of data.files) {
    const bytes = await storage.read(file.key);
    if (!bytes) return { ok: false, status: 410, message: FILES_GONE };
    files.push({ name: file.name, bytes });
  }
  const merged = await engine.run({ kind: 'merge', files, limits: data.limits }, undefined, signal);
  if (!merged.ok) return merged;
  const key = `uploads/${id}`;
  await storage.put(key, merged.pdf);
  return { ok: true, key, pageCount: merged.pageCount };
}
