// Which words of a copied passage differ from its source, so the report can mark what changed (a date, a dose, a
// negation) inside text that is otherwise copied word for word.

export interface MarkedWord {
  word: string;
  changed: boolean;
}

// Beyond this many words on a side the quadratic alignment is skipped and nothing is marked (passages are far shorter).
const MAX_WORDS = 2000;

const key = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Both texts as words, each marked when it is not part of the longest common word sequence. */
export function diffWords(text: string, source: string): { text: MarkedWord[]; source: MarkedWord[] } {
  const a = words(text);
  const b = words(source);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) {
    return { text: a.map((word) => ({ word, changed: false })), source: b.map((word) => ({ word, changed: false })) };
  }
  const ka = keysOf(a);
  const kb = keysOf(b);
  // lcs[i][j]: common words of a[i..] and b[j..]; one flat array keeps it to one allocation.
  const width = b.length + 1;
  const lcs = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        ka[i] === kb[j] ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (ka[i] === kb[j]) {
      keptA.add(i++);
      keptB.add(j++);
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) i++;
    else j++;
  }
  return {
    text: a.map((word, i) => ({ word, changed: !keptA.has(i) && key(word) !== '' })),
    source: b.map((word, j) => ({ word, changed: !keptB.has(j) && key(word) !== '' })),
  };
}

/** Adds '...' where a fragment starts or ends mid-sentence, so a reader sees it is cut out of a longer text. */
export function withEllipses(marked: MarkedWord[]): MarkedWord[] {
  const first = marked[0]?.word ?? '';
  const last = marked.at(-1)?.word ?? '';
  const out = [...marked];
  if (/^[\p{Ll},;)]/u.test(first)) out.unshift({ word: '...', changed: false });
  if (last !== '' && !/[.!?:)\]"']$/.test(last)) out.push({ word: '...', changed: false });
  return out;
}

/** The words' keys, built by push: map's arrays are of another kind once optimised, which deoptimised the alignment. */
function keysOf(words: string[]): string[] {
  const keys: string[] = [];
  for (const word of words) keys.push(key(word));
  return keys;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}
