import { CREDENTIALS } from './credentials.ts';
import { namesPerson, SIGNED_ELECTRONICALLY } from './signing-acts.ts';

// A signature among the acts a record system states it did electronically ('electronically signed', 'firmado
// electrónicamente', 'signiert', 'podepsána', 'подписан с КЕП', an electronic signature's noun): it says the note was
// signed. The others ('verified electronically', 'validado electrónicamente', 'approved electronically', 'elektronisch
// freigegeben') are a check a results system may run by itself on every report.
const SIGNATURE_ACT =
  /sign|firm|assin|ondertek|unterschr|unterzeich|pod[pe][io]s|potpis|undersk|underteck|allekirj|pasira|al[áa][íi]r|semnat|imza|tandatangan|allkiri|parakst|undirrit|подпис|підпис|υπογρ|חת|КЕП|ЕЦП|УЕП|КЭП|ЭЦП/iu;
const STATEMENTS = new RegExp(SIGNED_ELECTRONICALLY.source, 'giu');
// A check the system says it ran by itself ('Results auto-verified by instrument middleware', 'automatically
// validated'): a machine's act, which names a person only as a statement does.
const AUTOMATIC = /(?<![\p{L}])(?:auto-?(?:verified|validated|released)|automatically\s+(?:verified|validated|released))(?![\p{L}])/giu;
// The person who did the check, after it on its line, after 'by' or a colon ('Verified electronically by Kay Lund, MT',
// 'Validado electrónicamente por: Lic. Ana Ruiz'): a person's name, or capitalised words whatever title opens them.
const BY_PERSON = /^\s*(?:(?:by|por|par|da|von|durch|door)\s*:?|:)\s*/iu;
const CAPITALISED = /^\p{Lu}[\p{L}.'’-]*\s+\p{Lu}/u;

/**
 * A results report's statement that it was checked electronically, naming nobody on its line ('Results verified
 * electronically.', 'Informe validado electrónicamente'): a laboratory's system validates its reports whoever answers
 * for them, so such a report names no validator (fixtures/shared-data/README.md, 'The truth's conventions'). A
 * statement of electronic signature, or one whose person follows it ('… by Kay Lund') or leads its sentence
 * ('Biologist: Dr Ana Roux — report validated electronically'), or stands on the next line under a label ending its
 * own, is not one; a laboratory's listed post names nobody.
 */
export function unnamedCheck(line: string, next = ''): boolean {
  const statements = [...line.matchAll(STATEMENTS), ...line.matchAll(AUTOMATIC)];
  if (statements.length === 0) return false;
  return statements.every((m) => {
    const at = m.index ?? 0;
    const rest = line.slice(at + m[0].length);
    const by = BY_PERSON.exec(rest);
    const sentence = withoutListedPosts(line.slice(0, at).split(SENTENCE_END).at(-1) ?? '');
    const namedBefore = TITLED.test(sentence) || CREDENTIALED.test(sentence);
    // A label ending its line ('Validado electrónicamente por:') names the person on the next.
    const own = by ? rest.slice(by[0].length) : '';
    const after = own.trim() === '' ? next.trim() : own;
    const namedAfter = by !== null && (namesPerson(after) || CAPITALISED.test(after));
    return !SIGNATURE_ACT.test(m[0]) && !namedBefore && !namedAfter;
  });
}
// A sentence's end: its stop and the space after it; a title's stop ('Dr. Ana') ends nothing.
const SENTENCE_END = /(?<!(?<![\p{L}])(?:Dr|Dra|Dre|Prof|Pr|Dott))[.!?;]\s+/u;
// A person by their title before a capitalised name ('Dr Ana Roux', 'Prof. A. Roux').
const TITLED = /(?<![\p{L}])(?:Dr[ae]?|Prof|Pr|Dott(?:\.?ssa)?)\.?\s+\p{Lu}/u;
// A person by their name and credentials after a comma ('Solberg, MLS(ASCP)'): a test's abbreviation is no credential.
const CREDENTIALED = new RegExp(String.raw`\p{Lu}\p{Ll}[\p{L}'’-]*,\s+${CREDENTIALS.source}`, 'u');

// A post of the laboratory listed in a field with its holder ('Laboratory Medical Director: Dr …', 'Pathologist: …'):
// it names who answers for the laboratory, not who validated these results (audit/sign-off.ts, LISTED_POST).
export const LABORATORY_POSTS = String.raw`(?:chemical\s+|clinical\s+)?pathologist|microbiologist|biochemist|ha?ematologist|(?:laboratory|lab)\s+(?:medical\s+)?director`;
const LISTED_POST_FIELD = new RegExp(String.raw`(?<![\p{L}])(?:${LABORATORY_POSTS})\s*:[^·|]*`, 'giu');

/** A line without the laboratory's posts listed in it: what is left names who did the act, if anyone. */
export function withoutListedPosts(line: string): string {
  return line.replace(LISTED_POST_FIELD, ' ');
}
