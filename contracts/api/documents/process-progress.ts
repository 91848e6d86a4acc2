import { z } from 'zod';

/**
 * How far a POST /rag/process has got. The caller names its job with a random `progressId` in the query of
 * POST /rag/process and polls GET /rag/process/progress/{progressId} while it waits. Events carry no patient data:
 * only the caller's id, a stage and counts. Only the session that started the job may read its progress.
 */
export const PROCESS_STAGES = ['queued', 'extract', 'chunk', 'segment', 'audit', 'render'] as const;
export type ProcessStage = (typeof PROCESS_STAGES)[number];

/** A UUID made by the caller: random, so a job's progress cannot be guessed. */
export const progressIdSchema = z.uuid();

export const processProgressSchema = z.object({
  progressId: progressIdSchema,
  stage: z.enum(PROCESS_STAGES),
  /** pages read so far, or reports written so far in the 'render' stage */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ProcessProgress = z.infer<typeof processProgressSchema>;

export const processProgressPath = (progressId: string): string => `/rag/process/progress/${encodeURIComponent(progressId)}`;

/** How often a client asks while it waits; a server keeps a finished job's progress at least this long times ten. */
export const PROGRESS_POLL_MS = 500;
