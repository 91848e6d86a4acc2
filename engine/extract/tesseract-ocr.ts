import type { PSM } from 'tesseract.js';
import type { GrayImage } from './page-image.ts';
import type { OcrEngine, OcrLine, PageLayout } from './ocr.ts';
import { toPgm } from './pgm.ts';
import { psmFor, TESSERACT_SETTINGS } from './tesseract-settings.ts';

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
    // Without a handler tesseract.js throws a failed recognition (an image it cannot take) out of its message
    // listener, where nothing can catch it and the thread dies; with one, recognize() rejects like any call.
    errorHandler: () => undefined,
    ...(paths.workerPath ? { workerPath: paths.workerPath } : {}),
    ...(paths.corePath ? { corePath: paths.corePath } : {}),
  });
  await worker.setParameters({ tessedit_pageseg_mode: String(TESSERACT_SETTINGS.psm) as PSM });
  // tesseract.js reads raw image bytes in Node and in browsers alike (both loaders end in new Uint8Array(data)),
  // but its typings list only DOM elements, Blob and Buffer.
  type RecognizeBytes = (
    image: Uint8Array,
    options: object,
    output: { blocks: boolean; debug: boolean },
  ) => ReturnType<typeof worker.recognize>;
  const recognizeBytes = worker.recognize.bind(worker) as unknown as RecognizeBytes;
  // The worker's segmentation, set again only when a page's layout asks for another (pages come one at a time).
  let psm: number = TESSERACT_SETTINGS.psm;
  return {
    // One page at a time, as extraction hands them over: each starts when given.
    async recognize(image: GrayImage, started?: () => void, layout?: PageLayout) {
      started?.();
      const wanted = psmFor(layout);
      if (wanted !== psm) {
        await worker.setParameters({ tessedit_pageseg_mode: String(wanted) as PSM });
        psm = wanted;
      }
      // debug: Tesseract's own messages ('Estimating resolution as …', which layout analysis prints for every page) go
      // to the result, which is dropped, instead of the process's console.
      const { data } = await recognizeBytes(toPgm(image), {}, { blocks: true, debug: true });
      const lines: OcrLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            const words = line.words.map((w) => ({
              text: w.text,
              left: w.bbox.x0,
              top: w.bbox.y0,
              right: w.bbox.x1,
              bottom: w.bbox.y1,
              confidence: w.confidence / 100,
            }));
            lines.push({ words });
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
