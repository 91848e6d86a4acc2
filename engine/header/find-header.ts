import { pageNumber, type PageNumber, type PatientInput, type SourceSpan } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { NO_EVIDENCE, type DateConvention } from '../text/date-order.ts';
import { displayName, marksPerson, nameFromLabelValue, namePartOf, nameTokens } from '../text/names.ts';
import type { DateRole } from './dates/date-role.ts';
import type { DocType } from './doc-types.ts';
import { readDocType } from './infer-doc-type.ts';
import { FULL_NAME_MATCH, locateDob, locateName, slipOfEntered } from './locate-patient.ts';
import { namesOfFields, type FieldName } from './name-fields.ts';
import { pickNoteDate } from './note-date.ts';
import { classifyLabel, isSubject, labelOnly, namePart, statesPatient } from './labels.ts';
import { readFields, splitPadded, type FieldHit, type FieldLine } from './read-fields.ts';
import { hitSpan, leadingSpan, spanIn } from './source-span.ts';

export interface HeaderField<T> {
  value: T | null;
  page: PageNumber | null;
  /** 0..1; 0 when the field was not found */
  confidence: number;
  /** the value as written in the note, where a reader found it (absent for values not read from one place) */
  source?: SourceSpan;
}

/** The note date's field also says which of the note's dated events it is (header/dates/date-role.ts). */
export interface NoteDateField extends HeaderField<string> {
  /** 'service' (a visit, procedure, exam or collection), 'discharge', 'admission', 'visit' (told in a letter) ... */
  role?: DateRole;
}

export interface NoteHeader {
  patientName: HeaderField<string>;
  patientDob: HeaderField<string>;
  docType: HeaderField<DocType>;
  noteDate: NoteDateField;
}

// The header block sits in the note's first lines; later 'Name:' or 'Date:' labels belong to the body.
const OPENING_LINES = 30;

/** What the reader knows besides the note: the patient the upload names, and the document's date order. */
export interface HeaderContext {
  patient?: PatientInput;
  dates?: DateConvention;
  /**
   * The running lines of the note's later pages: a chart may print the patient only in the banner of some pages. Only
   * the patient in hand is looked for there; labels on them are no part of this note's header.
   */
  laterRunning?: FieldLine[];
  /** the pages read by OCR: a name read there may carry OCR's slips */
  ocrPages?: ReadonlySet<PageNumber>;
}

/**
 * Reads patient name, DOB, document type and note date from a note's opening lines, falling back to the running
 * header lines of its first page (charts that print the patient only in the page header). A labelled identity comes
 * first, whoever it names; where none is labelled, the patient in hand is looked for wherever the note prints them
 * (locate-patient.ts). Each value read from one place carries its source: page, line and characters as written.
 */
export function findHeader(lines: FieldLine[], running: FieldLine[], fullText: string, context: HeaderContext = {}): NoteHeader {
  const opening = lines.slice(0, OPENING_LINES);
  const dates = context.dates ?? NO_EVIDENCE;
  const hits = readFields(opening, context.ocrPages);
  const runningHits = readFields(running, context.ocrPages);
  // Header first, then the page's running lines, then the rest of the note (a letter's sentences), then the running
  // lines of its later pages.
  const everywhere = [...opening, ...running, ...lines.slice(OPENING_LINES), ...(context.laterRunning ?? [])];
  // A label that says the name is the patient's comes first, in the header or the running lines: a bare 'Name' field
  // may be anyone's.
  // A subject line may name the matter ('Re: Knee Pain'): one that marks no person comes after the patient in hand.
  const plainSubject = (n: FieldName) => isSubject(n.hit.label) && !marksPerson(n.hit.value);
  const named = (n: FieldName) => !plainSubject(n);
  const labelled =
    pickName(hits, opening, 0.95, (n) => statesPatient(n.hit.label) || underPatientHeading(n.hit, opening)) ??
    pickName(runningHits, running, 0.8, (n) => statesPatient(n.hit.label)) ??
    pickName(hits, opening, 0.95, named, context.patient) ??
    bannerName(hits, opening) ??
    pickName(runningHits, running, 0.8, named, context.patient) ??
    bannerName(runningHits, running) ??
    oneWordName(hits, opening, context.patient) ??
    oneWordName(runningHits, running, context.patient);
  // A label that gives only a surname ('Re: Mrs Roe') is completed by the patient in hand, named in full elsewhere.
  const surnameOnly = labelled !== null && nameTokens(labelled.value ?? '').length === 1;
  const inHand = (!labelled || surnameOnly) && context.patient ? located(locateName(context.patient.name, everywhere)) : null;
  const patientName =
    (surnameOnly && inHand && sameSurname(labelled, inHand) ? inHand : labelled && unslipped(labelled, context)) ??
    (inHand && unslipped(inHand, context)) ??
    pickName(hits, opening, 0.9, plainSubject) ??
    pickName(runningHits, running, 0.75, plainSubject) ??
    missing<string>();
  const patientDob =
    pickDob(hits, opening, 0.95, dates, context.patient) ??
    pickDob(runningHits, running, 0.8, dates, context.patient) ??
    located(context.patient && locateDob(context.patient.dob, everywhere, dates, context.ocrPages)) ??
    missing<string>();
  const scanned = context.ocrPages ? { ocrPages: context.ocrPages } : {};
  const docType = readDocType({ lines, running, hits, text: fullText, order: dates.order, ...scanned });
  const date = pickNoteDate({
    lines,
    running,
    hits,
    docType: docType.value ?? 'Other',
    dob: patientDob.value,
    order: dates.order,
    ...scanned,
  });
  const noteDate: NoteDateField = date
    ? { value: date.iso, page: date.page, confidence: date.confidence, role: date.role, ...(date.source ? { source: date.source } : {}) }
    : missing();
  return { patientName, patientDob, docType, noteDate };
}

