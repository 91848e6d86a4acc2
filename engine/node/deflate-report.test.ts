import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateReport } from './deflate-report.ts';

describe('deflateReport', () => {
  it("gives a plain Uint8Array, not Node's Buffer, that inflates back to the drawing", () => {
    const drawing = new TextEncoder().encode('BT /F1 10 Tf 72 720 Td (Progress Note) Tj ET\n'.repeat(40));
    const out = deflateReport(drawing);
    // pdf-lib tells bytes from text by instanceof Uint8Array: a Buffer fails it under another realm's globals.
    expect(Buffer.isBuffer(out)).toBe(false);
    expect(Object.getPrototypeOf(out)).toBe(Uint8Array.prototype);
    expect(new Uint8Array(inflateSync(out))).toEqual(drawing);
  });
});
