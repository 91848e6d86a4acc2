import { progressIdSchema, type ProcessProgress, type ProcessStage } from '@healthcare-portal/contracts/documents/process-progress';
import { answer } from '../answer.ts';
import { Refusal } from '../refusal.ts';
import { NO_PROGRESS, PROGRESS_FOUND } from './messages.ts';

/** A finished job's last progress stays readable this long (ten polls' worth at least), then goes. */
export const PROGRESS_KEPT_MS = 5 * 60_000;

const ENGINE_STAGES: readonly string[] = ['extract', 'chunk', 'segment', 'audit', 'render'];
export const isEngineStage = (stage: string): stage is Exclude<ProcessStage, 'queued'> => ENGINE_STAGES.includes(stage);

/** Only a progress id the client made (a UUID) is followed; without one nothing is recorded. */
export const isProgressId = (value: unknown): value is string => progressIdSchema.safeParse(value).success;

/** GET /rag/process/progress/{id}: the job's latest progress for its owner; anyone else, or an unknown id, gets 404. */
export function progressAnswer(progress: ProcessProgress | null) {
  if (!progress) throw new Refusal(404, NO_PROGRESS);
  return answer(progress, PROGRESS_FOUND);
}
