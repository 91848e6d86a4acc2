import { analyzeNotes, type AnalyzedNote } from './analyze-notes.ts';
import { chunkLines, DEFAULT_CHUNK_SIZE } from './chunk/chunk-pages.ts';
import { extractPages } from './extract/extract-pages.ts';
import type { OcrEngine } from './extract/ocr.ts';
import { createTesseractOcr, type TesseractPaths } from './extract/tesseract-ocr.ts';
import { EngineInputError, processInputSchema } from './input.ts';
import { runLlmEngine } from './llm/run-llm-engine.ts';
import type { ReportFontFiles } from './render/fonts.ts';
import type { EngineConfig, EngineInfo, EngineResult, NoteResult } from './result.ts';
import { findNotes } from './segment/find-notes.ts';
import { toDocLines } from './text/doc-lines.ts';
import type { PatientInput } from './types.ts';

export const ENGINE_VERSION = '1.0.0';
export const BUILTIN_ENGINE: EngineInfo = { name: 'HealthCare Portal built-in engine', version: ENGINE_VERSION };

export interface ProcessInput {
  pdf: Uint8Array;
  patient: PatientInput;
  allowMultiNote: boolean;
  chunkSize?: number;
  priorReports?: { id: string; noteDate?: string; text: string }[];
  performedBy: { fullName: string; role: string };
  auditDate: string;
  today?: string;
  engine?: EngineConfig;
  onProgress?: (p: { stage: string; pagesDone: number; pagesTotal: number }) => void;
  /** TrueType faces for the report (see node/load-report-fonts.ts); standard Helvetica without them */
  fonts?: ReportFontFiles;
  /**
   * How to read pages without a text layer: where Tesseract's files are (node/node-ocr.ts in Node, locally served
   * URLs in a browser), or a recogniser of your own. Without it such pages are reported in emptyPages.
   */
  ocr?: TesseractPaths | { engine: () => Promise<OcrEngine> };
  /** for tests and hosts that supply their own fetch (the llm engine's only network access) */
  fetch?: typeof fetch;
}

export type AnalyzedDocument = Omit<EngineResult, 'notes'> & { notes: Omit<NoteResult, 'reportPdf'>[] };

/** Every stage but the report: extract, chunk, segment (or the language model), header, sections, audit. */
export async function analyzeDocument(input: ProcessInput): Promise<AnalyzedDocument> {
  const parsed = processInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new EngineInputError(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '));
  }
  const progress = input.onProgress ?? (() => undefined);
  const ocrOption = input.ocr;
  const ocr = ocrOption === undefined ? undefined : 'engine' in ocrOption ? ocrOption.engine : () => createTesseractOcr(ocrOption);
  const extraction = await extractPages(input.pdf, {
    ...(ocr ? { ocr } : {}),
    onPage: (done, total) => progress({ stage: 'extract', pagesDone: done, pagesTotal: total }),
  });
  const total = extraction.pageCount;
  const lines = toDocLines(extraction.pages);
  const chunks = chunkLines(lines, input.chunkSize ?? DEFAULT_CHUNK_SIZE);
  progress({ stage: 'chunk', pagesDone: total, pagesTotal: total });
  const today = input.today ?? input.auditDate.slice(0, 10);
  const running = extraction.pages.map((p) => ({ page: p.page, lines: p.running }));
  const base = { pages: extraction.pages, lines, patient: input.patient, today, priors: input.priorReports ?? [] };

  let engine: EngineInfo = BUILTIN_ENGINE;
  let notes: AnalyzedNote[] | null = null;
  if (input.engine?.kind === 'llm') {
    const llm = await runLlmEngine({
      config: input.engine,
      chunks,
      lines,
      running,
      pageCount: total,
      allowMultiNote: input.allowMultiNote,
      fetch: input.fetch ?? fetch,
    });
    if (llm.ok) {
      engine = { name: `LLM engine (${input.engine.model})`, version: ENGINE_VERSION };
      notes = analyzeNotes({ ...base, spans: llm.spans, headerOverrides: llm.headers }).map((n, i) => ({
        ...n,
        findings: [...n.findings, ...(llm.findings[i] ?? [])],
      }));
    } else {
      engine = {
        ...BUILTIN_ENGINE,
        notice: `The language model (${input.engine.model}) could not be used, so the built-in engine wrote this audit: ${llm.reason}`,
      };
    }
  }
  if (!notes) {
    const spans = findNotes(lines, total, input.allowMultiNote, running);
    progress({ stage: 'segment', pagesDone: total, pagesTotal: total });
    notes = analyzeNotes({ ...base, spans });
  }
  progress({ stage: 'audit', pagesDone: total, pagesTotal: total });
  const ocrPages = extraction.pages.filter((p) => p.source === 'ocr').map((p) => ({ page: p.page, confidence: p.ocrConfidence }));
  const emptyPages = extraction.pages.filter((p) => p.source === 'empty').map((p) => p.page);
  return {
    pageCount: total,
    isMultiNote: notes.length > 1,
    engine,
    ocrPages,
    emptyPages,
    notes: notes.map((note) => ({
      pages: [note.span.first, note.span.last],
      header: {
        patientName: note.header.patientName.value,
        patientDob: note.header.patientDob.value,
        docType: note.header.docType.value ?? 'Other',
        noteDate: note.header.noteDate.value,
        evidence: note.header,
      },
      sections: note.sections.map((s) => ({ name: s.name, pages: s.pages, text: s.text })),
      findings: note.findings,
      cloning: note.cloning,
      text: note.text,
    })),
  };
}
