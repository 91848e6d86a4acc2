import { useEffect, useState } from 'react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { describeLoadError } from './describe-load-error';
import { loadPdfJs } from './load-pdfjs';
import { pdfLoadOptions } from './pdf-load-options';

export type PdfDocumentState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; pdf: PDFDocumentProxy };

/** Opens the PDF at `url`; Retry opens it again. The document is destroyed when the viewer goes. */
export function usePdfDocument(url: string): { state: PdfDocumentState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });

  useEffect(() => {
    let task: PDFDocumentLoadingTask | null = null;
    let active = true;
    setState({ status: 'loading' });
    loadPdfJs()
      .then((pdfjs) => {
        if (!active) return null;
        task = pdfjs.getDocument(pdfLoadOptions(url));
        return task.promise;
      })
      .then((pdf) => {
        if (active && pdf) setState({ status: 'ready', pdf });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const message = describeLoadError(error);
        console.error('[pdf-viewer]', message);
        setState({ status: 'error', message });
      });
    return () => {
      active = false;
      void task?.destroy();
    };
  }, [url, attempt]);

  return { state, retry: () => setAttempt((value) => value + 1) };
}
