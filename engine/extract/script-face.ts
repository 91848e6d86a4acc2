// A script typeface (a face made to look handwritten: a signature typed in 'Great Vibes', 'Allura', 'Brush Script') told
// by its glyphs' shapes, not by its name: a joined hand's letters reach past their own advance into the next letter
// (the stroke that joins them) and back into the one before, far more than any print face's, upright or italic; or,
// in a hand that joins without overrunning, ink each letter from edge to edge. The
// font program pdf.js built for the page (OpenType with TrueType outlines) gives each glyph's box and advance; a face
// of other outlines (CFF), or none, is not told.

// A glyph overruns when its ink reaches this share of an em past its advance on the right or before its origin on
// the left; a face is a script face when this share of its drawn glyphs do. Print faces: a few glyphs ('f', 'j', an
// italic's descenders), well under a fifth; a joined script: most of its lower case.
const OVERRUN = 0.06;
const SCRIPT_SHARE = 0.4;
// A joined hand that does not overrun (Dancing Script: a fifth of a name's glyphs) still inks each letter from its
// origin to its advance, where the strokes join its neighbours: within this share of an em of both edges. A face is a
// script face when this share of its drawn glyphs do, among enough of them (a name's subset); print faces, upright or
// italic, keep a side bearing on most letters (Liberation and DejaVu on the development sets: 0.31 at most over eight
// glyphs or more; Dancing Script's subsets there 0.82 and 0.88).
const JOIN_EDGE = 0.02;
const JOINED_SHARE = 0.7;
const MIN_JOINED_GLYPHS = 8;
// Fewer drawn glyphs than this (a subset holding a digit or two) tell nothing.
const MIN_GLYPHS = 4;

/** Whether an OpenType font program with TrueType outlines draws a joined script; false when it cannot be told. */
export function isScriptFace(font: Uint8Array): boolean {
  try {
    const shape = glyphShapes(font);
    if (shape === null) return false;
    return shape.overrun >= SCRIPT_SHARE || (shape.drawn >= MIN_JOINED_GLYPHS && shape.joined >= JOINED_SHARE);
  } catch {
    return false;
  }
}

/** The share of the face's drawn glyphs whose ink overruns their advance, or null where the program cannot tell. */
export function overrunShare(font: Uint8Array): number | null {
  return glyphShapes(font)?.overrun ?? null;
}

/**
 * Of the face's drawn glyphs: how many, the share whose ink overruns their advance, and the share inked edge to edge
 * (joined on both sides); null where the program cannot tell.
 */
function glyphShapes(font: Uint8Array): { drawn: number; overrun: number; joined: number } | null {
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
  let [drawn, overrun, joined] = [0, 0, 0];
  for (let g = 0; g < glyphs; g++) {
    const [start, end] = [locaAt(g), locaAt(g + 1)];
    if (end - start < 10 || glyf.offset + start + 10 > font.byteLength) continue;
    const at = glyf.offset + start;
    const [xMin, xMax] = [view.getInt16(at + 2), view.getInt16(at + 6)];
    const advance = view.getUint16(hmtx.offset + 4 * Math.min(g, metrics - 1));
    if (advance === 0) continue;
    drawn += 1;
    if (xMax - advance >= OVERRUN * em || -xMin >= OVERRUN * em) overrun += 1;
    if (xMin <= JOIN_EDGE * em && xMax >= advance - JOIN_EDGE * em) joined += 1;
  }
  return drawn < MIN_GLYPHS ? null : { drawn, overrun: overrun / drawn, joined: joined / drawn };
}
