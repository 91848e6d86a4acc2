import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { drawChart, type PlacedRow } from '@healthcare-portal/demo/charts/chart-pdf';
import { FIXTURE_PATIENT } from '../../../fixtures/documents/clinical-notes';

const require = createRequire(import.meta.url);

export const SCANNED_NOTE_PATIENT = {
  name: FIXTURE_PATIENT.name,
  dob: FIXTURE_PATIENT.dateOfBirth,
  subscriberId: FIXTURE_PATIENT.subscriberId,
};

/** The header as the engine must read it from the image alone. */
export const SCANNED_NOTE_HEADER = {
  patientName: FIXTURE_PATIENT.name,
  patientDob: FIXTURE_PATIENT.dateOfBirth,
  docType: 'Progress Note',
  noteDate: '2026-10-02',
};

const LINES = [
  'PROGRESS NOTE',
  `Patient: ${FIXTURE_PATIENT.name}`,
  'DOB: 04/12/1961',
  'Date of Service: 10/02/2026',
  'Chief Complaint: Follow-up of type 2 diabetes.',
  'Assessment: Diabetes is stable on the current dose of metformin.',
  'Plan: Continue metformin and repeat HbA1c in three months.',
  'Electronically signed by Dana Lee, MD on 10/02/2026',
];

const rows: PlacedRow[] = LINES.map((text, i) => ({
  cells: [{ text, x: 72 }],
  size: i === 0 ? 14 : 11,
  bold: i === 0,
  gapBefore: 0,
  baseline: 96 + i * 22,
}));

/**
 * A one-page progress note that is only a scanned image (no text layer), typeset in a real font the way a
 * printed note looks after a scanner: every header field can come from OCR alone. The 5x7 bitmap of
 * makeScannedPdf is too coarse for Tesseract to read names and dates reliably.
 */
export function scannedNotePdf(): Promise<Uint8Array> {
  const font = readFileSync(require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));
  return drawChart([{ rows, notes: new Set([0]) }], () => [], 'helvetica', { page: 1, font });
}
