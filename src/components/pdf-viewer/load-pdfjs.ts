import { PDF_MESSAGES } from './pdf-messages';

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js and its worker are bundled by Vite (no CDN: offline sites, CSP, patient data) and fetched only when a
 * viewer opens or a screen that leads to one prepares it (preloadPdfViewer). Every document shares one worker,
 * started once: a worker per document would fetch and start the 1 MB worker script again for each viewer of each
 * report opened. A failed load is forgotten so Retry can try again.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
    .then(([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(worker.default, { type: 'module', name: 'pdf.js' });
      return pdfjs;
    })
    .catch(() => {
      loading = null;
      throw new Error(PDF_MESSAGES.libraryFailed);
    });
  return loading;
}
