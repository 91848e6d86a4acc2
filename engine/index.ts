import { analyzeDocument, type ProcessInput } from './pipeline.ts';
import { renderAuditReport } from './render/render-report.ts';
import type { EngineResult, NoteResult } from './result.ts';

export { analyzeDocument, BUILTIN_ENGINE, ENGINE_VERSION } from './pipeline.ts';
export type { AnalyzedDocument, ProcessInput } from './pipeline.ts';
export { renderAuditReport } from './render/render-report.ts';
export type { ReportInput } from './render/report-input.ts';
export type { ReportFontFiles } from './render/fonts.ts';
export type { EngineConfig, EngineInfo, EngineResult, NoteResult, NoteSection } from './result.ts';
export type { CheckName, Finding, PageNumber, PatientInput, Severity } from './types.ts';
export type { Cloning, CloneSource, CopiedPassage } from './audit/check-cloning.ts';
export { DOC_TYPES, type DocType } from './header/doc-types.ts';
export { EngineInputError } from './input.ts';
export type { OcrEngine } from './extract/ocr.ts';
export type { TesseractPaths } from './extract/tesseract-ocr.ts';

/** Runs the whole pipeline on a merged PDF: one NoteResult, with its AI Audit Report PDF, per note found. */
export async function processDocument(input: ProcessInput): Promise<EngineResult> {
  const analyzed = await analyzeDocument(input);
  const notes: NoteResult[] = [];
  for (const [i, note] of analyzed.notes.entries()) {
    const reportPdf = await renderAuditReport({
      patient: input.patient,
      note: { number: i + 1, count: analyzed.notes.length, ...note },
      performedBy: input.performedBy,
      auditDate: input.auditDate,
      engine: analyzed.engine,
      ...(input.fonts ? { fonts: input.fonts } : {}),
    });
    notes.push({ ...note, reportPdf });
    input.onProgress?.({ stage: 'render', pagesDone: i + 1, pagesTotal: analyzed.notes.length });
  }
  return { ...analyzed, notes };
}
export { mergeUploads, type MergeResult, type UploadedFile } from './merge/merge-uploads.ts';
export { sameName } from './text/names.ts';
