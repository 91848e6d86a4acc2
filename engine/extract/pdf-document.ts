import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfjs } from './pdfjs.ts';

/**
 * Opens a PDF with pdf.js. The legacy build runs in Node and in a Web Worker alike; eval stays off so a hostile PDF
 * cannot run code through font programs, and image decoding stays in JavaScript so pages can be read as pixels.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  // pdf.js takes ownership of the buffer it is given, so it gets a copy and the caller keeps theirs.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  return task.promise;
}
