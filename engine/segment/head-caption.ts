import type { DocLine } from '../types.ts';
import { isContinuation, titleOf } from '../header/doc-types.ts';
import { readFields } from '../header/read-fields.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import type { Whose } from './patient-in-hand.ts';

// A caption is a few words: a paper's name, not a line of its letterhead's address.
const CAPTION_WORDS = 6;
const CAPTION_CHARS = 60;
// Letters printed a space apart ('O R D O N N A N C E'): a caption set wide, read as its word.
const SPACED_LETTERS = /(?<![\p{L}])\p{L}(?: \p{L}(?![\p{L}]))+/gu;

/** A caption's words, letters set a space apart joined again ('O R D O N N A N C E' is 'ORDONNANCE'). */
function captionWords(text: string): string[] {
  return text
    .replace(SPACED_LETTERS, (m) => m.replace(/ /g, ''))
    .split(/[\s/&·|—–-]+/u)
    .filter((w) => /\p{L}/u.test(w));
}

/**
 * Whether a line of a page's head is a caption by its shape: a line of its own in capitals, a few words with no figure,
 * no colon and no comma (no field, no address, no person named surname first), that is neither a section heading the
 * dictionary knows nor the patient's name. Its words need not be a title any list holds ('KONSULTACIJOS ATSAKYMAS',
 * 'ULTRASONOGRAPHY OF ABDOMEN AND PELVIS', 'O R D O N N A N C E'): papers name themselves so in every language.
 */
export function isHeadCaption(line: DocLine, whose: (block: DocLine[]) => Whose): boolean {
  const text = line.text.trim();
  if (line.cells.length > 1 || text.length > CAPTION_CHARS || /[\d:,;@]/.test(text)) return false;
  if (!/\p{Lu}/u.test(text) || text !== text.toUpperCase()) return false;
  const words = captionWords(text);
  if (words.length === 0 || words.length > CAPTION_WORDS || !words.some((w) => w.length >= 4)) return false;
  if (isContinuation(text) || (titleOf(text) === null && lookupHeading(text) !== null)) return false;
  return whose([line]) !== 'entered' && !readFields([line]).some((h) => h.kind === 'name');
}
