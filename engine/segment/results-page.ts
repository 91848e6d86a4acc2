import type { DocLine, PageNumber } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { isSentence } from '../header/entry-heading.ts';

// A row of a results table: what was measured, its value, and further on the reference range ('Ferritin  9  ug/L
// 20 - 300', 'ESR 58 mm/hr 1-30 H', 'Hemoglobina 12,4 g/dL 13,5 a 17,5'), in any language and however OCR spaced it.
// A dated line is no result row, nor is a labelled field.
const RESULT_ROW =
  /^[^\d]*\p{L}{2}[^\d]{0,40}?[<>]?\d+(?:[.,]\d+)?\b.*?\d+(?:[.,]\d+)?(?:\s*[-–]\s*|\s+(?:a|to|bis|à|al)\s+)\d+(?:[.,]\d+)?/u;
const MIN_ROWS = 3;
// The head of a results page: the lines above its first result row (the laboratory, the patient, the specimen's dates).
const MIN_HEAD_LINES = 2;

// A labelled field ('Requester: Dr Roe (ID 18-442)') is the report's header, not a row of its table.
const FIELD = /\p{L}\s*:\s/u;

function isResultRow(text: string): boolean {
  return RESULT_ROW.test(text) && !FIELD.test(text) && findDates(text).length === 0;
}

/**
 * Per page: whether it is a page of results (from its first result row on, half its lines or more are rows), and
 * whether its head above the table is a header, dated and without prose (a visit's note above a few results is none).
 */
interface ResultsPage {
  results: boolean;
  datedHead: boolean;
}

const read = new WeakMap<readonly DocLine[], Map<PageNumber, ResultsPage>>();

function readPages(lines: readonly DocLine[]): Map<PageNumber, ResultsPage> {
  const byPage = new Map<PageNumber, DocLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const pages = new Map<PageNumber, ResultsPage>();
  for (const [page, own] of byPage) {
    const first = own.findIndex((l) => isResultRow(l.text));
    const table = first < 0 ? [] : own.slice(first);
    const rows = table.filter((l) => isResultRow(l.text)).length;
    const head = own.slice(0, Math.max(first, 0));
    pages.set(page, {
      results: rows >= MIN_ROWS && rows * 2 >= table.length,
      datedHead: head.length >= MIN_HEAD_LINES && head.some((l) => findDates(l.text).length > 0) && !head.some((l) => isSentence(l.text)),
    });
  }
  return pages;
}

/**
 * Whether a page is a results report of its own: a table of results with reference ranges under a dated head of its
 * own (the laboratory, the patient, when the specimen was taken), after a page that
 * is no results page. A stay's results printed on after its summary have no head of their own, and a report's second
 * page of results goes on with the first.
 */
export function opensResults(lines: readonly DocLine[], page: PageNumber, before: PageNumber | undefined): boolean {
  let pages = read.get(lines);
  if (!pages) read.set(lines, (pages = readPages(lines)));
  const here = pages.get(page);
  const prior = before === undefined ? undefined : pages.get(before);
  return here !== undefined && here.results && here.datedHead && prior !== undefined && !prior.results;
}
