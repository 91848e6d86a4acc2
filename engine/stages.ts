// The pipeline's stages one by one, for benchmarks and tests that time or inspect a single stage.
export { openPdf } from './extract/pdf-document.ts';
export { extractPages } from './extract/extract-pages.ts';
export { toDocLines } from './text/doc-lines.ts';
export { chunkLines } from './chunk/chunk-pages.ts';
export { findNotes } from './segment/find-notes.ts';
export { analyzeNotes } from './analyze-notes.ts';
export { placeEvidence } from './evidence/place-evidence.ts';
export { forgetTexts } from './memo/once-per-text.ts';
export { sniffType } from './merge/sniff-type.ts';
export { toAnalyzedDocument } from './result.ts';
export { renderNoteReports } from './render/render-note-reports.ts';
export { largestPageImage, type GrayImage } from './extract/page-image.ts';
export { openScanImages } from './extract/scan-image.ts';
export { isRuled, prepareForOcr } from './extract/prepare-page-image.ts';
export { toPgm } from './extract/pgm.ts';
export { readTesseractTsv } from './extract/tesseract-tsv.ts';
export { psmFor } from './extract/tesseract-settings.ts';
