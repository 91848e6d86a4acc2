// The patient in hand. The upload names the patient (name, DOB), as an auditor's worklist does; a note may print them
// anywhere and in any written form: surname first with or without its comma, a banner's caret (ROE^JANE), a subject
// line, a sentence, capitals, diacritics or another script, a middle name or none, initials, a small OCR slip, the
// DOB in any date format. This finds the entered identifiers as the note writes them, with where they stand. It only
// confirms: the header reader takes a labelled identity first, so a note that names someone else still says so.
import { findDates } from '../text/dates.ts';
import type { DateConvention } from '../text/date-order.ts';
import { COURTESY, displayName, nameTokens } from '../text/names.ts';
import type { PageNumber, SourceSpan } from '../types.ts';
import { isLabelToken } from './labels.ts';
import type { FieldLine } from './read-fields.ts';
import { editDistance, LOOK_ALIKE_FIGURES, ocrChange } from '../text/edit-distance.ts';

export interface Located {
  /** the value as the note writes it (a name in given-name-first order, capitals tidied) */
  value: string;
  page: PageNumber;
  source: SourceSpan;
  confidence: number;
}

/** The confidence of a name found written in full (not by initials or title alone). */
export const FULL_NAME_MATCH = 0.85;
const INITIALS = 0.6;
const TITLED = 0.5;
const DOB = 0.8;
// Middle names a page may print that the entered name lacks ('Jane Alice Roe' for 'Jane Roe').
const EXTRA_MIDDLES = 2;

interface Token {
  /** folded: lower case, no diacritics, OCR look-alike digits read as letters */
  key: string;
  start: number;
  end: number;
  initial: boolean;
}

