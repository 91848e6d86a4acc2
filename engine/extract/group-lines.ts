import type { LineCell, TextBox, TextLine } from '../types.ts';
import { isRightToLeft, readRightToLeft } from './right-to-left.ts';

/** A positioned run of text as a PDF text layer (or OCR) reports it; top (its baseline) is measured from the page top. */
export interface PlacedText {
  text: string;
  x: number;
  top: number;
  width: number;
  fontSize: number;
  /** the run's glyph boxes: the run itself for a text-layer item, its words for an OCR line */
  boxes?: TextBox[];
}

// Runs closer than this share a cell; a wider gap is a column break (table-style headers put labels in columns).
const CELL_GAP_EM = 1.2;
// Runs whose baselines differ by less than this fraction of the font size sit on the same line.
const SAME_LINE_EM = 0.45;

/** Groups positioned runs into lines in reading order and each line into column cells. */
export function groupLines(runs: PlacedText[]): TextLine[] {
  const visible = runs.filter((r) => r.text.trim() !== '');
  const sorted = [...visible].sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: PlacedText[][] = [];
  for (const run of sorted) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.top - run.top) < SAME_LINE_EM * Math.max(anchor.fontSize, run.fontSize, 1)) {
      row.push(run);
    } else {
      rows.push([run]);
    }
  }
  return rows.map(toLine);
}

function toLine(row: PlacedText[]): TextLine {
  const runs = [...row].sort((a, b) => a.x - b.x);
  const cells: LineCell[] = [];
  // The runs' boxes in the order the line's text reads them (a right-to-left cell's from its right), so the evidence
  // stage finds each character of the text in the next boxes (evidence/span-rects.ts).
  const boxes: TextBox[] = [];
  let cellRuns: PlacedText[] = [];
  let cellEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    const cell = cellOf(cellRuns);
    cells.push({ text: cell.text, x: cellRuns[0]?.x ?? 0 });
    for (const box of cell.boxes) boxes.push(box);
    cellRuns = [];
  };
  for (const run of runs) {
    if (cellRuns.length > 0 && run.x - cellEnd >= CELL_GAP_EM * run.fontSize) close();
    cellRuns.push(run);
    cellEnd = Math.max(cellEnd, run.x + run.width);
  }
  if (cellRuns.length > 0) close();
  // Built by push, not map: optimised code makes map's arrays holey, another kind than the interpreter's, and each
  // switch deoptimised the readers of the cells (header/read-fields.ts).
  const cleaned: LineCell[] = [];
  for (const c of cells) cleaned.push({ ...c, text: withoutMarkup(c.text.replace(/\s+/g, ' ').trim(), cleaned.length === 0) });
  const top = Math.min(...runs.map((r) => r.top));
  let text = cleaned[0]?.text ?? '';
  for (let k = 1; k < cleaned.length; k++) text += `  ${cleaned[k]?.text ?? ''}`;
  return { text, cells: cleaned, top, boxes };
}

/** A cell's text from its runs (left to right as drawn) and their boxes in its reading order (right-to-left.ts). */
function cellOf(runs: PlacedText[]): { text: string; boxes: TextBox[] } {
  if (isRightToLeft(runs)) return readRightToLeft(runs);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    const gap = run.x - end;
    text = text === '' ? run.text.trim() : gap > run.fontSize * 0.15 ? `${text} ${run.text.trim()}` : `${text}${run.text}`;
    end = Math.max(end, run.x + run.width);
  }
  return { text, boxes: runs.flatMap((r) => r.boxes ?? []) };
}

// Documents printed from Markdown keep its markers ('# RADIOLOGY REPORT', '**DOB**: 06/18/1958'): layout, not text.
const EMPHASIS = /(\*\*|__)(?=[^\s*_])(.+?)(?<=[^\s*_])\1/g;
const HEADING_MARK = /^#{1,6}\s+(?=[A-Z])/;

function withoutMarkup(text: string, startsLine: boolean): string {
  const plain = text.replace(EMPHASIS, '$2');
  return startsLine ? plain.replace(HEADING_MARK, '') : plain;
}
