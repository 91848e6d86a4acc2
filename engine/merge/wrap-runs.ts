// Breaks styled runs into lines that fit a width. Kept apart from page layout so wrapping can be tested with a
// fake measure and the layout only deals with pages and positions.
import type { TextRun } from './text-blocks';

export interface LineSegment {
  text: string;
  bold: boolean;
}

/** A laid-out line; `pageBreakBefore` carries a Word page break (\f) through to the page layout. */
export interface Line {
  segments: LineSegment[];
  pageBreakBefore: boolean;
}

export type Measure = (text: string, bold: boolean) => number;

interface Piece {
  kind: 'word' | 'space' | 'newline' | 'page';
  text: string;
  bold: boolean;
}

export function wrapRuns(runs: readonly TextRun[], maxWidth: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  let current: Line = { segments: [], pageBreakBefore: false };
  let width = 0;
  const finish = (pageBreakNext: boolean): void => {
    trimTrailingSpace(current);
    lines.push(current);
    current = { segments: [], pageBreakBefore: pageBreakNext };
    width = 0;
  };

  for (const piece of toPieces(runs)) {
    if (piece.kind === 'newline' || piece.kind === 'page') {
      finish(piece.kind === 'page');
      continue;
    }
    if (piece.kind === 'space' && current.segments.length === 0) continue;
    let text = piece.text;
    let pieceWidth = measure(text, piece.bold);
    if (piece.kind === 'word' && width + pieceWidth > maxWidth && current.segments.length > 0) finish(false);
    // A word longer than the whole line (a long ID or URL) is cut so it never runs off the page.
    while (piece.kind === 'word' && pieceWidth > maxWidth) {
      const head = longestFittingPrefix(text, maxWidth - width, piece.bold, measure);
      append(current, head, piece.bold);
      finish(false);
      text = text.slice(head.length);
      pieceWidth = measure(text, piece.bold);
    }
    append(current, text, piece.bold);
    width += pieceWidth;
  }
  if (current.segments.length > 0 || lines.length === 0) finish(false);
  return lines;
}

function toPieces(runs: readonly TextRun[]): Piece[] {
  const pieces: Piece[] = [];
  for (const run of runs) {
    for (const match of run.text.matchAll(/(\n)|(\f)|([^\S\n\f]+)|([^\s]+)/g)) {
      const [text] = match;
      const kind = match[1] ? 'newline' : match[2] ? 'page' : match[3] ? 'space' : 'word';
      pieces.push({ kind, text: kind === 'space' ? text.replace(/\t/g, '    ') : text, bold: run.bold });
    }
  }
  return pieces;
}

function append(line: Line, text: string, bold: boolean): void {
  const last = line.segments[line.segments.length - 1];
  if (last && last.bold === bold) last.text += text;
  else line.segments.push({ text, bold });
}

function trimTrailingSpace(line: Line): void {
  const last = line.segments[line.segments.length - 1];
  if (!last) return;
  last.text = last.text.replace(/\s+$/, '');
  if (last.text === '') line.segments.pop();
}

function longestFittingPrefix(text: string, room: number, bold: boolean, measure: Measure): string {
  let end = 1;
  while (end < text.length && measure(text.slice(0, end + 1), bold) <= room) end += 1;
  return text.slice(0, end);
}
