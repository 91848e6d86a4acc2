import { pageNumber, type DocLine, type PageNumber } from '../types.ts';
import { isContinuation, matchTitle, titleOf } from '../header/doc-types.ts';
import { labelOnly, SIGN_OFF_RE } from '../header/labels.ts';
import { readFields } from '../header/read-fields.ts';
import { findDates } from '../text/dates.ts';
import { readHeading } from '../sections/split-sections.ts';

export interface NoteSpan {
  /** document line range [fromLine, toLine) */
  fromLine: number;
  toLine: number;
  first: PageNumber;
  last: PageNumber;
}

// How far around a title to look for the header block that confirms it starts a note.
const HEADER_WINDOW = 6;
// A title this close to the top of a page starts a note even with no header block near it.
const PAGE_TOP_LINES = 4;
// Header lines a note may open with before its title (titles after the header block).
const MAX_LEAD_IN = 8;
const HEADER_LINE =
  /\b(patient|name|collect(ed|ion)|d\.?o\.?b|date\s+of\s+birth|mrn|medical\s+record|acct|account|age|sex|gender|date|dos|provider|physician|attending|location|facility|encounter|referring|pcp|room|visit|admi(t|ssion)|discharge)\b/i;

/**
 * Splits the document's lines into notes. A note starts at a document title (confirmed by a header block near
 * it, the top of a page, or a sign-off just before it), or at an untitled header block whose date of service
 * differs from the current note's or that follows a sign-off. A note opens with the header lines just above its
 * title, so titles printed after the header block still start the note at the block.
 */
