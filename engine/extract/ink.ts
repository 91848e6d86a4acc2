import type { InkMark } from '../types.ts';
import type { GrayImage } from './page-image.ts';
import type { OcrLine } from './ocr.ts';

// A pixel this dark is ink: paper, even a grey photo's, is lighter; pen, toner and a stamp's pad are darker.
const DARK = 128;
// The grid the page is summed on: about 1/150 of its width a cell (4 points on a Letter page), so a pen stroke
// crosses a few cells and the summary of a page stays a few thousand counts.
const CELLS_ACROSS = 150;
const MIN_CELL = 3;
// A cell holds ink when this share of its pixels outside words is dark: a stroke crossing it, not a fax's speck.
const INKED = 0.06;
// Fewer inked cells than this together are specks; more marks than this on a page are a photo or a pattern, kept
// largest first so a page's summary stays small.
const MIN_CELLS = 3;
const MAX_MARKS = 200;

/**
 * The ink on a scanned page that no recognised word covers, as the rectangles of its connected runs on a coarse grid,
 * in the page's reading frame (points; `scale` takes image pixels there). A drawn signature, a rule, a stamp, a logo
 * or a tick: what each is, the checks decide from where it lies (audit/drawn-signature.ts). One pass over the pixels;
 * only the grid's counts are kept.
 */
export function inkOutsideWords(image: GrayImage, lines: OcrLine[], scale: { x: number; y: number }): InkMark[] {
  const { width, height, pixels } = image;
  const cell = Math.max(MIN_CELL, Math.round(width / CELLS_ACROSS));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const dark = new Uint32Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * cols;
    const at = y * width;
    for (let x = 0; x < width; x++) {
      if ((pixels[at + x] as number) < DARK) (dark[row + Math.floor(x / cell)] as number)++;
    }
  }
  // A word's pixels are text, not ink to place: taken out of their cells.
  for (const word of lines
    .filter((l) => !doubted(l))
    .flatMap((l) => l.words)
    .filter(isWord)) {
    const [x0, x1] = [Math.max(0, word.left), Math.min(width, word.right)];
    for (let y = Math.max(0, word.top); y < Math.min(height, word.bottom); y++) {
      const row = Math.floor(y / cell) * cols;
      for (let x = x0; x < x1; x++) {
        const k = row + Math.floor(x / cell);
        // Overlapping boxes may take a pixel out twice: a count stays at zero or above.
        if ((pixels[y * width + x] as number) < DARK) dark[k] = Math.max(0, (dark[k] as number) - 1);
      }
    }
  }
  const inked = new Uint8Array(cols * rows);
  for (let k = 0; k < inked.length; k++) inked[k] = (dark[k] as number) >= INKED * cell * cell ? 1 : 0;
  return components(inked, cols, rows)
    .filter((c) => c.cells >= MIN_CELLS)
    .sort((a, b) => b.cells - a.cells)
    .slice(0, MAX_MARKS)
    .map((c) => ({
      x: c.left * cell * scale.x,
      top: c.top * cell * scale.y,
      width: (c.right - c.left + 1) * cell * scale.x,
      height: (c.bottom - c.top + 1) * cell * scale.y,
      fill: c.cells / ((c.right - c.left + 1) * (c.bottom - c.top + 1)),
    }));
}

/**
 * What OCR read as a word: two letters or digits at least, most of its characters, in a box no wider than they print
 * (a character is at most about as wide as the line is tall). The few stray letters OCR reads from a pen's stroke
 * ('~,', 'NTN' across a signature's width) do not hide the stroke.
 */
function isWord(word: { text: string; left: number; right: number; top: number; bottom: number }): boolean {
  const letters = word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  const printable = word.right - word.left <= WIDEST_CHARACTER * [...word.text].length * (word.bottom - word.top);
  return letters >= 2 && letters >= 0.6 * word.text.length && printable;
}
const WIDEST_CHARACTER = 1.2;

/**
 * A line whose every word the recogniser doubts: the letters it reads from a pen's stroke ('CONTIN', 'NO et OC AN'
 * over a signature) more than print. A printed word it doubts among words it reads with confidence is text; so is a
 * line from a recogniser that says nothing of its confidence. Whether the ink kept is a signature, a stamp or a word
 * too faint to read, its shape and place decide (audit/drawn-signature.ts: a line of print inks most of its box).
 */
function doubted(line: OcrLine): boolean {
  return line.words.every((w) => w.confidence !== undefined && w.confidence < DOUBTED);
}
// Tesseract's confidence under which a word is as likely a scribble as print (a pen's stroke read as letters: 0.23 to
// 0.48 on the signed-fax fixtures; printed words mostly over 0.6, the odd one of a clear line far lower).
const DOUBTED = 0.5;

interface Component {
  left: number;
  top: number;
  right: number;
  bottom: number;
  cells: number;
}

/** Runs of inked cells touching at a side or a corner, each with its bounds. */
function components(inked: Uint8Array, cols: number, rows: number): Component[] {
  const out: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < inked.length; start++) {
    if (inked[start] !== 1) continue;
    inked[start] = 2;
    stack.push(start);
    const c: Component = { left: cols, top: rows, right: -1, bottom: -1, cells: 0 };
    while (stack.length > 0) {
      const k = stack.pop() as number;
      const [x, y] = [k % cols, Math.floor(k / cols)];
      c.cells += 1;
      c.left = Math.min(c.left, x);
      c.right = Math.max(c.right, x);
      c.top = Math.min(c.top, y);
      c.bottom = Math.max(c.bottom, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const n = ny * cols + nx;
          if (inked[n] === 1) {
            inked[n] = 2;
            stack.push(n);
          }
        }
    }
    out.push(c);
  }
  return out;
}
