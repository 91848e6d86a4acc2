import type { OcrEngine } from './ocr.ts';
import { createTesseractOcr, type TesseractPaths } from './tesseract-ocr.ts';

/**
 * How a caller says to read pages without a text layer: where Tesseract's files are (node/node-ocr.ts in Node,
 * locally served URLs in a browser), or a recogniser of their own.
 */
export type OcrOption = TesseractPaths | { engine: () => Promise<OcrEngine> };

/** The recogniser factory extractPages calls on the first page that needs it; none without an option. */
export function resolveOcr(option: OcrOption | undefined): (() => Promise<OcrEngine>) | undefined {
  if (option === undefined) return undefined;
  return 'engine' in option ? option.engine : () => createTesseractOcr(option);
}
