import { pageNumber, type DocLine, type PageNumber } from '../types.ts';
import { isContinuation, matchTitle, titleOf } from '../header/doc-types.ts';
import { isBareDateLabel, isUnsignedStatus, labelOnly, SIGN_OFF_RE } from '../header/labels.ts';
import { readFields, type FieldHit, type FieldLine } from '../header/read-fields.ts';
import { findDates } from '../text/dates.ts';
import {
  coverPages,
  isBodyLine,
  isNoteLine,
  MAX_LEAD_IN,
  pageHead,
  pageTopLeadIn,
  serviceDate,
  START_SCORE,
  startScore,
  startSignals,
  titleKey,
  type PageBanners,
  type ScanState,
} from './start-signals.ts';
import { bannerTitle } from '../header/banner-title.ts';
import { readFolios } from './page-folios.ts';
import { readCopies } from './page-copies.ts';
import { closesNote, isReportSigner, isSignerLine, signsAtLineEnd, signsUnder } from './report-signer.ts';
import { isSentence } from '../header/entry-heading.ts';
import { lookupHeading } from '../sections/dictionary.ts';
import { readDateOrder } from '../text/date-order.ts';
import { whoseHead, type PatientInHand, type Whose } from './patient-in-hand.ts';

export interface NoteSpan {
  /** document line range [fromLine, toLine) */
  fromLine: number;
  toLine: number;
  first: PageNumber;
  last: PageNumber;
}

const HEADER_LINE =
  /\b(patient|name|collect(ed|ion)|d\.?o\.?b|date\s+of\s+birth|mrn|medical\s+record|acct|account|age|sex|gender|date|dos|provider|physician|attending|location|facility|encounter|referring|pcp|room|visit|admi(t|ssion)|discharge)\b/i;
// Lines after a note's start that may still be its header block (a title or date there belongs to it).
const MAX_HEADER_LINES = MAX_LEAD_IN + 4;

/**
 * Splits the document's lines into notes. Every line that could open a note (a title, a new date of service, a
 * page's first line) is scored on several signals together (startSignals): the title, the header block with the
 * patient's identifiers, the page top, the previous note's sign-off, the patient banner, a letter's opening, and
 * against them a page that says it continues. A note opens with the header lines above its title on its page. The
 * patient the upload names, where given, says whose a page's head is: theirs printed without a label under another
 * facility's letterhead names the patient as a labelled field does, and another patient's name opens a note.
 */
export function findNotes(
  lines: DocLine[],
  pageCount: number,
  allowMultiNote: boolean,
  running: RunningLines = [],
  patient?: PatientInHand,
): NoteSpan[] {
  const banners = readBanners(lines, running, patient);
  const whole = [span(lines, 0, lines.length, pageCount)];
  if (!allowMultiNote || lines.length === 0) return whole;
  const starts: number[] = [0];
  const first = lines[0]?.text ?? '';
  const state: ScanState = {
    currentDos: serviceDate(lines, 0),
    signedSince: false,
    closedAt: -1,
    title: titleOf(first) ? titleKey(first) : null,
    from: 0,
    whose: banners.whose(pageHead(lines, 0)),
  };
  let bodySince = false;
  lines.forEach((line, i) => {
    if (i === 0) return;
    const current = starts[starts.length - 1] ?? 0;
    // A title or date printed inside the header block of the note that just started belongs to that note; a new
    // page ends the block (a page of results tables has no note text, yet the next page may open a note).
    const justStarted = !bodySince && !state.signedSince && i - current <= MAX_HEADER_LINES && lines[current]?.page === line.page;
    const signals = justStarted ? null : startSignals(lines, i, state, banners);
    if (signals && startScore(signals) >= START_SCORE) {
      const start = Math.min(pageTopLeadIn(lines, i, current), leadIn(lines, i, current));
      if (start > current) starts.push(start);
      state.from = Math.max(start, current);
      state.currentDos = serviceDate(lines, i) ?? serviceDateNear(lines, i);
      state.signedSince = false;
      state.closedAt = -1;
      state.title = signals.title ? titleKey(line.text) : null;
      state.whose = banners.whose(pageHead(lines, start));
      bodySince = false;
      return;
    }
    // A note whose head named no one is the patient's whom its next page's head names.
    if (state.whose === null && lines[i - 1]?.page !== line.page) state.whose = banners.whose(pageHead(lines, i));
    // The note's title is the first one it prints (in its header block or atop its first page).
    if (state.title === null && !isContinuation(line.text) && titleOf(line.text)) state.title = titleKey(line.text);
    // A note ends at its sign-off, or after its text at a statement that it is not signed ('Dictated but not read');
    // a status before any note text ('PRELIMINARY REPORT' under the title), or an e-signature printed in the header
    // block of the note that just started ('Electronically signed by ...' under a summary's title), ends nothing.
    // A report's signer under its text ('Interpreted by: ..., MD') closes it as a sign-off does.
    if (
      (SIGN_OFF_RE.test(line.text) && !justStarted) ||
      (bodySince &&
        (isUnsignedStatus(line.text) ||
          isReportSigner(line.text) ||
          signsUnder(lines, i) ||
          signsEntry(lines, i) ||
          // A record system's statement that it signed the entry ('[electronically authenticated]') closes it as a
          // signature does, under whatever act the entry names ('Visit completed by: ...').
          closesNote(line.text)))
    ) {
      state.signedSince = true;
      state.closedAt = i;
    }
    // A clinician named after the entry's last sentence on its line signs it there: the line is the entry's text itself,
    // so it closes an entry whose text is all on it, under a table right after its head.
    else if ((bodySince || isNoteLine(line)) && !isUnsignedStatus(line.text) && signsLineEnd(lines, i)) {
      state.signedSince = true;
      state.closedAt = i;
    }
    if (isNoteLine(line)) bodySince = true;
    const dos = serviceDate(lines, i);
    if (dos && state.currentDos === null) state.currentDos = dos;
  });
  const merged = mergeStubs(lines, starts);
  return merged.map((from, k) => span(lines, from, merged[k + 1] ?? lines.length, pageCount));
}

