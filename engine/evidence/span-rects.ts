import type { Rect, TextLine } from '../types.ts';
import { characterStarts } from './char-widths.ts';

// The line reader joins runs with spaces and drops Markdown markers ('**', '#'): a character of the line is matched to
// the next equal character of its runs, skipping at most this many.
const LOOKAHEAD = 6;
// Runs of one line closer than this many times their height are one stretch of text; a wider gap parts columns.
const JOIN_GAP = 1.2;

/** Whether a UTF-16 unit is white space as /\s/ has it (a regular expression for each character cost most of this). */
export function isBlank(code: number): boolean {
  if (code <= 0xa0) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * For each character of the line, the run it was read from and its place in that run (-1 for spaces and characters
 * no run has), as two arrays the length of the line. Typed arrays: this runs for every line of every note.
 */
function runCharacters(line: TextLine): { box: Int32Array; at: Int32Array } {
  const boxes = line.boxes ?? [];
  const size = boxes.reduce((n, b) => n + b.text.length, 0);
  const runBox = new Int32Array(size);
  const runAt = new Int32Array(size);
  const runCode = new Uint16Array(size);
  let count = 0;
  boxes.forEach((b, index) => {
    for (let at = 0; at < b.text.length; at++) {
      const code = b.text.charCodeAt(at);
      if (isBlank(code)) continue;
      runBox[count] = index;
      runAt[count] = at;
      runCode[count] = code;
      count += 1;
    }
  });
  const box = new Int32Array(line.text.length).fill(-1);
  const at = new Int32Array(line.text.length).fill(-1);
  let next = 0;
  for (let i = 0; i < line.text.length; i++) {
    const code = line.text.charCodeAt(i);
    if (isBlank(code)) continue;
    let k = next;
    while (k < count && k < next + LOOKAHEAD && runCode[k] !== code) k += 1;
    if (k >= count || k >= next + LOOKAHEAD) continue;
    box[i] = runBox[k] ?? -1;
    at[i] = runAt[k] ?? -1;
    next = k + 1;
  }
  return { box, at };
}

type SpanRects = (start: number, end: number) => Rect[];

// Per line of the extraction: its words' layout and the findings' spans on it are placed from one reading of its runs.
const readLines = new WeakMap<TextLine, SpanRects>();

/**
 * The rectangles, in the page's reading frame, of spans of a line: reads the line's runs once, then answers for any
 * characters [start, end), one rectangle for each stretch of adjacent runs (a span across two columns gives two).
 * None when the line keeps no runs (lines made by hand in tests).
 */
export function lineRects(line: TextLine): SpanRects {
  let rects = readLines.get(line);
  if (!rects) readLines.set(line, (rects = readLine(line)));
  return rects;
}

function readLine(line: TextLine): SpanRects {
  const boxes = line.boxes ?? [];
  const chars = runCharacters(line);
  const starts = new Map<number, number[]>();
  const piece = (index: number, first: number, last: number): Rect[] => {
    const box = boxes[index];
    if (!box) return [];
    let at = starts.get(index);
    if (!at) {
      at = characterStarts(box.text, box.face);
      starts.set(index, at);
    }
    const x = box.x + box.width * (at[first] ?? 0);
    const right = box.x + box.width * (at[last + 1] ?? 1);
    return [{ x, y: box.top, w: right - x, h: box.height }];
  };
  return (start, end) => {
    const pieces: Rect[] = [];
    // Characters come run by run: each stretch of one run's characters is one piece.
    let run = -1;
    let first = 0;
    let last = 0;
    for (let i = Math.max(0, start); i < Math.min(end, line.text.length); i++) {
      const box = chars.box[i] ?? -1;
      const at = chars.at[i] ?? -1;
      if (box < 0) continue;
      if (box === run) {
        first = Math.min(first, at);
        last = Math.max(last, at);
        continue;
      }
      if (run >= 0) pieces.push(...piece(run, first, last));
      run = box;
      first = at;
      last = at;
    }
    if (run >= 0) pieces.push(...piece(run, first, last));
    return pieces.length > 1 ? joinAdjacent(pieces.sort((a, b) => a.x - b.x)) : pieces;
  };
}

/** The reading-frame rectangles of characters [start, end) of a line (lineRects, for one span). */
export function spanRects(line: TextLine, start: number, end: number): Rect[] {
  return lineRects(line)(start, end);
}

function joinAdjacent(pieces: Rect[]): Rect[] {
  const out: Rect[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (last && p.x - (last.x + last.w) <= JOIN_GAP * Math.max(last.h, p.h)) {
      const top = Math.min(last.y, p.y);
      const bottom = Math.max(last.y + last.h, p.y + p.h);
      out[out.length - 1] = { x: last.x, y: top, w: Math.max(last.x + last.w, p.x + p.w) - last.x, h: bottom - top };
    } else {
      out.push(p);
    }
  }
  return out;
}
