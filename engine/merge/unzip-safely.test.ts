import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeZipBombDocx } from '../../fixtures/documents/make-docx';
import { DocumentRefusal } from './document-refusal';
import { DEFAULT_LIMITS } from './limits';
import { unzipSafely } from './unzip-safely';

function refusalOf(run: () => unknown): DocumentRefusal | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentRefusal) return error;
    throw error;
  }
  return undefined;
}

describe('unzipSafely', () => {
  it('returns only the entries asked for', () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>'), 'b.xml': strToU8('<b/>') });
    expect(Object.keys(unzipSafely(zip, ['a.xml'], DEFAULT_LIMITS))).toEqual(['a.xml']);
  });

  it('refuses an entry that inflates far beyond a normal document (zip bomb)', () => {
    const refusal = refusalOf(() => unzipSafely(makeZipBombDocx(), ['word/document.xml'], DEFAULT_LIMITS));
    expect(refusal?.reason).toBe('unsafe-archive');
  });

  it('refuses archives with too many entries', () => {
    const entries = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, strToU8('x')]));
    const refusal = refusalOf(() => unzipSafely(zipSync(entries), [], { ...DEFAULT_LIMITS, maxZipEntries: 5 }));
    expect(refusal?.reason).toBe('unsafe-archive');
  });

  it('refuses archives whose declared total unpacked size is over the limit', () => {
    const zip = zipSync({ 'a.bin': new Uint8Array(3000), 'b.bin': new Uint8Array(3000) }, { level: 0 });
    const refusal = refusalOf(() => unzipSafely(zip, [], { ...DEFAULT_LIMITS, maxUnzippedBytes: 5000 }));
    expect(refusal?.reason).toBe('unsafe-archive');
  });

  it('refuses as damaged an entry whose headers under-declare its size, instead of cutting it short', () => {
    const zip = zipSync({ 'word/document.xml': new Uint8Array(5_000_000) });
    // Patch both uncompressed sizes down to 10 bytes: the local header's (offset 22) and the central directory's (24).
    const view = new DataView(zip.buffer, zip.byteOffset);
    view.setUint32(findSignature(zip, 0x04034b50) + 22, 10, true);
    view.setUint32(findSignature(zip, 0x02014b50) + 24, 10, true);
    const refusal = refusalOf(() => unzipSafely(zip, ['word/document.xml'], DEFAULT_LIMITS));
    expect(refusal?.reason).toBe('damaged');
  });

  it('refuses an entry whose headers over-declare its size', () => {
    const zip = zipSync({ 'word/document.xml': strToU8('<w:document/>') }, { level: 0 });
    const view = new DataView(zip.buffer, zip.byteOffset);
    view.setUint32(findSignature(zip, 0x04034b50) + 22, 400, true);
    view.setUint32(findSignature(zip, 0x02014b50) + 24, 400, true);
    const refusal = refusalOf(() => unzipSafely(zip, ['word/document.xml'], DEFAULT_LIMITS));
    expect(refusal?.reason).toBe('damaged');
  });

  it('unpacks every wanted entry whole', () => {
    const text = '<w:p>'.repeat(10_000);
    const zip = zipSync({ 'word/document.xml': strToU8(text), 'other.xml': strToU8('<o/>') });
    const files = unzipSafely(zip, ['word/document.xml'], DEFAULT_LIMITS);
    expect(new TextDecoder().decode(files['word/document.xml'])).toBe(text);
  });

  it('calls a zip it cannot read damaged', () => {
    const refusal = refusalOf(() => unzipSafely(strToU8('PK\u0003\u0004 not really a zip'), [], DEFAULT_LIMITS));
    expect(refusal?.reason).toBe('damaged');
  });
});

function findSignature(bytes: Uint8Array, signature: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 0; at + 4 <= bytes.length; at += 1) if (view.getUint32(at, true) === signature) return at;
  throw new Error('signature not found');
}
