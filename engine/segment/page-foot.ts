import type { DocLine } from '../types.ts';
import { readSignOffs } from '../audit/sign-off.ts';
import { isSentence } from '../header/entry-heading.ts';

// The foot of a page: its last lines, where a paper that ends on it is signed (the signer's name, post, registration
// and the date, a line or two of the form's small print under them).
const FOOT_LINES = 5;

/**
 * Whether the page before line i's page ends at a signing block (audit/sign-off.ts, the signed-or-not reading in every
 * language it knows: an act of signing, or a name over its post and registration), the current note's text (from line
 * `from` on) above it: the paper the note reads ended there, so the next page begins another. A block higher up the
 * page, or with the note's text going on under it (a name typed over prose, a care team listed), ends nothing.
 */
export function footSigned(lines: DocLine[], i: number, from: number): boolean {
  const page = lines[i - 1]?.page;
  if (page === undefined || lines[i]?.page === page) return false;
  let top = i - 1;
  while (top > from && lines[top - 1]?.page === page) top -= 1;
  const text = lines.slice(top, i);
  // Under the block, no sentence but the form's small print on the page's last line ('Fax the completed referral to
  // ... Patients are contacted within 3 weeks.').
  const foot = (at: number) => at >= text.length - FOOT_LINES && !text.slice(at + 1, -1).some((l) => isSentence(l.text));
  // An act of signing says the paper was signed whoever it names; a name typed at the foot only where it is a signer's.
  return readSignOffs(text).some((s) => (s.author || s.typed !== true) && foot(s.at));
}
