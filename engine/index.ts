// The engine's public API (README, 'API' and 'Use from another program'). Node adapters are in
// '@healthcare-portal/engine/node', the worker-thread job runner in '@healthcare-portal/engine/jobs'.
export { analyzeDocument, processDocument } from './pipeline.ts';
export type { PriorReport, ProcessInput } from './input.ts';
export { EngineInputError } from './input.ts';
export { BUILTIN_ENGINE, ENGINE_VERSION } from './result.ts';
export type {
  AnalyzedDocument,
  EngineConfig,
  EngineInfo,
  EngineResult,
  HeaderEvidence,
  NoteResult,
  NoteSection,
  PlacedCloning,
  PlacedFinding,
} from './result.ts';
export type { PassagePlaces } from './evidence/place-evidence.ts';
export type { TextLayoutLine } from './evidence/text-layout.ts';
export { citationHref, reportHref } from './render/citation-href.ts';
export { renderAuditReport } from './render/render-report.ts';
export { diffWords, type MarkedWord } from './render/word-diff.ts';
export type { ReportInput } from './render/report-input.ts';
export type { ReportFontFiles } from './render/fonts.ts';
export { FALLBACK_FACES, type FallbackFace, type FallbackFaceSpec } from './render/fallback-faces.ts';
export type { CheckName, Finding, PageNumber, PatientInput, Place, Rect, Severity, SourceSpan } from './types.ts';
export type { Cloning, CloneSource, CopiedPassage } from './audit/check-cloning.ts';
export { DOC_TYPES, type DocType } from './header/doc-types.ts';
export type { OcrEngine } from './extract/ocr.ts';
export type { OcrOption } from './extract/resolve-ocr.ts';
export type { TesseractPaths } from './extract/tesseract-ocr.ts';
export { mergeUploads, MERGE_MESSAGES, type MergeRefusal, type MergeResult, type UploadedFile } from './merge/merge-uploads.ts';
export { DEFAULT_LIMITS, type Limits } from './merge/limits.ts';
export { sameName } from './text/names.ts';
