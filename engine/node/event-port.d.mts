import type { MessagePort, Worker } from 'node:worker_threads';
import type { PdfjsPort } from '../extract/pdf-thread.ts';

export declare function eventPort(target: Worker | MessagePort): PdfjsPort;
