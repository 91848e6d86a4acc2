import type { Rect, TextBox, TextLine } from '../types.ts';
import { characterStarts } from './char-widths.ts';

// The line reader joins runs with spaces and drops Markdown markers ('**', '#'): a character of the line is matched to
// the next equal character of its runs, skipping at most this many.
const LOOKAHEAD = 6;
// Runs of one line closer than this many times their height are one stretch of text; a wider gap parts columns.
const JOIN_GAP = 1.2;

interface RunCharacter {
  box: number;
  at: number;
}

const mapped = new WeakMap<TextLine, (RunCharacter | null)[]>();
const starts = new WeakMap<TextBox, number[]>();

function startsOf(box: TextBox): number[] {
  let s = starts.get(box);
  if (!s) {
    s = characterStarts(box.text, box.face);
    starts.set(box, s);
  }
  return s;
}

/** For each character of the line, the run and the character of it it was read from (null for spaces). */
function runCharacters(line: TextLine): (RunCharacter | null)[] {
  const cached = mapped.get(line);
  if (cached) return cached;
  const chars: (RunCharacter & { ch: string })[] = [];
  (line.boxes ?? []).forEach((b, box) => {
    for (let at = 0; at < b.text.length; at++) {
      const ch = b.text.charAt(at);
      if (ch.trim() !== '') chars.push({ box, at, ch });
    }
  });
  const out: (RunCharacter | null)[] = [];
  let next = 0;
  for (let i = 0; i < line.text.length; i++) {
    const ch = line.text.charAt(i);
    let k = next;
    while (ch.trim() !== '' && k < chars.length && k < next + LOOKAHEAD && chars[k]?.ch !== ch) k += 1;
    const hit = ch.trim() !== '' && chars[k]?.ch === ch && k < next + LOOKAHEAD ? chars[k] : undefined;
    out.push(hit ? { box: hit.box, at: hit.at } : null);
    if (hit) next = k + 1;
  }
  mapped.set(line, out);
  return out;
}

/**
 * The rectangles, in the page's reading frame, of characters [start, end) of a line: one for each stretch of
 * adjacent runs, so a span across two columns gives two. Empty when the line keeps no runs (made by hand in tests).
 */
export function spanRects(line: TextLine, start: number, end: number): Rect[] {
  const boxes = line.boxes ?? [];
  const chars = runCharacters(line);
  const pieces: Rect[] = [];
  // Characters come run by run: each stretch of one run's characters is one piece.
  let run: { box: number; first: number; last: number } | null = null;
  const close = () => {
    const box = run ? boxes[run.box] : undefined;
    if (!run || !box) return;
    const at = startsOf(box);
    const x = box.x + box.width * (at[run.first] ?? 0);
    const right = box.x + box.width * (at[run.last + 1] ?? 1);
    pieces.push({ x, y: box.top, w: right - x, h: box.height });
  };
  for (let i = Math.max(0, start); i < Math.min(end, chars.length); i++) {
    const c = chars[i];
    if (!c) continue;
    if (run && run.box === c.box) {
      run.first = Math.min(run.first, c.at);
      run.last = Math.max(run.last, c.at);
    } else {
      close();
      run = { box: c.box, first: c.at, last: c.at };
    }
  }
  close();
  return pieces.length > 1 ? joinAdjacent(pieces.sort((a, b) => a.x - b.x)) : pieces;
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
