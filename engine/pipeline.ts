import { analyzeNotes } from './analyze-notes.ts';
import { placeEvidence } from './evidence/place-evidence.ts';
import { ExtractRefusal, extractPages } from './extract/extract-pages.ts';
import { resolveOcr } from './extract/resolve-ocr.ts';
import { checkInput, EngineInputError, type ProcessInput } from './input.ts';
import { findNotesWithLlm, type LlmNotes } from './llm/find-notes-with-llm.ts';
import { MAX_PAGES } from './merge/limits.ts';
import { forgetTexts } from './memo/once-per-text.ts';
import { renderNoteReports } from './render/render-note-reports.ts';
import { BUILTIN_ENGINE, ENGINE_VERSION, toAnalyzedDocument, type AnalyzedDocument, type EngineResult } from './result.ts';
import { findNotes } from './segment/find-notes.ts';
import { toDocLines } from './text/doc-lines.ts';

export type { ProcessInput } from './input.ts';
export type { AnalyzedDocument } from './result.ts';

/** The whole pipeline on a merged PDF: one NoteResult, with its AI Audit Report PDF, per note found. */
export async function processDocument(input: ProcessInput): Promise<EngineResult> {
  const analyzed = await analyzeDocument(input);
  return renderNoteReports(analyzed, input);
}

/** Every stage but the report: extract → find notes (built-in or language model) → analyse each note. */
export async function analyzeDocument(input: ProcessInput): Promise<AnalyzedDocument> {
  try {
    return await analyzeStages(input);
  } finally {
    // The readings kept per line's text (engine/memo) hold the patient's words: none outlives the job.
    forgetTexts();
  }
}

async function analyzeStages(input: ProcessInput): Promise<AnalyzedDocument> {
  checkInput(input);
  const progress = input.onProgress ?? (() => undefined);

  // 1. extract: text per page, OCR where a page has none, running headers and footers set apart
  const extraction = await extractPages(input.pdf, {
    ocr: resolveOcr(input.ocr),
    maxPages: input.maxPages ?? MAX_PAGES,
    ...(input.pdfThread ? { pdfThread: input.pdfThread } : {}),
    ...(input.inflate ? { inflate: input.inflate } : {}),
    ...(input.decodeJpeg ? { decodeJpeg: input.decodeJpeg } : {}),
    onPage: (done, total) => progress({ stage: 'extract', pagesDone: done, pagesTotal: total }),
  }).catch((error: unknown) => {
    throw error instanceof ExtractRefusal ? new EngineInputError(error.message) : error;
  });
  const total = extraction.pageCount;
  const lines = toDocLines(extraction.pages);
  const running = extraction.pages.map((p) => ({ page: p.page, lines: p.running }));

  // 2. find notes: the language model when configured and it answers, else the built-in segmenter
  const llm: LlmNotes | null =
    input.engine?.kind === 'llm'
      ? await findNotesWithLlm({
          config: input.engine,
          lines,
          running,
          pageCount: total,
          allowMultiNote: input.allowMultiNote,
          ...(input.chunkSize ? { chunkSize: input.chunkSize } : {}),
          fetch: input.fetch ?? fetch,
          version: ENGINE_VERSION,
          patient: input.patient,
        })
      : null;
  const found = llm?.ok
    ? llm
    : {
        engine: llm ? { ...BUILTIN_ENGINE, notice: llm.notice } : BUILTIN_ENGINE,
        // The patient the upload names says whose each page's head is (segment/patient-in-hand.ts).
        spans: findNotes(lines, total, input.allowMultiNote, running, input.patient),
      };
  progress({ stage: 'segment', pagesDone: total, pagesTotal: total });

  // 3. analyse each note: header, sections, the five checks (plus what the model found)
  const notes = analyzeNotes({
    pages: extraction.pages,
    lines,
    spans: found.spans,
    patient: input.patient,
    today: input.today ?? input.auditDate.slice(0, 10),
    priors: input.priorReports ?? [],
    ...(llm?.ok ? { headerOverrides: llm.headers } : {}),
  }).map((note, i) => (llm?.ok ? { ...note, findings: [...note.findings, ...(llm.findings[i] ?? [])] } : note));
  progress({ stage: 'audit', pagesDone: total, pagesTotal: total });

  // 4. evidence: every header value, finding and copied passage placed on its page as displayed
  const evidence = placeEvidence({ pages: extraction.pages, lines, notes, priors: input.priorReports ?? [] });
  return toAnalyzedDocument(extraction, lines, found.engine, notes, evidence);
}
