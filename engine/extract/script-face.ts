// A script typeface (a face made to look handwritten: a signature typed in 'Great Vibes', 'Allura', 'Brush Script') told
// by its glyphs' shapes, not by its name: a joined hand's letters reach past their own advance into the next letter
// (the stroke that joins them) and back into the one before, far more than any print face's, upright or italic. The
// font program pdf.js built for the page (OpenType with TrueType outlines) gives each glyph's box and advance; a face
// of other outlines (CFF), or none, is not told.

// A glyph overruns when its ink reaches this share of an em past its advance on the right or before its origin on
// the left; a face is a script face when this share of its drawn glyphs do. Print faces: a few glyphs ('f', 'j', an
// italic's descenders), well under a fifth; a joined script: most of its lower case.
const OVERRUN = 0.06;
const SCRIPT_SHARE = 0.4;
// Fewer drawn glyphs than this (a subset holding a digit or two) tell nothing.
const MIN_GLYPHS = 4;

/** Whether an OpenType font program with TrueType outlines draws a joined script; false when it cannot be told. */
export function isScriptFace(font: Uint8Array): boolean {
  try {
    const share = overrunShare(font);
    return share !== null && share >= SCRIPT_SHARE;
  } catch {
    return false;
  }
}

/** The share of the face's drawn glyphs whose ink overruns their advance, or null where the program cannot tell. */
export function overrunShare(font: Uint8Array): number | null {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, { offset: number; length: number }>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const [head, hhea, hmtx, loca, glyf, maxp] = ['head', 'hhea', 'hmtx', 'loca', 'glyf', 'maxp'].map((t) => tables.get(t));
  if (!head || !hhea || !hmtx || !loca || !glyf || !maxp) return null;
  const em = view.getUint16(head.offset + 18) || 1000;
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const glyphs = view.getUint16(maxp.offset + 4);
  const metrics = view.getUint16(hhea.offset + 34);
  const locaAt = (g: number) => (longLoca ? view.getUint32(loca.offset + 4 * g) : 2 * view.getUint16(loca.offset + 2 * g));
  let [drawn, overrun] = [0, 0];
  for (let g = 0; g < glyphs; g++) {
    const [start, end] = [locaAt(g), locaAt(g + 1)];
    if (end - start < 10 || glyf.offset + start + 10 > font.byteLength) continue;
    const at = glyf.offset + start;
    const [xMin, xMax] = [view.getInt16(at + 2), view.getInt16(at + 6)];
    const advance = view.getUint16(hmtx.offset + 4 * Math.min(g, metrics - 1));
    if (advance === 0) continue;
    drawn += 1;
    if (xMax - advance >= OVERRUN * em || -xMin >= OVERRUN * em) overrun += 1;
  }
  return drawn < MIN_GLYPHS ? null : overrun / drawn;
}
