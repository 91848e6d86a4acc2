import { indexShingles } from './align-copies.ts';

// A shingle in at least this many texts, and in at least this share of them, is template wording notes share
// legitimately ('Risks, benefits and alternatives were discussed'), not a copy from one note to another. A share
// well under half keeps templates used by only one kind of note; the floor of three keeps a single copy-forward
// (source and copy) from ever counting as a template.
const MIN_TEXTS = 3;
const MIN_SHARE = 0.3;

export function findTemplateShingles(texts: string[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const words of texts) for (const key of indexShingles(words).keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  const template = new Set<string>();
  if (texts.length < MIN_TEXTS) return template;
  for (const [key, n] of counts) if (n >= MIN_TEXTS && n >= MIN_SHARE * texts.length) template.add(key);
  return template;
}
