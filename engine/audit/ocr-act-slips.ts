// A signing word OCR misread by one letter on a scan ('Autiorised: Dr …' for 'Authorised:', 'Sighed: …' for 'Signed:',
// 'Go-signature: pending' for 'Co-signature:'): the readers of sign-offs (audit/sign-off.ts) and of unsigned states
// (audit/check-authentication.ts) know the words as printed, so the act is lost, or a second signer's state is taken
// for the author's. Where the word stands as a label (a colon or 'by' after it, at its line's or cell's start), one
// letter changed back makes it the act again. A text layer has no such slips, and a word one letter from an act is as
// often another word in a sentence, so only lines of pages read by OCR are read this way, and only labels. One
// character is put for one, so the line keeps its length and its evidence its place.

const ACT_WORDS = [
  'signed',
  'authorised',
  'authorized',
  'verified',
  'validated',
  'approved',
  'reviewed',
  'reported',
  'signature',
  'co-signature',
  'co-signed',
  'countersigned',
];
// A word long enough that one letter changed leaves it no other label's: six letters at least.
const MIN_LETTERS = 6;
// A label word at its line's or cell's start, then its colon or 'by'.
const LABEL = /(?<=^|\s{2,}|[·•|]\s)([\p{L}-]{6,})(?=\s*:|\s+by\b)/gu;

/** The line with a signing label's one misread letter set right, character for character; else the line as it was. */
export function unslippedAct(line: string): string {
  return line.replace(LABEL, (word) => actOf(word) ?? word);
}

function actOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.replace(/-/g, '').length < MIN_LETTERS || ACT_WORDS.includes(lower)) return null;
  const act = ACT_WORDS.find((w) => w.length === lower.length && [...w].filter((c, i) => c !== lower[i]).length === 1);
  if (act === undefined) return null;
  // The word's own case: capitals, capitalised or lower case.
  if (word === word.toUpperCase()) return act.toUpperCase();
  return word[0] === word[0]?.toUpperCase() ? `${act[0]?.toUpperCase() ?? ''}${act.slice(1)}` : act;
}
