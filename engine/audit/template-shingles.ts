import { alignCopies, indexShingles, shingles, WINDOW } from './align-copies.ts';

// Template wording ('Risks, benefits and alternatives were discussed') recurs in notes written apart from each
// other; copy-forward carries one passage from note to note. So a shingle is template only when it recurs in at
// least this many texts no two of which are linked by a copy, however many notes one chain passes through.
const MIN_UNRELATED = 3;
// Two texts are linked by a copy when one long passage of the encounter recurs in both, or when shorter passages
// cover at least half of the shorter text. Template wording shared by unrelated notes stays under both: stock
// sentences run to about 40 words and fill a small part of a note.
const LONG_PASSAGE = 6 * WINDOW;
const LINK_RUN = 3 * WINDOW;
const LINK_SHARE = 0.5;

export interface TemplateText {
  /** the shingles of every clinical word of the text (shingles()), where template wording is looked for */
  shingles: string[];
  /** the words of the sections that must be new for each encounter: what tells a copy from a template */
  encounter: string[];
}

export function findTemplateShingles(texts: TemplateText[]): Set<string> {
  const where = new Map<string, number[]>();
  texts.forEach((t, i) => {
    for (const key of new Set(t.shingles)) {
      const holders = where.get(key);
      if (holders) holders.push(i);
      else where.set(key, [i]);
    }
  });
  const linked = linkFinder(texts.map((t) => t.encounter));
  const verdicts = new Map<string, boolean>();
  const template = new Set<string>();
  for (const [key, holders] of where) {
    if (holders.length < MIN_UNRELATED) continue;
    const group = holders.join(',');
    let isTemplate = verdicts.get(group);
    if (isTemplate === undefined) {
      isTemplate = unrelatedCount(holders, linked) >= MIN_UNRELATED;
      verdicts.set(group, isTemplate);
    }
    if (isTemplate) template.add(key);
  }
  return template;
}

/** How many of the texts can be picked with no two linked by a copy (greedy, in document order). */
function unrelatedCount(holders: number[], linked: (a: number, b: number) => boolean): number {
  const picked: number[] = [];
  for (const i of holders) if (picked.every((p) => !linked(p, i))) picked.push(i);
  return picked.length;
}

/** Whether two texts share a copied passage, computed once per pair when first asked. */
function linkFinder(encounters: string[][]): (a: number, b: number) => boolean {
  const prepared = new Map<number, { shingles: string[]; index: Map<string, number[]> }>();
  const prepare = (i: number) => {
    let p = prepared.get(i);
    if (!p) {
      const made = shingles(encounters[i] ?? []);
      prepared.set(i, (p = { shingles: made, index: indexShingles(made) }));
    }
    return p;
  };
  // By pair number: asked for every pair of texts sharing a shingle, often more than once.
  const memo = new Map<number, boolean>();
  return (a, b) => {
    const [short, long] = (encounters[a]?.length ?? 0) <= (encounters[b]?.length ?? 0) ? [a, b] : [b, a];
    const key = short * encounters.length + long;
    let link = memo.get(key);
    if (link === undefined) {
      const words = encounters[short] ?? [];
      const runs = alignCopies(words, prepare(short).shingles, encounters[long] ?? [], prepare(long).index, new Set());
      const longest = Math.max(0, ...runs.map((r) => r.length));
      const shared = runs.reduce((sum, r) => sum + r.length, 0);
      link = longest >= LONG_PASSAGE || (longest >= LINK_RUN && shared >= LINK_SHARE * words.length);
      memo.set(key, link);
    }
    return link;
  };
}
