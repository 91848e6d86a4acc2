import type { InkMark, TextBox, TextLine } from '../types.ts';

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
    // Beside the label on its line ('Signature: ~~~'), on the rule that runs on from its words, where the pen's foot may
    // stand a line or two above them as it does over a typed name; or in the box under a label heading it. A rule
    // alone on its line is signed over, not beside.
    const reach = PRINT.test(anchor.text) ? ABOVE_LINES : 1;
    const beside = m.x >= box.left && m.x <= box.right + BESIDE && m.top <= box.bottom + lh / 2 && bottom >= box.top - reach * lh;
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

// A word of print: two letters or digits at least. A lone mark or letter is as likely a speck or the pen's loop.
const PRINT = /[\p{L}\p{N}][^]*[\p{L}\p{N}]/u;

// A word this many times taller than the line's middle word is no print: OCR read it from a pen's stroke crossing the
// line (a loop read as 'A'), and it says nothing of where the line's print stands or how tall it is.
const PRINT_HEIGHT = 1.5;

/**
 * Where the line's print stands: its words' boxes, bar those OCR read from a stroke across it and the specks it reads
 * along the line ('Signature: :', a ':' read from a speck at the page's edge).
 */
function extentOf(line: TextLine): { left: number; right: number; top: number; bottom: number } | undefined {
  const printed = (line.boxes ?? []).filter((b) => PRINT.test(b.text));
  const all = printed.length > 0 ? printed : (line.boxes ?? []);
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

// Words further apart than this many times their height stand in cells of their own: a form prints its labels in a
// row of columns ('Doctor's signature', 'Date of statement', the practice's stamp), which OCR reads as one line and a
// text layer as cells apart by a wide gap. A word's gap is a fraction of its height; a column's is several.
const CELL_GAP = 1.5;

/**
 * A placed line's cells: its words grouped where the gap between them is narrow, each group a line of its own with
 * its words' boxes, left to right. A line of one cell is returned whole.
 */
export function cellsOf(line: TextLine): TextLine[] {
  const boxes = [...(line.boxes ?? [])].filter((b) => PRINT.test(b.text)).sort((a, b) => a.x - b.x);
  if (boxes.length < 2) return [line];
  const heights = boxes.map((b) => b.height).sort((a, b) => a - b);
  const gap = CELL_GAP * (heights[Math.floor(heights.length / 2)] as number);
  const cells: TextBox[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (box.x - end >= gap || cells.length === 0) cells.push([]);
    cells[cells.length - 1]?.push(box);
    end = Math.max(end, box.x + box.width);
  }
  if (cells.length < 2) return [line];
  // A cell stands as tall as its line's print, which says how tall a pen's stroke is beside it: a short label cell
  // must not make a form's rules along the row look like one.
  const print = extentOf(line);
  const [top, height] = print ? [print.top, print.bottom - print.top] : [line.top, 0];
  return cells.map((words) => {
    const text = words.map((b) => b.text.trim()).join(' ');
    return { text, cells: [{ text, x: words[0]?.x ?? 0 }], top: line.top, boxes: words.map((b) => ({ ...b, top, height })) };
  });
}
