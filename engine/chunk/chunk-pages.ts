import type { DocLine, PageNumber } from '../types.ts';

export const DEFAULT_CHUNK_SIZE = 4000;

export interface Chunk {
  /** 0-based position in the chunk list */
  index: number;
  text: string;
  firstPage: PageNumber;
  lastPage: PageNumber;
  /** the document line range [fromLine, toLine) this chunk covers */
  fromLine: number;
  toLine: number;
}

/**
 * Page-mapped chunks of at most chunkSize characters, cut between lines. A single line longer than the limit
 * (transcribed narrative without line breaks) is cut after a sentence, or failing that between words.
 */
export function chunkLines(lines: DocLine[], chunkSize = DEFAULT_CHUNK_SIZE): Chunk[] {
  if (!Number.isInteger(chunkSize) || chunkSize < 200) throw new RangeError('chunkSize must be an integer of at least 200');
  const chunks: Chunk[] = [];
  let parts: string[] = [];
  let size = 0;
  let from = 0;
  let first: PageNumber | null = null;
  let last: PageNumber | null = null;
  const flush = (toLine: number) => {
    if (parts.length > 0 && first !== null && last !== null) {
      chunks.push({ index: chunks.length, text: parts.join('\n'), firstPage: first, lastPage: last, fromLine: from, toLine });
    }
    parts = [];
    size = 0;
    from = toLine;
    first = null;
  };
  lines.forEach((line, i) => {
    for (const piece of splitLong(line.text, chunkSize)) {
      const added = piece.length + (parts.length > 0 ? 1 : 0);
      if (size + added > chunkSize) flush(i);
      first ??= line.page;
      last = line.page;
      parts.push(piece);
      size += piece.length + (parts.length > 1 ? 1 : 0);
    }
  });
  flush(lines.length);
  return chunks;
}

function splitLong(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence + 1 : space > max / 2 ? space : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  out.push(rest);
  return out;
}
