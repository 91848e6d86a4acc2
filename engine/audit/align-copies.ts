// Exact-span alignment over word windows, the approach of published copy-forward studies (about 10 words):
// a passage counts as copied only when at least WINDOW consecutive words recur verbatim, so the report can show
// the spans themselves rather than a bare similarity score.
export const WINDOW = 10;
// Runs separated by this few words on both sides are one passage with a date or a word changed.
const MAX_GAP = 4;

export interface CopiedRun {
  noteStart: number;
  sourceStart: number;
  /** words covered on the note side, including small changed gaps */
  length: number;
  sourceLength: number;
}

function shingleKey(words: string[], at: number): string {
  return words.slice(at, at + WINDOW).join(' ');
}

/** Every WINDOW-word shingle of a text, by start position: computed once per text, reused for every comparison. */
export function shingles(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + WINDOW <= words.length; i++) out.push(shingleKey(words, i));
  return out;
}

/** Where each shingle of a text starts, from its shingles (shingles()). */
export function indexShingles(textShingles: string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  textShingles.forEach((key, i) => {
    const list = index.get(key);
    if (list) list.push(i);
    else index.set(key, [i]);
  });
  return index;
}

/**
 * Maximal verbatim runs of the note found in the source, greedy left to right, then joined across small gaps.
 * Shingles in `ignore` (template sentences every note shares) never start a run.
 */
export function alignCopies(
  note: string[],
  noteShingles: string[],
  source: string[],
  sourceIndex: Map<string, number[]>,
  ignore: ReadonlySet<string>,
): CopiedRun[] {
  const runs: CopiedRun[] = [];
  let i = 0;
  while (i + WINDOW <= note.length) {
    const key = noteShingles[i] ?? '';
    const starts = ignore.has(key) ? undefined : sourceIndex.get(key);
    if (!starts) {
      i += 1;
      continue;
    }
    let best = { start: 0, length: 0 };
    for (const s of starts) {
      let k = WINDOW;
      while (i + k < note.length && s + k < source.length && note[i + k] === source[s + k]) k += 1;
      if (k > best.length) best = { start: s, length: k };
    }
    runs.push({ noteStart: i, sourceStart: best.start, length: best.length, sourceLength: best.length });
    i += best.length;
  }
  return joinGaps(runs);
}

function joinGaps(runs: CopiedRun[]): CopiedRun[] {
  const out: CopiedRun[] = [];
  for (const run of runs) {
    const prev = out[out.length - 1];
    const noteGap = prev ? run.noteStart - (prev.noteStart + prev.length) : -1;
    const sourceGap = prev ? run.sourceStart - (prev.sourceStart + prev.sourceLength) : -1;
    if (prev && noteGap >= 0 && noteGap <= MAX_GAP && sourceGap >= 0 && sourceGap <= MAX_GAP) {
      prev.length = run.noteStart + run.length - prev.noteStart;
      prev.sourceLength = run.sourceStart + run.sourceLength - prev.sourceStart;
    } else {
      out.push({ ...run });
    }
  }
  return out;
}
