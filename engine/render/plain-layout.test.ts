import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES } from './fallback-faces.ts';
import { withPlainLayout } from './plain-layout.ts';

const require = createRequire(import.meta.url);
const face = async (path: string) => new Uint8Array(await readFile(require.resolve(path)));
const liberation = (style: string) => face(`pdfjs-dist/standard_fonts/LiberationSans-${style}.ttf`);
const ids = (run: { glyphs: { id: number }[] }) => run.glyphs.map((glyph) => glyph.id);

/** Every character of a range, as one string. */
const range = (from: number, to: number) => String.fromCharCode(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe('withPlainLayout', () => {
  it.each(['Regular', 'Bold', 'Italic'])(
    'gives the glyphs fontkit shaping gives, for every left-to-right script the report face has (%s)',
    async (style) => {
      const bytes = await liberation(style);
      const shaped = fontkit.create(bytes);
      const plain = withPlainLayout(fontkit.create(bytes));
      const texts = [
        'Patient: Ann O\'Neil-Smith, DOB 01/02/1950 - office visit; "quoted" fifty AV To Wa',
        range(0x20, 0x7e),
        range(0xa0, 0xac) + range(0xae, 0x2ff),
        range(0x370, 0x3ff),
        range(0x400, 0x52f),
        range(0x2010, 0x2027) + range(0x2030, 0x205e) + range(0x20a0, 0x20bf),
        'Ζωή Παπαδοπούλου and Иван Петров, Łucja Żółć',
      ];
      for (const text of texts) expect(ids(plain.layout(text))).toEqual(ids(shaped.layout(text)));
    },
  );

  it('leaves text that needs more than a glyph per character to fontkit: right-to-left, joiners, the soft hyphen', async () => {
    const bytes = await liberation('Regular');
    const shaped = fontkit.create(bytes);
    const plain = withPlainLayout(fontkit.create(bytes));
    for (const text of ['עברית abc', 'co\u00adoperate', 'a\u200db', 'e\u0301'])
      expect(ids(plain.layout(text))).toEqual(ids(shaped.layout(text)));
  });

  it('leaves a face that substitutes glyphs (Arabic joining forms) to fontkit', async () => {
    const arabic = FALLBACK_FACES.find((spec) => spec.name.includes('Arabic'));
    if (!arabic) throw new Error('No Arabic fallback face');
    const bytes = await face(arabic.file);
    const font = fontkit.create(bytes);
    const shaping = font.layout;
    expect(withPlainLayout(font).layout).toBe(shaping);
  });
});
