import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OcrEngine } from '../extract/ocr.ts';
import { createTesseractOcr } from '../extract/tesseract-ocr.ts';

const require = createRequire(import.meta.url);

/** Tesseract with the English model installed from npm (@tesseract.js-data/eng): no download, no network. */
export function nodeOcr(): () => Promise<OcrEngine> {
  const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  return () => createTesseractOcr({ langPath });
}
