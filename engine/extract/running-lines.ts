import type { TextLine } from '../types.ts';
import { isContinuation, matchTitle } from '../header/doc-types.ts';
import { labelOnly, SIGN_OFF_RE } from '../header/labels.ts';

export interface RawPage {
  lines: TextLine[];
  height: number;
}

export interface SplitPage {
  lines: TextLine[];
  running: TextLine[];
}

// Letterheads, fax banners and page counters sit in the top or bottom margin.
const TOP_ZONE = 0.12;
const BOTTOM_ZONE = 0.1;
const EDGE_LINES = 2;
const PAGE_COUNTER = /\bpage\s*\d+\s*(of|\/)\s*\d+\b|^\s*-?\s*\d+\s*-?\s*$|^page\s+\d+$/i;
// Fax banners and print stamps change only in their numbers from page to page.
const NUMBERED_BANNER = /\bfax\b|\bp\.?\s*\d+\s*\/\s*\d+|\bprinted\b|\bpage\b|\bfrom:|\bto:/i;

/**
 * Separates running headers and footers from note text: lines in the page margins that recur on several pages
 * (exactly, or up to their numbers for fax banners and print stamps), plus page counters anywhere in the margins.
 * Document titles stay in the text unless they are marked '(continued)', because segmentation needs them.
 */
export function splitRunningLines(pages: RawPage[]): SplitPage[] {
  const minPages = pages.length <= 4 ? 2 : 3;
  const counts = new Map<string, number>();
  const marginLines = pages.map((p) => marginIndexes(p));
  pages.forEach((p, i) => {
    const seen = new Set<string>();
    for (const idx of marginLines[i] ?? []) {
      const line = p.lines[idx];
      if (line) for (const key of keysOf(line.text)) seen.add(key);
    }
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return pages.map((p, i) => {
    const margin = new Set(marginLines[i]);
    const lines: TextLine[] = [];
    const running: TextLine[] = [];
    p.lines.forEach((line, idx) => {
      const recurring = keysOf(line.text).some((k) => (counts.get(k) ?? 0) >= minPages);
      // Titles, header label rows and sign-offs recur legitimately from note to note; they are never running lines.
      const keep = isBareTitle(line.text) || isLabelRow(line) || SIGN_OFF_RE.test(line.text);
      const isRunning = margin.has(idx) && (PAGE_COUNTER.test(line.text) || isContinuedTitle(line.text) || (recurring && !keep));
      (isRunning ? running : lines).push(line);
    });
    return { lines, running };
  });
}

function marginIndexes(page: RawPage): number[] {
  const out: number[] = [];
  page.lines.forEach((line, idx) => {
    const inTop = line.top < page.height * TOP_ZONE || idx < EDGE_LINES;
    // At the bottom only the margin itself counts: a page's last body lines are often a sign-off or a plan.
    const inBottom = line.top > page.height * (1 - BOTTOM_ZONE);
    if (inTop || inBottom) out.push(idx);
  });
  return out;
}

function keysOf(text: string): string[] {
  const exact = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (exact === '') return [];
  return NUMBERED_BANNER.test(exact) ? [exact, `#${exact.replace(/\d+/g, '#')}`] : [exact];
}

/**
 * A row of header labels ('Patient Name  DOB  MRN  DOS', or 'Patient Name:' alone above its value) recurs atop
 * every note but belongs to the values below it.
 */
function isLabelRow(line: TextLine): boolean {
  return line.cells.length > 0 && line.cells.every((c) => labelOnly(c.text) !== null);
}

/** 'PROGRESS NOTE (continued)' atop a page is a running head even when it appears only once. */
function isContinuedTitle(text: string): boolean {
  return isContinuation(text) && matchTitle(text) !== null;
}

// A title printed with its page's number ('ECHO REPORT (4411)  06/01/2019 10:12  Page 2') is the report's own running
// head or foot, printed on each of its pages: it opens no note.
const PAGE_NUMBER = /\bpage\s*\d+\b/i;

function isBareTitle(text: string): boolean {
  return !/continued|cont'd|\(cont/i.test(text) && !PAGE_NUMBER.test(text) && matchTitle(text) !== null;
}
