import type { InkMark, TextLine } from '../types.ts';

/**
 * A signature drawn by hand, as a careful auditor finds one on a scan: ink shaped as a pen's stroke (wider than tall,
 * a line's height or more, at most an inch tall, not a solid blot) lying just above a place to sign or a typed
 * signer's name, or across it, or beside or just under a signing label. Ink elsewhere (a handwritten note in the body, a logo, a
 * stamp's disc, a hole-punch, a barcode, a tick) signs nothing: it is too large or too small, too solid, or away from
 * the place. Which lines are such places the caller says (audit/check-authentication.ts).
 */
export function inkBy(anchor: TextLine, ink: readonly InkMark[], label: boolean): InkMark | undefined {
  const box = extentOf(anchor);
  if (!box) return undefined;
  const lh = Math.max(box.bottom - box.top, MIN_LINE);
  return ink.find((m) => {
    if (!strokeShaped(m, lh)) return false;
    const bottom = m.top + m.height;
    const right = m.x + m.width;
    const across = right >= box.left - SIDE_SLACK && m.x <= box.right + SIDE_SLACK;
    // On the rule over the name or the label: its foot between a few lines above and the line's own middle.
    const above = across && bottom >= box.top - ABOVE_LINES * lh && bottom <= box.top + lh / 2;
    // Across the line itself: the pen crosses the printed name or label, reaching above and below its words.
    const through = across && m.top < box.top && bottom > box.bottom;
    if (above || through) return true;
    if (!label) return false;
    // Beside the label on its line ('Signature: ~~~'), or in the box under a label heading it.
    const beside = m.x >= box.left && m.x <= box.right + BESIDE && m.top <= box.bottom + lh / 2 && bottom >= box.top - lh;
    const under = across && m.top >= box.top && m.top <= box.bottom + UNDER_LINES * lh;
    return beside || under;
  });
}

// Points: a line's height when OCR gave a flat box; how far a signature reaches past its name's ends.
const MIN_LINE = 8;
const SIDE_SLACK = 72;
const BESIDE = 288;
const ABOVE_LINES = 3;
const UNDER_LINES = 2.5;
// A stroke's bounds: an inch tall at most, a third of an inch wide at least and at most five inches; a pen's line
// inks a fraction of its box, a blot, a barcode or a filled logo nearly all of it.
const MAX_HEIGHT = 72;
const MIN_WIDTH = 24;
const MAX_WIDTH = 360;
const MAX_FILL = 0.75;

function strokeShaped(m: InkMark, lh: number): boolean {
  return (
    m.height >= 0.8 * lh &&
    m.height <= MAX_HEIGHT &&
    m.width >= MIN_WIDTH &&
    m.width <= MAX_WIDTH &&
    m.width >= 0.8 * m.height &&
    m.fill <= MAX_FILL
  );
}

// A word this many times taller than the line's middle word is no print: OCR read it from a pen's stroke crossing the
// line (a loop read as 'A'), and it says nothing of where the line's print stands or how tall it is.
const PRINT_HEIGHT = 1.5;

/** Where the line's print stands: its words' boxes, bar those OCR read from a stroke across it. */
function extentOf(line: TextLine): { left: number; right: number; top: number; bottom: number } | undefined {
  const all = line.boxes ?? [];
  if (all.length === 0) return undefined;
  const heights = all.map((b) => b.height).sort((a, b) => a - b);
  const middle = ((heights[Math.floor((heights.length - 1) / 2)] as number) + (heights[Math.ceil((heights.length - 1) / 2)] as number)) / 2;
  const boxes = all.filter((b) => b.height <= PRINT_HEIGHT * middle);
  return {
    left: Math.min(...boxes.map((b) => b.x)),
    right: Math.max(...boxes.map((b) => b.x + b.width)),
    top: Math.min(...boxes.map((b) => b.top)),
    bottom: Math.max(...boxes.map((b) => b.top + b.height)),
  };
}
