import { PDF_MESSAGES } from './pdf-messages';

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js and its worker are bundled by Vite (no CDN: offline sites, CSP, patient data) and fetched only
 * the first time a viewer opens. A failed load is forgotten so Retry can try again.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
    .then(([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    })
    .catch(() => {
      loading = null;
      throw new Error(PDF_MESSAGES.libraryFailed);
    });
  return loading;
}
