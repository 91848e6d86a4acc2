import type { DocLine, PageText } from '../types.ts';

/** The document's lines in reading order, each tagged with its page: the common input of segmenting and sections. */
export function toDocLines(pages: PageText[]): DocLine[] {
  const out: DocLine[] = [];
  for (const p of pages) {
    for (const line of p.lines) out.push({ page: p.page, index: out.length, text: line.text, cells: line.cells });
  }
  return out;
}
