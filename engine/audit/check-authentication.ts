import type { DocLine, Finding, PageNumber } from '../types.ts';
import { SIGN_OFF_RE } from '../header/labels.ts';
import { findDates } from '../text/dates.ts';
import { citePages, type NoteContext } from './note-context.ts';

const CREDENTIALS =
  /\b(M\.?D|D\.?O|N\.?P|PA-C|P\.?A|R\.?N|LPN|LVN|APRN|FNP(?:-[BC]C?)?|CRNA|DPT|PT|PTA|OTR\/L|OTR|OT|COTA|SLP|CCC-SLP|DPM|DDS|DMD|PhD|PsyD|MBBS|LCSW|LMSW|RD|CNM|CNS|DNP|AuD|OD)\b\.?/;
const UNSIGNED =
  /dictated\s+(?:but\s+)?not\s+signed|\bunsigned\b|not\s+(?:yet\s+)?signed|signature\s+pending|pending\s+signature|preliminary\s+report|awaiting\s+signature/i;
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
  const unsigned = signOffs.find((l) => UNSIGNED.test(l.text)) ?? ctx.lines.find((l) => UNSIGNED.test(l.text));
  const signed = signOffs.find((l) => !UNSIGNED.test(l.text));
  if (unsigned && !signed) {
    return {
      check: 'authentication',
      severity: 'fail',
      message: `The note is dictated or preliminary and not signed: "${clip(unsigned.text)}".`,
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
  // The credentials and date may sit on the line after 'Electronically signed by'.
  const block = ctx.lines.slice(signed.index - (ctx.lines[0]?.index ?? 0), signed.index - (ctx.lines[0]?.index ?? 0) + 3);
  const text = block.map((l) => l.text).join(' ');
  const hasAuthor =
    /(signed(?:\s+by|\s+electronically\s+by)?|signature|\/s\/|authenticated\s+by|attested\s+by)\s*:?\s*(dr\.?\s+)?[A-Z][a-z]+/i.test(text);
  const hasCredentials = CREDENTIALS.test(text);
  const hasDate = findDates(text).length > 0;
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

function clip(text: string): string {
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

function unique(pages: PageNumber[]): PageNumber[] {
  return [...new Set(pages)].sort((a, b) => a - b);
}
