import { chunkLines, DEFAULT_CHUNK_SIZE } from '../chunk/chunk-pages.ts';
import type { NoteHeader } from '../header/find-header.ts';
import type { EngineConfig, EngineInfo } from '../result.ts';
import type { NoteSpan, RunningLines } from '../segment/find-notes.ts';
import type { PatientInHand } from '../segment/patient-in-hand.ts';
import type { DocLine, Finding } from '../types.ts';
import { runLlmEngine } from './run-llm-engine.ts';

export interface LlmFindInput {
  config: Extract<EngineConfig, { kind: 'llm' }>;
  lines: DocLine[];
  running: RunningLines;
  pageCount: number;
  allowMultiNote: boolean;
  chunkSize?: number;
  fetch: typeof fetch;
  version: string;
  /** the patient the upload names, passed to the built-in segmenter whose starts place the model's within a page */
  patient?: PatientInHand;
}

export type LlmNotes =
  | { ok: true; engine: EngineInfo; spans: NoteSpan[]; headers: Partial<NoteHeader>[]; findings: Finding[][] }
  | { ok: false; notice: string };

/**
 * The language-model branch of 'find notes': the model reads the document in page-mapped chunks (the only user of
 * chunking) and records note boundaries, header fields and findings. A failure comes back as the notice the report
 * prints when the built-in engine answers instead.
 */
export async function findNotesWithLlm(input: LlmFindInput): Promise<LlmNotes> {
  const outcome = await runLlmEngine({
    config: input.config,
    chunks: chunkLines(input.lines, input.chunkSize ?? DEFAULT_CHUNK_SIZE),
    lines: input.lines,
    running: input.running,
    pageCount: input.pageCount,
    allowMultiNote: input.allowMultiNote,
    fetch: input.fetch,
    ...(input.patient ? { patient: input.patient } : {}),
  });
  const model = input.config.model;
  if (!outcome.ok) {
    return {
      ok: false,
      notice: `The language model (${model}) could not be used, so the built-in engine wrote this audit: ${outcome.reason}`,
    };
  }
  const engine = { name: `LLM engine (${model})`, version: input.version };
  return { ok: true, engine, spans: outcome.spans, headers: outcome.headers, findings: outcome.findings };
}
