import type { DocLine, PageNumber } from '../types.ts';

// A page too short to tell a copy from a form printed again with the same few words (a blank cover, a divider).
const MIN_WORDS = 40;
// The share of a page's words its copy holds: OCR reads two prints of one scan a little differently, but a form's pages
// printed with other values in the same boxes differ by more than that.
const SAME_SHARE = 0.97;

/**
 * The pages that repeat the page before them word for word, or nearly (OCR reads two prints of a page a little
 * differently): the same paper printed again, as a clerk's double print puts it in a packet. Each copy is a paper of its
 * own; a page that goes on with a note never repeats the page before.
 */
export function readCopies(lines: DocLine[]): Set<PageNumber> {
  const words = new Map<PageNumber, string[]>();
  for (const l of lines) {
    const list = words.get(l.page) ?? [];
    list.push(...(l.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
    words.set(l.page, list);
  }
  const copies = new Set<PageNumber>();
  let before: string[] | undefined;
  for (const [page, here] of words) {
    if (before !== undefined && isText(here) && shared(before, here) >= SAME_SHARE * Math.max(before.length, here.length)) copies.add(page);
    before = here;
  }
  return copies;
}

// A page of text has words enough, and many of them distinct: a page that prints one line over and over (a test
// export's filler, a blank form's rows) is no paper whose copy could be told.
const DISTINCT_WORDS = MIN_WORDS / 2;

function isText(words: string[]): boolean {
  return words.length >= MIN_WORDS && new Set(words).size >= DISTINCT_WORDS;
}

/** How many words two pages share, each counted as often as both print it. */
function shared(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let n = 0;
  for (const w of b) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      n += 1;
      counts.set(w, c - 1);
    }
  }
  return n;
}
