import type { DocLine, PageNumber } from '../types.ts';
import { isContinuation, titleOf, withoutStrayMarks } from '../header/doc-types.ts';
import { isBareDateLabel, labelKind, labelOnly, namesDate, SIGN_OFF_RE } from '../header/labels.ts';
import { readFields, type FieldHit, type FieldLine } from '../header/read-fields.ts';
import { findDates } from '../text/dates.ts';
import { readHeading } from '../sections/split-sections.ts';
import { closesNote, isSignerLine } from './report-signer.ts';
import { CREDENTIALS } from '../audit/credentials.ts';
import { entryHeadingAt, isSentence, opensWithDate } from '../header/entry-heading.ts';
import { opensResults } from './results-page.ts';
import { isHeadCaption } from './head-caption.ts';
import { marginEntry } from './margin-entry.ts';
import { footSigned } from './page-foot.ts';
import type { Folio } from './page-folios.ts';
import type { Whose } from './patient-in-hand.ts';

// How far around a title to look for the header block that confirms it starts a note.
const HEADER_WINDOW = 6;
// A page's header zone: its first lines up to the first line of note text, at most this many.
const PAGE_HEAD_LINES = 14;

/**
 * What a line shows about opening a note. Each signal alone is weak (a title is also printed on a continuation
 * page, a patient banner on every page, a date of service in a results table); a note starts where several agree.
 */
export interface StartSignals {
  /** a title the dictionary knows, or one read from its words */
  title: 'known' | 'read' | null;
  /** the line opens a page whose banner names another document than the page before's banner */
  bannerTitleChange: boolean;
  /** a letter's opening: a date standing alone and a salutation in the page's head */
  letter: boolean;
  /** the patient's name or date of birth in the header block around the line (or in the page's running banner) */
  identity: boolean;
  /** some header field (a date of service, a discharge date) around the line */
  headerBlock: boolean;
  /**
   * two labelled fields or more under the line's title, up to the note's text: the header block of a report that never
   * names the patient ('Date of Study: ...', 'Referring Physician: ...'), which counts as a header naming the patient does
   */
  ownFields: boolean;
  /** a labelled date of service on the line that differs from the current note's */
  newDate: boolean;
  /**
   * the line labels a date of service with its author under it ('Date: ...', 'Provider: ...'), or heads an entry whose
   * author it names or the line under it labels: a visit's header
   */
  author: boolean;
  /**
   * the line opens an entry of a hand-held record dated in the margin on another day, as the note's own first entry
   * opened under its head (margin-entry.ts): a list of dated entries
   */
  marginEntry: boolean;
  /** the line opens its page (only header lines above it on the page) */
  pageTop: boolean;
  /** the note before was signed off since it started, or just above the line */
  signedBefore: boolean;
  /**
   * the line opens a page after one whose foot is the signing block of the note going on (page-foot.ts): the paper
   * ended there
   */
  footSigned: boolean;
  /** the line, or its page's head, says the page continues a note ('(continued)', 'Page 2') */
  continued: boolean;
  /** the line opens a page of results under a dated head of its own, after a page that holds none (results-page.ts) */
  resultsPage: boolean;
  /**
   * the line opens a page that the documents' own numbering calls 1 again, after a numbered page or as the first of a
   * count ('Page 1 of 2')
   */
  numberedOne: boolean;
  /** the line opens the page after the last of a count ('Page 2 of 2', 'Page 1 of 1'): that document ended there */
  numberedEnd: boolean;
  /**
   * the line opens a page numbered 2 or more in the documents' own numbering: it goes on with what the page before
   * began, unless a sign-off or a new date says a note ends there (a file of several notes numbers its pages too)
   */
  numberedOn: boolean;
  /**
   * the line's title against the current note's: the same printed again, or another document's (a form's title over
   * its fields, not a heading whose prose follows at once: 'Doctor Notes' over 'Patient reports ...')
   */
  titleAgain: 'other' | 'same' | null;
  /** the line opens a page that repeats the page before word for word: the same paper printed again (page-copies.ts) */
  printedAgain: boolean;
  /** the line opens the page after a fax's cover sheet, on which the current note began: the first paper it sends */
  afterCover: boolean;
  /**
   * the line opens a page whose head holds a caption in capitals (head-caption.ts) over the patient it names, which the
   * current note's head does not print: another paper under the same letterhead or another ('O R D O N N A N C E' over
   * 'Mme ...' after an echography report)
   */
  headCaption: boolean;
  /**
   * the line opens a page whose head names another patient than the current note's (a misfiled page, labelled with
   * someone else's name), or the patient in hand again after such a page: told by the patient the upload names
   */
  patientChange: boolean;
}

const WEIGHT: Record<Exclude<keyof StartSignals, 'title'>, number> & { knownTitle: number; readTitle: number } = {
  knownTitle: 2,
  readTitle: 1.5,
  bannerTitleChange: 2,
  // A letter's opening (a date alone, a salutation) is only ever printed atop its page at the letter's start: with the
  // page top it opens a letter, signed-off note before it or not.
  letter: 2,
  identity: 1.5,
  headerBlock: 1,
  ownFields: 1.5,
  newDate: 1.5,
  author: 1,
  // A list that dates each entry in its margin, as its first: a new date there heads an entry, as its author would.
  marginEntry: 1,
  pageTop: 1,
  signedBefore: 1,
  // A paper signed at its page's foot ended there: the next page opens another unless it says it continues.
  footSigned: 2,
  continued: -3,
  numberedOne: 2,
  numberedEnd: 2,
  resultsPage: 2,
  numberedOn: -2,
  // another document's title opening a page (a packet of forms: orders, worksheets, flowsheets)
  titleAgain: 1,
  // A page of another patient is another paper, whatever else its head says; so is the patient's own after it.
  patientChange: 2,
  // A page printed again is a paper of its own, whatever its head says: with its page's top, it opens a note.
  printedAgain: 2,
  // A fax's cover is a paper of one page: the page after it opens the first paper it sends, whatever its title.
  afterCover: 2,
  // A caption over the patient it names weighs as a title the list knows.
  headCaption: 2,
};
export const START_SCORE = 3;
// A paper's own head is more than the banner a printout repeats atop each page: its caption, its fields, its letterhead.
const OWN_HEAD = 2;

/**
 * Whether the page line i opens has a head of its own (OWN_HEAD lines or more) with the paper's text under it: a banner
 * over prose goes on with a note, and a page of a head alone (a fax's last page: its machine line, 'END OF BATCH') is
 * the tail of what it was sent with.
 */
function ownHead(lines: DocLine[], i: number): boolean {
  const head = pageHead(lines, i);
  return head.length >= OWN_HEAD && lines[i + head.length]?.page === lines[i]?.page && !capitalsNotice(head);
}

// A notice in capitals atop a page ('BECAUSE THIS FORM IS USED BY VARIOUS ... SEE SEPARATE INSTRUCTIONS ISSUED BY /
// APPLICABLE PROGRAMS.', a form's back) is a paragraph the sentence test misses (it reads lower-case prose), no
// paper's head: its words run over the lines to a full stop. A caption, a letterhead, fields end with none.
const NOTICE_WORDS = 8;
function capitalsNotice(head: DocLine[]): boolean {
  const text = head.map((l) => l.text.trim()).join(' ');
  return text === text.toUpperCase() && /\p{Lu}{2,}\.$/u.test(text) && (text.match(/\p{L}+/gu) ?? []).length >= NOTICE_WORDS;
}

/**
 * How strongly the signals say a note starts here; 0 unless one of them says something new begins (a title, a
 * letter's opening, a new date of service, or a page opening after the previous note was signed off), so a page
 * that only repeats the banner never starts a note.
 */
