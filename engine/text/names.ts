/**
 * Person names as comparable token lists: 'SMITH, JOHN A.' and 'John A Smith' both become ['john', 'a', 'smith']
 * in display order, so the same person matches however a chart spells the name.
 */
export function nameTokens(name: string): string[] {
  const cleaned = surnameBeforeTitle(name)
    .replace(/\b(mr|mrs|ms|miss|dr)\.?\s+/gi, '')
    .replace(/\b(jr|sr|ii|iii|iv)\.?$/i, '')
    .trim();
  const comma = cleaned.indexOf(',');
  const ordered = comma > 0 ? `${cleaned.slice(comma + 1)} ${cleaned.slice(0, comma)}` : cleaned;
  // Accents are dropped so 'José Núñez' on the page matches 'JOSE NUNEZ' typed by the user; so are the marks of
  // every other script (an Arabic hamza, which 'أ' decomposes into; a Devanagari vowel sign), which would otherwise
  // split a word in two.
  return ordered
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .map((t) => t.replace(/^['-]+|['-]+$/g, ''))
    .filter((t) => t.length > 0);
}

// Courtesy titles a note calls its patient by, in the languages the engine reads; a form may print a choice of them
// ('Frau / Herrn'). Not 'Dr' (a clinician), nor 'M.' or 'Sr.' (an initial, a senior or a sister as often).
export const COURTESY = String.raw`(?:mr|mrs|ms|miss|mx|herr|herrn|frau|sra|srta|se[nñ]ora?|se[nñ]orita|sig|sig\.ra|signora?|mme|mlle|madame|monsieur|mevrouw|mevr|dhr|de\s+heer)\.?`;
const LEADING_TITLES = new RegExp(String.raw`^\s*${COURTESY}(?:\s*/\s*${COURTESY})*\s+(?=\p{L})`, 'iu');

// 'ROE Mrs Ann': a title between words follows the surname and goes before the given names, as a comma does.
const TITLE_INSIDE = /^([^,]*?\S)\s+(?:mr|mrs|ms|miss|mx|dr)\.?\s+(?=\p{L})/iu;

// 'ROE Mrs': a title last closes a surname whose given names the line cut off.
const TITLE_LAST = /(\S)\s+(?:mr|mrs|ms|miss|mx|dr)\.?$/i;

// 'DUPONT Marie Claire': a surname in capitals before given names in mixed case, as French, Francophone African and
// many European papers print a name, is the surname first, as a comma would say. Capitals alone ('DUPONT MARIE') or
// mixed case alone say nothing of the order, and an initial ('J Dupont') is no surname.
const CAPITALS_FIRST =
  /^((?!(?:DR|PROF)\b)\p{Lu}[\p{Lu}\p{M}'’-]+(?:\s+\p{Lu}[\p{Lu}\p{M}'’-]+)*)\s+(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*(?:\s+(?:\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*|\p{Lu}\.?))*)$/u;

function surnameBeforeTitle(name: string): string {
  return name.trim().replace(LEADING_TITLES, '').replace(TITLE_LAST, '$1').replace(TITLE_INSIDE, '$1, ').replace(CAPITALS_FIRST, '$1, $2');
}

