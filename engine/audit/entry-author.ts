import { CREDENTIALS } from './credentials.ts';
import { entryHeadingAt, isSentence } from '../header/entry-heading.ts';
import { splitPadded } from '../header/read-fields.ts';
import type { DocLine } from '../types.ts';

// Where an entry's heading stands: under a practice's letterhead, the patient's banner and a print stamp.
const HEAD_LINES = 6;
// A row of a table (an immunisation record's date, vaccine, site, batch and nurse) heads no entry.
const TABLE_CELLS = 4;
// The entry's author as a field of its head, in a cell of its own or after other fields ('Clinician  Dr Kay Lund (GP
// Partner)', 'Date: 15/05/2025  Seen by: Dr Ana Ruiz, Registrar'): a clinician by title or by credentials. A word before
// the label names another clinician ('Referring clinician').
const AUTHOR_FIELD = new RegExp(
  String.raw`(?:^|(?<![\p{L}])\s+)(?:clinician|seen\s+by|author)\s*:?\s+(?:(?:Dr|Dra|Prof|Mr|Mrs|Ms|Sr)\.?\s+\p{Lu}|\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3},?\s+${CREDENTIALS.source})`,
  'iu',
);

/**
 * The line that names the author in the head of an entry of a GP's or a record system's list: its dated heading ('02-Mar-2026
 * Consultation  Dr Kay Lund (GP)', '09-Mar-2026  Nurse consultation  Ana Ruiz RN') or an author field under it
 * ('Clinician  Dr Kay Lund (GP Partner)'). The system prints under it the entry its author saved, and signs nothing
 * more below, so the head is the entry's typed signature (the written sets' truths read GP entries so: 'an entry
 * header naming its author reads as signed'). Only the note's head is read, above its first sentence: a dated line
 * in its text is a list of its history, not its author.
 */
export function entryAuthorLine(lines: DocLine[]): DocLine | undefined {
  for (let i = 0; i < Math.min(HEAD_LINES, lines.length); i++) {
    const line = lines[i];
    if (!line || isSentence(line.text)) return undefined;
    const heading = splitPadded(line.cells).length < TABLE_CELLS ? entryHeadingAt(lines, i) : null;
    if (heading?.author || AUTHOR_FIELD.test(line.text)) return line;
  }
  return undefined;
}
