import type { NoteContext } from '../audit/note-context.ts';
import type { NoteHeader } from '../header/find-header.ts';
import { splitSections } from '../sections/split-sections.ts';
import { pageNumber } from '../types.ts';
import { makeLines, makePages } from './make-lines.ts';

const field = <T>(value: T | null, page = 1, confidence = 0.95) => ({
  value,
  page: value === null ? null : pageNumber(page),
  confidence: value === null ? 0 : confidence,
});

export function makeHeader(overrides: Partial<{ [K in keyof NoteHeader]: NoteHeader[K]['value'] }> = {}): NoteHeader {
  const v = { patientName: 'Jane Doe', patientDob: '1970-05-06', docType: 'Progress Note' as const, noteDate: '2024-03-04', ...overrides };
  return { patientName: field(v.patientName), patientDob: field(v.patientDob), docType: field(v.docType), noteDate: field(v.noteDate) };
}

/** A note context for one check: lines per page, the header read from them, and the patient Jane Doe. */
export function makeContext(pages: string[][], header: NoteHeader = makeHeader(), running: string[][] = []): NoteContext {
  const lines = makeLines(pages);
  return {
    patient: { name: 'Jane Doe', dob: '1970-05-06', subscriberId: 'W123' },
    header,
    sections: splitSections(lines),
    lines,
    pages: makePages(pages.map((p, i) => ({ lines: p, running: running[i] ?? [] }))),
    first: pageNumber(1),
    last: pageNumber(Math.max(1, pages.length)),
    today: '2025-01-01',
  };
}