/**
 * A name read by OCR, labelled or found by the locator, in the spelling the page prints where OCR slipped on the
 * patient in hand's name; its source stays where it was read (locate-patient.ts, slipOfEntered).
 */
function unslipped(field: HeaderField<string>, context: HeaderContext): HeaderField<string> {
  const scanned = field.page !== null && context.ocrPages?.has(field.page) === true;
  const printed = scanned && field.value && context.patient ? slipOfEntered(field.value, context.patient.name) : null;
  return printed ? { ...field, value: printed } : field;
}

/** Whether a name read from a field is the patient in hand's, written in full in any order or case. */
function isEntered(value: string, entered: string): boolean {
  return locateName(entered, [{ page: pageNumber(1), text: value, cells: [] }])?.confidence === FULL_NAME_MATCH;
}

function located(found: ReturnType<typeof locateName> | undefined): HeaderField<string> | null {
  return found ? { value: found.value, page: found.page, confidence: found.confidence, source: found.source } : null;
}

function sameSurname(labelled: HeaderField<string>, full: HeaderField<string>): boolean {
  const surname = nameTokens(labelled.value ?? '')[0];
  const tokens = nameTokens(full.value ?? '');
  return tokens.length >= 2 && tokens[tokens.length - 1] === surname;
}

function missing<T>(): HeaderField<T> {
  return { value: null, page: null, confidence: 0 };
}

function pickName(
  hits: FieldHit[],
  lines: FieldLine[],
  confidence: number,
  fits: (name: FieldName) => boolean = () => true,
  patient?: PatientInput,
): HeaderField<string> | null {
  const names = namesOfFields(hits).filter(fits);
  // Bare name fields that name different people (an insured parent's block over the child's) do not say whose each
  // is: the one that is the patient in hand confirms it; where none is, the first, as for one field.
  const entered = patient && names.length > 1 ? names.find((n) => isEntered(n.value, patient.name)) : undefined;
  const first = entered ?? names[0];
  if (!first) return null;
  const source = first.written ? leadingSpan(first.hit, lines, first.written) : undefined;
  const given = first.written && first.hit.layout === 'inline' ? wrappedGiven(first.written, lines, first.hit.line) : null;
  if (given) {
    const surname = displayName(first.value);
    return { value: `${displayName(given)} ${surname}`, page: first.hit.page, confidence: confidence - 0.1 };
  }
  return {
    value: displayName(first.value),
    page: first.hit.page,
    confidence: first.hit.layout === 'inline' ? confidence : confidence - 0.05,
    ...(source ? { source } : {}),
  };
}