/**
 * Whether line i signs the entry above it: a clinician's name with credentials, or a doctor's with the honorific, alone
 * on its line ('H. Boyd RM', 'Dr K. Osei') right under the entry's prose, with the next entry's dated heading (no prose
 * before its date), a line of no prose nor a label (another paper's letterhead) or the page's end under it (a list of the care team inside the text, or a
 * signer's name over their department and e-signature, signs no entry there).
 */
function signsEntry(lines: DocLine[], i: number): boolean {
  const line = lines[i];
  const next = lines[i + 1];
  if (line === undefined || !isSignerLine(line.text) || !proseAbove(lines, i) || signedUnder(lines, i)) return false;
  if (next?.page !== line.page) return true;
  // The next entry's heading may go on after its date in small words ('... 19:40 (after hours)  Dr K. van der Merwe'):
  // up to its date it is no prose.
  const date = findDates(next.text)[0];
  return !isSentence(next.text.slice(0, date?.index ?? next.text.length)) && (date !== undefined || !/:\s*$/.test(next.text));
}

/**
 * Whether line i ends with its entry's signer after its last sentence (report-signer.ts, signsAtLineEnd), with the next
 * entry's heading, a line of no prose, or the page's end under it: a section heading the dictionary knows under it ('...
 * Pain 9/10. — D. Roe, RN' over 'History of Present Illness') says the signer signed a section of the note going on.
 */
function signsLineEnd(lines: DocLine[], i: number): boolean {
  const next = lines[i + 1];
  if (next !== undefined && next.page === lines[i]?.page) {
    const date = findDates(next.text)[0];
    if (isSentence(next.text.slice(0, date?.index ?? next.text.length)) || lookupHeading(next.text) !== null) return false;
  }
  return signsAtLineEnd(lines[i]?.text ?? '');
}

// The lines of a signer's block under the name (a department, a role, a hospital) before its e-signature or date.
const SIGNER_BLOCK = 3;

/**
 * Whether the signer's block under line i goes on to a sign-off or to the date it was signed ('Date: ...' alone under
 * the name, role and hospital): that sign-off, or the block as a whole, closes the note, not the name.
 */
function signedUnder(lines: DocLine[], i: number): boolean {
  const block = lines.slice(i + 1, i + 1 + SIGNER_BLOCK).filter((l) => l.page === lines[i]?.page);
  const opens = (h: FieldHit) => (block[h.line]?.text.trimStart() ?? '').toLowerCase().startsWith(h.label.toLowerCase());
  // The date it was signed is a date: a label the lexicon reads as a date's ('Given') over words is no such line.
  const dated = (h: FieldHit) => isBareDateLabel(h.label) && opens(h) && findDates(h.value).length > 0;
  return block.some((l) => SIGN_OFF_RE.test(l.text)) || readFields(block).some(dated);
}

// How short a line may be and still be the wrapped tail of the sentence above it ('updated.').
const TAIL_CHARS = 40;

/**
 * Whether the entry's prose ends right above its signer's line i: a sentence, or the wrapped tail of one ('was' /
 * 'updated.'), with the signature itself between them where it was read as the signer's name ('Priya Menon' over
 * 'Priya Menon, MD').
 */