// Letters NFD does not take apart, and digits OCR reads for letters.
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '0': 'o',
  '1': 'l',
  '5': 's',
  '8': 'b',
};
const WORD = /[\p{L}\p{M}\d]+(?:['’-][\p{L}\p{M}\d]+)*/gu;
// A double-barrelled name whose hyphen OCR set a space beside ('DAHL -MOEN'), read as one word where the line's words
// as printed hold no full name: a dash with a space on both sides parts two things, and a hyphen the line ends a
// word with ('Roe- Cardiology') is read as printed first.
const SPACED_HYPHEN_WORD = /[\p{L}\p{M}\d]+(?:(?:['’-]| -(?=\p{L})|- (?=\p{L}))[\p{L}\p{M}\d]+)*/gu;
const SPACED_HYPHEN = / (?=-)|(?<=-) /g;
const HAS_SPACED_HYPHEN = /\p{L} -\p{L}|\p{L}- \p{L}/u;
// Between the words of one name: a space, a comma (surname first, stray spaces around it), a banner's caret. A wider
// gap parts the columns of a row.
const NAME_GAP = /^(?: |\s?,\s?|\^)$/;

function fold(word: string): string {
  return word
    .replace(SPACED_HYPHEN, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[ßæøœłđðþı0158]/g, (c) => FOLD[c] ?? c);
}

function tokensOf(text: string, words: RegExp = WORD): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(words)) {
    if (!/\p{L}/u.test(m[0])) {
      out.push({ key: '', start: m.index, end: m.index + m[0].length, initial: false });
      continue;
    }
    const initial = /^\p{L}$/u.test(m[0]);
    const end = m.index + m[0].length + (initial && text[m.index + 1] === '.' ? 1 : 0);
    out.push({ key: fold(m[0]), start: m.index, end, initial });
  }
  return out;
}

/** Equal, or a few edits apart in proportion to the length: one from five letters, two from nine; none below. */
function near(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  const budget = shorter >= 9 ? 2 : shorter >= 5 ? 1 : 0;
  return budget > 0 && Math.abs(a.length - b.length) <= budget && editDistance(a, b) <= budget;
}

interface Match {
  /** token positions in display order: given name, middles, surname words */
  order: number[];
  from: number;
  to: number;
  initials: boolean;
}

/** Whether the tokens from..to are one name: words with only spaces, commas or a caret between them. */
function adjacent(text: string, tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const a = tokens[k];
    const b = tokens[k + 1];
    if (!a || !b || b.key === '') return false;
    const gap = text.slice(a.end, b.start);
    // 'J.M. Roe': initials may run together, each closed by its dot.
    if (!NAME_GAP.test(gap) && !(gap === '' && a.initial && text[a.end - 1] === '.')) return false;
  }
  return true;
}

/** A name's middle words: each an entered middle (in order), or an initial or capitalised word the entry lacks. */
function middlesFit(text: string, tokens: Token[], positions: number[], entered: string[]): boolean {
  let at = 0;
  let extra = 0;
  for (const p of positions) {
    const t = tokens[p];
    if (!t) return false;
    const hit = entered.findIndex((e, k) => k >= at && (t.initial || e.length === 1 ? t.key[0] === e[0] : near(t.key, e)));
    if (hit >= 0) {
      at = hit + 1;
      continue;
    }
    extra += 1;
    // 'ROE^JANE  MRN 1234': a label after the name is no middle name, nor a word that names a number ('Reg No 12').
    const word = text.slice(t.start, t.end);
    // A word with a digit in it is an identifier ('RX-0U4177'), whatever OCR makes of its letters.
    if (extra > EXTRA_MIDDLES || !/^\p{Lu}/u.test(word) || /\d/.test(word) || isLabelToken(word) || NUMBER_LABEL.test(text.slice(t.end)))
      return false;
  }
  return true;
}

// What follows a word that names a number: 'No', 'Nr.', 'Nº', '#', 'ID' before it.
const NUMBER_LABEL = /^\s*(?:#|(?:no|nr|n[º°o]|num|number|id)\b\.?\s*:?\s*[\p{L}\d]*\d)/iu;

function matchAt(text: string, tokens: Token[], i: number, entered: string[]): Match | null {
  const given = entered[0] ?? '';
  const last = entered.length - 1;
  const middles = entered.slice(1, last);
  const maxSpan = middles.length + EXTRA_MIDDLES + 2;
  const first = tokens[i];
  if (!first || first.key === '') return null;
  // A patient entered by initials ('J.M. de Vries') is found written by initials; else an initial is no given name.
  const byInitial = given.length === 1;
  // Given name first: 'Jane [A] Roe'.
  if (near(first.key, given) && (!first.initial || byInitial)) {
    for (let j = i + 1; j < Math.min(tokens.length, i + maxSpan); j++) {
      if (!adjacent(text, tokens, i, j)) break;
      const between = range(i + 1, j);
      if (near(tokens[j]?.key ?? '', entered[last] ?? '') && middlesFit(text, tokens, between, middles)) {
        return { order: range(i, j + 1), from: i, to: j, initials: false };
      }
    }
  }
  // Surname first: 'ROE, JANE A', 'ROE^JANE', 'VAN DYKE, HANNAH' (the surname may take the entry's last words).
  for (let s = 1; s <= last; s++) {
    const surname = entered.slice(last - s + 1);
    if (!surname.every((w, k) => near(tokens[i + k]?.key ?? '', w)) || !adjacent(text, tokens, i, i + s)) continue;
    const g = i + s;
    if (!near(tokens[g]?.key ?? '', given) || (tokens[g]?.initial && !byInitial)) continue;
    let to = g;
    // Where the entry gives middle names the page's name ends with them: words after are the next column's ('VALDIVIA,
    // RODRIGO E  Pacific Crest Distribution'); where it gives none, the page may add some.
    const room = middles.length > 0 ? middles.length : EXTRA_MIDDLES;
    while (to + 1 < tokens.length && to + 1 - g <= room && adjacent(text, tokens, to, to + 1)) {
      const next = range(g + 1, to + 2);
      if (!middlesFit(text, tokens, next, entered.slice(1, last - s + 1))) break;
      to += 1;
    }
    return { order: [...range(g, to + 1), ...range(i, g)], from: i, to, initials: false };
  }
  // Initials: 'J. Roe', 'Roe, J.'.
  const surname = entered[last] ?? '';
  const next = tokens[i + 1];
  if (next && adjacent(text, tokens, i, i + 1)) {
    if (first.initial && first.key === given[0] && near(next.key, surname))
      return { order: [i, i + 1], from: i, to: i + 1, initials: true };
    if (next.initial && next.key === given[0] && near(first.key, surname)) return { order: [i + 1, i], from: i, to: i + 1, initials: true };
  }
  return null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/**
 * The entered patient's name as a note prints it, looked for in the lines in the order given (the caller puts the
 * header first): the first full name, else the first initials-and-surname form, else the first courtesy title with
 * the surname ('Mrs. Roe returns for review'); null when the note never names them.
 */
export function locateName(entered: string, lines: FieldLine[]): Located | null {
  const wanted = nameTokens(entered).map(fold);
  if (wanted.length === 0) return null;
  let initials: Located | null = null;
  let titled: Located | null = null;
  for (const line of lines) {
    const readings = HAS_SPACED_HYPHEN.test(line.text) ? [WORD, SPACED_HYPHEN_WORD] : [WORD];
    for (const words of readings) {
      const tokens = tokensOf(line.text, words);
      for (let i = 0; i < tokens.length; i++) {
        if (words === WORD) titled ??= titledAt(line, tokens, i, wanted[wanted.length - 1] ?? '');
        const m = wanted.length >= 2 ? matchAt(line.text, tokens, i, wanted) : null;
        if (!m) continue;
        const written = m.order.map((k) => line.text.slice(tokens[k]?.start, tokens[k]?.end).replace(SPACED_HYPHEN, '')).join(' ');
        const start = tokens[m.from]?.start ?? 0;
        const found: Located = {
          value: displayName(written),
          page: line.page,
          source: { page: line.page, line: line.text, start, end: tokens[m.to]?.end ?? start },
          confidence: m.initials ? INITIALS : FULL_NAME_MATCH,
        };
        if (!m.initials) return found;
        initials ??= found;
      }
    }
  }
  return initials ?? titled;
}

const TITLE_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}.])(${COURTESY}(?:\s*/\s*${COURTESY})*)\s+$`, 'iu');
// A salutation or an address field names the letter's addressee, who may share the patient's surname.
const ADDRESSED =
  /(?:^|[^\p{L}])(?:dear|to|attn|estimad[oa]s?|querid[oa]s?|sehr\s+geehrter?|liebe[rn]?|gentile|gentilissim[oa]|egregi[oa]|car[oa]|cher|ch[eè]re)\s*:?\s*$/iu;

/** The surname after a courtesy title, when the note calls its patient by title ('Mrs. Roe'), not its addressee. */
function titledAt(line: FieldLine, tokens: Token[], i: number, surname: string): Located | null {
  const t = tokens[i];
  if (!t || t.initial || !near(t.key, surname)) return null;
  const next = tokens[i + 1];
  // 'Mrs Roebuck' is no Roe, and 'Mrs Roe Smith' is someone whose surname is Smith.
  if (next && adjacent(line.text, tokens, i, i + 1) && /^\p{Lu}/u.test(line.text.slice(next.start, next.end))) return null;
  const title = TITLE_BEFORE.exec(line.text.slice(0, t.start));
  if (!title?.[1]) return null;
  const start = t.start - title[0].length + title[0].indexOf(title[1]);
  if (ADDRESSED.test(line.text.slice(0, start))) return null;
  return {
    value: displayName(line.text.slice(t.start, t.end)),
    page: line.page,
    source: { page: line.page, line: line.text, start, end: t.end },
    confidence: TITLED,
  };
}

/**
 * The entered date of birth as a note writes it: any date format in the document's order (either order when the
 * document does not tell), or run together as yyyyMMdd.
 */
export function locateDob(dob: string, lines: FieldLine[], convention: DateConvention, scanned?: ReadonlySet<PageNumber>): Located | null {
  const orders = convention.evidence ? [convention.order] : (['month-first', 'day-first'] as const);
  const compact = new RegExp(`(?<!\\d)${dob.replace(/-/g, '')}(?!\\d)`);
  const boxed = [...orders.flatMap((order) => [boxedDate(dob, order), digitBoxes(dob, order)]), yearFirstBoxes(dob)];
  const year = dob.slice(0, 4);
  // Only a line holding the year's last two digits, together or a box apart, may hold the date.
  const decade = [dob.slice(2, 4), `${dob[2] ?? ''} ${dob[3] ?? ''}`];
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    if (next && next.page === line.page && next.text.trimStart().startsWith(year)) {
      const wrapped = wrappedDate(line, next.text, dob, orders);
      if (wrapped) return wrapped;
    }
    if (!decade.some((d) => line.text.includes(d))) continue;
    for (const order of orders) {
      const d = findDates(line.text, order).find((f) => f.iso === dob);
      if (d) return dobAt(line, d.index, d.index + d.length, dob);
    }
    for (const pattern of [compact, ...boxed]) {
      const c = pattern.exec(line.text);
      if (c) return dobAt(line, c.index, c.index + c[0].length, dob);
    }
  }
  // Only where the date is nowhere as written: a scanned line's date OCR misread.
  for (const line of scanned ? lines : []) {
    const misread = scanned?.has(line.page) ? misreadDob(dob, line, orders) : null;
    if (misread) return misread;
  }
  return null;
}

// A date as OCR may read it: three figure groups parted by any mark it reads a separator as (',' or ':' for '.').
const READ_DATE = /(?<!\d)(\d{1,4})\s?[./,:;|-]\s?(\d{1,2})\s?[./,:;|-]\s?(\d{2,4})(?!\d)/g;
const MISREAD = 0.7;

/**
 * The entered DOB where OCR misread one figure of it for a look-alike ('07/82/1966' for 07/02/1966: a month or day no
 * calendar has) or a separator ('14.03,1952'), read in either order the locator reads or year first. Only a group no
 * date parser reads as a date: a date as written is what the page says, whoever's it is.
 */
function misreadDob(dob: string, line: FieldLine, orders: readonly ('month-first' | 'day-first')[]): Located | null {
  const [year = '', month = '', day = ''] = dob.split('-');
  const layouts = [...orders.map((o) => (o === 'month-first' ? [month, day, year] : [day, month, year])), [year, month, day]];
  for (const m of line.text.matchAll(READ_DATE)) {
    const read = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
    if (orders.some((o) => findDates(m[0], o).length > 0)) continue;
    if (layouts.some((parts) => oneFigureSlip(read, parts)))
      return { ...dobAt(line, m.index, m.index + m[0].length, dob), confidence: MISREAD };
  }
  return null;
}

/** Whether figure groups read are the date's parts but for one figure OCR took for its look-alike at most. */
function oneFigureSlip(read: string[], parts: string[]): boolean {
  let slips = 0;
  for (const [k, got] of read.entries()) {
    const part = parts[k] ?? '';
    // A day or month may be written without its zero, a year by its last two figures.
    const want = part.length === 4 && got.length === 2 ? part.slice(2) : got.length === 1 && part.startsWith('0') ? part.slice(1) : part;
    if (want.length !== got.length) return false;
    for (let i = 0; i < got.length; i++) {
      if (got[i] === want[i]) continue;
      if (!LOOK_ALIKE_FIGURES.has(`${got[i]}${want[i]}`)) return false;
      slips += 1;
    }
  }
  return slips <= 1;
}

/**
 * A date running text wraps before its year ('born on 4 March' over '1950, who …'): read across the break, its
 * evidence the part on the first line.
 */
function wrappedDate(line: FieldLine, next: string, dob: string, orders: readonly ('month-first' | 'day-first')[]): Located | null {
  const end = line.text.trimEnd().length;
  const joined = `${line.text.slice(0, end)} ${next.trimStart()}`;
  for (const order of orders) {
    const d = findDates(joined, order).find((f) => f.iso === dob && f.index < end && f.index + f.length > end + 1);
    if (d) return dobAt(line, d.index, end, dob);
  }
  return null;
}

/**
 * The date's parts in the document's order, apart: typed into a form's boxes ('MM DD YY' over '03 04 1950', '03 | 04 |
 * 50'), with no separator, or with stray spaces beside its separators ('04.03. 1950', '4 /3 / 1950', as typed or
 * OCR'd). A year in two digits, as a form's boxes ask, only between printed separators: a bare run of two-digit
 * numbers is a phone number as often.
 */
function boxedDate(iso: string, order: 'month-first' | 'day-first'): RegExp {
  const [year = '', month, day] = iso.split('-');
  const part = (p = '') => `0?${String(Number(p))}`;
  const [first, second] = order === 'month-first' ? [part(month), part(day)] : [part(day), part(month)];
  const apart = String.raw`(?:\s*[./|-]\s*|\s+)`;
  const marked = String.raw`\s*[./|-]\s*`;
  const rest = `(?:${apart}${second}${apart}${year}|${marked}${second}${marked}${year.slice(2)})`;
  return new RegExp(String.raw`(?<!\d)${first}${rest}(?!\d)`);
}

/** The date typed one digit a box ('2 7 / 0 4 / 2 0 0 9'): its digits a space apart, its parts as boxedDate's. */
function digitBoxes(iso: string, order: 'month-first' | 'day-first'): RegExp {
  const [year = '', month, day] = iso.split('-');
  const spaced = (digits: string) => digits.split('').join(' ');
  const part = (p = '') => `(?:0 )?${spaced(String(Number(p)))}`;
  const [first, second] = order === 'month-first' ? [part(month), part(day)] : [part(day), part(month)];
  const apart = String.raw`(?:\s*[./-]\s*|\s+)`;
  return new RegExp(String.raw`(?<!\d\s?)${first}${apart}${second}${apart}${spaced(year)}(?!\s?\d)`);
}

/**
 * The date typed into boxes year first, as the forms of year-first countries ask ('CCYY/MM/DD': '2 0 1 6  0 8  2 3',
 * '2016 08 23'): no country writes the day before the month after the year, so the document's order does not matter.
 */
function yearFirstBoxes(iso: string): RegExp {
  const [year = '', month = '', day = ''] = iso.split('-');
  const spaced = (digits: string) => digits.split('').join(' ?');
  const apart = String.raw`(?:\s*[./|-]\s*|\s+)`;
  return new RegExp(String.raw`(?<!\d\s?)${spaced(year)}${apart}${spaced(month)}${apart}${spaced(day)}(?!\s?\d)`);
}

function dobAt(line: FieldLine, start: number, end: number, dob: string): Located {
  return { value: dob, page: line.page, source: { page: line.page, line: line.text, start, end }, confidence: DOB };
}

/** A slip OCR makes of a word: as near() forgives, the letters it confuses costing half. */
function ocrNear(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  const budget = shorter >= 9 ? 2 : shorter >= 5 ? 1 : 0;
  return budget > 0 && Math.abs(a.length - b.length) <= budget && editDistance(a, b, ocrChange) <= budget;
}

// A fragment OCR reads after a name (a tick box's edge, a stray mark): two letters at most.
const FRAGMENT = /^[\p{L}\d]{1,2}\.?$/u;

/**
 * A name OCR read off a scanned page with slips ('Mrianne Volmer' for the Marianne Vollmer entered), in the entry's
 * spelling: every word the entry's own or a bounded slip of one of its words (ocrNear: as the locator forgives, the
 * letters OCR confuses costing half), two words at least, each entered word used once. A middle name may slip further
 * (two edits, its first letter kept) where the first name and the surname are read as entered: they say who it is. A
 * fragment of two letters read after the whole name is dropped. Null when a word is no slip of the entry's (someone
 * else, or a short name a slip would make another): a labelled name that is not the patient's stays as read, so a
 * misfiled scan still fails identity.
 */
export function slipOfEntered(read: string, entered: string): string | null {
  const words = read.split(/\s+/).filter((w) => w !== '');
  const wanted = nameTokens(entered);
  const typed = entered.split(/[\s,]+/).filter((w) => nameTokens(w).length > 0);
  if (words.length < 2 || typed.length !== wanted.length) return null;
  const shown = nameTokens(displayName(entered)).map(fold);
  const middles = new Set(shown.slice(1, -1));
  const used = new Set<number>();
  let slips = 0;
  let middleSlip = false;
  const out: string[] = [];
  let fragment = false;
  for (const word of words) {
    fragment = used.size === wanted.length && FRAGMENT.test(word);
    if (fragment) break;
    const key = fold(word.replace(/[.,]+$/, ''));
    const initial = key.length === 1;
    const k = wanted.findIndex((w, i) => !used.has(i) && (initial ? w.startsWith(key) : fold(w) === key));
    // A middle initial the upload does not give ('Lindqvist, Ingrid M.' for 'Ingrid Lindqvist') is the page's own, as
    // the name's comparison reads it (sameName): it stays as written.
    if (initial && k < 0 && out.length > 0) {
      out.push(word);
      continue;
    }
    let slip = k >= 0 || initial ? -1 : wanted.findIndex((w, i) => !used.has(i) && ocrNear(key, fold(w)));
    if (k < 0 && slip < 0 && !initial) {
      slip = wanted.findIndex((w, i) => !used.has(i) && middles.has(fold(w)) && slipsMiddle(key, fold(w)));
      middleSlip ||= slip >= 0;
    }
    if (k < 0 && slip < 0) return null;
    used.add(k >= 0 ? k : slip);
    if (slip >= 0) slips += 1;
    out.push(slip >= 0 ? (typed[slip] ?? word) : word);
  }
  if (middleSlip && slips > 1) return null;
  return slips > 0 || fragment ? displayName(out.join(' ')) : null;
}

/** A middle name OCR cut or garbled: its first letter kept, two edits at most. */
function slipsMiddle(read: string, middle: string): boolean {
  return read.length >= 2 && read[0] === middle[0] && editDistance(read, middle) <= 2;
}
