import type { Chunk } from '../chunk/chunk-pages.ts';
import type { NoteHeader } from '../header/find-header.ts';
import type { EngineConfig } from '../result.ts';
import { findNotes, type NoteSpan, type RunningLines } from '../segment/find-notes.ts';
import type { PatientInHand } from '../segment/patient-in-hand.ts';
import { pageNumber, type DocLine, type Finding } from '../types.ts';
import { AgentState, isDocType, type RecordedNote } from './agent-state.ts';
import { chat, ChatError, type ChatMessage } from './chat-client.ts';
import { isToolName, TOOL_ARGS, TOOL_SPECS } from './tools.ts';

export interface LlmRun {
  config: Extract<EngineConfig, { kind: 'llm' }>;
  chunks: Chunk[];
  lines: DocLine[];
  running: RunningLines;
  pageCount: number;
  allowMultiNote: boolean;
  fetch: typeof fetch;
  /** the patient the upload names: the built-in segmenter's starts, used for the model's pages, read with it */
  patient?: PatientInHand;
}

export type LlmOutcome =
  { ok: true; spans: NoteSpan[]; headers: Partial<NoteHeader>[]; findings: Finding[][] } | { ok: false; reason: string };

const DEFAULT_TURNS = 40;
const DEFAULT_TIMEOUT_MS = 60_000;

const SYSTEM = `You audit a merged patient chart (several clinical documents in one PDF). Read it through the tools.
Record every note (document) in order with record_note_boundary, then for each note its patientName, patientDob,
docType and noteDate (the date of service, not a print, fax, follow-up or signature date) with the page each was read
on. Record findings only where you are sure. Call finish when done. Use only the tools.`;

/**
 * The language-model engine: an agent that reads the chunks through tools and records note boundaries, header fields
 * and findings. Any failure (network, HTTP, malformed answer, arguments out of schema, no boundaries) is returned as
 * a reason so the caller falls back to the built-in engine.
 */
export async function runLlmEngine(run: LlmRun): Promise<LlmOutcome> {
  const state = new AgentState(run.chunks, run.lines, run.pageCount);
  const config = {
    baseUrl: run.config.baseUrl,
    model: run.config.model,
    apiKey: run.config.apiKey,
    timeoutMs: run.config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `The document has ${run.pageCount} pages in ${run.chunks.length} chunks (0-${run.chunks.length - 1}).${run.allowMultiNote ? '' : ' Treat it as one single note.'}`,
    },
  ];
  try {
    for (let turn = 0; turn < (run.config.maxTurns ?? DEFAULT_TURNS) && !state.finished; turn++) {
      const answer = await chat(run.fetch, config, messages, TOOL_SPECS);
      if (answer.toolCalls.length === 0) break;
      messages.push({ role: 'assistant', content: answer.content, tool_calls: answer.toolCalls });
      for (const call of answer.toolCalls) {
        const name = call.function.name;
        if (!isToolName(name)) return { ok: false, reason: `the model called an unknown tool '${name}'` };
        const args = TOOL_ARGS[name].safeParse(parseJson(call.function.arguments));
        if (!args.success)
          return {
            ok: false,
            reason: `the model answered out of schema (${name}: ${args.error.issues[0]?.message ?? 'invalid arguments'})`,
          };
        messages.push({ role: 'tool', tool_call_id: call.id, content: state.run(name, args.data) });
      }
    }
  } catch (error) {
    const reason = error instanceof ChatError || error instanceof RangeError ? error.message : `unexpected error (${String(error)})`;
    return { ok: false, reason };
  }
  if (state.notes.length === 0) return { ok: false, reason: 'the model recorded no note boundaries' };
  const notes = run.allowMultiNote ? state.notes : [merge(state.notes, run.pageCount)];
  return { ok: true, spans: toSpans(notes, run), headers: notes.map(toHeader), findings: notes.map((n) => n.findings) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return undefined;
  }
}

function merge(notes: RecordedNote[], pageCount: number): RecordedNote {
  return {
    firstPage: 1,
    lastPage: pageCount,
    fields: notes.flatMap((n) => n.fields.filter((f) => f.note === 1)),
    findings: notes.flatMap((n) => n.findings),
  };
}

/**
 * Page boundaries become line ranges. Where the built-in segmenter starts a note on the same page, its line is used,
 * so a note that starts mid-page keeps the right lines; otherwise the note starts at the top of its first page.
 */
function toSpans(notes: RecordedNote[], run: LlmRun): NoteSpan[] {
  const builtin = findNotes(run.lines, run.pageCount, true, run.running, run.patient);
  const starts = notes.map((n, k) => {
    const sameStart = builtin.filter((s) => s.first === n.firstPage);
    const nth = notes.slice(0, k).filter((m) => m.firstPage === n.firstPage).length;
    const line = sameStart[nth]?.fromLine ?? run.lines.findIndex((l) => l.page >= n.firstPage);
    return line < 0 ? run.lines.length : line;
  });
  return notes.map((n, k) => {
    const fromLine = starts[k] ?? 0;
    const toLine = Math.max(fromLine, starts[k + 1] ?? run.lines.length);
    return { fromLine, toLine, first: pageNumber(n.firstPage), last: pageNumber(Math.max(n.firstPage, n.lastPage)) };
  });
}

function toHeader(note: RecordedNote): Partial<NoteHeader> {
  const header: Partial<NoteHeader> = {};
  for (const f of note.fields) {
    const base = { page: pageNumber(f.page), confidence: f.confidence };
    if (f.field === 'docType') {
      if (isDocType(f.value)) header.docType = { value: f.value, ...base };
    } else header[f.field] = { value: f.value, ...base };
  }
  return header;
}
