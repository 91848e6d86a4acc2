import type { DocLine, Finding, PageNumber } from '../types.ts';
import { SIGN_OFF_RE } from '../header/labels.ts';
import { findDates } from '../text/dates.ts';
import { CREDENTIALS } from './credentials.ts';
import { citePages, type NoteContext } from './note-context.ts';

// Unsigned states by meaning: a negated or pending act of signing, reading or reviewing, or a draft state.
const ACT = String.raw`(?:co-?)?sign(?:ed|ing|ature|-?off)?|read|reviewed|review|proof-?read|authenticat(?:ed|ion)|verif(?:ied|ication)|finali[sz](?:ed|ation)|approv(?:ed|al)|attest(?:ed|ation)`;
const UNSIGNED = new RegExp(
  String.raw`\b(?:unsigned|unauthenticated|unverified|unreviewed|draft|preliminary)\b|\bnot\s+(?:yet\s+)?(?:been\s+)?(?:${ACT})\b|\b(?:pending|awaiting|awaits|requires?|needs?)\b[^.]{0,30}?\b(?:${ACT})\b|\b(?:${ACT})\s+(?:pending|required|needed|outstanding)\b`,
  'i',
);
// A signer named with credentials on a line of its own ('Kay Lund, MD') next to the signing line.
const SIGNER_LINE = new RegExp(String.raw`^\s*(?:dr\.?\s+)?[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]*){1,3},?\s+${CREDENTIALS.source}`);
// Lines around a signing line that belong to its block (author above, credentials or date below).
const BLOCK_BEFORE = 3;
const BLOCK_AFTER = 2;

// Ditto marks and 'same as above' stand in for documentation instead of recording it.
const DITTO = /\bsame\s+as\s+(above|before|previous|prior|last\s+(visit|note))\b|^\s*(["”〃]|ditto)\s*$|\bditto\b/i;

/** Authentication: signed, with the author's name and credentials, and dated; stand-in text is flagged. */
export function checkAuthentication(ctx: NoteContext): Finding[] {
  const signOffs = ctx.lines.filter((l) => SIGN_OFF_RE.test(l.text));
  const findings: Finding[] = [signatureFinding(ctx, signOffs)];
  const ditto = ctx.lines.filter((l) => DITTO.test(l.text));
  if (ditto.length > 0) {
    const pages = unique(ditto.map((l) => l.page));
    findings.push({
      check: 'authentication',
      severity: 'warning',
      message: `"Same as above" or ditto marks stand in for documentation (${citePages(pages)}).`,
      pages,
    });
  }
  return findings;
}

function signatureFinding(ctx: NoteContext, signOffs: DocLine[]): Finding {
  const offset = ctx.lines[0]?.index ?? 0;
  const signed = [...signOffs].reverse().find((l) => !UNSIGNED.test(l.text));
  // An unsigned state counts where the note is signed off: on or after the signing line.
  const tail = signed ? ctx.lines.slice(signed.index - offset) : ctx.lines;
  const unsigned =
    signOffs.find((l) => UNSIGNED.test(l.text)) ??
    (signed ? tail : ctx.lines).find((l) => UNSIGNED.test(l.text) && (signed !== undefined || looksLikeStatus(l.text)));
  if (unsigned) {
    return {
      check: 'authentication',
      severity: 'fail',
      message: `The note is dictated, draft or preliminary and not signed: "${clip(unsigned.text)}".`,
      pages: [unsigned.page],
    };
  }
  if (!signed) {
    return {
      check: 'authentication',
      severity: 'fail',
      message: 'No signature was found: the note is not authenticated.',
      pages: [ctx.last],
    };
  }
  const at = signed.index - offset;
  const block = ctx.lines.slice(Math.max(0, at - BLOCK_BEFORE), at + BLOCK_AFTER + 1);
  const text = ctx.lines
    .slice(at, at + BLOCK_AFTER + 1)
    .map((l) => l.text)
    .join(' ');
  const signerLine = block.some((l) => SIGNER_LINE.test(l.text));
  const hasAuthor =
    signerLine ||
    /(signed(?:\s+by|\s+electronically\s+by)?|signature|\/s\/|authenticated\s+by|attested\s+by)\s*:?\s*(dr\.?\s+)?[A-Z][a-z]+/i.test(
      text,
    ) ||
    /^\s*(?:dr\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][A-Za-z.'-]*){1,3}\s*$/.test(ctx.lines[at + 1]?.text ?? '');
  const hasCredentials = signerLine || CREDENTIALS.test(text);
  const hasDate = findDates(block.map((l) => l.text).join(' ')).length > 0;
  const missing = [!hasAuthor && 'author', !hasCredentials && 'credentials', !hasDate && 'date'].filter(Boolean);
  if (missing.length > 0) {
    return {
      check: 'authentication',
      severity: 'warning',
      message: `Signed, but the signature lacks the ${missing.join(' and ')}: "${clip(signed.text)}".`,
      pages: [signed.page],
    };
  }
  return {
    check: 'authentication',
    severity: 'pass',
    message: `Signed with author, credentials and date: "${clip(signed.text)}".`,
    pages: [signed.page],
  };
}

/** A short status line ('Preliminary report', 'Draft'), not a sentence that mentions a pending result. */
function looksLikeStatus(text: string): boolean {
  return text.length <= 80;
}

function clip(text: string): string {
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

function unique(pages: PageNumber[]): PageNumber[] {
  return [...new Set(pages)].sort((a, b) => a - b);
}
