import type { LineCell, TextBox, TextLine } from '../types.ts';

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
  let cellEnd = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    const gap = run.x - cellEnd;
    const last = cells[cells.length - 1];
    if (last && gap < CELL_GAP_EM * run.fontSize) {
      last.text = gap > run.fontSize * 0.15 ? `${last.text} ${run.text.trim()}` : `${last.text}${run.text}`;
    } else {
      cells.push({ text: run.text.trim(), x: run.x });
    }
    cellEnd = Math.max(cellEnd, run.x + run.width);
  }
  // Built by push, not map: optimised code makes map's arrays holey, another kind than the interpreter's, and each
  // switch deoptimised the readers of the cells (header/read-fields.ts).
  const cleaned: LineCell[] = [];
  for (const c of cells) cleaned.push({ ...c, text: withoutMarkup(c.text.replace(/\s+/g, ' ').trim(), cleaned.length === 0) });
  const top = Math.min(...runs.map((r) => r.top));
  let text = cleaned[0]?.text ?? '';
  for (let k = 1; k < cleaned.length; k++) text += `  ${cleaned[k]?.text ?? ''}`;
  return { text, cells: cleaned, top, boxes: runs.flatMap((r) => r.boxes ?? []) };
}

// Documents printed from Markdown keep its markers ('# RADIOLOGY REPORT', '**DOB**: 06/18/1958'): layout, not text.
const EMPHASIS = /(\*\*|__)(?=[^\s*_])(.+?)(?<=[^\s*_])\1/g;
const HEADING_MARK = /^#{1,6}\s+(?=[A-Z])/;

function withoutMarkup(text: string, startsLine: boolean): string {
  const plain = text.replace(EMPHASIS, '$2');
  return startsLine ? plain.replace(HEADING_MARK, '') : plain;
}
