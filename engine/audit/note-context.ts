import type { DocLine, PageNumber, PageText, PatientInput, TextLine } from '../types.ts';
import type { NoteHeader } from '../header/find-header.ts';
import type { Section } from '../sections/split-sections.ts';
import type { DateOrder } from '../text/date-order.ts';

/** What every single-note check reads. */
export interface NoteContext {
  patient: PatientInput;
  header: NoteHeader;
  sections: Section[];
  lines: DocLine[];
  /** the note's pages with their running headers, for identifiers printed only in page headers */
  pages: PageText[];
  first: PageNumber;
  last: PageNumber;
  /** yyyy-MM-dd */
  today: string;
  /** how the note writes numeric dates (text/date-order.ts); month first when not given */
  dateOrder?: DateOrder;
}

export function pagesOf(ctx: NoteContext): PageNumber[] {
  const out: PageNumber[] = [];
  for (const p of ctx.pages) out.push(p.page);
  return out;
}

/** 'p. 3', 'pp. 3-5', 'pp. 2, 7'. */
export function citePages(pages: PageNumber[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  if (sorted.length === 1) return `p. ${sorted[0]}`;
  const contiguous = sorted.every((p, i) => i === 0 || p === (sorted[i - 1] ?? 0) + 1);
  return contiguous ? `pp. ${sorted[0]}-${sorted[sorted.length - 1]}` : `pp. ${sorted.join(', ')}`;
}

/**
 * A page's running header and footer lines with this note's own lines on it, in printed order: a header table whose
 * value row repeats on every page is set apart as a running line and must be read back under its label row.
 */
export function pageLines(ctx: NoteContext, page: PageText): TextLine[] {
  const own = ctx.lines.filter((l) => l.page === page.page);
  // The note's lines are a run of the page's lines: find where, for their positions on the page.
  const at = page.lines.findIndex((_, k) => own.every((l, i) => page.lines[k + i]?.text === l.text));
  const placed = at < 0 ? [] : page.lines.slice(at, at + own.length);
  if (placed.length === 0) return [...page.running, ...own.map((l) => ({ text: l.text, cells: l.cells, top: Infinity }))];
  return [...page.running, ...placed].sort((a, b) => a.top - b.top);
}
