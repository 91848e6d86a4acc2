// The engine's Node adapters: OCR and report fonts read from node_modules, for the CLI, tests and servers.
export { djpegDecoder, findDjpeg } from './djpeg.ts';
export { inflateExactly } from './inflate-exactly.ts';
export { loadReportFonts } from './load-report-fonts.ts';
export { nodeEngineAssets } from './node-engine-assets.ts';
export { nodeOcr } from './node-ocr.ts';
export {
  endProcessGroup,
  findNativeTesseract,
  longestRecognitionMs,
  longestSilenceMs,
  NATIVE_TESSERACT_ENV,
  nativeTesseractOcr,
  nativeTesseractOptions,
  type ModelFile,
  type ProcessReport,
} from './native-tesseract-ocr.ts';
export { createOcrSlots, type OcrSlots } from './ocr-slots.ts';
export { processHelper, type FallbackReport, type ProcessHelperOptions } from './process-helper.ts';
export { runProcess, type ProcessRequest, type ProcessResult, type ProcessRunner } from './run-process.mjs';
export { startPdfThread } from './pdf-thread.ts';
