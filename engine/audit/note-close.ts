import { NEEDS_NO_SIGNATURE } from './signing-acts.ts';

// Where a note closes: its last lines that say something. A sign-off stands there, followed at most by what closes a
// paper rather than writes it: contact details, a date, page marks, a copyright or confidentiality line, courtesy,
// and the noise OCR reads from stamps and shadows.

const CLOSING_MATTER =
  /\b(?:tel|telephone|phone|ph|fax|e-?mail|contact|www|https?|website|page|pag|p[áa]gina|seite|copyright|confidential|po\s+box|attn)\b|@|©|\bthank(?:s|\s+you)\b/iu;
const DATE_LINE = /^\s*(?:(?:date|dated|fecha|datum|data)\s*:.*|[\d\s./-]+)$/iu;
// A labelled field ('Follow-up: clinic in two weeks'): the note goes on after whatever stood before it.
const FIELD = /^\s*[\p{L}][\p{L} '’/-]{1,40}:\s*\S/u;
// A word as print has it: three letters or more, in lower case, capitalised or in capitals.
const WORD = /^[('"]?(?:\p{Ll}{3,}|\p{Lu}\p{Ll}{2,}|\p{Lu}{3,})[)'".,;:]?$/u;

// A copy-to list ('cc: Dr P. Roe', 'Copie : patiente', 'Nachrichtlich: …'): whom the paper goes to, after its writer.
const COPIES =
  /^\s*(?:cc|c\.\s?c\.?|s\.\s?k\.?|tembusan|copy(?:\s+to)?|copies(?:\s+to)?|copies?(?:\s+[àa])?|copia(?:\s+a)?|c[óo]pia(?:\s+para)?|kopie(?:\s+(?:an|aan|voor))?|nachrichtlich|verteiler)\s*:/iu;

// A titled name, in brackets or not: print, however short its words.
const TITLED = /^[\s(]*(?:dr[ae]?|mr|mrs|ms|prof|dott)\.?\s+\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)+[\s)]*$/iu;

// A registration number under the signer's name ('MMC No: 71234', 'Reg. No.: 123456', 'BIG-nr 19012345601'): a
// label of a few letters ending in a number's abbreviation, and the number.
const REGISTRATION_FIELD = /^\s*[\p{L}][\p{L}. -]{0,20}(?:no|nr|n[º°o]|num|number)\.?\s*[:#]?\s*[\p{Lu}\d][\p{Lu}\d /-]{2,20}$/iu;

export function closingMatter(line: string): boolean {
  // A statement that the paper needs no signature (audit/signing-acts.ts) closes it as a footer does.
  return (
    line.trim() === '' ||
    matchesAll(NEEDS_NO_SIGNATURE, line) ||
    REGISTRATION_FIELD.test(line) ||
    CLOSING_MATTER.test(line) ||
    DATE_LINE.test(line) ||
    COPIES.test(line) ||
    ocrNoise(line)
  );
}

/**
 * What OCR reads from a photo's shadows, a stamp or a scribble ('NON SE Re a aaa BIR Ns Raa'): no digit, and no
 * word of four letters or fewer than half its tokens words. A line of values ('BP 120/80 HR 72') has digits.
 */
function ocrNoise(line: string): boolean {
  // A titled name is print, however short its words ('(DR. LIM AH KOW)', 'Dr Ng Bee Lan').
  if (/\d/.test(line) || TITLED.test(line)) return false;
  const tokens = line.trim().split(/\s+/);
  const words = tokens.filter((t) => WORD.test(t));
  return !words.some((w) => /\p{L}{4,}/u.test(w)) || words.length * 2 < tokens.length;
}

/** Index of the first of the note's last `count` lines that say something (0 when the note has no more). */
export function closingStart(text: string[], count: number): number {
  let seen = 0;
  for (let at = text.length - 1; at >= 0; at--) {
    if (closingMatter(text[at] ?? '')) continue;
    seen += 1;
    if (seen === count) return at;
  }
  return 0;
}

/** Whether a labelled field other than closing matter follows line `at`: then the note goes on after it. */
export function fieldAfter(text: string[], at: number): boolean {
  return text.slice(at + 1).some((line) => FIELD.test(line) && !closingMatter(line));
}

/** Whether the statements a global expression finds are all the line says (bar punctuation and a lead-in of few words). */
function matchesAll(statement: RegExp, line: string): boolean {
  const rest = line.replace(statement, ' ');
  return rest !== line && rest.split(/[^\p{L}]+/u).filter((w) => w.length > 2).length <= LEAD_IN_WORDS;
}
const LEAD_IN_WORDS = 6;
