// The thread engine/node/pdf-thread.ts starts: pdf.js's worker code answering the engine's thread over parentPort.
import { parentPort } from 'node:worker_threads';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
import { eventPort } from './event-port.mjs';

WorkerMessageHandler.initializeFromPort(eventPort(parentPort));
