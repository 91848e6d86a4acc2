import type { Chunk } from '../chunk/chunk-pages.ts';
import type { NoteHeader } from '../header/find-header.ts';
import type { EngineConfig } from '../result.ts';
import type { NoteSpan } from '../segment/find-notes.ts';
import type { DocLine, Finding } from '../types.ts';

export interface LlmRun {
  config: Extract<EngineConfig, { kind: 'llm' }>;
  chunks: Chunk[];
  lines: DocLine[];
  pageCount: number;
  allowMultiNote: boolean;
  fetch: typeof fetch;
}

export type LlmOutcome =
  | { ok: true; spans: NoteSpan[]; headers: Partial<NoteHeader>[]; findings: Finding[][] }
  | { ok: false; reason: string };

export async function runLlmEngine(run: LlmRun): Promise<LlmOutcome> {
  return { ok: false, reason: `not available yet for ${run.config.model}` };
}