export function startScore(s: StartSignals): number {
  const novel =
    s.title !== null ||
    s.bannerTitleChange ||
    s.letter ||
    s.newDate ||
    s.numberedOne ||
    s.numberedEnd ||
    s.resultsPage ||
    s.patientChange ||
    s.printedAgain ||
    s.afterCover ||
    s.headCaption ||
    (s.pageTop && (s.signedBefore || s.footSigned));
  // The current note's own title printed again (atop each page, or over a document's second part) opens nothing
  // unless the note was signed off or a new date of service comes with it.
  // A page that opens with the title over the patient's header block is a note of the same kind, as before.
  const repeated = s.titleAgain === 'same' && !s.signedBefore && !s.newDate && !s.printedAgain && !(s.pageTop && s.identity);
  if (!novel || repeated) return 0;
  const title = s.title === 'known' ? WEIGHT.knownTitle : s.title === 'read' ? WEIGHT.readTitle : 0;
  const header = s.identity ? WEIGHT.identity : s.ownFields ? WEIGHT.ownFields : s.headerBlock ? WEIGHT.headerBlock : 0;
  return (
    title +
    header +
    (s.bannerTitleChange ? WEIGHT.bannerTitleChange : 0) +
    (s.letter ? WEIGHT.letter : 0) +
    (s.newDate ? WEIGHT.newDate : 0) +
    (s.author && s.newDate ? WEIGHT.author : 0) +
    (s.marginEntry ? WEIGHT.marginEntry : 0) +
    (s.pageTop ? WEIGHT.pageTop : 0) +
    (s.footSigned ? WEIGHT.footSigned : s.signedBefore ? WEIGHT.signedBefore : 0) +
    (s.continued ? WEIGHT.continued : 0) +
    (s.numberedOne ? WEIGHT.numberedOne : 0) +
    (s.numberedEnd ? WEIGHT.numberedEnd : 0) +
    (s.resultsPage ? WEIGHT.resultsPage : 0) +
    // (After a cover, the count printed on the page is the fax's, across the papers it sends.)
    (s.numberedOn && !s.afterCover ? WEIGHT.numberedOn : 0) +
    (s.titleAgain === 'other' && s.pageTop ? WEIGHT.titleAgain : 0) +
    (s.patientChange ? WEIGHT.patientChange : 0) +
    (s.printedAgain ? WEIGHT.printedAgain : 0) +
    (s.afterCover ? WEIGHT.afterCover : 0) +
    (s.headCaption && s.title === null ? WEIGHT.headCaption : 0)
  );
}

export interface ScanState {
  /** the current note's date of service (with its time where one is written), once read */
  currentDos: string | null;
  /** a sign-off was seen since the current note started */
  signedSince: boolean;
  /** the line of the current note's latest close (-1 before any): what stands right under it begins anew */
  closedAt: number;
  /** the current note's title (titleKey), once one is read */
  title: string | null;
  /** the line the current note opens at: a sign-off above it is the note before's */
  from: number;
  /** whom the current note's head names (the patient in hand or another), once a head of it names someone */
  whose: Whose;
}

/** What the pages' banners (running or printed as their first line) say: which name the patient, and the document each names. */
export interface PageBanners {
  identity: Set<PageNumber>;
  titles: Map<PageNumber, string>;
  /** each page's number in the documents' own numbering (page-folios.ts), where they print one */
  folios: Map<PageNumber, Folio>;
  /** whom a block of header lines names, told by the patient the upload names (patient-in-hand.ts); null untold */
  whose: (block: FieldLine[]) => Whose;
  /** the pages that repeat the page before them (page-copies.ts) */
  copies: Set<PageNumber>;
  /** the pages that are a fax's cover sheet (coverPages) */
  covers: Set<PageNumber>;
}

// An addendum adds to the note above it, though dated and signed on its own ('Addendum — 03/20/2026 10:12 AM', 'Nachtrag
// vom ...'): it opens nothing, on its page or atop the next.
const ADDENDUM = /^[^\p{L}]*(?:addend(?:um|a)|adend(?:a|o)|addendo|nachtrag|aanvulling|till[äa]gg)(?![\p{L}])/iu;

/** The signals of line i, or null when the line cannot open a note (no title, no new date, not a page's first line). */
export function startSignals(lines: DocLine[], i: number, state: ScanState, banners: PageBanners): StartSignals | null {
  const line = lines[i];
  if (!line || ADDENDUM.test(line.text)) return null;
  const prev = lines[i - 1];
  const samePage = prev !== undefined && prev.page === line.page;
  const firstOfPage = !samePage;
  // The line under a section heading is its content ('PROCEDURES' over 'CT chest 01/15/2022'), not a title.
  const underHeading = samePage && readHeading(prev.text)?.rest === '';
  const signedBefore = state.signedSince || lines.slice(Math.max(state.from, i - HEADER_WINDOW), i).some((l) => SIGN_OFF_RE.test(l.text));
  // A title closing on its date heads an entry (titledHeading): with its time anywhere, with the date alone only under
  // the entry before's close (inside a note nobody closed, 'Follow-up Visit 04/02/2025' is what its text plans).
  const heading = underHeading ? null : titledHeading(lines, i, signedBefore);
  const headed = heading !== null && (heading.timed || signedBefore) ? heading : null;
  // A row of a list of dated documents (a cover's index: 'Discharge summary  05/08/2025  Pruett, Hannah, PA-C') names a
  // document printed further on: neither its title nor its date opens one here.
  const listed = isListedDocument(lines, i);
  // A heading that ends in a colon ('X-Ray Data:') labels what follows it; a title stands alone.
  const titled =
    listed || isContinuation(line.text) || underHeading || labelsWhatFollows(line.text) || isNoTitle(line.text)
      ? null
      : (titleOf(line.text) ?? titleBeforeDash(line.text) ?? headed?.title ?? (firstOfPage || signedBefore ? lastCellTitle(line) : null));
  // An item of a list ('• Operative Report: Appendectomy (01/30/2026)' on a cover sheet) names a document and a
  // section heading ('PROCEDURES: appendectomy (01/30/2026)') is note text: neither is a header's date of service.
  // A row of a table of dated entries holds its entry's text beside its date: it is the entry's header all the same.
  // Right under the close of the entry before, a heading of a line or two that names the patient and a date of its own.
  const named = samePage && underCloseAndSigner(lines, i, state.closedAt) ? namedEntry(lines, i, banners) : null;
  const dos =
    listed || LIST_ITEM.test(line.text) || (isNoteText(line.text) && !isFieldRow(line) && datedRow(lines, i) === null && headed === null)
      ? null
      : (serviceDate(lines, i) ?? headed?.stamp ?? named ?? null);
  const entry =
    dos === null
      ? null
      : (entryHeading(lines, i) ??
        datedRow(lines, i) ??
        (headed ? { stamp: headed.stamp, author: false } : named ? { stamp: named, author: false } : null));
  // An entry's heading that names its author opens another encounter after a note that has run on past its header
  // without a date of service of its own (a results report whose collection date has no label the fields know).
  const undatedBefore = state.currentDos === null && entry?.author === true && i - state.from > MAX_LEAD_IN;
  // An entry dated in the margin as the note's first was, on another day (its day is compared with that entry's).
  const margin = marginEntry(lines, i, state.from);
  const newDate =
    margin ||
    (dos !== null &&
      !endsStay(lines, i, state.currentDos) &&
      (otherService(dos, state.currentDos) ? state.currentDos !== null || state.signedSince || undatedBefore : state.signedSince));
  // A letter may begin on the lower part of another paper's page, under a close the reader may not know.
  const letterBelow = firstOfPage ? null : letterOpeningBelow(lines, i);
  if (!titled && !newDate && !firstOfPage && !letterBelow) return null;
  // A page left blank on purpose belongs to no document: it opens nothing and stays with the page before.
  if (firstOfPage && isBlankPage(lines, i)) return null;
  const pageTop = firstOfPage || onlyHeadAbove(lines, i);
  const block = firstOfPage ? pageHead(lines, i) : (letterBelow ?? blockAround(lines, i));
  const fields = readFields(block);
  // Half way down a page, under a note nobody closed, the fields above a title are that note's own (its dates, a list
  // of its procedures): only what stands under the title can make it a header block of another document.
  const below = pageTop || signedBefore ? fields : fields.filter((h) => (block[h.line]?.index ?? -1) >= i);
  // A page whose header block names the patient and a date of service other than the current note's opens a note
  // (a continuation page repeats the note's own date, or none).
  const folio = banners.folios.get(line.page);
  const headDate = firstOfPage ? fields.map((h) => (h.kind === 'dos' ? serviceStamp(h.value) : null)).find((d) => d !== null) : undefined;
  const newHeadDate = headDate !== undefined && headDate !== null && otherService(headDate, state.currentDos);
  // Half way down a page, the patient printed without a label above a title is the head of the note going on (a
  // letterhead over 'Mme ROE Jeanne' over its prescription's title): only the title's own line and those under it say
  // whom another note names.
  const whose = banners.whose(pageTop || signedBefore ? block : block.filter((l) => l.index >= i));
  const patientChange = pageTop && whose !== null && state.whose !== null && whose !== state.whose;
  return {
    title: titled ? (titled.known ? 'known' : 'read') : null,
    bannerTitleChange: firstOfPage && bannerTitleChanges(banners, prev?.page, line.page),
    letter: (firstOfPage && (isLetterOpening(block) || salutedUnderDate(lines, i))) || letterBelow !== null,
    identity:
      fields.some((h) => h.kind === 'name' || h.kind === 'dob') || whose === 'entered' || (pageTop && banners.identity.has(line.page)),
    headerBlock: below.some((h) => h.kind === 'dos' || h.kind === 'discharge') || entry !== null || margin,
    ownFields: titled !== null && fields.filter((h) => isOwnField(block, h, i)).length >= OWN_FIELDS,
    newDate:
      newDate ||
      (newHeadDate && fields.some((h) => h.kind === 'name' || h.kind === 'dob')) ||
      (pageTop && titled !== null && titleKey(line.text) === state.title && newDayInHead(lines, i)),
    marginEntry: margin,
    author: newDate && (visitAuthor(lines, i) || entry?.author === true || (entry !== null && authorUnder(lines, i))),
    pageTop,
    signedBefore,
    footSigned: firstOfPage && ownHead(lines, i) && footSigned(lines, i, state.from),
    continued: (pageTop ? pageHead(lines, firstLineOfPage(lines, i)) : [line]).some((l) => continues(l.text)),
    resultsPage: firstOfPage && opensResults(lines, line.page, prev?.page),
    numberedOne: pageTop && folio?.n === 1 && prev !== undefined && (banners.folios.has(prev.page) || folio.of !== null),
    numberedEnd:
      pageTop && (folio === undefined || folio.n === 1) && endsCount(prev === undefined ? undefined : banners.folios.get(prev.page)),
    // A page's own head that names the patient and another date of service is another paper's, whatever the count
    // printed over it says (a study filed into a clinic's release print).
    numberedOn:
      pageTop &&
      folio !== undefined &&
      folio.n > 1 &&
      !folio.printed &&
      !patientChange &&
      !(newHeadDate && state.currentDos !== null && fields.some((h) => h.kind === 'name' || h.kind === 'dob')),
    titleAgain: titled && state.title !== null ? titleAgain(titleKey(line.text), state.title, lines[i + 1]?.text ?? '') : null,
    patientChange,
    printedAgain: firstOfPage && banners.copies.has(line.page),
    afterCover: firstOfPage && prev !== undefined && banners.covers.has(prev.page) && lines[state.from]?.page === prev.page,
    headCaption: firstOfPage && newCaption(lines, i, state, banners),
  };
}

