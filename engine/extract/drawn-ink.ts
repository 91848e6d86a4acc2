import type { InkMark, PageFrame } from '../types.ts';
import { toReading } from './page-frame.ts';

/** What of pdf.js's operator list this reads: its operators' numbers and the lists it returns. */
export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}
export type Ops = Record<string, number>;
type Matrix = [number, number, number, number, number, number];

// pdf.js's path data (DrawOPS): each operator followed by its coordinates.
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUADRATIC = 3;
const CLOSE = 4;
const ARGS: Record<number, number> = { [MOVE]: 2, [LINE]: 2, [CURVE]: 6, [QUADRATIC]: 4, [CLOSE]: 0 };

// A pen's stroke printed as a vector path (a signature drawn in a web form or a signing pad, printed to PDF): an open
// path of several segments, curved or bent, painted by a stroke. Rules, boxes, a table's borders and a checkbox are
// straight or closed; a bullet or a glyph drawn as an outline is filled.
const MIN_SEGMENTS = 4;
const MIN_CURVES = 2;
const MIN_BENDS = 3;
// Strokes of one signature drawn as separate paths (a first name and a surname, a flourish under them): within this
// many points of one another they are one mark, as a scan's grid joins them.
const JOIN = 6;

/**
 * The pen's strokes drawn as vector paths on a page with a text layer, as marks in the page's reading frame (points,
 * as a scan's ink is: extract/ink.ts), each with the share of its box its strokes ink. Whether a mark signs the note,
 * the checks decide from where it lies (audit/drawn-signature.ts), as for ink on a scan.
 */
export function penStrokes(list: OperatorList, OPS: Ops, viewport: Matrix | number[], frame: PageFrame): InkMark[] {
  const stack: { ctm: Matrix; lineWidth: number }[] = [];
  let ctm: Matrix = [...(viewport as Matrix)];
  let lineWidth = 1;
  const strokes: { box: Box; inked: number }[] = [];
  const strokeOps = new Set([OPS.stroke, OPS.closeStroke]);
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push({ ctm, lineWidth });
    else if (fn === OPS.restore) ({ ctm, lineWidth } = stack.pop() ?? { ctm, lineWidth });
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push({ ctm, lineWidth });
      if (Array.isArray(args[0]) && args[0].length === 6) ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ({ ctm, lineWidth } = stack.pop() ?? { ctm, lineWidth });
    else if (fn === OPS.setLineWidth && args) lineWidth = Number(args[0]) || 0;
    else if (fn === OPS.constructPath && args && strokeOps.has(args[0] as number)) {
      const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
      const stroke = data && penStroke(data, ctm, lineWidth, frame);
      if (stroke) strokes.push(stroke);
    }
  }
  return joined(strokes).map(({ box, inked }) => {
    const [width, height] = [box.right - box.left, box.bottom - box.top];
    return { x: box.left, top: box.top, width, height, fill: Math.min(1, inked / Math.max(width * height, 1)) };
  });
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One path's box in the reading frame and the area its stroke inks, if it is shaped as a pen's stroke. */
function penStroke(data: ArrayLike<number>, ctm: Matrix, lineWidth: number, frame: PageFrame): { box: Box; inked: number } | null {
  const points: [number, number][] = [];
  let [segments, curves, bends, closed, length] = [0, 0, 0, false, 0];
  let heading: number | null = null;
  for (let k = 0; k < data.length;) {
    const op = data[k] as number;
    const n = ARGS[op];
    if (n === undefined) return null;
    if (op === CLOSE) closed = true;
    const coords: [number, number][] = [];
    for (let j = 0; j < n; j += 2) coords.push(apply(ctm, data[k + 1 + j] as number, data[k + 2 + j] as number));
    if (op !== MOVE && op !== CLOSE) {
      segments += 1;
      if (op === CURVE || op === QUADRATIC) curves += 1;
      const from = points.at(-1);
      const to = coords.at(-1);
      if (from && to) {
        // The control polygon's length: at least the curve's, enough for the share of the box it inks.
        let prev = from;
        for (const c of coords) {
          length += Math.hypot(c[0] - prev[0], c[1] - prev[1]);
          prev = c;
        }
        const h = Math.atan2(to[1] - from[1], to[0] - from[0]);
        if (heading !== null && Math.abs(angleBetween(h, heading)) > Math.PI / 6) bends += 1;
        heading = h;
      }
    }
    points.push(...coords.map((c) => toReading(frame, c[0], c[1])));
    k += 1 + n;
  }
  // A path that comes back to where it started is a shape (an ellipse round a word, a checkbox), not a pen's line.
  const [start, end] = [points[0], points.at(-1)];
  if (start && end && Math.hypot(start[0] - end[0], start[1] - end[1]) < 1) closed = true;
  if (closed || segments < MIN_SEGMENTS || (curves < MIN_CURVES && bends < MIN_BENDS)) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const box = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
  const scale = Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
  return { box, inked: length * Math.max(lineWidth * scale, 1) };
}

function angleBetween(a: number, b: number): number {
  const d = a - b;
  return Math.atan2(Math.sin(d), Math.cos(d));
}

/** Strokes whose boxes lie within JOIN points of one another, as one mark. */
function joined(strokes: { box: Box; inked: number }[]): { box: Box; inked: number }[] {
  const out = strokes.map((s) => ({ box: { ...s.box }, inked: s.inked }));
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        const [a, b] = [out[i] as (typeof out)[number], out[j] as (typeof out)[number]];
        if (!near(a.box, b.box)) continue;
        a.box = {
          left: Math.min(a.box.left, b.box.left),
          top: Math.min(a.box.top, b.box.top),
          right: Math.max(a.box.right, b.box.right),
          bottom: Math.max(a.box.bottom, b.box.bottom),
        };
        a.inked += b.inked;
        out.splice(j, 1);
        merged = true;
      }
  }
  return out;
}

function near(a: Box, b: Box): boolean {
  return a.left <= b.right + JOIN && b.left <= a.right + JOIN && a.top <= b.bottom + JOIN && b.top <= a.bottom + JOIN;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  // The PDF's order: n is applied first, then m (a content stream's `cm` before the page's transform).
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}