/** 'SMITH, JOHN A' -> 'John A Smith'; mixed-case spellings ('McAllister') are kept as written. */
export function displayName(name: string): string {
  const cleaned = surnameBeforeTitle(name)
    .replace(/\b(mr|mrs|ms|miss|dr)\.?\s+/gi, '')
    .trim();
  const comma = cleaned.indexOf(',');
  const ordered = comma > 0 ? `${cleaned.slice(comma + 1)} ${cleaned.slice(0, comma)}` : cleaned;
  return ordered
    .split(/\s+/)
    .map((t) => t.replace(/[.,]+$/, ''))
    .filter((t) => t !== '')
    .map((t, i) =>
      // A surname's particle written in lower case stays so ('Johanna de Vries', 'Liesl van der Merwe').
      (i > 0 && PARTICLE.test(t)) || !(t === t.toUpperCase() || t === t.toLowerCase())
        ? t
        : t.toLowerCase().replace(/(^|[-'.])(\p{Ll})/gu, (_, p: string, c: string) => p + c.toUpperCase()),
    )
    .join(' ');
}

const PARTICLE = /^(?:de|del|della|der|den|van|von|da|das|do|dos|di|du|la|las|le|los|y|ter|ten|bin|binti|bint|ibn|al|el)$/;

/**
 * Whether two names are the same person: first and last names must agree; middle names and initials may be
 * missing on either side, and a middle initial matches its full name. The shorter middle is found, in order, in the
 * longer one, so the first word of a two-word surname ('Hannah M Van Dyke', 'Hannah Van Dyke') still matches.
 */
export function sameName(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x[0] !== y[0] || x[x.length - 1] !== y[y.length - 1]) return false;
  const [short, long] = x.length <= y.length ? [x.slice(1, -1), y.slice(1, -1)] : [y.slice(1, -1), x.slice(1, -1)];
  let at = 0;
  for (const m of short) {
    while (at < long.length && !(long[at] ?? '').startsWith(m) && !m.startsWith(long[at] ?? '')) at += 1;
    if (at === long.length) return false;
    at += 1;
  }
  return true;
}

// Words that show a 'value' is really the next label or a stamp, never a person's name.
// A clinic, ward or laboratory in a patient field ('COVID HSC Assessment Clinic') names a place.
// A heading that names the patient's papers ('PATIENT CASE NOTES', 'Patient Record Sheet') names a document.
const NOT_NAME_WORDS =
  /^(printed|page|fax|date|dob|signed|mrn|unknown|none|see|patient|name|of|on|by|from|to|clinic|hospital|centre|center|ward|unit|department|laboratory|laboratories|pathology|practice|assessment|notes|records?|paper|sheet|chart|extract|summary|report|letter|form|information|details|questionnaire|instructions)$/i;

/**
 * The person name in a labelled value, or null. Values often trail other identifiers in the same cell
 * ('SMITH, JOHN  MRN 1234', 'Jane Doe (62 y/o)'), so only the leading words count.
 */
export function nameFromLabelValue(value: string): string | null {
  const whole = leadingName(value);
  if (whole) return whole;
  // 'Consult - VOLE, ANN' or 'Acct 12 | DOE, JANE': the name is one of the value's parts. A subject line may name a
  // matter before its person ('Annual Review – Mrs Ann Vole, DOB …'): a part that a courtesy title opens or
  // identifiers close is the person's; else the first part shaped as a name.
  let first: string | null = null;
  for (const part of value.split(/\s[-–—|]\s|[|;:]|\s—|—\s/)) {
    const name = leadingName(part.replace(/\(.*$/, ''));
    if (name && marksPerson(part)) return name;
    first ??= name;
  }
  return first;
}

// Identifiers printed after a name in the same cell, in the languages charts come in ('Paula Privati  Geb. 22.06.1935').
const FIELD_WORD = String.raw`(?<![\p{L}])(?:mrn|dob|d\.o\.b|age|sex|geb|geboren|born|nhs|nhi|ihi|pesel|nric|uhid|bsn|fecha|f\.\s*nac|edad|sexo|data|nato|nata|et[aà]|sesso|alter|geschlecht|cf|kvnr)(?![\p{L}])`;
const TRAILING_FIELD = new RegExp(String.raw`\(.*$|${FIELD_WORD}.*$`, 'iu');
const IDENTIFIED = new RegExp(String.raw`${FIELD_WORD}|\d`, 'iu');

/**
 * Whether a value says it names a person: a courtesy title before the name, or a birth date or an identifier after
 * it ('Mrs Ann Vole, DOB …', 'Ann Vole (71)'); 'Knee Pain' or 'Annual Review' says nothing of the kind.
 */
export function marksPerson(value: string): boolean {
  return LEADING_TITLES.test(value) || IDENTIFIED.test(value);
}
const NAME_WORD = /^\p{L}[\p{L}\p{M}.'’-]*$/u;

// A dash after the name: an empty cell of the row, or the separator before the next field ('ROE, ANN  –').
const TRAILING_DASH = /(?:\s+[-–—])+\s*$/;

// Initials with the name in use in brackets ('J.W. (Johanna) de Vries'), as Dutch and Belgian papers write a name: the
// brackets hold a given name, not a field after the name.
const CALLED_NAME = /((?:^|\s)(?:\p{Lu}\.){1,4})\s*\((\p{Lu}[\p{Ll}'’-]+)\)/u;

// The name in use in brackets between the given name and the surname ('Margaret (Peggy) Roe', as English-speaking
// countries write it): no field after the name, and no name of the patient's own.
const NAME_IN_USE = /(?<=\p{L})\s*\(\p{Lu}[\p{Ll}'’-]+\)\s+(?=\p{Lu})/u;

// The next field's label after a name, whatever its language: a word closed by its colon ('… Neto Processo: 22-1',
// 'Pojišťovna :'); a number's label takes the word it qualifies with it ('OPD No:', 'Ward No:', 'File Nr.:'). No
// name holds a colon, so whether the lexicon knows the label does not matter.
const NEXT_LABEL = /(?:\s+\S+\s+(?:no|nr|n[°º]|num|number|id)\.?|\s+[\p{L}\p{M}.'’-]+)\s*:.*$/iu;

// A surname in capitals OCR ran into the next cell's capitalised word, the space between the cells lost
// ('TREWINDistrict Nursing …'): the name ends with the capitals.
const GLUED_CELL = /(?<=\p{Lu}{2})\p{Lu}\p{Ll}.*$/u;

/** The value up to the first field after the name. */
function leadingText(value: string): string {
  // An identifier goes whole, its letters with its digits ('ZKP4821').
  return value
    .replace(CALLED_NAME, '$1 $2')
    .replace(NAME_IN_USE, ' ')
    .replace(NEXT_LABEL, '')
    .replace(GLUED_CELL, '')
    .replace(TRAILING_FIELD, '')
    .replace(IDENTIFIER_ON, '')
    .replace(TRAILING_DASH, '')
    .trim();
}
const IDENTIFIER_ON = /[\p{L}-]*\d.*$/u;

function leadingWords(value: string): string[] {
  const words = leadingText(value)
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  return words.every((w) => NAME_WORD.test(w) && !NOT_NAME_WORDS.test(w)) ? words : [];
}

function leadingName(value: string): string | null {
  const words = leadingWords(value);
  const length = nameLength(words);
  return length >= 2 && length <= 5 && words.length <= MAX_NAME_WORDS ? leadingText(value) : null;
}

// A name's particles ('María de los Ángeles Rivera Santiago', 'Salim Hamed Al Balushi') join its names: they are
// not counted among them, though a name holds no more words than this in all.
const MAX_NAME_WORDS = 8;

/** How many names a name's words hold: its particles after the first word are not counted. */
function nameLength(words: string[]): number {
  return words.filter((w, i) => i === 0 || !PARTICLE.test(w.toLowerCase())).length;
}

/** A part of a name written in a field of its own ('ASSISTITOPROVA', 'Condory Fernandez', 'MODENA UNO'), or null. */
export function namePartOf(value: string): string | null {
  const words = leadingWords(value);
  return words.length >= 1 && words.length <= 4 ? words.join(' ') : null;
}
