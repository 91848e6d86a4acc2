import type { DocType } from './header/doc-types.ts';
import type { NoteHeader } from './header/find-header.ts';
import type { Cloning } from './audit/check-cloning.ts';
import type { Finding, PageNumber } from './types.ts';

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

export interface NoteResult {
  pages: [PageNumber, PageNumber];
  header: {
    patientName: string | null;
    patientDob: string | null;
    docType: DocType;
    noteDate: string | null;
    /** where each field was read and how sure the reading is */
    evidence: NoteHeader;
  };
  sections: NoteSection[];
  findings: Finding[];
  cloning: Cloning;
  /** the note's text without running headers and footers */
  text: string;
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
  notes: NoteResult[];
}
