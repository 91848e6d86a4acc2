import type { DocLine, PageNumber } from '../types.ts';
import type { RunningLines } from './find-notes.ts';

// 'Page 2', 'Page 2 of 3', 'Pg. 2/3', 'Seite 2 von 3', 'Página 2 de 3', 'Pagina 2 di 3'.
const FOLIO = /\b(?:page|pg\.?|p\.|seite|p[aá]gina|pag\.)\s*(\d{1,3})(?:\s*(?:of|\/|von|de|di)\s*\d{1,3})?\b/i;
// A page number printed alone in a running header or footer ('2', '- 2 -').
const BARE_FOLIO = /^\s*[-–]?\s*(\d{1,3})\s*[-–]?\s*$/;
// A fax or print stamp numbers the packet, not a document.
const STAMP = /\b(?:fax(?:ed)?|received|sent|transmitted|printed|from|to)\b|\d{1,2}:\d{2}/i;
// A page number is printed in a page's first or last few lines when it is not set apart as running.
const EDGE_LINES = 2;
const SHORT = 120;

/**
 * Each page's own number as the documents print it, where the numbering is theirs: it restarts at a document's first
 * page, or differs from the page's place in the file somewhere. Numbering that runs through the file page for page (a
 * packet printed or faxed as a whole, or one document) says nothing about where a document starts, and is left out.
 */
export function readFolios(lines: DocLine[], running: RunningLines): Map<PageNumber, number> {
  const folios = new Map<PageNumber, number>();
  const read = (page: PageNumber, text: string, bare: boolean) => {
    if (folios.has(page) || text.length > SHORT || !/\d/.test(text) || STAMP.test(text)) return;
    const n = FOLIO.exec(text)?.[1] ?? (bare ? BARE_FOLIO.exec(text)?.[1] : undefined);
    if (n !== undefined) folios.set(page, Number(n));
  };
  for (const p of running) for (const l of p.lines) read(p.page, l.text, true);
  lines.forEach((l, i) => {
    if (lines[i - EDGE_LINES]?.page !== l.page || lines[i + EDGE_LINES]?.page !== l.page) read(l.page, l.text, false);
  });
  const own = [...folios].some(([page, n]) => n !== page);
  return own ? folios : new Map();
}
