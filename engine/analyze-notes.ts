import { checkAuthentication } from './audit/check-authentication.ts';
import { checkCloning, type CloneSourceText, type Cloning } from './audit/check-cloning.ts';
import { checkCompleteness } from './audit/check-completeness.ts';
import { checkDates } from './audit/check-dates.ts';
import { checkIdentity } from './audit/check-identity.ts';
import { writtenDate } from './audit/written-date.ts';
import type { NoteContext } from './audit/note-context.ts';
import { findHeader, type NoteHeader } from './header/find-header.ts';
import type { NoteSpan } from './segment/find-notes.ts';
import { splitSections, type Section } from './sections/split-sections.ts';
import { noteOrder, readDateOrder, type DateConvention } from './text/date-order.ts';
import { pageNumber, type DocLine, type Finding, type PageNumber, type PageText, type PatientInput } from './types.ts';

export interface AnalyzedNote {
  span: NoteSpan;
  header: NoteHeader;
  sections: Section[];
  findings: Finding[];
  cloning: Cloning;
  text: string;
}

export interface AnalyzeInput {
  pages: PageText[];
  lines: DocLine[];
  spans: NoteSpan[];
  patient: PatientInput;
  today: string;
  priors: { id: string; noteDate?: string; text: string }[];
  /** header fields another engine read, which win over the built-in reading */
  headerOverrides?: (Partial<NoteHeader> | undefined)[];
}

// A page's banner: its first lines.
const PAGE_TOP_LINES = 3;

/** Header, sections and the five checks for every note span: the built-in engine after segmenting. */
export function analyzeNotes(input: AnalyzeInput): AnalyzedNote[] {
  const byPage = new Map(input.pages.map((p) => [p.page, p]));
  const documentDates = readDateOrder(input.lines.map((l) => l.text));
  const ocrPages = new Set(input.pages.filter((p) => p.source === 'ocr').map((p) => p.page));
  const drafts = input.spans.map((span, i) => {
    const lines = input.lines.slice(span.fromLine, span.toLine);
    const pages = pageRange(span.first, span.last).flatMap((n) => byPage.get(n) ?? []);
    const text = lines.map((l) => l.text).join('\n');
    const running = (byPage.get(span.first)?.running ?? []).map((l) => ({ ...l, page: span.first }));
    // A banner a page prints once above a list of entries is the print of every entry under it (a GP's consultation
    // history): the page's first lines above a note that starts lower on it are looked at for the patient in hand
    // only, after the note's own lines, as the running lines of its later pages are.
    let top = span.fromLine;
    while (top > 0 && input.lines[top - 1]?.page === span.first) top -= 1;
    const pageTop = input.lines.slice(top, Math.min(span.fromLine, top + PAGE_TOP_LINES));
    const laterRunning = [...pageTop, ...pages.slice(1).flatMap((p) => p.running.map((l) => ({ ...l, page: p.page })))];
    const dates = noteDates(lines, documentDates);
    const header = {
      ...findHeader(lines, running, text, { patient: input.patient, dates, laterRunning, ocrPages }),
      ...input.headerOverrides?.[i],
    };
    const sections = splitSections(lines);
    const ctx: NoteContext = {
      patient: input.patient,
      header,
      sections,
      lines,
      pages,
      first: span.first,
      last: span.last,
      today: input.today,
      dateOrder: dates.order,
    };
    const identity = checkIdentity(ctx).finding;
    const findings = [identity, checkDates(ctx), ...checkAuthentication(ctx), checkCompleteness(ctx)];
    return { span, header, sections, findings, text };
  });
  const clones = checkCloning(
    drafts.map((d, i) => ({
      id: cloneNoteId(i),
      label: `note ${i + 1} (${citeSpan(d.span)}${d.header.noteDate.value ? `, ${writtenDate(d.header.noteDate.value)}` : ''})`,
      noteDate: d.header.noteDate.value,
      dateConfidence: d.header.noteDate.confidence,
      docType: d.header.docType.value,
      pages: pageRange(d.span.first, d.span.last),
      sections: d.sections,
    })),
    input.priors.map((p): CloneSourceText => ({
      id: p.id,
      label: `earlier report ${p.id}${p.noteDate ? ` (${writtenDate(p.noteDate)})` : ''}`,
      kind: 'prior',
      noteDate: p.noteDate ?? null,
      pages: [],
      text: p.text,
    })),
  );
  return drafts.map((d, i) => {
    const clone = clones[i];
    if (!clone) throw new Error('clone results must line up with notes');
    return { ...d, findings: [...d.findings, clone.finding], cloning: clone.cloning };
  });
}

/**
 * The date order of a note: its own evidence, else the whole document's (a merged chart may join papers from more
 * than one country; a note with no evidence of its own takes the document's).
 */
function noteDates(lines: DocLine[], documentDates: DateConvention): DateConvention {
  return noteOrder(readDateOrder(lines.map((l) => l.text)), documentDates);
}

/** How the clone check names the note at index i of the document as a source ('note-3'). */
export function cloneNoteId(i: number): string {
  return `note-${i + 1}`;
}

function pageRange(first: PageNumber, last: PageNumber): PageNumber[] {
  const out: PageNumber[] = [];
  for (let p: number = first; p <= last; p++) out.push(pageNumber(p));
  return out;
}

function citeSpan(span: NoteSpan): string {
  return span.first === span.last ? `p. ${span.first}` : `pp. ${span.first}-${span.last}`;
}
