import type { DocLine, Finding, InkMark, PageNumber, Rect, TextLine } from '../types.ts';
import { cellsOf, inkBy } from './drawn-signature.ts';
import { citePages, pageLines, type NoteContext } from './note-context.ts';
import {
  afterCourtesy,
  initialsKey,
  keyedInitials,
  readSignOffs,
  readSigningActs,
  signingPlaceOf,
  type NoteKind,
  type SignOff,
} from './sign-off.ts';
import { isUnsignedStatus, UNSIGNED_RE } from '../header/labels.ts';
import { lineSpan } from '../header/source-span.ts';
import { CREDENTIALS } from './credentials.ts';
import { entryAuthorLine } from './entry-author.ts';
import { unslippedAct } from './ocr-act-slips.ts';
import { NEEDS_NO_SIGNATURE } from './signing-acts.ts';

// A second signature over the author's: a co-signature or countersignature, in the languages read.
const COUNTERSIGN =
  /\b(?:co-?sign|counter-?sign|contra-?firm|cofirm|controfirm|contre-?sign|gegenzeichn|mitunterzeichn|medeonderteken)\p{L}*/giu;
const NAME_WORD = /(?<![\p{L}])\p{Lu}\p{Ll}{3,}(?![\p{L}])/gu;

const PENDING_WORDS = String.raw`pending|awaiting|required|outstanding|ausstehend|pendiente|pendente|en\s+attente|in\s+attesa|openstaand`;
const PENDING = new RegExp(String.raw`(?<![\p{L}])(?:${PENDING_WORDS})(?![\p{L}])`, 'iu');
// A second signature's own state, pending or not needed ('RN co-signature pending', 'Co-signature not required',
// 'Physician co-signature: pending review', 'awaiting countersignature'): it says nothing of the author's signature.
const SECOND_SIGNATURE = new RegExp(
  String.raw`(?:${COUNTERSIGN.source})\s*:?\s*(?:is\s+)?(?:(?:${PENDING_WORDS})(?:\s+\p{L}+)?|not\s+required|nicht\s+erforderlich|no\s+requerida)(?![\p{L}])|(?<![\p{L}])(?:${PENDING_WORDS}|awaits)\s+(?:\p{L}+\s+)?(?:${COUNTERSIGN.source})`,
  'giu',
);

// A clause the note only supposes, to the end of its sentence ('… if further sections or review are required',
// 'Should countersignature be required, …', 'falls eine Freigabe erforderlich ist'): what it says may never happen.
const SUPPOSED =
  /(?<![\p{L}])(?:if|unless|should|whenever|in\s+case|falls|wenn|sofern|indien|qualora|lorsque|au\s+cas\s+o[ùu])(?![\p{L}])[^.;!?]*/giu;

/**
 * A line's own state: what it says of the author's signature, not of a second signer's nor of needing none, nor
 * in a clause it only supposes.
 */
function ownState(text: string): string {
  return text.replace(SECOND_SIGNATURE, ' ').replace(NEEDS_NO_SIGNATURE, ' ').replace(SUPPOSED, ' ');
}
const NEGATED = /(?<![\p{L}])(?:not|non|no|nicht|niet|n[ãa]o|sin|sem|senza|sans)(?![\p{L}])/iu;

/**
 * Whether a state is an act still pending ('Review pending — Dr Ana Ruiz') by a clinician (credentials or a title)
 * none of whose names the signing line carries. A state that says the note is not signed is the note's own.
 */
function anotherPerson(state: string, signing: string): boolean {
  if (!PENDING.test(state) || NEGATED.test(state)) return false;
  if (!CREDENTIALS.test(state) && !/\b(?:dr[ae]?|dott(?:\.?ssa)?|prof)\.?\s/iu.test(state)) return false;
  const names = (state.match(NAME_WORD) ?? []).filter((w) => !UNSIGNED_RE.test(w));
  return names.length > 0 && !names.some((n) => signing.includes(n));
}

