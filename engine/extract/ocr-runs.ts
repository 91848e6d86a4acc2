import { CELL_GAP_EM, type PlacedText } from './group-lines.ts';
import type { OcrWord } from './ocr.ts';

/**
 * One OCR line as the runs a text layer gives: its words in pieces parted where a gap is as wide as a column break
 * (group-lines.ts), so a scanned form's row of labels is cells over the row of values, as on a text page ('PATIENT
 * MRN DATE OF BIRTH' over 'ROE, JANE 4471 04/03/1950' was one run of words before, and the first label took the
 * others as its value). The pieces share the line's baseline and height, so they stay one line; each word keeps its
 * box; a piece of marks alone is left out. Boxes are in image pixels, scaled (sx, sy) to the page's reading frame.
 */
export function ocrRuns(line: OcrWord[], sx: number, sy: number): PlacedText[] {
  const words = line.filter((w) => w.text.trim() !== '');
  if (words.length === 0) return [];
  const top = Math.min(...words.map((w) => w.top));
  const bottom = Math.max(...words.map((w) => w.bottom));
  const height = bottom - top;
  const pieces: OcrWord[][] = [];
  for (const w of words) {
    const piece = pieces[pieces.length - 1];
    const last = piece?.[piece.length - 1];
    if (piece && last && w.left - last.right < CELL_GAP_EM * height) piece.push(w);
    else pieces.push([w]);
  }
  // A piece with no letter or digit standing apart ('|', ';', ':') is a table rule or a speck read as a mark.
  return pieces
    .filter((piece) => piece.some((w) => /[\p{L}\d]/u.test(w.text)))
    .map((piece) => {
      const left = Math.min(...piece.map((w) => w.left));
      const right = Math.max(...piece.map((w) => w.right));
      return {
        text: piece.map((w) => w.text).join(' '),
        x: left * sx,
        top: bottom * sy,
        width: (right - left) * sx,
        fontSize: Math.max(height * sy, 6),
        boxes: piece.map((w) => ({
          text: w.text,
          x: w.left * sx,
          top: w.top * sy,
          width: (w.right - w.left) * sx,
          height: (w.bottom - w.top) * sy,
        })),
      };
    });
}
