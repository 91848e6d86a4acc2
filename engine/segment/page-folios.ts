import type { DocLine, PageNumber } from '../types.ts';
import type { RunningLines } from './find-notes.ts';

// 'Page 2', 'Page 2 of 3', 'Pg. 2/3', 'Seite 2 von 3', 'Página 2 de 3', 'Pagina 2 di 3', 'Page 2 sur 3'.
const FOLIO = /\b(?:page|pg\.?|p\.|seite|p[aá]gina|pag\.)\s*(\d{1,3})(?:\s*(?:of|\/|von|de|di|sur)\s*(\d{1,3}))?\b/i;
// A page number printed alone in a running header or footer ('2', '- 2 -').
const BARE_FOLIO = /^\s*[-–]?\s*(\d{1,3})\s*[-–]?\s*$/;
// A fax's transmission line numbers the pages sent, across whatever documents they hold: it says nothing.
const TRANSMISSION = /\b(?:fax(?:ed)?|received|sent|transmitted|from|to)\b/i;
// A print stamp ('Printed 10/30/2026 2:41 PM', a time) numbers the pages of one print, which may hold several notes.
const PRINT_STAMP = /\b(?:printed|print(?:ed)?\s+on|impreso|imprim[ée]e?|gedruckt|stampato)\b|\d{1,2}:\d{2}/i;
// A page number is printed in a page's first or last few lines when it is not set apart as running.
const EDGE_LINES = 2;
const SHORT = 120;

/** A page's printed number, with the count it is of ('Page 2 of 3') where one is printed. */
export interface Folio {
  n: number;
  of: number | null;
  /**
   * printed by a print stamp: a print starts at its page 1 and ends at its last page, but a page numbered 2 of a print
   * may open another note (a chart print holds many)
   */
  printed: boolean;
}

/**
 * Each page's own number as the documents print it, where the numbering is theirs: it restarts at a document's first
 * page, or differs from the page's place in the file somewhere. Numbering that runs through the file page for page (a
 * packet printed or faxed as a whole, or one document) says nothing about where a document starts, and is left out;
 * a count shorter than the file is a document's own.
 * A running line is read cell by cell ('Printed 10/30/2026 2:41 PM' beside 'Page 1 of 2'), so a print stamp beside the
 * number does not hide it.
 */
export function readFolios(lines: DocLine[], running: RunningLines): Map<PageNumber, Folio> {
  const folios = new Map<PageNumber, Folio>();
  // The pages whose number was read from a number standing alone.
  const bareRead = new Set<PageNumber>();
  const read = (page: PageNumber, text: string, cells: readonly { text: string }[], bare: boolean) => {
    if (folios.has(page) || !/\d/.test(text) || TRANSMISSION.test(text)) return;
    const printed = PRINT_STAMP.test(text);
    for (const cell of cells.length > 1 ? cells : [{ text }]) {
      if (cell.text.length > SHORT) continue;
      // A stamp's own cell holds dates and times, never the page's number.
      const labelled = FOLIO.exec(cell.text);
      const m = labelled ?? (bare && !PRINT_STAMP.test(cell.text) ? BARE_FOLIO.exec(cell.text) : null);
      if (!m) continue;
      folios.set(page, { n: Number(m[1]), of: m[2] === undefined ? null : Number(m[2]), printed });
      if (labelled === null) bareRead.add(page);
      return;
    }
  };
  for (const p of running) for (const l of p.lines) read(p.page, l.text, l.cells, true);
  lines.forEach((l, i) => {
    if (lines[i - EDGE_LINES]?.page !== l.page || lines[i + EDGE_LINES]?.page !== l.page) read(l.page, l.text, l.cells, false);
  });
  // A page's number changes from page to page: a number standing alone that the page before or after prints alike is
  // none (a form's code, or OCR's reading of a mark in a scan's margin, '39' on a prescription and a certificate alike).
  const alike = [...bareRead].filter((page) =>
    [page - 1, page + 1].some((p) => bareRead.has(p as PageNumber) && folios.get(p as PageNumber)?.n === folios.get(page)?.n),
  );
  for (const page of alike) folios.delete(page);
  // A count shorter than the file ('Page 2 of 2' in a file of five pages) numbers a document within it.
  const pages = Math.max(lines.at(-1)?.page ?? 0, running.at(-1)?.page ?? 0);
  const own = [...folios].some(([page, f]) => f.n !== page || (f.of !== null && f.of < pages));
  if (!own) return new Map();
  // A print stamp's count that starts again at 1 within the file counts each document's pages (a document viewer
  // prints 'Page 1 of 1', 'Page 1 of 2', 'Page 2 of 2'): it is the documents' own, and its page 2 goes on.
  if (startsAgain([...folios].filter(([, f]) => f.printed).sort(([a], [b]) => a - b)))
    for (const [page, f] of folios) if (f.printed) folios.set(page, { ...f, printed: false });
  return folios;
}

function startsAgain(printed: [PageNumber, Folio][]): boolean {
  return printed.some(([, f], k) => k > 0 && f.n === 1);
}
