// A signature written on the signer's line, before the typed name: a script face's signature, or a pen's as OCR reads
// it, gives the name again as a word or a few ('KLund Dr K. Lund (MO)', 'P. Ostby Dr P. Ostby MBChB', 'Ana P. Ruiz
// Dra. Ana Pilar Ruiz'). A line that opens with other words ('Discussed with Dr …') is a sentence naming a clinician.
const SIGNATURE_WORDS = 3;
// A name word the signature repeats: three letters or more ('O'Hare' too), not a title.
const NAME_WORD = /^\p{L}{3,}/u;
const TITLE = /^(?:dr[ae]?|dott|prof|mrs?|ms|miss|sra?|sister|med)$/iu;

/**
 * The typed name after a signature that repeats it on the same line (`typed` says what a typed name is), or null where
 * the line opens with no such signature.
 */
export function typedAfterSignature(line: string, typed: (rest: string) => boolean): string | null {
  const starts = [...line.matchAll(/\S+/gu)].map((m) => m.index);
  for (let k = 1; k <= Math.min(SIGNATURE_WORDS, starts.length - 2); k++) {
    const written = line.slice(0, starts[k]).trim();
    const rest = line.slice(starts[k]);
    // The name is what stands before its credentials or post; a label ('Pathologist:') names a field, not a signature.
    if (!written.includes(':') && repeatsName(written, rest.split(',')[0] ?? '') && typed(rest)) return rest;
  }
  return null;
}

/**
 * Whether a signature's letters spell one of the typed name's words ('KRLund' over 'KAY R. LUND, MD'), or the name's
 * opening initials as typed ('J.T.' before 'J.T. inf.').
 */
export function repeatsName(written: string, typedName: string): boolean {
  if (/^(?:\p{Lu}\.){2,3}$/u.test(written)) return typedName.startsWith(written);
  const letters = lettersOf(written);
  return typedName
    .split(/[\s,()]+/u)
    .some((w) => NAME_WORD.test(w) && !TITLE.test(w.replace(/\.$/u, '')) && letters.includes(lettersOf(w)));
}

function lettersOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
}