/**
 * Whether the head of the page line i opens holds a caption (head-caption.ts) over the patient it names, which the head
 * of the current note does not print, nor its title: a paper of its own. A paper's second page that repeats its head
 * repeats its caption; under a banner that names the patient, a heading in capitals is the note's own ('X-RAY LEFT KNEE').
 */
function newCaption(lines: DocLine[], i: number, state: ScanState, banners: PageBanners): boolean {
  const head = letterheadAndHead(lines, i).slice(0, MAX_LEAD_IN);
  const names = (block: DocLine[]) =>
    readFields(block).some((h) => h.kind === 'name' || h.kind === 'dob') || banners.whose(block) === 'entered';
  const at = head.findIndex((l) => isHeadCaption(l, banners.whose));
  const caption = head[at];
  if (
    caption === undefined ||
    names(head.slice(0, at)) ||
    !names(lines.slice(caption.index + 1, caption.index + 1 + CAPTION_OVER).filter((l) => l.page === caption.page))
  )
    return false;
  const printed = new Set(letterheadAndHead(lines, state.from).map((l) => titleKey(l.text)));
  if (state.title !== null) printed.add(state.title);
  return !printed.has(titleKey(caption.text));
}

// The lines under a caption that name the patient of its paper.
const CAPTION_OVER = 2;

// A sentence told to its end: the text of a note, not a letterhead's line of words ('Ancien interne des hôpitaux de Dakar').
const TOLD = /[.!?]\s*$/;

/**
 * The first lines of the page line i opens, up to the first sentence told to its end, a close or a section heading: a
 * letterhead's lines read as prose by their small words, and the head under them.
 */
function letterheadAndHead(lines: DocLine[], i: number): DocLine[] {
  const out: DocLine[] = [];
  for (let k = i; k < i + PAGE_HEAD_LINES && lines[k]?.page === lines[i]?.page; k++) {
    const l = lines[k] as DocLine;
    if ((isNoteLine(l) && (TOLD.test(l.text) || readHeading(l.text) !== null)) || SIGN_OFF_RE.test(l.text) || closesNote(l.text)) break;
    out.push(l);
  }
  return out;
}

/**
 * Whether the head of line i's page holds a day that the head of the page before does not, both heads dated: a form
 * printed again a page each (a session record, a day's sheet) is another session, however its date is labelled or
 * not; a form's second page repeats its head.
 */
function newDayInHead(lines: DocLine[], i: number): boolean {
  const top = firstLineOfPage(lines, i);
  if (top === 0) return false;
  const days = (from: number) => new Set(pageHead(lines, from).flatMap((l) => findDates(l.text).map((d) => d.iso)));
  const here = days(top);
  const before = days(firstLineOfPage(lines, top - 1));
  return before.size > 0 && [...here].some((d) => !before.has(d));
}

/** A page's number that is the last of its count ('Page 2 of 2', 'Page 1 of 1'). */
function endsCount(folio: Folio | undefined): boolean {
  return folio !== undefined && folio.of !== null && folio.n === folio.of;
}

// A page printed blank on purpose says so, in a line or two ('This page intentionally left blank', 'Page laissée en
// blanc intentionnellement', 'Página dejada en blanco', 'Diese Seite wurde absichtlich leer gelassen').
const BLANK_PAGE =
  /\b(?:intentionally\s+(?:left\s+)?blank|left\s+blank\s+(?:intentionally|on\s+purpose)|laiss[ée]e\s+(?:en\s+)?blanc|(?:dejada|en)\s+blanco|(?:absichtlich|bewusst)\s+(?:leer|frei)|lasciata\s+(?:intenzionalmente\s+)?(?:in\s+)?bianco)\b/i;
const BLANK_PAGE_LINES = 3;

function isBlankPage(lines: DocLine[], i: number): boolean {
  const page = lines.slice(i, i + BLANK_PAGE_LINES + 1).filter((l) => l.page === lines[i]?.page);
  return page.length <= BLANK_PAGE_LINES && page.some((l) => BLANK_PAGE.test(l.text));
}

// The labelled fields under a title that make a header block of its own.
const OWN_FIELDS = 2;
const MEASURE = /^\s*[<>]?\s*\d+(?:[.,]\d+)?\s*(?:%|[a-zµμ]\S*)/i;
const TABLE_CELLS = 3;

// A value that says the field is empty: not applicable, none, unknown, a dash or a blank rule. (A label whose value
// is printed further on, on the next line or page, is no empty field.)
const EMPTY_VALUE = /^\s*(?:n\/?a|none|nil|unknown|not\s+(?:applicable|available|known|recorded)|[-–—_.]+)\s*$/i;

/**
 * Whether a field read in the block around line i stands under it as a header's field: one value that says something
 * (not 'N/A', not a dash), not a measured result ('231 mg/dL') nor a row of a table ('Time:  0200  0600  0800', a
 * flowsheet's), and above any sign-off (a signer's department over 'Electronically signed ...' and 'Printed on ...' is
 * the note's close, not a header).
 */