export function findNotes(lines: DocLine[], pageCount: number, allowMultiNote: boolean, running: RunningLines = []): NoteSpan[] {
  const bannerPages = pagesWithIdentityBanner(running);
  const whole = [span(lines, 0, lines.length, pageCount)];
  if (!allowMultiNote || lines.length === 0) return whole;
  const starts: number[] = [0];
  let currentDos = serviceDate(lines, 0);
  let signedSince = false;
  lines.forEach((line, i) => {
    if (i === 0) return;
    // A title or date printed inside the header block of the note that just started belongs to that note.
    const justStarted = onlyHeaderSince(lines, starts[starts.length - 1] ?? 0, i) && !signedSince;
    const titled = isContinuation(line.text) ? null : titleOf(line.text);
    const dos = serviceDate(lines, i);
    let startsNote = false;
    // A title the dictionary knows needs one confirming signal; a title read from its words alone needs the
    // patient's identifiers beside it, or the page top after the previous note's sign-off.
    const signedBefore = signedSince || followsSignOff(lines, i);
    if (titled?.known) startsNote = atPageTop(lines, i) || nearHeaderBlock(lines, i) || signedBefore;
    else if (titled) startsNote = hasIdentity(lines, i) || (atPageTop(lines, i) && signedBefore);
    else if (dos && (dos !== currentDos ? currentDos !== null || signedSince : signedSince)) {
      startsNote = hasIdentity(lines, i) || (atPageTop(lines, i) && bannerPages.has(line.page));
    }
    if (startsNote && !justStarted) {
      const start = leadIn(lines, i, starts[starts.length - 1] ?? 0);
      if (start > (starts[starts.length - 1] ?? 0)) starts.push(start);
      currentDos = dos ?? serviceDateNear(lines, i);
      signedSince = false;
      return;
    }
    if (SIGN_OFF_RE.test(line.text)) signedSince = true;
    if (dos && currentDos === null) currentDos = dos;
  });
  const merged = mergeStubs(lines, starts);
  return merged.map((from, k) => span(lines, from, merged[k + 1] ?? lines.length, pageCount));
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
    // A fragment with a header and no body (letterhead, banner, label table) is never a note of its own.
    // (A header is short, on one page and names the patient; a page of result tables without prose is a note.)
    const headerOnly =
      k + 1 < out.length &&
      body.length <= HEADER_FRAGMENT_LINES &&
      body.every((l) => l.page === body[0]?.page) &&
      !body.some((l) => isBodyLine(l.text) || SIGN_OFF_RE.test(l.text)) &&
      (body.length <= STUB_LINES + 1 || readFields(body).some((h) => h.kind === 'name' || h.kind === 'dob'));
    if (body.length > STUB_LINES && chars >= STUB_CHARS && !headerOnly) continue;
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

/** A line of note text rather than header: a sentence (several lower-case words) or a section heading. */
function isBodyLine(text: string): boolean {
  return (text.match(/\b[a-z][a-z'’-]+\b/g)?.length ?? 0) >= 4 || readHeading(text) !== null;
}

function span(lines: DocLine[], fromLine: number, toLine: number, pageCount: number): NoteSpan {
  const first = lines[fromLine]?.page ?? pageNumber(1);
  const last = toLine >= lines.length ? pageNumber(Math.max(pageCount, 1)) : (lines[toLine - 1]?.page ?? first);
  return { fromLine, toLine, first, last };
}

/** The labelled date of service on line i, if any. */
function serviceDate(lines: DocLine[], i: number): string | null {
  const line = lines[i];
  // The date on a signature line is when the note was signed, not a new encounter.
  if (!line || SIGN_OFF_RE.test(line.text)) return null;
  const hits = readFields([line, ...(lines[i + 1] ? [lines[i + 1] as DocLine] : [])]).filter((h) => h.line === 0);
  for (const h of hits) {
    const date = (h.kind === 'dos' || h.kind === 'discharge') && findDates(h.value)[0];
    if (date) return date.iso;
  }
  return null;
}

function serviceDateNear(lines: DocLine[], i: number): string | null {
  for (let k = i; k < Math.min(lines.length, i + HEADER_WINDOW + 2); k++) {
    const dos = serviceDate(lines, k);
    if (dos) return dos;
  }
  return null;
}

function atPageTop(lines: DocLine[], i: number): boolean {
  const page = lines[i]?.page;
  return lines.slice(Math.max(0, i - PAGE_TOP_LINES), i).every((l) => l.page !== page);
}

function nearHeaderBlock(lines: DocLine[], i: number): boolean {
  const around = lines.slice(Math.max(0, i - HEADER_WINDOW), i + HEADER_WINDOW + 1);
  return readFields(around).some((h) => h.kind === 'name' || h.kind === 'dob' || h.kind === 'dos' || h.kind === 'discharge');
}

/** Running lines per page, as extract sets them apart: a patient banner there still identifies the page's note. */
export type RunningLines = { page: PageNumber; lines: { text: string; cells: { text: string; x: number }[] }[] }[];

function pagesWithIdentityBanner(running: RunningLines): Set<PageNumber> {
  const out = new Set<PageNumber>();
  for (const p of running) {
    const hits = readFields(p.lines.map((l) => ({ ...l, page: p.page })));
    if (hits.some((h) => h.kind === 'name' || h.kind === 'dob')) out.add(p.page);
  }
  return out;
}

function hasIdentity(lines: DocLine[], i: number): boolean {
  const around = lines.slice(Math.max(0, i - HEADER_WINDOW), i + HEADER_WINDOW + 1);
  return readFields(around).some((h) => h.kind === 'name' || h.kind === 'dob');
}

function followsSignOff(lines: DocLine[], i: number): boolean {
  return lines.slice(Math.max(0, i - HEADER_WINDOW), i).some((l) => SIGN_OFF_RE.test(l.text));
}

function isHeaderLine(lines: DocLine[], k: number): boolean {
  const line = lines[k]?.text ?? '';
  const prev = lines[k - 1];
  const prevText = prev?.text ?? '';
  const tableRow = prev !== undefined && prev.cells.length >= 2 && prev.cells.every((c) => labelOnly(c.text) !== null);
  const isValue = (/:\s*$/.test(prevText) && HEADER_LINE.test(prevText)) || tableRow;
  return line.length <= 120 && (HEADER_LINE.test(line) || isValue);
}

/** Whether only header lines (labels, their values, the title) lie between a note's start and line i. */
function onlyHeaderSince(lines: DocLine[], from: number, i: number): boolean {
  if (i - from > MAX_LEAD_IN + 4) return false;
  for (let k = from; k < i; k++) {
    const text = lines[k]?.text ?? '';
    if (!isHeaderLine(lines, k) && matchTitle(text) === null) return false;
  }
  return true;
}

/** Moves a note's start up over the header lines printed above its title or date line. */
function leadIn(lines: DocLine[], i: number, floor: number): number {
  let start = i;
  while (start - 1 > floor && i - (start - 1) <= MAX_LEAD_IN) {
    const prev = lines[start - 1];
    // A value printed under its label ('Patient Name:' then 'SMITH, JOHN') belongs to the header block too.
    if (!prev || SIGN_OFF_RE.test(prev.text) || !isHeaderLine(lines, start - 1)) break;
    if (matchTitle(prev.text) !== null && !isContinuation(prev.text)) break;
    start -= 1;
  }
  return start;
}
