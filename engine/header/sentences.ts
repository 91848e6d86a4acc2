// A sentence ends at a full stop after a word or a number ('... on 2/3/2022. She'), not after a courtesy title
// ('Mrs. Love') or an abbreviated month ('Mar. 3').
const SENTENCE_BREAK = /(?<=[a-z0-9)]{2}[.!?])(?<!\b(?:Mrs?|Ms|Dr|St|Jr|Sr|[A-Z][a-z]{2})\.)\s+(?=[A-Z])/;

/** The sentences of a stretch of prose, in order. */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_BREAK);
}
