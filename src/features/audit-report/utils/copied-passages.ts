import type { CopiedPassage, CopySource } from '@healthcare-portal/contracts/report-evidence';

/** One copied passage with the source it came from: the unit the side-by-side view shows. */
export type SourcedPassage = { source: CopySource; passage: CopiedPassage };

/** Every passage of a cloning finding's sources, in the report's order. */
export const passagesOf = (copies: CopySource[]): SourcedPassage[] =>
  copies.flatMap((source) => source.passages.map((passage) => ({ source, passage })));

/** A text's words as the evidence counts them (split at white space), each with whether it differs from the other side. */
export function markedWords(text: string, changed: number[]): { word: string; changed: boolean }[] {
  const differing = new Set(changed);
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) => ({ word, changed: differing.has(index) }));
}
