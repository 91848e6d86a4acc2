import { z } from 'zod';

/**
 * How the processing screen learns how far a POST /rag/process has got. A real server would stream these events
 * (server-sent events keyed by the same id); the in-browser simulator publishes them on a BroadcastChannel of
 * this name. Events carry no patient data: only the caller's random id, a stage and counts.
 * See docs/decisions-docs-cloning.md ('Processing progress').
 */
export const PROCESS_PROGRESS_CHANNEL = 'hcp-process-progress';

export const PROCESS_STAGES = ['queued', 'extract', 'chunk', 'segment', 'audit', 'render'] as const;
export type ProcessStage = (typeof PROCESS_STAGES)[number];

export const processProgressSchema = z.object({
  progressId: z.string().min(1),
  stage: z.enum(PROCESS_STAGES),
  /** pages read so far, or reports written so far in the 'render' stage */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ProcessProgress = z.infer<typeof processProgressSchema>;

/** A fresh id per request, so a screen only hears its own job (other tabs may be processing too). */
export const newProgressId = (): string => crypto.randomUUID();

/** Listens for one job's progress; returns the unsubscribe. Without BroadcastChannel there is simply no progress. */
export function subscribeToProcessProgress(progressId: string, onProgress: (progress: ProcessProgress) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(PROCESS_PROGRESS_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = processProgressSchema.safeParse(event.data);
    if (parsed.success && parsed.data.progressId === progressId) onProgress(parsed.data);
  };
  return () => channel.close();
}
