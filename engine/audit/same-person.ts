import { titleOf } from '../header/doc-types.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import { nameTokens } from '../text/names.ts';
import { CLINICIAN } from './credentials.ts';
import { editDistance } from '../text/edit-distance.ts';

/** How an identifier read from a note stands against the patient entered. */
export type Agreement = 'same' | 'near' | 'different' | 'unknown';

// Words that name a place, a service or a document, never a person: a 'name' read from them is a misread label.
const NOT_PERSON =
  /\b(therapy|note|visit|report|summary|clinic|hospital|center|centre|medical|medicine|health|department|services?|laborator(?:y|ies)|lab|radiology|imaging|institute|associates|group|practice|care|family|internal|surgery|unit|provider|physician|referring|ordering|attending|unknown)\b/i;

/**
 * Whether a name read from a note is the patient's. The same person is written many ways: 'ROE, JANE A', 'Jane
 * Roe', a middle name or initial on one side only, a two-word surname ('Van Dyke'), hyphens and apostrophes, OCR
 * noise (one letter off, '0' for 'o'), words read with it from the line. A read that is not a person's name (a
 * department, a title, a section heading, a clinician with credentials) says nothing about identity.
 */
export function compareName(read: string, entered: string): Agreement {
  if (!isPersonName(read)) return 'unknown';
  const r = tokens(read);
  const e = tokens(entered);
  if (r.length < 2 || e.length < 2) return 'unknown';
  // The name may be read with neighbouring words ('Born March Jane A Roe') or surname first without its comma.
  for (let from = 0; from < r.length - 1; from++) {
    for (let to = from + 2; to <= r.length; to++) {
      const part = r.slice(from, to);
      if (sameTokens(part, e) || sameTokens([...part.slice(1), ...part.slice(0, 1)], e)) return 'same';
    }
  }
  return 'different';
}

/** Whether a DOB read from a note is the patient's; one character off or day and month swapped is a misread. */
export function compareDob(read: string | null, entered: string): Agreement {
  if (!read) return 'unknown';
  if (read === entered) return 'same';
  const [y, m, d] = read.split('-');
  if (`${y}-${d}-${m}` === entered) return 'near';
  return read.length === entered.length && [...read].filter((c, i) => c !== entered[i]).length === 1 ? 'near' : 'different';
}

function isPersonName(value: string): boolean {
  return !NOT_PERSON.test(value) && !CLINICIAN.test(value) && titleOf(value) === null && lookupHeading(value.replace(/:\s*$/, '')) === null;
}

// OCR reads letters as look-alike digits; hyphens and apostrophes are written or left out at will.
const LOOK_ALIKE: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

function tokens(name: string): string[] {
  const letters = name.replace(/(?<=\p{L})[0158]|[0158](?=\p{L})/gu, (c) => LOOK_ALIKE[c] ?? c).replace(/'/g, '');
  return nameTokens(letters).flatMap((t) => t.split('-').filter((p) => p !== ''));
}

/** First and last names agree; the shorter middle is found, in order, within the longer one. */
function sameTokens(a: string[], b: string[]): boolean {
  if (!near(a[0] ?? '', b[0] ?? '') || !near(a[a.length - 1] ?? '', b[b.length - 1] ?? '')) return false;
  const [short, long] = a.length <= b.length ? [a.slice(1, -1), b.slice(1, -1)] : [b.slice(1, -1), a.slice(1, -1)];
  let at = 0;
  for (const t of short) {
    while (at < long.length && !middleMatch(t, long[at] ?? '')) at += 1;
    if (at === long.length) return false;
    at += 1;
  }
  return true;
}

/** A middle initial matches its full name. */
function middleMatch(a: string, b: string): boolean {
  return a.length === 1 || b.length === 1 ? a[0] === b[0] : near(a, b);
}

/** Equal, or one edit apart when both are long enough for an OCR slip not to make another common name. */
function near(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4 || Math.abs(a.length - b.length) > 1) return false;
  return editDistance(a, b) <= 1;
}
