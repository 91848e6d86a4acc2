import type { NoteResult } from '@healthcare-portal/engine';
import { reportEvidenceOf } from '@healthcare-portal/rules/documents/evidence';

/**
 * A note's own fields beside its report record (JSON text; '' for none): its text and layout, passed back to the
 * engine when this patient is processed again, and its evidence for the report detail.
 */
export const noteFieldsOf = (note: Omit<NoteResult, 'reportPdf'>) => ({
  noteText: note.text,
  textLayout: JSON.stringify(note.textLayout),
  evidence: JSON.stringify(reportEvidenceOf(note)),
});
