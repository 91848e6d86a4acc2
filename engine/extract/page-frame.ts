import type { PageFrame, Rect } from '../types.ts';

// A page is read in its reading frame: the page as displayed, turned so that its text runs left to right and top to
// bottom. For most pages the two are the same; a page whose text is printed sideways (a landscape table, a page
// rotated in a viewer and saved) is read upright and its positions are turned back for display.

export type Turn = PageFrame['turn'];

/** The quarter turn of text running along (dx, dy) on the display (y downwards): 90 runs down the page. */
export function turnOf(dx: number, dy: number): Turn {
  if (Math.abs(dx) >= Math.abs(dy)) return dx >= 0 ? 0 : 180;
  return dy > 0 ? 90 : 270;
}

/** The reading frame's width and height. */
export function readingSize(frame: PageFrame): { width: number; height: number } {
  const sideways = frame.turn === 90 || frame.turn === 270;
  return sideways ? { width: frame.height, height: frame.width } : { width: frame.width, height: frame.height };
}

/** A display point in the reading frame. */
export function toReading(frame: PageFrame, x: number, y: number): [number, number] {
  const { width: w, height: h } = frame;
  switch (frame.turn) {
    case 0:
      return [x, y];
    case 90:
      return [y, w - x];
    case 180:
      return [w - x, h - y];
    case 270:
      return [h - y, x];
  }
}

/** A reading-frame point on the display. */
function toDisplayPoint(frame: PageFrame, rx: number, ry: number): [number, number] {
  const { width: w, height: h } = frame;
  switch (frame.turn) {
    case 0:
      return [rx, ry];
    case 90:
      return [w - ry, rx];
    case 180:
      return [w - rx, h - ry];
    case 270:
      return [ry, h - rx];
  }
}

/** A reading-frame rectangle on the display. */
export function toDisplay(frame: PageFrame, rect: Rect): Rect {
  const [x1, y1] = toDisplayPoint(frame, rect.x, rect.y);
  const [x2, y2] = toDisplayPoint(frame, rect.x + rect.w, rect.y + rect.h);
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) };
}
