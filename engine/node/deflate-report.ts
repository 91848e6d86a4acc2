import { deflateSync } from 'node:zlib';
import type { Deflate } from '../render/page-content.ts';

/**
 * A report page's drawing compressed by Node's zlib at the level the engine's own uses (render/page-content.ts): the
 * same drawing, in other bytes of about the same size. Native, it costs a fresh engine thread's first job no V8
 * warming up, where the engine's deflate in JavaScript ran unoptimised through the first reports.
 */
export const deflateReport: Deflate = (bytes) => {
  const out = deflateSync(bytes, { level: 6 });
  // A plain Uint8Array of this realm, not Node's Buffer: pdf-lib tells bytes from text by instanceof Uint8Array, which
  // a Buffer fails where the host's globals are another realm's (a jsdom test environment running the simulator).
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
};
