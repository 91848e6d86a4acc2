import type { OcrWord } from './ocr.ts';

/** A line as Tesseract reads it: its box and its words in reading order, each word as the OCR seam gives it. */
export interface TsvLine {
  left: number;
  top: number;
  right: number;
  bottom: number;
  words: OcrWord[];
}

// TSV levels: 1 page, 2 block, 3 paragraph, 4 line, 5 word.
const LINE = 4;
const WORD = 5;

/**
 * Tesseract's TSV output (`-c tessedit_create_tsv=1`): one row per page, block, paragraph, line and word, each with
 * its box, words with their confidence (0..100). Lines come in reading order with their words; the page's
 * confidence is the mean of its words' (what tesseract.js reports as a page's confidence), 0..1.
 */
export function readTesseractTsv(tsv: string): { lines: TsvLine[]; confidence: number } {
  const lines: TsvLine[] = [];
  let confidences = 0;
  let words = 0;
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    const level = Number(cells[0]);
    if (cells.length < 12 || (level !== LINE && level !== WORD)) continue;
    const [left, top, width, height, confidence] = cells.slice(6, 11).map(Number) as [number, number, number, number, number];
    const box = { left, top, right: left + width, bottom: top + height };
    if (level === LINE) {
      lines.push({ ...box, words: [] });
      continue;
    }
    const text = cells.slice(11).join('\t').trim();
    const line = lines.at(-1);
    if (text === '' || !line) continue;
    line.words.push({ text, ...box, confidence: confidence / 100 });
    confidences += confidence;
    words += 1;
  }
  return { lines: lines.filter((line) => line.words.length > 0), confidence: words === 0 ? 0 : confidences / words / 100 };
}

// TSV columns: level, page_num, then the rest.
const PAGE_NUM = 1;

/** Tesseract's TSV for a run of `count` pages, cut into each page's rows (page_num counts from 1). */
export function splitTsvPages(tsv: string, count: number): string[] {
  const pages: string[][] = Array.from({ length: count }, () => []);
  for (const row of tsv.split('\n')) pages[Number(row.split('\t', PAGE_NUM + 1)[PAGE_NUM]) - 1]?.push(row);
  return pages.map((rows) => rows.join('\n'));
}
