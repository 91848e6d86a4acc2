import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lstmOnlyModel } from './lstm-only-model.ts';

const require = createRequire(import.meta.url);
const packaged = gunzipSync(
  readFileSync(join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0', 'eng.traineddata.gz')),
);

/** A model file's parts by number, as Tesseract reads them: the offset table, then each part up to the next. */
function partsOf(model: Uint8Array): Map<number, Uint8Array> {
  const view = new DataView(model.buffer, model.byteOffset, model.byteLength);
  const count = view.getInt32(0, true);
  const offsets = Array.from({ length: count }, (_, part) => ({ part, offset: Number(view.getBigInt64(4 + 8 * part, true)) }));
  const present = offsets.filter(({ offset }) => offset >= 0);
  return new Map(present.map(({ part, offset }, i) => [part, model.subarray(offset, present[i + 1]?.offset ?? model.length)]));
}

describe('the LSTM-only model file', () => {
  const cut = lstmOnlyModel(packaged);
  const [before, after] = [partsOf(packaged), partsOf(cut)];

  it('keeps the LSTM recogniser, its dictionaries, the character sets and the version, byte for byte', () => {
    expect([...after.keys()]).toEqual([1, 17, 18, 19, 20, 21, 22, 23]);
    for (const [part, bytes] of after) expect(Buffer.from(bytes).equals(Buffer.from(before.get(part) ?? new Uint8Array()))).toBe(true);
  });

  it("leaves out the legacy recogniser's parts: under a quarter of the packaged file", () => {
    expect([...before.keys()].filter((part) => part >= 2 && part <= 16).length).toBeGreaterThan(5);
    expect(cut.length).toBeLessThan(packaged.length / 4);
  });

  it('refuses a file that is no model, or one without an LSTM recogniser', () => {
    expect(() => lstmOnlyModel(new Uint8Array(8))).toThrow('Not a Tesseract 4 or later model file');
    const legacyOnly = packaged.slice(0, 4 + 8 * 24);
    new DataView(legacyOnly.buffer).setBigInt64(4 + 8 * 17, -1n, true);
    expect(() => lstmOnlyModel(legacyOnly)).toThrow('The model has no LSTM recogniser');
  });
});
