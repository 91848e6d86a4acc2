import type fontkit from '@pdf-lib/fontkit';

type FontkitFont = ReturnType<typeof fontkit.create>;
type Glyph = ReturnType<FontkitFont['glyphForCodePoint']>;

// Left-to-right scripts and punctuation without a default-ignorable character (U+00AD, the soft hyphen, is one:
// fontkit draws those as a zero-width space): Latin, IPA, Greek, Cyrillic, general punctuation, currency signs.
const PLAIN_TEXT = /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u052f\u2010-\u2027\u2030-\u205e\u20a0-\u20bf]*$/;

/** Whether fontkit's layout can only map each character to its glyph: no substitution table with any feature. */
function substitutes(font: FontkitFont): boolean {
  const tables = font as unknown as { GSUB?: { featureList?: unknown[] }; morx?: unknown };
  return tables.morx !== undefined || (tables.GSUB?.featureList?.length ?? 0) > 0;
}

// Faces given the shortcut below.
const plainFaces = new WeakSet<object>();

/** Whether the face lays this text out as one glyph per character, each the face's glyph for it (withPlainLayout). */
export function laysOutPlainly(font: object, text: string): boolean {
  return plainFaces.has(font) && PLAIN_TEXT.test(text);
}

/**
 * fontkit lays text out by OpenType shaping on every call (script detection, a feature plan, lookups), and pdf-lib
 * calls it for every width it measures and every line it draws: most of a report's rendering time. pdf-lib reads
 * only the run's glyphs (it draws each at its advance width, without kerning), so for a face that substitutes
 * nothing and text of left-to-right characters, the layout is the face's glyph for each character. This gives the
 * face that shortcut and leaves every other text, and every face with substitutions, to fontkit.
 */
export function withPlainLayout(font: FontkitFont): FontkitFont {
  if (substitutes(font)) return font;
  const shaped = font.layout.bind(font);
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (code: number) => {
    let glyph = glyphs.get(code);
    if (!glyph) glyphs.set(code, (glyph = font.glyphForCodePoint(code)));
    return glyph;
  };
  font.layout = (text, features) => {
    if (typeof text !== 'string' || !PLAIN_TEXT.test(text)) return shaped(text, features);
    const run: Glyph[] = new Array<Glyph>(text.length);
    for (let i = 0; i < text.length; i++) run[i] = glyphOf(text.charCodeAt(i));
    // The glyphs alone: what pdf-lib reads of a run (positions would be fontkit's kerning, which pdf-lib ignores).
    return { glyphs: run } as unknown as ReturnType<FontkitFont['layout']>;
  };
  plainFaces.add(font);
  return font;
}