function isOwnField(block: DocLine[], hit: FieldHit, i: number): boolean {
  const line = block[hit.line];
  const closed = block.slice(0, hit.line + 1).some((l) => l.index > i && closesNote(l.text));
  return (
    line !== undefined &&
    line.index > i &&
    !closed &&
    !EMPTY_VALUE.test(hit.value) &&
    line.cells.length < TABLE_CELLS &&
    !MEASURE.test(hit.value)
  );
}

// How far under a visit's date of service its author may be printed, and the labels that name one.
const AUTHOR_LINES = 2;
const AUTHOR_LABEL = /^(?:provider|author|attending|clinician|seen\s+by|rendering\s+provider|treating\s+(?:doctor|physician))\b/i;

/**
 * Whether line i opens with the label of a date of service (not a stay's discharge, not a procedure told in a
 * sentence) and names the visit's author on it or under it, atop the next page where the date stands at the foot of
 * its page (a header a page break cuts in two).
 */
function visitAuthor(lines: DocLine[], i: number): boolean {
  const block = lines.slice(i, i + 1 + AUTHOR_LINES);
  const fields = readFields(block);
  const opens = (label: string) => (block[0]?.text.trimStart() ?? '').toLowerCase().startsWith(label.toLowerCase());
  return fields.some((h) => h.kind === 'dos' && h.line === 0 && opens(h.label)) && fields.some((h) => AUTHOR_LABEL.test(h.label));
}

/** Whether the lines under line i, on its page, label an author ('Provider: Ann Lee, MD' under an entry's dated heading). */
function authorUnder(lines: DocLine[], i: number): boolean {
  const under = lines.slice(i + 1, i + 1 + AUTHOR_LINES).filter((l) => l.page === lines[i]?.page);
  return readFields(under).some((h) => AUTHOR_LABEL.test(h.label));
}

// How far above a discharge date its stay's admission date may be printed.
const STAY_LINES = 2;

/**
 * Whether line i gives the discharge date of the current note's stay: under an admission date that is the note's own
 * date of service, at the same written time if any. (A packet of stays prints each stay's admission and discharge
 * dates: another admission each time.)
 */
function endsStay(lines: DocLine[], i: number, current: string | null): boolean {
  const page = lines[i]?.page;
  const block = lines.slice(Math.max(0, i - STAY_LINES), i + 1).filter((l) => l.page === page);
  const fields = readFields(block);
  const admitted = (value: string) => {
    const stamp = serviceStamp(value);
    return stamp !== null && current !== null && !otherService(stamp, current);
  };
  return (
    fields.some((h) => h.kind === 'discharge' && h.line === block.length - 1) &&
    fields.some((h) => h.kind === 'admission' && admitted(h.value))
  );
}

// A colon a space apart at a line's end, and what stands before it.
const SPACED_COLON = /\s+:\s*$/;

/**
 * Whether a line ends in a label's colon: against its last word ('X-Ray Data:'), or a space apart as French sets it
 * ('CERTIFICAT MÉDICAL :'). On a scan OCR reads specks as marks about a title ('2 SICKNESS CERTIFICATE :', 'LAB REPORT x :'): a
 * colon a space apart after a title with other such marks is one of them, not a label.
 */
function labelsWhatFollows(text: string): boolean {
  if (!/:\s*$/.test(text)) return false;
  if (!SPACED_COLON.test(text)) return true;
  const before = text.replace(SPACED_COLON, '').trim();
  return withoutStrayMarks(before) === before;
}

/**
 * Lines whose words may read as a title but that are none: the wrapped tail of a table cell closes a bracket it never
 * opened ('Medical Record ]', 'CT)'), or the line begins in lower case. (A person named with an honorific, 'Mr Frank
 * Roe', is no title: doc-types.ts.)
 */
function isNoTitle(text: string): boolean {
  const count = (c: string) => text.split(c).length - 1;
  // A title is printed with a capital or a figure first: a line that begins in lower case is words of the text (a
  // tear-off slip's 'certificado n.º 0417' under a signed prescription).
  return count(')') > count('(') || count(']') > count('[') || /^[\s\p{P}]*\p{Ll}/u.test(text);
}

// A title, a spaced dash, and what the document covers after it: words, no sentence, no date.
const TITLE_DASH_SUBJECT = /^(\S.{2,59}?)\s+[—–-]\s+(\S.*)$/u;

/**
 * A title whose line goes on after a spaced dash with what the document covers ('Endoscopy Report — Gastroscopy and
 * Colonoscopy', 'INITIAL EXAMINATION — PERSONAL INJURY'): the title is the part before the dash. (A dated heading,
 * 'Progress Note — 10/01/2025', is read whole; a sentence after the dash is text.)
 */
function titleBeforeDash(text: string): ReturnType<typeof titleOf> {
  const m = TITLE_DASH_SUBJECT.exec(text.trim());
  if (!m?.[1] || !m[2] || isSentence(m[2]) || findDates(m[2]).length > 0) return null;
  return titleOf(m[1]);
}

/**
 * A title printed at the right of a letterhead's line, in a cell of its own ('CAPITOL OPEN MRI · 5131 ... · 225-555-0166'
 * then 'Radiology Report'): a title the list knows, after cells that are no label and no prose. Read atop a page or
 * under the close of the note before, where a paper begins.
 */
function lastCellTitle(line: DocLine): ReturnType<typeof titleOf> {
  const cells = line.cells.map((c) => c.text.trim()).filter((t) => t !== '');
  const last = cells.at(-1);
  if (cells.length < 2 || last === undefined || cells.slice(0, -1).some((t) => t.includes(':') || isSentence(t))) return null;
  const title = titleOf(last);
  return title?.known ? title : null;
}

function titleAgain(key: string, current: string, below: string): StartSignals['titleAgain'] {
  if (key === current) return 'same';
  return isSentence(below) ? null : 'other';
}

