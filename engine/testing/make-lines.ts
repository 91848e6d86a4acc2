import { pageNumber, type DocLine, type PageText } from '../types.ts';

/** Document lines from plain text, one array of lines per page; cells split on two or more spaces. */
export function makeLines(pages: string[][]): DocLine[] {
  const out: DocLine[] = [];
  pages.forEach((lines, p) => {
    for (const text of lines) {
      let x = 72;
      const cells = text.split(/ {2,}/).map((t) => {
        const cell = { text: t, x };
        x += 160;
        return cell;
      });
      out.push({ page: pageNumber(p + 1), index: out.length, text, cells });
    }
  });
  return out;
}

/** Pages as the extract stage returns them, for checks that read running headers. */
export function makePages(pages: { lines: string[]; running?: string[] }[]): PageText[] {
  return pages.map((p, i) => ({
    page: pageNumber(i + 1),
    lines: p.lines.map((text, k) => ({ text, cells: [{ text, x: 72 }], top: 100 + k * 14 })),
    running: (p.running ?? []).map((text) => ({ text, cells: [{ text, x: 72 }], top: 30 })),
    source: 'text-layer',
    ocrConfidence: 1,
  }));
}
