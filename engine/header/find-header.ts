import type { PageNumber, SourceSpan } from '../types.ts';
import { findDates } from '../text/dates.ts';
import { displayName, nameFromLabelValue } from '../text/names.ts';
import type { DocType } from './doc-types.ts';
import { readDocType } from './infer-doc-type.ts';
import { pickNoteDate } from './note-date.ts';
import { readFields, type FieldHit, type FieldLine } from './read-fields.ts';
import { hitSpan, spanIn } from './source-span.ts';

export interface HeaderField<T> {
  value: T | null;
  page: PageNumber | null;
  /** 0..1; 0 when the field was not found */
  confidence: number;
  /** the value as written in the note, where a reader found it (absent for values not read from one place) */
  source?: SourceSpan;
}

export interface NoteHeader {
  patientName: HeaderField<string>;
  patientDob: HeaderField<string>;
  docType: HeaderField<DocType>;
  noteDate: HeaderField<string>;
}

// The header block sits in the note's first lines; later 'Name:' or 'Date:' labels belong to the body.
const OPENING_LINES = 30;

/**
 * Reads patient name, DOB, document type and note date from a note's opening lines, falling back to the running
 * header lines of its first page (charts that print the patient only in the page header).
 */
export function findHeader(lines: FieldLine[], running: FieldLine[], fullText: string): NoteHeader {
  const opening = lines.slice(0, OPENING_LINES);
  const hits = readFields(opening);
  const runningHits = readFields(running);
  const patientName =
    pickName(hits, opening, 0.95) ??
    bannerName(hits, opening) ??
    pickName(runningHits, running, 0.8) ??
    bannerName(runningHits, running) ??
    missing<string>();
  const patientDob = pickDob(hits, opening, 0.95) ?? pickDob(runningHits, running, 0.8) ?? missing<string>();
  const docType = readDocType({ lines, running, hits, text: fullText });
  const date = pickNoteDate({ lines, running, hits, docType: docType.value ?? 'Other', dob: patientDob.value });
  const noteDate: HeaderField<string> = date
    ? { value: date.iso, page: date.page, confidence: date.confidence, source: date.source }
    : missing();
  return { patientName, patientDob, docType, noteDate };
}

function missing<T>(): HeaderField<T> {
  return { value: null, page: null, confidence: 0 };
}

function pickName(hits: FieldHit[], lines: FieldLine[], confidence: number): HeaderField<string> | null {
  for (const h of hits) {
    if (h.kind !== 'name') continue;
    const candidate = nameFromLabelValue(h.value);
    if (candidate) {
      const source = hitSpan(h, lines, candidate);
      return { value: displayName(candidate), page: h.page, confidence: h.layout === 'inline' ? confidence : confidence - 0.05, source };
    }
  }
  return null;
}

// Words a banner name never has: a clinic or letterhead printed before the DOB is not the patient.
const NOT_PERSON = /\b(clinic|hospital|center|centre|medical|health|care|associates|group|practice|department|report|note|summary)\b/i;

/** A banner that prints the patient's name unlabelled before the DOB ('DOE, JANE  DOB: 1/2/1960'). */
function bannerName(hits: FieldHit[], lines: FieldLine[]): HeaderField<string> | null {
  for (const h of hits) {
    if (h.kind !== 'dob' || h.layout !== 'inline') continue;
    const line = lines[h.line];
    const at = line ? line.text.indexOf(h.label) : -1;
    const before = at > 0 ? (line?.text.slice(0, at).trim() ?? '') : '';
    const candidate = before && !NOT_PERSON.test(before) && !before.includes(':') ? nameFromLabelValue(before) : null;
    if (candidate && candidate.split(/[\s,]+/).every((w) => w === '' || /^[A-Z]/.test(w))) {
      return { value: displayName(candidate), page: h.page, confidence: 0.8, source: spanIn(line, candidate) };
    }
  }
  return null;
}

function pickDob(hits: FieldHit[], lines: FieldLine[], confidence: number): HeaderField<string> | null {
  for (const h of hits) {
    const date = h.kind === 'dob' ? findDates(h.value)[0] : undefined;
    if (!date) continue;
    const source = hitSpan(h, lines, h.value.slice(date.index, date.index + date.length));
    return { value: date.iso, page: h.page, confidence: h.layout === 'inline' ? confidence : confidence - 0.05, source };
  }
  return null;
}
