// A sentence ends at a full stop after a word or a number ('... on 2/3/2022. She'), not after a courtesy title
// ('Mrs. Love') or an abbreviated month ('Mar. 3').
const SENTENCE_BREAK = /(?<=[a-z0-9)]{2}[.!?])(?<!\b(?:Mrs?|Ms|Dr|St|Jr|Sr|[A-Z][a-z]{2})\.)\s+(?=[A-Z])/;

// A row of fields set apart by a middle dot, a bar or a bullet ('Requested by: Ivo Brandt, MD · Date of consultation:')
// holds no sentence across them: each field is read on its own.
const FIELD_BREAK = /\s+[·|•]\s+/;

/** The sentences of a stretch of prose, in order. */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_BREAK).flatMap((s) => s.split(FIELD_BREAK));
}
