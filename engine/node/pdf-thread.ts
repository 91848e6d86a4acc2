// pdf.js's worker code in a worker thread of its own (extract/pdf-thread.ts says why). The thread's heap is limited,
// so a page that fills memory ends that thread, not the engine's. One thread serves the documents of an engine
// thread one after another: a reading that ends normally hands it back for the next, one cut off ends it.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PdfThread } from '../extract/pdf-thread.ts';
import { eventPort } from './event-port.mjs';

/** Heap for pdf.js reading one document: fonts, a page's operators, images decoded for OCR. */
export const PDF_THREAD_HEAP_MB = 512;

// A path, not `new URL(..., import.meta.url)`: Vite rewrites that form to a web address when this runs under a
// browser-like test environment (the simulator's direct path in jsdom), and a thread starts only from a file.
const ENTRY = createRequire(import.meta.url).resolve('./pdf-thread-entry.mjs');

type Started = Omit<PdfThread, 'release' | 'end'> & { worker: Worker; alive: boolean };

let idle: Started | null = null;

function start(): Started {
  const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: PDF_THREAD_HEAP_MB } });
  // An idle reader does not keep its engine thread or process alive.
  worker.unref();
  const died = new Promise<never>((_, reject) => {
    worker.once('error', (error) => reject(error));
    worker.once('exit', (code) => reject(new Error(`the PDF reader's thread ended (${code})`)));
  });
  const started: Started = { port: eventPort(worker), worker, alive: true, died };
  died.catch(() => {
    started.alive = false;
  });
  return started;
}

export function startPdfThread(): PdfThread {
  const thread = idle?.alive ? idle : start();
  idle = null;
  return {
    port: thread.port,
    died: thread.died,
    release() {
      if (thread.alive) idle = thread;
    },
    async end() {
      thread.alive = false;
      await thread.worker.terminate();
    },
  };
}