function proseAbove(lines: DocLine[], i: number): boolean {
  const page = lines[i]?.page;
  const words = new Set((lines[i]?.text ?? '').toLowerCase().match(/\p{L}+/gu) ?? []);
  let k = i - 1;
  const own = lines[k]?.text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (own.length > 0 && own.every((w) => words.has(w))) k -= 1;
  const above = lines[k];
  if (above === undefined || above.page !== page) return false;
  if (isSentence(above.text)) return true;
  const tail = above.text.trim();
  return tail.length <= TAIL_CHARS && !tail.includes(':') && lines[k - 1]?.page === page && isSentence(lines[k - 1]?.text ?? '');
}

// A 'note' this small is a fragment: a running header printed above the next note's title, or the sign-off of
// the previous note spilling onto a new page.
const STUB_LINES = 2;
const STUB_CHARS = 80;
const HEADER_FRAGMENT_LINES = 10;

function mergeStubs(lines: DocLine[], starts: number[]): number[] {
  const out = [...starts];
  for (let k = 0; k < out.length; k++) {
    const from = out[k] ?? 0;
    const to = out[k + 1] ?? lines.length;
    const body = lines.slice(from, to);
    const chars = body.reduce((n, l) => n + l.text.length, 0);
    // A fragment with a header and no body (letterhead, banner, label table) above the next note's start on its page
    // is never a note of its own. (A header is short, on one page and names the patient; a page of result tables
    // without prose is a note, and so is a short form that fills its page: orders, a worksheet.)
    const headerOnly =
      k + 1 < out.length &&
      lines[to]?.page === body.at(-1)?.page &&
      body.length <= HEADER_FRAGMENT_LINES &&
      body.every((l) => l.page === body[0]?.page) &&
      !body.some((l) => isBodyLine(l.text) || SIGN_OFF_RE.test(l.text)) &&
      (body.length <= STUB_LINES + 1 || readFields(body).some((h) => h.kind === 'name' || h.kind === 'dob'));
    if (body.length > STUB_LINES && chars >= STUB_CHARS && !headerOnly && !isPreamble(lines, from, to)) continue;
    if (k + 1 >= out.length && k === 0) continue;
    const signOff = body.some((l) => SIGN_OFF_RE.test(l.text));
    // A sign-off fragment joins the note before it; a header fragment joins the note after it.
    if ((signOff && k > 0) || k + 1 >= out.length) out.splice(k, 1);
    else out.splice(k + 1, 1);
    k -= 1;
  }
  if (out[0] !== 0) out.unshift(0);
  return out;
}

// A few lines above a note's title on its page that name no patient, date, title or signer: a notice ('SAMPLE: all
// names are fictitious'), a disclaimer or a logo's words, which open the note below rather than make one.
const PREAMBLE_LINES = 6;

function isPreamble(lines: DocLine[], from: number, to: number): boolean {
  const body = lines.slice(from, to);
  const page = body[0]?.page;
  return (
    to < lines.length &&
    lines[to]?.page === page &&
    body.length <= PREAMBLE_LINES &&
    body.every((l) => l.page === page && titleOf(l.text) === null && !SIGN_OFF_RE.test(l.text) && findDates(l.text).length === 0) &&
    !readFields(body).some((h) => h.kind === 'name' || h.kind === 'dob')
  );
}

function span(lines: DocLine[], fromLine: number, toLine: number, pageCount: number): NoteSpan {
  const first = lines[fromLine]?.page ?? pageNumber(1);
  const last = toLine >= lines.length ? pageNumber(Math.max(pageCount, 1)) : (lines[toLine - 1]?.page ?? first);
  return { fromLine, toLine, first, last };
}

function serviceDateNear(lines: DocLine[], i: number): string | null {
  for (let k = i; k < Math.min(lines.length, i + MAX_LEAD_IN); k++) {
    const dos = serviceDate(lines, k);
    if (dos) return dos;
  }
  return null;
}

/** Running lines per page, as extract sets them apart: a patient banner there still identifies the page's note. */
export type RunningLines = { page: PageNumber; lines: { text: string; cells: { text: string; x: number }[] }[] }[];