// A block's fields sit a few lines under its heading.
const BLOCK_LINES = 4;
const HEADING = /^[\p{L}][\p{L} '’/&-]{0,38}:?$/u;

/**
 * Whether a field stands in a block whose heading says it is the patient's ('PATIENT INFORMATION' over 'Name: …'): a
 * face sheet or summary gives a bare 'Name' field to each person it lists (guarantor, insured, next of kin, clinician).
 */
function underPatientHeading(hit: FieldHit, lines: FieldLine[]): boolean {
  for (let k = hit.line - 1; k >= Math.max(0, hit.line - BLOCK_LINES); k--) {
    const text = lines[k]?.text.trim() ?? '';
    if (!/\p{L}/u.test(text)) continue;
    // 'Patient Contacts' or "Patient's Physician" heads someone else's block.
    if (HEADING.test(text)) return statesPatient(text) && classifyLabel(text) !== 'other';
  }
  return false;
}

// A surname closed by its title ('THOMPSON Mrs') or cut after its comma ('ROE,'): the given names follow, in a boxed
// form under the surname, a row of the next column's fields between at most.
const CUT_BEFORE_GIVEN = /\S\s+(?:mr|mrs|ms|miss|mx)\.?$|\p{L},$/iu;
const GIVEN_WORDS = /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u;
const SAME_COLUMN = 20;
const WRAP_LINES = 2;

/** The given names a boxed form wraps under a surname: the first words below the value's cell, in its column. */
function wrappedGiven(written: string, lines: FieldLine[], at: number): string | null {
  const line = lines[at];
  const cell = line && splitPadded(line.cells).find((c) => c.text.includes(written));
  if (!line || !cell || !(CUT_BEFORE_GIVEN.test(written) || CUT_BEFORE_GIVEN.test(cell.text.trim()))) return null;
  for (const next of lines.slice(at + 1, at + 1 + WRAP_LINES)) {
    if (next.page !== line.page) return null;
    const below = splitPadded(next.cells).find((c) => Math.abs(c.x - cell.x) <= SAME_COLUMN && c.text.trim() !== '');
    if (!below) continue;
    const text = below.text.trim();
    return GIVEN_WORDS.test(text) && labelOnly(text) === null ? text : null;
  }
  return null;
}

/**
 * A name field of one word ('Patient: Ida', 'Full name: brook'): a mononym or a surname alone, which reads like any
 * other word ('Patient: Stable'), so it is taken only when it is one of the words of the patient in hand.
 */
function oneWordName(hits: FieldHit[], lines: FieldLine[], patient: PatientInput | undefined): HeaderField<string> | null {
  const entered = patient ? nameTokens(patient.name) : [];
  for (const h of hits) {
    const word = h.kind === 'name' && namePart(h.label) === null ? namePartOf(h.value) : null;
    if (!word || word.includes(' ') || !entered.includes(nameTokens(word)[0] ?? '')) continue;
    const source = hitSpan(h, lines, word);
    const given = wrappedGiven(h.value.trim(), lines, h.line);
    const value = given ? `${displayName(given)} ${displayName(word)}` : displayName(word);
    return { value, page: h.page, confidence: ONE_WORD, ...(source ? { source } : {}) };
  }
  return null;
}

const ONE_WORD = 0.7;

// Words a banner name never has: a clinic or letterhead printed before the DOB is not the patient.
const NOT_PERSON = /\b(clinic|hospital|center|centre|medical|health|care|associates|group|practice|department|report|note|summary)\b/i;

const BANNER_FIELD = /\s[|·•]\s/;

/** A banner that prints the patient's name unlabelled before the DOB ('DOE, JANE  DOB: 1/2/1960'). */
function bannerName(hits: FieldHit[], lines: FieldLine[]): HeaderField<string> | null {
  for (const h of hits) {
    if (h.kind !== 'dob' || h.layout !== 'inline') continue;
    const line = lines[h.line];
    const at = line ? line.text.indexOf(h.label) : -1;
    // A banner's fields set apart by bars or dots ('FOLLOW-UP VISIT | Roe, Ann | DOB …'): the name is the field just
    // before the DOB, not the banner's first.
    const before =
      at > 0
        ? (` ${line?.text.slice(0, at).trim() ?? ''} `
            .split(BANNER_FIELD)
            .findLast((f) => f.trim() !== '')
            ?.trim() ?? '')
        : '';
    const candidate = before && !NOT_PERSON.test(before) && !before.includes(':') ? nameFromLabelValue(before) : null;
    if (line && candidate && candidate.split(/[\s,]+/).every((w) => w === '' || /^[A-Z]/.test(w))) {
      const source = spanIn(line, candidate);
      return { value: displayName(candidate), page: h.page, confidence: 0.8, ...(source ? { source } : {}) };
    }
  }
  return null;
}

function pickDob(
  hits: FieldHit[],
  lines: FieldLine[],
  confidence: number,
  dates: DateConvention,
  patient?: PatientInput,
): HeaderField<string> | null {
  // Where the document does not tell its date order, a birth date may be read either way, as the locator reads it.
  const other = dates.order === 'month-first' ? 'day-first' : 'month-first';
  const read = hits.flatMap((h) => {
    if (h.kind !== 'dob') return [];
    const date = findDates(h.value, dates.order)[0];
    const swapped = !dates.evidence && date ? findDates(h.value, other)[0] : undefined;
    const best = swapped && swapped.iso === patient?.dob ? swapped : date;
    return best ? [{ h, date: best }] : [];
  });
  // Birth dates of several people (an insured parent and the child) do not say whose each is: the patient in hand's
  // confirms it; where none is, the first.
  const entered = read.find((r) => r.date.iso === patient?.dob);
  for (const { h, date } of entered ? [entered] : read) {
    const source = hitSpan(h, lines, h.value.slice(date.index, date.index + date.length));
    return {
      value: date.iso,
      page: h.page,
      confidence: h.layout === 'inline' ? confidence : confidence - 0.05,
      ...(source ? { source } : {}),
    };
  }
  return null;
}
