// A written set's HTML sources cut into the blocks its pages were printed from, as words, and how much of a block a
// reading of a page returns: how bench/ocr-words.ts and bench/scan-twins.ts find the source of a scanned page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export type Words = { all: string[]; top: string[]; digits: string[] };

/** Words cut at white space, lower-cased, trimmed of punctuation at their ends. */
export const words = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '');

export const decode = (html: string) =>
  html
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&[a-z]+;/gi, ' ');

// Markup that is never shown, and where a page-sized block starts (a <div> or <section> of class pg, sheet or page).
const UNSHOWN = /<(script|style|template)\b[\s\S]*?<\/\1>/gi;
const BLOCK_START = /(?=<(?:div|section)\b[^>]*class="[^"]*\b(?:pg|sheet|page)\b[^"]*")/i;

export interface SourceBlock {
  name: string;
  /** the HTML file in fixtures/written-N/src/, and the block's place among its blocks (null: the file whole) */
  file: string;
  index: number | null;
  words: Words;
}

/** The set's source blocks: each page-sized block of each HTML file (or the file whole), as words. */
export function sourceBlocks(set: string): SourceBlock[] {
  const dir = sourceDir(set);
  const out: SourceBlock[] = [];
  for (const file of htmlFiles(dir)) {
    const body = readFileSync(join(dir, file), 'utf8')
      .replace(UNSHOWN, ' ')
      .replace(/<br\s*\/?>|<\/(p|div|tr|li|h\d|td|th|section)>/gi, '\n');
    const parts = body.split(BLOCK_START);
    const blocks = parts.length > 1 ? parts.slice(1) : parts;
    blocks.forEach((block, i) => {
      const all = words(decode(block.replace(/<[^>]+>/g, ' ')));
      if (all.length < 5) return;
      out.push({
        name: `${file}#${i + 1}`,
        file,
        index: parts.length > 1 ? i : null,
        words: { all, top: all.slice(0, Math.ceil(all.length / 5)), digits: all.filter((w) => /\d/.test(w)) },
      });
    });
  }
  return out;
}

/** Where a set's HTML sources are: `src/` from written 17, `docs/` in written 15 and 19 (14 and 16 write theirs in code). */
export function sourceDir(set: string): string {
  const folder = join(repo, 'fixtures', `written-${set}`);
  return ['src', 'docs'].map((d) => join(folder, d)).find((d) => existsSync(d)) ?? join(folder, 'src');
}

/** The HTML files under `dir`, as paths inside it (written 18 keeps a folder a packet). */
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
}

/**
 * The source's HTML with `attribute` on the start tag of its block number `index` (as `sourceBlocks` counts them,
 * markup that is never shown left out), so a browser can find the block a page was printed from.
 */
export function markBlock(html: string, index: number, attribute: string): string {
  const kept: string[] = [];
  const shown = html.replace(UNSHOWN, (m) => `<!--unshown ${kept.push(m) - 1}-->`);
  const parts = shown.split(BLOCK_START);
  const at = parts[index + 1];
  if (at === undefined) throw new Error(`no block ${index + 1} in the source`);
  parts[index + 1] = at.replace(/^<(div|section)\b/i, `<$1 ${attribute}`);
  return parts.join('').replace(/<!--unshown (\d+)-->/g, (_m, k: string) => kept[Number(k)] as string);
}

/** The share of `wanted` (with repeats) found among `got`. */
export function recall(wanted: string[], got: string[]): [number, number] {
  const bag = new Map<string, number>();
  for (const w of got) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of wanted) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      hit++;
      bag.set(w, n - 1);
    }
  }
  return [hit, wanted.length];
}
