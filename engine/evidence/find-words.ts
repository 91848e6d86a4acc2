import { toWords } from '../text/words.ts';

/** A word of a text as the clone check compares it, with where it is written: its line and characters [start, end). */
export interface LineWord {
  key: string;
  line: number;
  start: number;
  end: number;
}

/** The words of lines of text, split and keyed as the clone check splits them (text/words.ts). */
export function lineWords(texts: string[]): LineWord[] {
  const out: LineWord[] = [];
  texts.forEach((text, line) => {
    for (const m of text.matchAll(/\S+/g)) {
      const key = toWords(m[0])[0]?.key;
      if (key) out.push({ key, line, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    }
  });
  return out;
}

// A copied passage is contiguous in the words the clone check compares, which leave out headings and the header
// and signature blocks: between two of its words the lines may hold this many others.
const MAX_SKIPPED = 8;

/**
 * Where a passage's words (as printed in the report: display words joined by spaces) are written in lines of text:
 * the first place its words follow one another, preferring one that starts on a line `prefer` accepts.
 */
export function findPassage(words: LineWord[], passage: string, prefer: (line: number) => boolean = () => true): LineWord[] {
  // Built by push: map's arrays are of another kind once optimised, which deoptimised this search.
  const keys: string[] = [];
  for (const w of toWords(passage)) keys.push(w.key);
  const first = keys[0];
  if (first === undefined) return [];
  let fallback: LineWord[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.key !== first) continue;
    const found = matchFrom(words, i, keys);
    if (!found) continue;
    if (prefer(words[i]?.line ?? -1)) return found;
    if (fallback.length === 0) fallback = found;
  }
  return fallback;
}

function matchFrom(words: LineWord[], from: number, keys: string[]): LineWord[] | null {
  const out: LineWord[] = [];
  let at = from;
  for (const key of keys) {
    let k = at;
    while (k < words.length && k <= at + MAX_SKIPPED && words[k]?.key !== key) k += 1;
    const word = words[k];
    if (!word || word.key !== key || k > at + MAX_SKIPPED) return null;
    out.push(word);
    at = k + 1;
  }
  return out;
}
