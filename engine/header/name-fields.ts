import { nameFromLabelValue, namePartOf } from '../text/names.ts';
import { asksBareName, asksSurnameFirst, namePart } from './labels.ts';
import type { FieldHit } from './read-fields.ts';

export interface FieldName {
  /** the name, given names first */
  value: string;
  /** the field it was read from; for a name given in parts, the first of them */
  hit: FieldHit;
  /** the name as written in that one field; absent when it was joined from several */
  written?: string;
}

// Parts of one name sit in the same block of a form: a few lines apart at most.
const PART_LINES = 3;
// A value of this many words closed by a stop is a sentence.
const SENTENCE_WORDS = 8;

/**
 * A sentence that opens with a label's word ('PT WILL AMBULATE 150 FT WITH RW, …'): it names no
 * one. (The segmenter may still take its line for a field: only the patient's name is not read from it.)
 */
function isSentence(h: FieldHit): boolean {
  const value = h.value.trim();
  return h.layout === 'inline' && /[.!?]$/.test(value) && value.split(/\s+/).length >= SENTENCE_WORDS;
}

/**
 * The patient names a block of fields gives, in order: a whole name from one field ('Patient: ROE, JANE'), or the
 * parts a form asks for one by one ('Apellidos' and 'Nombres', 'Cognome' and 'Nome', 'Last Name' and 'First Name')
 * joined given names first. A surname part with no given part beside it is no whole name and gives none.
 */
export function namesOfFields(hits: FieldHit[]): FieldName[] {
  const nameHits = hits.filter((h) => h.kind === 'name');
  const given = (h: FieldHit) => namePart(h.label) === 'given' && namePartOf(h.value) !== null;
  // 'Name: Muster' over 'Vorname: Max', 'Nom' or 'Nom d'usage' beside 'Prénom': beside a given-name field, a bare name
  // field of one word holds the surname.
  const surnameOfForm = (h: FieldHit) =>
    asksBareName(h.label) &&
    namePart(h.label) === null &&
    namePartOf(h.value)?.includes(' ') === false &&
    nameHits.some((g) => given(g) && Math.abs(g.line - h.line) <= PART_LINES);
  const surnames = nameHits.filter((h) => (namePart(h.label) === 'surname' || surnameOfForm(h)) && namePartOf(h.value) !== null);
  const out: FieldName[] = [];
  const used = new Set<FieldHit>();
  if (surnames.length > 0) {
    const near = (h: FieldHit) => surnames.some((s) => Math.abs(s.line - h.line) <= PART_LINES);
    const given = nameHits.find((h) => !surnames.includes(h) && near(h) && namePart(h.label) !== 'middle' && namePartOf(h.value) !== null);
    if (given) {
      const first = [given, ...surnames].sort((a, b) => a.line - b.line)[0] ?? given;
      const value = [given, ...surnames].map((h) => namePartOf(h.value)).join(' ');
      out.push({ value, hit: first });
      for (const h of [given, ...surnames]) used.add(h);
    }
  }
  for (const h of nameHits) {
    if (used.has(h) || namePart(h.label) !== null || surnames.includes(h) || isSentence(h)) continue;
    const written = nameFromLabelValue(h.value);
    if (written) out.push({ value: asksSurnameFirst(h.label) ? givenFirst(written) : written, hit: h, written: written.trim() });
  }
  return out.sort((a, b) => a.hit.line - b.hit.line);
}

/**
 * A name a label asks for surname first ('NOWAK ANNA' under 'Nazwisko i imię'), given names first: a comma parts
 * them as written; of two words without one, the first is the surname. Where more words leave the parts unclear
 * (two surnames, or two given names) the name stays as written.
 */
function givenFirst(name: string): string {
  if (name.includes(',')) return name;
  const words = name.trim().split(/\s+/);
  return words.length === 2 ? `${words[1]} ${words[0]}` : name;
}
