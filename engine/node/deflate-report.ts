import { deflateSync } from 'node:zlib';
import type { Deflate } from '../render/page-content.ts';

/**
 * A report page's drawing compressed by Node's zlib at the level the engine's own uses (render/page-content.ts): the
 * same drawing, in other bytes of about the same size. Native, it costs a fresh engine thread's first job no V8
 * warming up, where the engine's deflate in JavaScript ran unoptimised through the first reports.
 */
export const deflateReport: Deflate = (bytes) => deflateSync(bytes, { level: 6 });
