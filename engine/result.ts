import type { AnalyzedNote } from './analyze-notes.ts';
import type { Cloning, CloneSource, CopiedPassage } from './audit/check-cloning.ts';
import type { NoteEvidence, PassagePlaces } from './evidence/place-evidence.ts';
import type { TextLayoutLine } from './evidence/text-layout.ts';
import type { Extraction } from './extract/extract-pages.ts';
import type { DocType } from './header/doc-types.ts';
import type { NoteHeader } from './header/find-header.ts';
import { findDates } from './text/dates.ts';
import { nameTokens } from './text/names.ts';
import type { DocLine, Finding, PageNumber, Place } from './types.ts';

export const ENGINE_VERSION = '1.0.0';
export const BUILTIN_ENGINE: EngineInfo = { name: 'HealthCare Portal built-in engine', version: ENGINE_VERSION };

export type EngineConfig =
  { kind: 'builtin' } | { kind: 'llm'; baseUrl: string; model: string; apiKey: string; maxTurns?: number; timeoutMs?: number };

export interface EngineInfo {
  name: string;
  version: string;
  /** why the configured engine was not the one that answered, when it fell back */
  notice?: string;
}

export interface NoteSection {
  name: string;
  pages: PageNumber[];
  text: string;
}

/** Each header field: its value, page, confidence and the span it was read from, and its places on the page. */
export type HeaderEvidence = { [K in keyof NoteHeader]: NoteHeader[K] & { places: Place[] } };

/** A finding and where a reader finds what it is about (engine/README.md, 'Evidence'). */
export type PlacedFinding = Omit<Finding, 'cites' | 'drawn'> & { places: Place[] };

/** The clone check's result with each copied passage's places and its source's (P: PassagePlaces). */
export type PlacedCloning<P = PassagePlaces> = Omit<Cloning, 'sources'> & {
  sources: (Omit<CloneSource, 'passages'> & { passages: (CopiedPassage & P)[] })[];
};

export interface NoteResult {
  pages: [PageNumber, PageNumber];
  header: {
    patientName: string | null;
    patientDob: string | null;
    docType: DocType;
    noteDate: string | null;
    /** where each field was read, how sure the reading is and where it stands on its page */
    evidence: HeaderEvidence;
    /** the lines that named the patient, the DOB and the note date, with their pages: the identity check's evidence */
    lines?: HeaderLine[];
  };
  sections: NoteSection[];
  findings: PlacedFinding[];
  cloning: PlacedCloning;
  /** the note's text without running headers and footers */
  text: string;
  /** where each line of `text` stands, word by word: pass it back with the text as an earlier report */
  textLayout: TextLayoutLine[];
  reportPdf: Uint8Array;
}

export interface EngineResult {
  pageCount: number;
  isMultiNote: boolean;
  engine: EngineInfo;
  /** pages read by OCR and their confidence (0..1) */
  ocrPages: { page: PageNumber; confidence: number }[];
  /** pages with no text found: blank, or scanned and not OCR'd because no recogniser was configured */
  emptyPages: PageNumber[];
  /** pages that ran past the page budget (extract/page-budget.ts) and were left unread: the rest is audited */
  unreadablePages: PageNumber[];
  notes: NoteResult[];
}

export interface HeaderLine {
  fields: ('patientName' | 'patientDob' | 'noteDate')[];
  page: PageNumber;
  text: string;
}

/** Everything but the report PDFs: what analyzeDocument answers. */
export type AnalyzedDocument = Omit<EngineResult, 'notes'> & { notes: Omit<NoteResult, 'reportPdf'>[] };

/** Shapes the analysed notes into the engine's public result: header values beside their evidence, page lists. */
export function toAnalyzedDocument(
  extraction: Extraction,
  lines: DocLine[],
  engine: EngineInfo,
  notes: AnalyzedNote[],
  evidence: NoteEvidence[],
): AnalyzedDocument {
  return {
    pageCount: extraction.pageCount,
    isMultiNote: notes.length > 1,
    engine,
    ocrPages: extraction.pages.filter((p) => p.source === 'ocr').map((p) => ({ page: p.page, confidence: p.ocrConfidence })),
    emptyPages: extraction.pages.filter((p) => p.source === 'empty').map((p) => p.page),
    unreadablePages: extraction.pages.filter((p) => p.source === 'unreadable').map((p) => p.page),
    notes: notes.map((note, i) => {
      const placed = evidence[i];
      if (!placed) throw new Error('evidence must line up with notes');
      return {
        pages: [note.span.first, note.span.last],
        header: {
          patientName: note.header.patientName.value,
          patientDob: note.header.patientDob.value,
          docType: note.header.docType.value ?? 'Other',
          noteDate: note.header.noteDate.value,
          evidence: {
            patientName: { ...note.header.patientName, places: placed.header.patientName },
            patientDob: { ...note.header.patientDob, places: placed.header.patientDob },
            docType: { ...note.header.docType, places: placed.header.docType },
            noteDate: { ...note.header.noteDate, places: placed.header.noteDate },
          },
          lines: headerLines(note, lines, extraction),
        },
        sections: note.sections.map((s) => ({ name: s.name, pages: s.pages, text: s.text })),
        findings: note.findings.map(({ cites: _cites, drawn: _drawn, ...f }, k) => ({ ...f, places: placed.findings[k] ?? [] })),
        cloning: {
          ...note.cloning,
          sources: note.cloning.sources.map((source, k) => ({
            ...source,
            passages: source.passages.map((p, m) => ({ ...p, ...(placed.passages[k]?.[m] ?? { places: [], sourcePlaces: [] }) })),
          })),
        },
        text: note.text,
        textLayout: placed.textLayout,
      };
    }),
  };
}

const EVIDENCE_FIELDS = ['patientName', 'patientDob', 'noteDate'] as const;

/**
 * The line each header field was read from, found again on the page the reading names (the note's own lines first,
 * then that page's running header): a name line holds every name token, a date line the same calendar date.
 */
function headerLines(note: AnalyzedNote, lines: DocLine[], extraction: Extraction): HeaderLine[] {
  const out: HeaderLine[] = [];
  for (const field of EVIDENCE_FIELDS) {
    const { value, page, source } = note.header[field];
    if (!value || !page) continue;
    const own = lines.slice(note.span.fromLine, note.span.toLine).filter((l) => l.page === page);
    const running = extraction.pages.find((p) => p.page === page)?.running ?? [];
    const candidates = [...own, ...running].map((l) => l.text);
    // The reader's own line where it gave one (a day-first date, a name as written); else found again by value.
    const text = source?.line ?? candidates.find((t) => (field === 'patientName' ? namesPerson(t, value) : hasDate(t, value)));
    if (!text) continue;
    const same = out.find((l) => l.page === page && l.text === text.trim());
    if (same) same.fields.push(field);
    else out.push({ fields: [field], page, text: text.trim() });
  }
  return out;
}

function namesPerson(line: string, name: string): boolean {
  const tokens = new Set(nameTokens(line));
  const wanted = nameTokens(name);
  return wanted.length > 0 && wanted.every((t) => tokens.has(t));
}

function hasDate(line: string, iso: string): boolean {
  // Cheap test first: the year, in four or two digits, must be on the line before a date parser reads it.
  if (!line.includes(iso.slice(2, 4))) return false;
  return findDates(line).some((d) => d.iso === iso);
}
