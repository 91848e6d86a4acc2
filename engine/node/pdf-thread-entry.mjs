// The thread engine/node/pdf-thread.ts starts: pdf.js's worker code answering the engine's thread over parentPort.
import { parentPort } from 'node:worker_threads';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';

WorkerMessageHandler.initializeFromPort({
  postMessage: (message, transfer) => parentPort.postMessage(message, transfer),
  addEventListener: (_type, listener) => parentPort.on('message', (data) => listener({ data })),
  removeEventListener: () => undefined,
});
