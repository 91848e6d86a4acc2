// A paper that lists other papers: a records index, a release's contents, a claim file's index, a disclosure log. It
// records no care of its own; its rows date the papers it lists, and its head names the period or episode they cover.
import { isSentence } from '../entry-heading.ts';
import { splitPadded, type FieldLine } from '../read-fields.ts';

// The list's row of column heads stands among the note's first lines, under the paper's head.
const LIST_LINES = 15;
const HEADS = 3;
const HEAD_WORDS = 3;
// The column that names the papers listed ('Document', 'Encounter', 'Records'), in the languages charts arrive in.
const PAPER_HEAD = /^(?:documents?|encounters?|records?|dokument(?:e|er)?|documentos?|documenti?)$/i;

/**
 * Where the row of column heads of a list of papers stands ('#  Document  Source  Date  Pages', 'Date  Encounter
 * Provider', 'Bates  Document  Source'): three heads or more of a few words, no figure, one of them naming the papers,
 * and a row of figures under it. -1 where the note lists none.
 */
export function papersListAt(lines: readonly FieldLine[]): number {
  for (let i = 0; i < Math.min(LIST_LINES, lines.length - 1); i++) {
    const line = lines[i];
    if (!line || /\d/.test(line.text) || isSentence(line.text)) continue;
    const heads = splitPadded(line.cells).map((c) => c.text.trim());
    if (heads.length < HEADS || heads.some((h) => h.split(/\s+/).length > HEAD_WORDS)) continue;
    if (heads.some((h) => PAPER_HEAD.test(h)) && /\d/.test(lines[i + 1]?.text ?? '')) return i;
  }
  return -1;
}
