import type { PSM } from 'tesseract.js';
import type { GrayImage } from './page-image.ts';
import type { OcrEngine, OcrLine } from './ocr.ts';
import { toPgm } from './pgm.ts';
import { TESSERACT_SETTINGS } from './tesseract-settings.ts';

export interface TesseractPaths {
  /** folder (Node) or URL on the app's own origin (browser) holding eng.traineddata.gz from @tesseract.js-data/eng */
  langPath: string;
  /** in a browser: locally served worker and core scripts, never a CDN */
  workerPath?: string;
  corePath?: string;
}

/**
 * Tesseract, loaded on first use only: its worker, WebAssembly core and English model come from local files
 * (node_modules in Node, the app's own origin in a browser) so no page image ever leaves the machine.
 */
export async function createTesseractOcr(paths: TesseractPaths): Promise<OcrEngine> {
  const tesseract = await import('tesseract.js');
  const worker = await tesseract.createWorker('eng', TESSERACT_SETTINGS.oem, {
    langPath: paths.langPath,
    gzip: true,
    cacheMethod: 'none',
    ...(paths.workerPath ? { workerPath: paths.workerPath } : {}),
    ...(paths.corePath ? { corePath: paths.corePath } : {}),
  });
  await worker.setParameters({ tessedit_pageseg_mode: String(TESSERACT_SETTINGS.psm) as PSM });
  // tesseract.js reads raw image bytes in Node and in browsers alike (both loaders end in new Uint8Array(data)),
  // but its typings list only DOM elements, Blob and Buffer.
  type RecognizeBytes = (image: Uint8Array, options: object, output: { blocks: boolean }) => ReturnType<typeof worker.recognize>;
  const recognizeBytes = worker.recognize.bind(worker) as unknown as RecognizeBytes;
  return {
    async recognize(image: GrayImage) {
      const { data } = await recognizeBytes(toPgm(image), {}, { blocks: true });
      const lines: OcrLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            lines.push({
              text: line.text.trim(),
              left: line.bbox.x0,
              top: line.bbox.y0,
              right: line.bbox.x1,
              height: line.bbox.y1 - line.bbox.y0,
            });
          }
        }
      }
      return { lines, confidence: data.confidence / 100 };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
