import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfThread, StartPdfThread } from './pdf-thread.ts';
import { loadPdfjs } from './pdfjs.ts';

// The largest image decoded, in pixels: a letter page scanned at 600 dpi is 34 million. Larger ones are skipped
// rather than decoded (4 bytes a pixel, outside the heap limit a worker thread has).
export const MAX_IMAGE_PIXELS = 2 ** 26;

/**
 * Opens a PDF with pdf.js. The legacy build runs in Node and in a Web Worker alike; eval stays off so a hostile PDF
 * cannot run code through font programs, and image decoding stays in JavaScript so pages can be read as pixels.
 */
export async function openPdf(bytes: Uint8Array, worker?: PDFWorker): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  // pdf.js takes ownership of the buffer it is given, so it gets a copy and the caller keeps theirs.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableFontFace: true,
    // Each font's program stays with it, so a signature typed in a script face can be told (extract/script-face.ts).
    fontExtraProperties: true,
    useSystemFonts: false,
    verbosity: 0,
    maxImageSize: MAX_IMAGE_PIXELS,
    ...(worker ? { worker } : {}),
  });
  return task.promise;
}

/** A document opened to be read page by page, in a thread of its own when the host can start one (pdf-thread.ts). */
export interface PdfReading {
  doc: PDFDocumentProxy;
  /** Rejects when pdf.js's thread dies on its own (out of memory); never settles without a thread. */
  died: Promise<never>;
  /** Ends the reading; `cut` when it stops in the middle of a page. */
  close(cut?: boolean): Promise<void>;
}

export async function openReading(bytes: Uint8Array, startThread?: StartPdfThread): Promise<PdfReading> {
  if (!startThread) {
    const doc = await openPdf(bytes);
    return { doc, died: new Promise<never>(() => undefined), close: () => doc.destroy() };
  }
  const pdfjs = await loadPdfjs();
  const thread = startThread();
  // pdf.js types its port as a DOM Worker; it only calls postMessage and add/removeEventListener on it.
  const worker = pdfjs.PDFWorker.create({ port: thread.port as unknown as Worker, verbosity: 0 });
  const end = async () => {
    worker.destroy();
    await thread.end();
  };
  try {
    const doc = await Promise.race([openPdf(bytes, worker), thread.died]);
    return { doc, died: thread.died, close: (cut) => (cut ? cutOff(doc, end) : finish(doc, worker, thread)) };
  } catch (error) {
    await end();
    throw error;
  }
}

/** A document read to its end: closed in its thread, which then serves the next document. */
async function finish(doc: PDFDocumentProxy, worker: PDFWorker, thread: PdfThread): Promise<void> {
  await doc.destroy();
  worker.destroy();
  thread.release();
}

/** A reading stopped mid-page: pdf.js would wait for its thread to confirm the destroy, which it never does. */
async function cutOff(doc: PDFDocumentProxy, end: () => Promise<void>): Promise<void> {
  void doc.destroy().catch(() => undefined);
  await end();
}
