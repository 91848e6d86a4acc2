import type { DocLine, PageNumber, PageText, TextLine } from '../types.ts';

/**
 * The page line each document line was read from: the document's lines are the pages' lines in order, so each is
 * found again on its page at or after the last one found (by its text, so a stage that drops a line loses nothing).
 */
export function textLinesOf(lines: DocLine[], pages: PageText[]): (TextLine | undefined)[] {
  const byPage = new Map<PageNumber, PageText>(pages.map((p) => [p.page, p]));
  const next = new Map<PageNumber, number>();
  return lines.map((line) => {
    const pageLines = byPage.get(line.page)?.lines ?? [];
    for (let at = next.get(line.page) ?? 0; at < pageLines.length; at++) {
      if (pageLines[at]?.text !== line.text) continue;
      next.set(line.page, at + 1);
      return pageLines[at];
    }
    return undefined;
  });
}