// Ditto marks and 'same as above' stand in for documentation instead of recording it.
const DITTO = /\bsame\s+as\s+(above|before|previous|prior|last\s+(visit|note))\b|^\s*(["”〃]|ditto)\s*$|\bditto\b/i;

/** Authentication: signed, with the author's name and credentials, and dated; stand-in text is flagged. */
export function checkAuthentication(ctx: NoteContext): Finding[] {
  const findings: Finding[] = [signatureFinding(ctx)];
  const ditto = ctx.lines.filter((l) => DITTO.test(l.text));
  if (ditto.length > 0) {
    const pages = unique(ditto.map((l) => l.page));
    findings.push({
      check: 'authentication',
      severity: 'warning',
      message: `"Same as above" or ditto marks stand in for documentation (${citePages(pages)}).`,
      pages,
      cites: ditto.map(lineSpan),
    });
  }
  return findings;
}

function signatureFinding(ctx: NoteContext): Finding {
  // The readers read a scan's signing labels as printed (audit/ocr-act-slips.ts); what is cited is the line as read.
  const read = readableLines(ctx);
  const kind = { results: ctx.header.docType.value === 'Laboratory Report' };
  const own = { lines: ctx.lines, signOffs: signingLines(read, readSignOffs(read, kind)).signOffs };
  const inFooter = own.signOffs.length === 0;
  const found = inFooter ? runningSignOffs(ctx, kind) : own;
  const { lines } = found;
  // A name typed at a place to sign signs where ink is drawn by it: a stroke on a scan or photo, a pen's path on a page
  // of text (extract/drawn-ink.ts). Where nobody read the page's ink, a place on a page of text is empty (a signing
  // tool would have said so); one on a scan may hold ink unread, and signs as before.
  const emptyPlaces = found.signOffs.filter((s) => {
    if (!s.place) return false;
    const ink = inFooter ? undefined : placeInk(ctx, s.at);
    return ink === null || (ink === undefined && textLayer(ctx, lines[s.at]?.page));
  });
  const signOffs = found.signOffs.filter((s) => !emptyPlaces.includes(s));
  const last = signOffs[signOffs.length - 1];
  const signed = last ? lines[last.at] : undefined;
  // An unsigned state counts where the note is signed off, after the last signing line; in a note with no act of
  // signing in its own lines (none, a typed name only, or a footer's), a status line ('Preliminary report', 'Dictated
  // but not read') says why.
  // A second signer's act still pending ('Co-signature: pending', 'Review pending: Dr Ana Ruiz' under another
  // clinician's signature) leaves the author's signature standing.
  const stateOf = (text: string) =>
    signed !== undefined && anotherPerson(text, signed.text) ? '' : ownState(text).replace(COUNTERSIGN, ' ');
  const unsigned =
    last && !last.typed && !inFooter
      ? ctx.lines.find((_, i) => i > last.at && UNSIGNED_RE.test(stateOf(read[i]?.text ?? '')))
      : ctx.lines.find((_, i) => isUnsignedStatus(stateOf(afterCourtesy(read[i]?.text ?? ''))));
  if (unsigned) {
    return {
      check: 'authentication',
      severity: 'fail',
      message: `The note is dictated, draft or preliminary and not signed: "${clip(unsigned.text)}".`,
      pages: [unsigned.page],
      cites: [lineSpan(unsigned)],
    };
  }
  if (!last || !signed)
    return (
      digitalSignatureFinding(ctx) ??
      drawnSignatureFinding(ctx) ??
      initialsKeyFinding(ctx) ??
      entryAuthorFinding(ctx) ??
      noSignatureFinding(ctx, emptyPlaces.map((p) => lines[p.at]).at(-1))
    );
  const ink = last.place && !inFooter ? placeInk(ctx, last.at) : undefined;
  const drawn = ink ? { drawn: { page: signed.page, rect: rectOf(ink) } } : {};
  const missing = [!last.author && 'author', !last.credentials && 'credentials', !last.date && 'date'].filter(Boolean);
  if (missing.length > 0) {
    return {
      check: 'authentication',
      severity: 'warning',
      message: `Signed, but the signature lacks the ${missing.join(' and ')}: "${clip(signed.text)}".`,
      pages: [signed.page],
      cites: [lineSpan(signed)],
      ...drawn,
    };
  }
  return {
    check: 'authentication',
    severity: 'pass',
    message: `Signed with author, credentials and date: "${clip(signed.text)}".`,
    pages: [signed.page],
    cites: [lineSpan(signed)],
    ...drawn,
  };
}

/** The note's lines, those of pages read by OCR with a misread signing label set right. */
function readableLines(ctx: NoteContext): DocLine[] {
  const ocr = new Set(ctx.pages.filter((p) => p.source === 'ocr').map((p) => p.page));
  return ctx.lines.map((l) => (ocr.has(l.page) ? { ...l, text: unslippedAct(l.text) } : l));
}

/** No signature: none at all, or a name typed at a place to sign left empty (cited). */
function noSignatureFinding(ctx: NoteContext, place: { page: PageNumber; text: string } | undefined): Finding {
  if (!place)
    return {
      check: 'authentication',
      severity: 'fail',
      message: 'No signature was found: the note is not authenticated.',
      pages: [ctx.last],
    };
  return {
    check: 'authentication',
    severity: 'fail',
    message: `The place to sign is left empty: "${clip(place.text)}" is typed there, but nothing signs the note.`,
    pages: [place.page],
    cites: [lineSpan(place)],
  };
}

/**
 * A digital signature applied in a signature field on one of the note's pages signs it where no sign-off is printed:
 * a signing tool writes no words on the page. Its certificate is not read here, so a person checks it.
 */
function digitalSignatureFinding(ctx: NoteContext): Finding | null {
  const page = ctx.pages.find((p) => (p.digitalSignatures?.length ?? 0) > 0);
  const signature = page?.digitalSignatures?.[0];
  if (!page || !signature) return null;
  const by = signature.signer ? ` by ${signature.signer}` : '';
  const on = signature.signedAt ? ` on ${signature.signedAt}` : '';
  return {
    check: 'authentication',
    severity: 'warning',
    message: `Signed with a digital signature${by}${on} (a signed signature field, ${citePages([page.page])}) but no signer is printed: check the signature's certificate in a PDF reader.`,
    pages: [page.page],
  };
}

/**
 * A log whose entries are initialled, its key naming the people the initials stand for (audit/sign-off.ts,
 * initialsKey): each entry is signed by its initials; which rows carry them, a person checks on the page.
 */
function initialsKeyFinding(ctx: NoteContext): Finding | null {
  const key = ctx.lines[initialsKey(ctx.lines)];
  if (key) return keyFinding(key, `the entries are initialled by the people the note's key names ("${clip(key.text)}")`);
  // A log parted into its entries prints its key once, under the last: an entry closed by initials the key on its page
  // names is signed by them.
  const keyed = new Set(ctx.pages.flatMap((p) => p.lines.flatMap((l) => keyedInitials(l.text))));
  if (keyed.size === 0) return null;
  const initialled = ctx.lines.findLast((l) => keyed.has(INITIALS_CLOSE.exec(l.text)?.[1] ?? ''));
  return initialled ? keyFinding(initialled, `"${clip(initialled.text)}" closes with initials the page's key names`) : null;
}
// Initials as the last word of a line (a log's 'By' column).
const INITIALS_CLOSE = /(?<![\p{L}\p{N}])(\p{Lu}{2,4})[^\p{L}\p{N}]*$/u;

/**
 * An entry of a GP's or a record system's list with no sign-off under it, its heading naming its author
 * (audit/entry-author.ts): the author the system recorded signs it, typed, with no act of signing printed.
 */
function entryAuthorFinding(ctx: NoteContext): Finding | null {
  const heading = entryAuthorLine(ctx.lines);
  if (!heading) return null;
  return {
    check: 'authentication',
    severity: 'warning',
    message: `Signed by the author the entry's heading names ("${clip(heading.text)}"), with no sign-off under the entry: check that the record system locked it.`,
    pages: [heading.page],
    cites: [lineSpan(heading)],
  };
}

function keyFinding(line: DocLine, why: string): Finding {
  return {
    check: 'authentication',
    severity: 'warning',
    message: `Signed by initials: ${why}; check the initials on the page.`,
    pages: [line.page],
    cites: [lineSpan(line)],
  };
}

/**
 * A sign-off printed in the running lines of the note's last page, repeated on every page: a signing act anywhere in
 * them (a laboratory's 'Electronically verified by ...'), or the signer's typed block in the footer under the note's
 * own lines ('Dr. ..., MD' over 'Consultant Pathologist'). A running letterhead naming the practice's doctors signs
 * nothing.
 */
function runningSignOffs(ctx: NoteContext, kind: NoteKind) {
  const page = ctx.pages.find((p) => p.page === ctx.last);
  if (!page) return signingLines([], []);
  const running = page.running.map((l) => ({ page: ctx.last, text: l.text }));
  const acts = signingLines(running, readSigningActs(running, kind));
  if (acts.signOffs.length > 0) return acts;
  const printed = pageLines(ctx, page);
  const lastOwn = printed.findLastIndex((l) => !page.running.includes(l));
  const footer = printed.slice(lastOwn + 1).map((l) => ({ page: ctx.last, text: l.text }));
  return signingLines(footer, readSignOffs(footer, kind));
}

/** The sign-offs whose own line does not say the note is unsigned ('Dictated but not signed'), with their lines. */
function signingLines<L extends { page: PageNumber; text: string }>(lines: L[], signOffs: SignOff[]) {
  return { lines, signOffs: signOffs.filter((s) => !UNSIGNED_RE.test(ownState(lines[s.at]?.text ?? ''))) };
}

function textLayer(ctx: NoteContext, page: PageNumber | undefined): boolean {
  return ctx.pages.find((p) => p.page === page)?.source === 'text-layer';
}

/**
 * The ink drawn at a place to sign at the note's line `at`: a stroke by the typed name or the rule or label beside it
 * (audit/drawn-signature.ts); null where the page's ink was read and none is there; undefined where nobody read it
 * (a scan whose image was not summarised: the ink may stand there unread).
 */
function placeInk(ctx: NoteContext, at: number): InkMark | null | undefined {
  const lines = ctx.lines;
  const line = lines[at];
  const ink = line && ctx.pages.find((p) => p.page === line.page)?.ink;
  if (!line || !ink) return undefined;
  for (const k of [at, at - 1, at + 1]) {
    const near = lines[k];
    const placed = near && near.page === line.page ? placedLine(ctx, near) : undefined;
    const place = placed && (k === at ? { kind: 'signer' as const, anchor: placed } : placeOn(placed));
    const mark = place && inkBy(place.anchor, ink, place.kind === 'label');
    if (mark) return mark;
  }
  return null;
}

/**
 * Where on a placed line a pen would sign for the author: the label's own cell where a form prints a row of them
 * ('Doctor's signature' beside 'Date of statement', 'Patient signature' beside 'Doctor signature': audit/
 * drawn-signature.ts, cellsOf), else the line, if it is a place at all (audit/sign-off.ts, signingPlaceOf).
 */
function placeOn(line: TextLine): { kind: 'label' | 'signer'; anchor: TextLine } | null {
  const cells = cellsOf(line);
  const cell = cells.length > 1 ? cells.find((c) => signingPlaceOf(c.text) === 'label') : undefined;
  if (cell) return { kind: 'label', anchor: cell };
  const kind = signingPlaceOf(line.text);
  return kind ? { kind, anchor: line } : null;
}

// The note's last lines a drawn signature stands by.
const CLOSE_LINES = 12;

/**
 * A signature drawn on a scan where the note prints no act of signing: a stroke by a place to sign or a typed signer
 * among the note's last lines (audit/drawn-signature.ts). Whose hand it is no text says, so a person checks it.
 */
function drawnSignatureFinding(ctx: NoteContext): Finding | null {
  const close = ctx.lines.slice(-CLOSE_LINES);
  for (const line of close.reverse()) {
    const ink = ctx.pages.find((p) => p.page === line.page)?.ink;
    const placed = ink ? placedLine(ctx, line) : undefined;
    const place = placed && placeOn(placed);
    const mark = ink && place ? inkBy(place.anchor, ink, place.kind === 'label') : undefined;
    if (mark) return drawnFinding(line, mark);
  }
  return null;
}

function drawnFinding(line: DocLine, mark: InkMark): Finding {
  return {
    check: 'authentication',
    severity: 'warning',
    message: `Signed by hand: a signature is drawn by "${clip(line.text)}" (${citePages([line.page])}); a drawn signature does not say whose it is, so check it on the page.`,
    pages: [line.page],
    cites: [lineSpan(line)],
    drawn: { page: line.page, rect: rectOf(mark) },
  };
}

function rectOf(mark: InkMark): Rect {
  return { x: mark.x, y: mark.top, w: mark.width, h: mark.height };
}

/** A note's line where its page prints it, with its words' boxes. */
function placedLine(ctx: NoteContext, line: DocLine): TextLine | undefined {
  const page = ctx.pages.find((p) => p.page === line.page);
  if (!page) return undefined;
  const own = ctx.lines.filter((l) => l.page === line.page);
  const at = page.lines.findIndex((_, k) => own.every((l, i) => page.lines[k + i]?.text === l.text));
  return at < 0 ? undefined : page.lines[at + own.indexOf(line)];
}

function clip(text: string): string {
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

function unique(pages: PageNumber[]): PageNumber[] {
  return [...new Set(pages)].sort((a, b) => a - b);
}
