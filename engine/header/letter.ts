// A letter in any language is known by its shape: an addressee block and a dateline over a salutation line, a body of
// prose, and a closing over its signer. The layout says most of it; a small set of forms per language says which
// short line greets and which closes (read with accents folded and in lower case).
import { findDates } from '../text/dates.ts';
import type { FieldLine } from './read-fields.ts';

// An English salutation is a letter's mark on its own: 'Dear Dr. Lund,', 'Dear Kavita Quintero, PA-C:'.
const DEAR = /^\s*dear\s+\S.{0,60}[,:]?\s*$/i;
/** A line that opens with one of the forms given (alternatives joined by '|'), as whole words. */
function opensWith(forms: string[]): RegExp {
  return new RegExp(String.raw`^(?:${forms.join('|')})(?!\p{L})`, 'u');
}

// How a salutation opens, in the languages letters arrive in: German, French, Spanish, Italian, Portuguese, Dutch,
// the Scandinavian languages, Finnish, Polish, Czech, Romanian, Turkish, Greek and Russian.
const GREETING = opensWith([
  'to whom it may concern|hello|hi',
  'sehr geehrte[rn]?|liebe[rn]?|werte[rn]?|hallo|guten tag',
  'chere?s?|madame|monsieur|mesdames|messieurs|bonjour',
  'estimad[oa]s?|apreciad[oa]s?|querid[oa]s?|distinguid[oa]s?|senor(?:a|es)?',
  'gentil(?:e|issim[oa])|egregi[oa]|car[oa]|spettabile|illustre',
  'prezad[oa]s?|exm[oa]s?[.]?|excelentissim[oa]|ilm[oa]s?[.]?|car[oa]s?',
  'geachte|beste|waarde',
  'kara|basta|hej|k(?:ae|æ)re|kj(?:ae|æ)re|hyva',
  'szanown[aiey]|drog[aiy]|vazen[ya]|stimat[ae]|say[iı]n|αγαπητ\\S*|αξιοτιμ\\S*|уважаем\\S*|дорог\\S*',
]);
// How a closing opens: 'Yours sincerely,', 'Mit freundlichen Grüßen', 'Bien confraternellement,', 'Atentamente,'.
const CLOSING = opensWith([
  'yours (?:sincerely|faithfully|truly)|sincerely|(?:kind|best|warm|with kind)(?:est)? regards|(?:with )?best wishes',
  'mit (?:freundlichen|kollegialen|besten) grussen|mit freundlichem gruss|(?:freundliche|kollegiale) grusse|hochachtungsvoll',
  '(?:bien )?(?:cordialement|confraternellement|a vous)|veuillez agreer|je vous prie d.agreer',
  'atentamente|(?:un )?(?:cordial )?saludos?(?: cordiales)?|cordialmente|(?:cordiali|distinti) saluti|un (?:caro|cordiale) saluto',
  'atenciosamente|(?:com os melhores )?cumprimentos',
  'met (?:vriendelijke|collegiale) groet(?:en)?|hoogachtend',
  'med vanlig(?:a)? halsning(?:ar)?|vanliga halsningar|(?:med )?ven(?:n)?lig hilsen|ystavallisin terveisin',
  'z powazaniem|s pozdravem|cu stima|sayg[iı]lar[iı]mla|με εκτιμηση|с уважением',
]);
// A dateline: a date alone, or after the place the letter was written and its language's preposition
// ('Graz, den 20. Mai 2021', 'Nantes, le 20 mai 2021', 'Lima, 20 de mayo de 2021').
const PLACE_BEFORE = /^(?:\p{Lu}[\p{L}\p{M} .'’-]*,)?\s*(?:den|le|el|a|am|il|em|on|the)?$/u;
const LETTER_OPENING = 20;
const SHORT_LINE = 8;
// Lines after a salutation that may hold the first words of the body, and lines after a closing that may hold its signer.
const NEAR = 3;
const PROSE_WORDS = 3;

/**
 * Where the letter's salutation stands among the note's first lines: 'Dear ...' alone, or a greeting in any language
 * with prose in the lines after it; -1 where there is none.
 */
export function salutationAt(lines: FieldLine[]): number {
  const opening = lines.slice(0, LETTER_OPENING);
  return opening.findIndex(
    (l, i) => DEAR.test(l.text) || (greets(l.text) && opening.slice(i + 1, i + 1 + NEAR).some((b) => isProse(b.text))),
  );
}

/** Whether the note is a letter: written after the visit it tells of, to someone other than the patient's chart. */
export function isLetter(lines: FieldLine[]): boolean {
  const opening = lines.slice(0, LETTER_OPENING);
  if (salutationAt(lines) >= 0) return true;
  const dateline = opening.findIndex((l) => isDateline(l.text));
  return (
    dateline >= 0 &&
    lines.some((l, i) => i > dateline && closes(l.text) && lines.slice(i + 1, i + 1 + NEAR).some((s) => s.text.trim() !== ''))
  );
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase().trim();
}

/** A short line that opens with a salutation and ends at its punctuation ('Sehr geehrte Frau Kollegin,'). */
function greets(text: string): boolean {
  const folded = fold(text);
  return GREETING.test(folded) && /[,:!]?$/.test(folded) && !/[,:!]\s*\S/.test(folded) && words(folded) <= SHORT_LINE;
}

/** A short line that opens with a closing ('Mit freundlichen Grüßen', 'Atentamente,'). */
function closes(text: string): boolean {
  const folded = fold(text);
  return CLOSING.test(folded) && words(folded) <= SHORT_LINE * 2;
}

/** A line that dates the paper: a date alone, or after a place and its preposition ('Nantes, le 20 mai 2021'). */
export function isDateline(text: string): boolean {
  const d = findDates(text, 'day-first')[0];
  if (!d) return false;
  const rest = `${text.slice(0, d.index)}${text.slice(d.index + d.length)}`.trim();
  return PLACE_BEFORE.test(rest);
}

function isProse(text: string): boolean {
  return (text.match(/\p{Ll}{2,}/gu)?.length ?? 0) >= PROSE_WORDS;
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}
