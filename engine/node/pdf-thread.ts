// pdf.js's worker code in a worker thread of its own, one per document the engine reads (extract/pdf-thread.ts says
// why). The thread's heap is limited, so a page that fills memory ends that thread, not the engine's.
import { Worker } from 'node:worker_threads';
import type { PdfjsPort, PdfThread } from '../extract/pdf-thread.ts';

/** Heap for pdf.js reading one document: fonts, a page's operators, images decoded for OCR. */
export const PDF_THREAD_HEAP_MB = 512;

const ENTRY = new URL('./pdf-thread-entry.mjs', import.meta.url);

export function startPdfThread(): PdfThread {
  const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: PDF_THREAD_HEAP_MB } });
  const handlers = new Map<(event: { data: unknown }) => void, (data: unknown) => void>();
  let ended = false;
  const port: PdfjsPort = {
    postMessage: (message, transfer) => worker.postMessage(message, transfer as never),
    addEventListener(_type, listener, options) {
      const handler = (data: unknown) => listener({ data });
      handlers.set(listener, handler);
      worker.on('message', handler);
      options?.signal?.addEventListener('abort', () => port.removeEventListener('message', listener));
    },
    removeEventListener(_type, listener) {
      const handler = handlers.get(listener);
      if (handler) worker.off('message', handler);
      handlers.delete(listener);
    },
  };
  const died = new Promise<never>((_, reject) => {
    worker.once('error', (error) => reject(error));
    worker.once('exit', (code) => {
      if (!ended) reject(new Error(`the PDF reader's thread ended (${code})`));
    });
  });
  died.catch(() => undefined);
  return {
    port,
    died,
    async end() {
      ended = true;
      await worker.terminate();
    },
  };
}
