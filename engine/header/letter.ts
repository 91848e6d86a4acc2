import type { FieldLine } from './read-fields.ts';

// A letter opens with a salutation among its first lines: 'Dear Dr. Lund,', 'Dear Kavita Quintero, PA-C:'.
const SALUTATION = /^\s*dear\s+\S.{0,60}[,:]?\s*$/i;
const LETTER_OPENING = 20;

/** Whether the note is a letter: written after the visit it tells of, to someone other than the patient's chart. */
export function isLetter(lines: FieldLine[]): boolean {
  return lines.slice(0, LETTER_OPENING).some((l) => SALUTATION.test(l.text));
}