/** A title as its words: case, accents, '(continued)' and a page number set aside, so a repeated title compares equal. */
export function titleKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\((?:continued|cont'?d)\)|\bcontinued\b|\b(?:page|pg\.?|p\.)\s*\d+(?:\s*(?:of|\/)\s*\d+)?/g, '')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
}

/**
 * Whether a page's banner names another document than the page before's: both must name one, since a note's first
 * page often prints its title large and only the pages after it the banner.
 */
function bannerTitleChanges(banners: PageBanners, before: PageNumber | undefined, page: PageNumber): boolean {
  const was = before === undefined ? undefined : banners.titles.get(before);
  const now = banners.titles.get(page);
  return was !== undefined && now !== undefined && was !== now;
}

/**
 * The header block around line i: the lines next to it on its page up to note text on either side, so an
 * identifier above the note text before a title belongs to the note before, not to the title.
 */
function blockAround(lines: DocLine[], i: number): DocLine[] {
  const page = lines[i]?.page;
  const inBlock = (k: number) => lines[k]?.page === page && !isNoteLine(lines[k]);
  let from = i;
  while (from > i - HEADER_WINDOW && inBlock(from - 1)) from -= 1;
  let to = i + 1;
  while (to <= i + HEADER_WINDOW && inBlock(to)) to += 1;
  return lines.slice(from, to);
}

/** 'PROGRESS NOTE (continued)', 'ROE, JANE  DOB 03/04/1950 - Page 2': the page goes on with a note begun before. */
function continues(text: string): boolean {
  // ('Page 2 of 3', 'PAGE 2, OF 2' count a print's pages; a number alone numbers the note's.)
  const page = /\b(?:page|pg\.?|p\.)\s*(\d+)\b(?!\s*[,.]?\s*(?:of|\/))/i.exec(text);
  // A fax stamp numbers the packet across notes, not the note.
  const numbersNote = page !== null && Number(page[1]) > 1 && text.length <= 120 && !isFaxStamp(text);
  return isContinuation(text) || numbersNote;
}

const FAX_STAMP = /\b(?:fax(?:ed)?|received|sent|transmitted)\b/i;
// A fax machine's line prints when it sent the page and from which number, its words or not ('MAR 03 2025 10:15 HARBOUR
// CLINIC 5550101234 -> PA DESK PAGE 002'): a time of day and a telephone number, ten digits or more, grouped or not.
const CLOCK_TIME = /\b(?:[01]?\d|2[0-3]):[0-5]\d\b/;
const PHONE_NUMBER = /(?:^|[^\d])(?:\+?\d[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/;

// The machine's line opens with the day it sent the page, in figures or a month's name and figures, then the time
// of day. OCR tears both on a faxed page ('APR-09-2625 WED 10:23', 'SEP 2272026 11:06AH'), and the sender's number
// with them ('57¢ 555 0163'), so the line is known by its shape: a date's start, then a time with its colon.
// (The day may come before the month's name: '05 Aug 2026 08:13 FROM: ...'.)
const MACHINE_LINE =
  /^[^\p{L}\p{N}]*(?:\d{1,4}[/.-]\d|(?:\d{1,2}[\s.-]*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?[\s.-]*\S?\d)[^:]{0,20}?(?<!\d)(?:[01]?\d|2[0-3]):[0-5]\d(?!\d)/iu;

/** A fax's stamp: its words, the time it was sent with the sender's number, or the machine's line by its shape. */
function isFaxStamp(text: string): boolean {
  return FAX_STAMP.test(text) || (CLOCK_TIME.test(text) && PHONE_NUMBER.test(text)) || MACHINE_LINE.test(text);
}

// A fax cover's caption: a short line without figures that names the fax ('FAX', 'FACSIMILE TRANSMITTAL', 'Telefax',
// 'Fax cover sheet'; OCR's 'FAX FAX | PHONE'), and the words of its addressing block ('To', 'From', 'Attn', 'Re',
// 'Pages', the fax and phone numbers' labels, 'Date'), read off lines that are no prose.
const FAX_WORD = /(?<![\p{L}])(?:fax|facsimile|telefax|t[ée]l[ée]copie|transmittal)(?![\p{L}])/iu;
const CAPTION_WORDS = 5;
const ADDRESSING = /(?<![\p{L}])(to|from|attn|attention|re|pages?|fax|phone|date|cc)(?![\p{L}])/giu;
const ADDRESSING_WORDS = 3;
// A cover counts the pages it sends ('Pages: 2 (including cover)', 'No. of pages', 'Number of pages including cover'):
// with five words of an addressing block it is a cover without a caption. (A letter or a memo numbers its own page,
// 'Page 1 of 2'.)
const COUNTS_PAGES = /(?<![\p{L}])pages(?![\p{L}])/iu;
const ADDRESSED_WORDS = 5;
// How far down its page a cover's caption and addressing block are read.
const COVER_LINES = 16;

/**
 * The pages that are a fax's cover sheet: a caption naming the fax and three words of an addressing block or more
 * among the page's first lines, or five words of it with a count of the pages sent, the fax machine's own line apart (it prints its time, 'FAX' and a number on every page). A letter
 * whose letterhead prints its fax number has figures on that line, so no caption. Each page is read once.
 */
export function coverPages(lines: DocLine[]): Set<PageNumber> {
  const covers = new Set<PageNumber>();
  let k = 0;
  while (k < lines.length) {
    const page = lines[k]?.page;
    const head: string[] = [];
    const addressing = new Set<string>();
    let counted = false;
    for (; k < lines.length && lines[k]?.page === page; k++) {
      const text = lines[k]?.text ?? '';
      if (head.length >= COVER_LINES || CLOCK_TIME.test(text)) continue;
      head.push(text);
      // In a line of prose ('Re inmate records for the appointment ...') only its first word addresses.
      const words = [...text.matchAll(ADDRESSING)].filter((m) => !isSentence(text) || /^[^\p{L}]*$/u.test(text.slice(0, m.index)));
      for (const m of words) addressing.add((m[1] ?? '').toLowerCase().replace(/s$/, ''));
      counted ||= COUNTS_PAGES.test(text);
    }
    const captioned = head.some((t) => FAX_WORD.test(t) && !/\d/.test(t) && (t.match(/\p{L}+/gu)?.length ?? 0) <= CAPTION_WORDS);
    const addressed = counted && addressing.size >= ADDRESSED_WORDS;
    if (page !== undefined && ((captioned && addressing.size >= ADDRESSING_WORDS) || addressed)) covers.add(page);
  }
  return covers;
}

// A letter's salutation, in the languages the sets hold letters in ('Dear Dr Roe,', 'Sehr geehrte Frau Kollegin', 'Cher
// confrère', 'Estimado colega', 'Egregio collega', 'Geachte collega', 'Kære kollega'). (Words that also open a closing,
// 'Liebe Grüße', 'Beste groeten', are left out: a closing may head a letter's second page.)
const SALUTATION = /^\s*(?:dear|sehr\s+geehrte[rs]?|cher|ch[èe]re|chers|estimad[oa]s?|egregi[oa]|gentile|geachte|k[æa]re)\s+\S/iu;

/** A letter opens with a date standing alone and a salutation ('Dear Dr. Roe,'). */
function isLetterOpening(head: DocLine[]): boolean {
  const dated = head.some((l) => {
    const d = findDates(l.text)[0];
    return d !== undefined && d.index <= 2 && l.text.trim().length <= d.length + 4;
  });
  return dated && head.some((l) => SALUTATION.test(l.text));
}

// How far down its page a letter's salutation may stand under its letterhead, the addressee, the subject and a line
// or two of what it is about.
const SALUTATION_LINES = 18;

/**
 * Whether the page that line `top` opens is a letter's first: a salutation among its first lines, with a date above it
 * on the page, however the date is printed (alone, or in a clinic's row of fields: 'Dictated: ... Clinic: ..., date')
 * and whatever stands between (a letterhead in a language whose words read like prose, a diagnosis line), and no
 * close above it. A letter's second page has no salutation.
 */
function salutedUnderDate(lines: DocLine[], top: number): boolean {
  const page = lines[top]?.page;
  let dated = false;
  for (let k = top; k < top + SALUTATION_LINES; k++) {
    const text = lines[k]?.page === page ? lines[k]?.text : undefined;
    if (text === undefined || SIGN_OFF_RE.test(text) || closesNote(text)) return false;
    if (SALUTATION.test(text)) return dated;
    dated ||= /\d/.test(text) && findDates(text).length > 0;
  }
  return false;
}

// A letter opening under another paper on its page: at most this many lines of letterhead above its date, and at
// most this many under the date before its salutation (the addressee, a subject line, a diagnosis line).
const LETTERHEAD_LINES = 3;
const ADDRESSEE_LINES = 7;
// A letter's subject line, whose words may read as prose ('Re: Jane Roe, DOB ... — completion of cardiac rehabilitation').
const SUBJECT = /^\s*(?:re|subject|betreff|objet|asunto|oggetto|assunto|betreft)\s*:/iu;
// A line that sends copies belongs to the close of the paper above ('cc: Dr Roe', 'Copy to GP', 'Kopie an').
const COPIES = /^\s*(?:cc|c\.c\.|bcc|cópia|copia|copie|copy|copies|kopie)\b/iu;
// Each document's lines, and for each the index of the next salutation on its page (-1 where none): read once.
const salutations = new WeakMap<readonly DocLine[], Int32Array>();

function nextSalutation(lines: readonly DocLine[], i: number): number {
  let next = salutations.get(lines);
  if (!next) {
    next = new Int32Array(lines.length);
    for (let k = lines.length - 1; k >= 0; k--) {
      const here = lines[k];
      next[k] = here && SALUTATION.test(here.text) ? k : lines[k + 1]?.page === here?.page ? (next[k + 1] ?? -1) : -1;
    }
    salutations.set(lines, next);
  }
  return next[i] ?? -1;
}

/**
 * The opening of a letter that begins at line i below another paper on its page: a letterhead of a line or three (or
 * none) that is no signer's or copies line of the paper above, a date standing alone, the addressee and a subject, then
 * a salutation, with no prose nor close among them (a letter's own text quoting another's salutation has prose above it). Returns those lines, the
 * letter's head, or null. Only lines a few above a salutation are read (one pass finds them).
 */
function letterOpeningBelow(lines: DocLine[], i: number): DocLine[] | null {
  const salutation = nextSalutation(lines, i);
  if (salutation <= i || salutation - i > LETTERHEAD_LINES + ADDRESSEE_LINES) return null;
  let dated = false;
  for (let k = i; k < salutation; k++) {
    const text = lines[k]?.text ?? '';
    if (SIGN_OFF_RE.test(text) || closesNote(text) || (isSentence(text) && !CONTACTS.test(text) && !SUBJECT.test(text))) return null;
    // (The addressee under the date may be a doctor named as a signer is: 'Dr Ann Lee'.)
    if (dated) continue;
    if (isSignerLine(text) || COPIES.test(text)) return null;
    // The letterhead holds no date; the letter's date stands alone on its line.
    const date = /\d/.test(text) ? findDates(text)[0] : undefined;
    if (date !== undefined && date.index <= 2 && text.trim().length <= date.length + 4) dated = salutation - k <= ADDRESSEE_LINES;
    else if (date !== undefined || k - i >= LETTERHEAD_LINES) return null;
  }
  return dated ? lines.slice(i, salutation + 1) : null;
}

/** The head of the page line i opens: its lines up to the first line of note text (a sentence or a section heading). */
export function pageHead(lines: DocLine[], i: number): DocLine[] {
  const page = lines[i]?.page;
  const out: DocLine[] = [];
  for (let k = i; k < lines.length && k < i + PAGE_HEAD_LINES; k++) {
    const l = lines[k];
    if (!l || l.page !== page || isNoteLine(l) || closesNote(l.text)) break;
    out.push(l);
  }
  return out;
}

/** A header table's row of column labels ('Name of patient  DOB  MR#  Date of Service'): most of its cells are labels. */
function isLabelRow(line: DocLine): boolean {
  return line.cells.length >= 2 && line.cells.filter((c) => labelOnly(c.text) !== null).length * 2 > line.cells.length;
}

function firstLineOfPage(lines: DocLine[], i: number): number {
  let k = i;
  while (k > 0 && lines[k - 1]?.page === lines[i]?.page) k -= 1;
  return k;
}

const LIST_ITEM = /^\s*(?:[•·▪◦*–-]|\d{1,2}[.)])\s/;

// Header lines a note may open with above its title or date line on its page.
export const MAX_LEAD_IN = 8;

/** Whether only a few header lines (no note text, no sign-off) lie above line i on its page. */
function onlyHeadAbove(lines: DocLine[], i: number): boolean {
  const top = firstLineOfPage(lines, i);
  return i - top <= MAX_LEAD_IN && pageHead(lines, top).length >= i - top;
}

/** Where a note that starts at line i opens: at its page's top when only header lines lie above it there. */
export function pageTopLeadIn(lines: DocLine[], i: number, floor: number): number {
  const top = firstLineOfPage(lines, i);
  return top > floor && onlyHeadAbove(lines, i) ? top : i;
}

/** A line of note text rather than header: a sentence (several lower-case words) or a section heading. */
export function isBodyLine(text: string): boolean {
  return isSentence(text) || readHeading(text) !== null;
}

/**
 * Note text after a header block: a body line that is not the note's title ('LAB RESULTS' is both), nor a letterhead's
 * line of contacts, whose small words read like prose ('Tel 01603 555 480 · secure email memory.clinic@nhs.example').
 */
export function isNoteText(text: string): boolean {
  return isBodyLine(text) && titleOf(text) === null && !CONTACTS.test(text);
}

// A letterhead's contacts: a line that opens with a phone or fax number's label and its number, or holds an e-mail or
// web address.
const CONTACTS = /^\s*(?:tel(?:ephone)?|ph(?:one)?|fax|t|f)\b\.?\s*:?\s*[+(]?\d|[\w.-]+@[\w-]+\.\w|\bwww\.\w|\bhttps?:\/\//i;

/**
 * A row of labelled fields, each label a cell ending in a colon ('Date of Admission:  01/03/2024 09:30 hrs  Date of
 * Discharge:  08/03/2024 11:00 hrs'): the small words of its labels and values are no prose, unless its values alone read as a sentence ('HPI:  Patient
 * reports ...').
 */
function isFieldRow(line: DocLine): boolean {
  if (isFieldLine(line)) return true;
  if (line.cells.length < 2) return false;
  const labels = line.cells.filter((c) => /:\s*$/.test(c.text));
  if (labels.length === 0) return false;
  return !isSentence(
    line.cells
      .filter((c) => !labels.includes(c))
      .map((c) => c.text)
      .join(' '),
  );
}

// A line's fields, read once: several signals ask whether the same line is prose while a document is split.
const fieldLines = new WeakMap<DocLine, boolean>();

/**
 * Whether a line is a row of labelled fields printed as one line of text ('Visit date: 06/12/2025 Time in 13:30 / out
 * 14:40 Visit type: Routine Home Care Clinician: ...', 'Our ref: AB/1006 Date of clinic: 10/06/2025 Date typed:
 * 16/06/2025'): two labelled fields or more, and the words left beside their labels no sentence, however many small
 * words the labels hold. ('Assessment: stable. Plan: continue the same and review in two weeks.' is prose.)
 */
function isFieldLine(line: DocLine): boolean {
  if (!line.text.includes(':')) return false;
  let known = fieldLines.get(line);
  if (known === undefined) {
    const hits = readFields([line]).filter((h) => h.line === 0);
    const rest = hits.reduce((text, h) => text.replace(h.label, ' '), line.text);
    known = hits.length >= 2 && !isSentence(rest);
    fieldLines.set(line, known);
  }
  return known;
}

/** A line of note text, not a header table's row of column labels or a row of labelled fields (whose label words read like prose). */
export function isNoteLine(line: DocLine | undefined): boolean {
  return line !== undefined && isNoteText(line.text) && !isLabelRow(line) && !isFieldRow(line);
}

// Several signals ask for the same line's date of service while a document is split; each is read once.
const serviceDates = new WeakMap<readonly DocLine[], (string | null)[]>();

/** The labelled date of service on line i, if any. */
export function serviceDate(lines: DocLine[], i: number): string | null {
  let known = serviceDates.get(lines);
  if (!known) serviceDates.set(lines, (known = []));
  if (known[i] === undefined) known[i] = readServiceDate(lines, i);
  return known[i];
}

function readServiceDate(lines: DocLine[], i: number): string | null {
  const line = lines[i];
  // The date on a signature line (or a record system's statement that it signed the note, or the tail a signer's line
  // runs onto) is when the note was signed, not a new encounter.
  if (!line || closesNote(line.text) || runsOnFromSigner(lines, i)) return null;
  // Every date is written with digits, on the line or on the value row under it.
  if (!/\d/.test(line.text) && !/\d/.test(lines[i + 1]?.text ?? '')) return null;
  const hits = readFields([line, ...(lines[i + 1] ? [lines[i + 1] as DocLine] : [])]).filter((h) => h.line === 0);
  for (const h of hits) {
    // A bare 'Date:' in a sign-off block ('Signature: ...', 'Name: ...', 'Date: ...') is when the note was signed.
    if (isBareDateLabel(h.label) && afterSignOff(lines, i)) continue;
    const stamp = h.kind === 'dos' || h.kind === 'discharge' ? serviceStamp(h.value) : null;
    if (stamp) return stamp;
  }
  return entryHeading(lines, i)?.stamp ?? datedRow(lines, i)?.stamp ?? null;
}

// A table of dated entries ('Date/Time  Note  Signature' over its rows): its row of column labels names the date first.
const DATE_COLUMN = /^(?:date|fecha|datum|data|dato)\b/i;
// A column where each entry is signed: the row's author.
const SIGNING_COLUMN = /\b(?:signature|signed|initials|author|by|firma|unterschrift|signature)\b/i;
// A time alone, as printed under its entry's date in the date column.
const TIME_CELL = /^\s*(?:[01]?\d|2[0-3])[:.h]?[0-5]\d\s*(?:hrs?|h|[ap]\.?\s?m\.?)?\s*$/i;

/**
 * Line i as a row of a table of dated entries (a ward's progress notes): under a row of column labels that names the
 * date first, its first cell is the entry's date alone, with the entry's time alone in the first cell of the line under
 * it, and the cells beside them hold the entry's prose. (A results table's dated rows hold values; a log's rows, dated
 * by the day alone, are its visits.)
 */
function datedRow(lines: DocLine[], i: number): { stamp: string; author: boolean } | null {
  const line = lines[i];
  const first = line?.cells[0]?.text.trim() ?? '';
  if (!line || line.cells.length < 2 || !/^\d/.test(first)) return null;
  const date = findDates(first)[0];
  if (!date || date.index !== 0 || first.length > date.length + 1) return null;
  const next = lines[i + 1]?.page === line.page ? lines[i + 1] : undefined;
  // A shift's entries are timed; a table of visits each dated by the day alone is a log (a treatment record, a
  // session record): one paper, dated by its first row.
  if (next === undefined || !TIME_CELL.test(next.cells[0]?.text ?? '')) return null;
  const text = [...line.cells.slice(1), ...next.cells.slice(1)].map((c) => c.text).join(' ');
  if (!isSentence(text)) return null;
  let k = i - 1;
  while (k >= 0 && lines[k]?.page === line.page && !isDateColumns(lines[k])) k -= 1;
  const labels = lines[k];
  if (k < 0 || labels?.page !== line.page) return null;
  const stamp = serviceStamp(`${first} ${next.cells[0]?.text.trim() ?? ''}`);
  return stamp ? { stamp, author: SIGNING_COLUMN.test(labels.text) } : null;
}

/** A row of column labels whose first names the date ('Date/Time  Note  Signature'): no figures, several cells. */
function isDateColumns(line: DocLine | undefined): boolean {
  return line !== undefined && line.cells.length >= 2 && DATE_COLUMN.test(line.cells[0]?.text.trim() ?? '') && !/\d/.test(line.text);
}

// How far under an entry's heading its text must start.
const ENTRY_TEXT_LINES = 6;

/**
 * Line i as the heading of an entry of a dated list (header/entry-heading.ts), with the entry's text under it on its
 * page (or atop the next, where the heading ends its page): a sentence before the next dated line. (Under a dated row, the next dated row is a table's; a table of dated
 * section names, 'Anamnesis' over a word or two, holds no entries.)
 */
function entryHeading(lines: DocLine[], i: number): { stamp: string; author: boolean } | null {
  const line = lines[i];
  const entry = line ? entryHeadingAt(lines, i) : null;
  if (!line || !entry || SIGN_OFF_RE.test(lines[i + 1]?.text ?? '')) return null;
  if (!textUnder(lines, i)) return null;
  const stamp = serviceStamp(line.text.slice(entry.dateAt));
  return stamp ? { stamp, author: entry.author } : null;
}

// A time after a heading's date, perhaps a span, perhaps its time zone ('06:30 CST', '9:30 AM - 10:15 AM', '1915 hrs').
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:.h]?[0-5]\d\s*(?:hrs?|h|[ap]\.?\s?m\.?)?`;
const CLOSING_TIME = new RegExp(String.raw`^\s*(?:(?:at\s+)?${CLOCK}(?:\s*[-–—]\s*${CLOCK})?)?\s*(?:\p{Lu}{2,4})?\s*$`, 'u');
const HEADING_CHARS = 120;
// The heading's time, then a row of its fields ('11:05 Caller: patient Taken by: Bea Holt, LPN').
const TIME_THEN_REST = new RegExp(String.raw`^\s*${CLOCK}\s*(?:\p{Lu}{2,4}\s+)?(\S.*)$`, 'u');
const LABELLED = /[\p{L})]\s*:\s*\S/u;

/** Whether what follows a heading's date is its time and a row of labelled fields, no sentence. */
function fieldsAfterTime(after: string): boolean {
  const rest = TIME_THEN_REST.exec(after)?.[1];
  return rest !== undefined && LABELLED.test(rest) && !isSentence(rest);
}

/**
 * Line i as a heading that is a title closing on its date, perhaps with its time and time zone, perhaps a row of its
 * fields after the time ('PHONE NOTE 06/02/2025 11:05 Caller: patient Taken by: ...', 'Follow-up Visit
 * 07/15/2025', 'Group Therapy Note — 10/02/2025', 'NICU Nursing Shift Assessment  01/05/2025 06:30 CST', 'Infusion
 * Nursing Record — Infliximab dose 2 (week 2)  02/10/2026'), with the entry's text under it on its page: an EHR's
 * print of a stay's entries, one under the other, heads them so. The words before the date are a title (the whole, or
 * the part before a spaced dash), never a label naming the date ('Discharge Date 02/16/2026') nor a sentence.
 * Under the close of the entry before (`closed`), a heading may name its kind in words no title list holds ('NURSING —
 * ADMINISTRATION', 'Post-operative review') and go on after its date with a short tail (shortTail): a bracket, the
 * author in a cell of their own, the patient's fields.
 */
function titledHeading(
  lines: DocLine[],
  i: number,
  closed: boolean,
): { title: ReturnType<typeof titleOf>; stamp: string; timed: boolean } | null {
  const line = lines[i];
  const text = line?.text ?? '';
  if (!line || text.length > HEADING_CHARS || !/\d/.test(text)) return null;
  const dates = findDates(text);
  const date = dates[0];
  if (dates.length !== 1 || !date || date.index === 0) return null;
  const after = text.slice(date.index + date.length);
  const closing = CLOSING_TIME.test(after) || fieldsAfterTime(after);
  if (!closing && !(closed && shortTail(line, after))) return null;
  const before = text.slice(0, date.index).replace(/[\s—–|·:,-]+$/u, '');
  if (before === '' || isSentence(before) || isNoTitle(before) || labelOnly(before) !== null || namesDate(before)) return null;
  const title = titleOf(before) ?? titleBeforeDash(before);
  const stamp = serviceStamp(text.slice(date.index));
  if (!(title || (closed && namesKind(before) && !runsOnFromSigner(lines, i))) || !stamp || !textUnder(lines, i)) return null;
  return { title, stamp, timed: closing && /\d/.test(after) };
}

// A clinician's name, credentials and a comma: the post goes on after it ('Ann Lee, MD, Medical Director, Cardiac').
const SIGNER_WITH_POST = new RegExp(
  String.raw`^\s*(?:Dr\.?\s+)?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3},\s*${CREDENTIALS.source},\s*\p{L}`,
  'u',
);

/**
 * Whether line i is the tail of the signer's line above it, wrapped: that line names the clinician, credentials and a
 * post running to its end without a date, and line i ends the post and gives the signing time ('Ann Lee, MD, Medical
 * Director, Cardiac' over 'Rehabilitation · 02/17/2025 8:02 AM CST').
 */
function runsOnFromSigner(lines: DocLine[], i: number): boolean {
  const above = lines[i - 1];
  return (
    above?.page === lines[i]?.page &&
    !/\d/.test(above?.text ?? '') &&
    /\p{L}\s*$/u.test(above?.text ?? '') &&
    SIGNER_WITH_POST.test(above?.text ?? '')
  );
}

// A kind of entry named in a few words before its date, a capital or a figure first ('CYCLE 2 DAY 1 — ddAC'): no field
// ('Hosp No: PV0448120' before a letter's date), no identifier of letters and figures, no list.
const KIND_WORDS = 5;

function namesKind(before: string): boolean {
  const words = before.split(/[\s—–|·-]+/u).filter((w) => /\p{L}/u.test(w));
  return (
    words.length > 0 &&
    words.length <= KIND_WORDS &&
    /^[\p{Lu}\d]/u.test(before.trim()) &&
    !/[,:]/.test(before) &&
    !words.some((w) => /\d/.test(w))
  );
}

// What may follow a heading's date: its time (a span, a time zone), then a bracket ('(results review)', '(after hours)').
const TAIL_TIME = new RegExp(
  String.raw`^\s*(?:at\s+)?(?:${CLOCK}(?:\s*[-–—]\s*${CLOCK})?(?:\s+\p{Lu}{2,4}\b)?)?\s*(?:\([^()]{1,30}\))?`,
  'u',
);
// A person named in a cell of their own: capitalised words and initials, particles between ('Dr K. van der Merwe').
const PERSON_CELL = /^(?:\p{Lu}[\p{L}'’.-]*\s+)(?:(?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|du|la|le|da|dos)\s+){0,4}\p{Lu}[\p{L}'’.-]*$/u;

/**
 * Whether what follows a heading's date is a short tail that heads an entry rather than tells: its time, a bracket,
 * then nothing, the author alone in the line's last cell ('…  Sr N. Dube'), or a row of labelled fields that is no
 * sentence ('Patient: Jane Roe').
 */
function shortTail(line: DocLine, after: string): boolean {
  let rest = after.replace(TAIL_TIME, '');
  const author = line.cells.length >= 2 ? (line.cells.at(-1)?.text.trim() ?? '') : '';
  if (author !== '' && rest.trimEnd().endsWith(author) && PERSON_CELL.test(author)) rest = rest.trimEnd().slice(0, -author.length);
  rest = rest.trim();
  return rest === '' || (LABELLED.test(rest) && !isSentence(rest) && findDates(rest).length === 0);
}

// The lines of a signer's block under a close: the name, the post, the copies line ('cc: ...').
const SIGNER_BLOCK_LINES = 3;

/**
 * Whether line i stands right under the close of the entry before, or under the close and its signer's block ('Yours
 * sincerely,' over the name, the post and 'cc: ...'), each of those lines no prose, on its page.
 */
function underCloseAndSigner(lines: DocLine[], i: number, closedAt: number): boolean {
  if (closedAt < 0 || closedAt >= i || i - closedAt - 1 > SIGNER_BLOCK_LINES || lines[closedAt]?.page !== lines[i]?.page) return false;
  return lines.slice(closedAt + 1, i).every((l) => !isSentence(l.text));
}

// The lines of an entry's heading that names the patient and its date (a title or a letterhead over them, or not).
const NAMED_HEAD_LINES = 2;

/**
 * The date of service of an entry whose heading at line i, right under the close of the entry before, names the
 * patient and a date of its own on a line or two, no prose before its dates ('Hepatology Nurse Telephone Contact' over 'MacIsaac, Colin · DOB ... ·
 * 2026-03-02 14:20'; a letterhead over 'Post-operative visit — Loretta ..., DOB ... — 03/31/2026 — six weeks after
 * right TKA'), with the entry's text under it: labelled as the patient's, or the patient in hand however printed. A
 * birth date is no date of service; the heading's last other date is.
 */
function namedEntry(lines: DocLine[], i: number, banners: PageBanners): string | null {
  // What a heading says after its dates may read as prose ('— six weeks after right TKA'); up to its first date it does not.
  const prose = (l: { text: string; dates: { index: number }[] }) => isSentence(l.text.slice(0, l.dates[0]?.index ?? l.text.length));
  // The line under a heading of one line is the entry's text: the heading is that line alone.
  const head = lines
    .slice(i, i + NAMED_HEAD_LINES)
    .filter((l) => l.page === lines[i]?.page)
    .map((l) => ({ ...l, dates: /\d/.test(l.text) ? findDates(l.text) : [] }))
    .filter((l, k) => k === 0 || !prose(l));
  if (head.some((l) => prose(l) || closesNote(l.text)) || !head.some((l) => l.dates.length > 0)) return null;
  const fields = readFields(head);
  const births = new Set(fields.filter((h) => h.kind === 'dob').map((h) => findDates(h.value)[0]?.iso));
  // A date whose own label, the words since the last separator before it, names a birth ('Re: Jane Roe, DOB ...').
  const born = (text: string, at: number) =>
    labelKind(
      text
        .slice(0, at)
        .split(/[,;·|—–]/u)
        .at(-1)
        ?.trim()
        .replace(/[:.]$/, '') ?? '',
    ) === 'dob';
  const identified =
    fields.some((h) => h.kind === 'name' || h.kind === 'dob') ||
    head.some((l) => l.dates.some((d) => born(l.text, d.index))) ||
    banners.whose(head) === 'entered';
  if (!identified) return null;
  for (let k = head.length - 1; k >= 0; k--) {
    const { text, dates } = head[k] ?? { text: '', dates: [] };
    const date = dates.filter((d) => !births.has(d.iso) && !born(text, d.index)).at(-1);
    if (date) return textUnder(lines, i + k) ? serviceStamp(text.slice(date.index)) : null;
  }
  return null;
}

// A row of a list holds three cells or more: what, when, who.
const LIST_CELLS = 3;

/** Whether a line is a row of a table with a cell that is a date alone, after its first cell. */
function isDatedListRow(line: DocLine | undefined): boolean {
  if (line === undefined || line.cells.length < LIST_CELLS) return false;
  return line.cells.slice(1).some((c) => {
    const date = findDates(c.text)[0];
    return date !== undefined && c.text.trim().length <= date.length + 1;
  });
}

/**
 * Whether line i is a row of a list of dated documents or events: a row whose cell after the first is a date alone,
 * with a row of the same kind above or below it on its page (a cover's index, a table of contents, a log). A table of
 * dated entries, each with its text beside its date in the first cell, is read by datedRow.
 */
function isListedDocument(lines: DocLine[], i: number): boolean {
  const line = lines[i];
  if (!isDatedListRow(line)) return false;
  const near = [lines[i - 1], lines[i + 1]].filter((l) => l?.page === line?.page);
  return near.some(isDatedListRow);
}

/**
 * Whether an entry's text stands under its heading at line i: a sentence before the next dated line. (A heading the
 * page's foot cuts from its text goes on at the next page's top.)
 */
function textUnder(lines: DocLine[], i: number): boolean {
  // (The page's number under a heading at its foot, '— 1 —', is no text: the entry's text is atop the next page.)
  let from = i + 1;
  while (lines[from] !== undefined && lines[from]?.page === lines[i]?.page && !/\p{L}/u.test(lines[from]?.text ?? '')) from += 1;
  const textPage = lines[from]?.page ?? lines[i]?.page;
  const under: DocLine[] = [];
  for (const l of lines.slice(from, from + ENTRY_TEXT_LINES)) {
    if (l.page !== textPage || opensWithDate(l.text)) break;
    under.push(l);
  }
  return under.some((l) => isSentence(l.text));
}

// The lines of a sign-off block under its signing line.
const SIGN_OFF_BLOCK = 2;

/**
 * Whether line i completes a sign-off block whose signing line gives no date ('Signature: ____', 'Name: ...',
 * 'Date: ...'). A signing line with its own date ('Electronically signed ... on 08/06/2024') is complete: a 'Date:'
 * under it dates what comes next (a letter).
 */
function afterSignOff(lines: DocLine[], i: number): boolean {
  const page = lines[i]?.page;
  const signing = lines.slice(Math.max(0, i - SIGN_OFF_BLOCK), i).filter((l) => l.page === page && SIGN_OFF_RE.test(l.text));
  return signing.length > 0 && signing.every((l) => findDates(l.text).length === 0);
}

/** A date of service as yyyy-MM-dd, with 'THH:mm' where a time is written right after it ('01/30/2026 06:30'). */
function serviceStamp(value: string): string | null {
  const date = findDates(value)[0];
  if (!date) return null;
  const time = /^\s*(?:at\s+)?([01]?\d|2[0-3]):([0-5]\d)\b/.exec(value.slice(date.index + date.length));
  return time ? `${date.iso}T${(time[1] ?? '').padStart(2, '0')}:${time[2] ?? ''}` : date.iso;
}

/**
 * Whether a date of service names another encounter than the current note's: another day, or the same day at another
 * written time (nursing entries, the day's second visit). A page that repeats the day without a time continues it.
 */
function otherService(stamp: string, current: string | null): boolean {
  if (current === null) return true;
  const [day, time] = stamp.split('T');
  const [currentDay, currentTime] = current.split('T');
  return day !== currentDay || (time !== undefined && currentTime !== undefined && time !== currentTime);
}
