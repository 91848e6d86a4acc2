import { indexShingles } from './align-copies.ts';

// A shingle in at least this many texts, and in at least half of them, is template wording the notes share
// legitimately ('Risks, benefits and alternatives were discussed'), not a copy from one note to another. Below
// half, a paragraph recurring in several notes is more likely a copy-forward chain (one note copied into the next,
// and on), which must stay visible; with fewer than four texts there is no telling the two apart, so nothing is
// treated as template and the share thresholds of the clone check carry the decision.
const MIN_TEXTS = 4;
const MIN_SHARE = 0.5;

export function findTemplateShingles(texts: string[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const words of texts) for (const key of indexShingles(words).keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  const template = new Set<string>();
  if (texts.length < MIN_TEXTS) return template;
  for (const [key, n] of counts) if (n >= MIN_TEXTS && n >= MIN_SHARE * texts.length) template.add(key);
  return template;
}