function readBanners(lines: DocLine[], running: RunningLines, patient: PatientInHand | undefined): PageBanners {
  const identity = new Set<PageNumber>();
  const titles = new Map<PageNumber, string>();
  // The document's own date order reads the patient's DOB as the header reader does (analyze-notes.ts).
  const dates = patient ? readDateOrder(lines.map((l) => l.text)) : null;
  // Several signals ask whom the same head names while a document is split (a page's head, the block around a title):
  // each block is read once.
  const read = new Map<string, Whose>();
  const whose = (block: FieldLine[]): Whose => {
    if (!patient || !dates) return null;
    const key = `${block[0]?.page ?? 0}:${block[0]?.text ?? ''}:${block.length}`;
    if (!read.has(key)) read.set(key, whoseHead(block, patient, dates));
    return read.get(key) ?? null;
  };
  for (const p of running) {
    const banner = p.lines.map((l) => ({ ...l, page: p.page }));
    // (A banner printed on every page names the patient on every page: whom it names opens nothing, so the patient in
    // hand is looked for in each page's own head, not here.)
    if (readFields(banner).some((h) => h.kind === 'name' || h.kind === 'dob')) identity.add(p.page);
    const title = banner.map(bannerTitle).find((t) => t !== null);
    if (title) titles.set(p.page, title.text);
  }
  // A banner that changes with the document is not repeated often enough to be set apart: it opens its page.
  // So does a caption over the patient's header block ('HEALTH INSURANCE CARD' over 'Member Name: ...').
  lines.forEach((line, i) => {
    if (lines[i - 1]?.page === line.page || titles.has(line.page)) return;
    const title = bannerTitle(line)?.text ?? captionOf(lines, i, identity, whose) ?? headCaption(lines, i, whose);
    if (title) titles.set(line.page, title);
  });
  return { identity, titles, folios: readFolios(lines, running), whose, copies: readCopies(lines), covers: coverPages(lines) };
}

// The lines under a caption that may name the patient.
const CAPTION_HEAD = 4;

/**
 * A page's caption: its first line, short, in capitals or title case, without digits or a colon, over a header block
 * that names the patient (by its labels, or the patient in hand however printed); a section heading the dictionary
 * knows is none. Two pages that open with captions name their documents as banners do.
 */
function captionOf(lines: DocLine[], i: number, identity: Set<PageNumber>, whose: PageBanners['whose']): string | null {
  const line = lines[i];
  const text = line?.text.trim() ?? '';
  if (!line || !/^\p{Lu}[\p{L} &/'-]{2,59}$/u.test(text) || isContinuation(text)) return null;
  if (text.split(/\s+/).some((w) => /^\p{Ll}{4,}/u.test(w))) return null;
  if (titleOf(text) === null && lookupHeading(text) !== null) return null;
  const below = lines.slice(i + 1, i + 1 + CAPTION_HEAD).filter((l) => l.page === line.page);
  const names =
    identity.has(line.page) || readFields(below).some((h) => h.kind === 'name' || h.kind === 'dob') || whose(below) === 'entered';
  return names ? titleKey(text) : null;
}

const BANNERS_ASIDE = new Set<PageNumber>();

// How deep in a page's head a caption may stand under its letterhead (a facility's name, its department, a number).
const CAPTION_DEPTH = 4;

/**
 * A caption in capitals under the letterhead atop the page line `top` opens, in a language the titles may lack
 * ('ARSTI VASTUVÕTT' over the patient's fields): two papers filed together, a laboratory's results and a clinic's
 * visit, each print their own under the same hospital's name. The patient's name in capitals is no caption.
 */
function headCaption(lines: DocLine[], top: number, whose: PageBanners['whose']): string | null {
  for (let k = top; k < top + CAPTION_DEPTH; k++) {
    const line = lines[k];
    // Only a head stands above it: the text or the close of a note running on from the page before is none.
    if (!line || line.page !== lines[top]?.page || isNoteLine(line) || SIGN_OFF_RE.test(line.text) || closesNote(line.text)) return null;
    const text = line.text.trim();
    if (k === top || text !== text.toUpperCase() || whose([line]) === 'entered') continue;
    // Deep in the head, only the lines under the caption say whom it heads: a running banner that names the patient on
    // every page would make a section heading in capitals ('ANÁLISIS' atop a consultation's second page) a caption.
    const caption = captionOf(lines, k, BANNERS_ASIDE, whose);
    if (caption) return caption;
  }
  return null;
}

function isHeaderLine(lines: DocLine[], k: number): boolean {
  const line = lines[k]?.text ?? '';
  const prev = lines[k - 1];
  const prevText = prev?.text ?? '';
  const tableRow = prev !== undefined && prev.cells.length >= 2 && prev.cells.every((c) => labelOnly(c.text) !== null);
  const isValue = (/:\s*$/.test(prevText) && HEADER_LINE.test(prevText)) || tableRow;
  return line.length <= 120 && (HEADER_LINE.test(line) || isValue);
}

/** Moves a note's start up over the header lines printed above its title or date line, on its page. */
function leadIn(lines: DocLine[], i: number, floor: number): number {
  let start = i;
  while (start - 1 > floor && i - (start - 1) <= MAX_LEAD_IN) {
    const prev = lines[start - 1];
    // A value printed under its label ('Patient Name:' then 'SMITH, JOHN') belongs to the header block too.
    if (!prev || prev.page !== lines[i]?.page || closesNote(prev.text) || !isHeaderLine(lines, start - 1)) break;
    if (matchTitle(prev.text) !== null && !isContinuation(prev.text)) break;
    start -= 1;
  }
  return start;
}
