import type { ReportEvidence } from '@healthcare-portal/contracts/report-evidence';
import { diffWords, type NoteResult, type Place } from '@healthcare-portal/engine';

/** What of a note's result the evidence is made from (the engine's NoteResult, report PDF and text aside). */
export type NoteEvidenceSource = Pick<NoteResult, 'header' | 'findings' | 'cloning'>;

const placesOf = (places: Place[]) => places.map(({ page, rects, report }) => ({ page, rects, ...(report ? { report } : {}) }));

const changedIndexes = (marked: { changed: boolean }[]) => marked.flatMap((word, i) => (word.changed ? [i] : []));

/**
 * A note's evidence as the report detail serves it (docs/api.md, 'Evidence'): each header value, finding and copied
 * passage with its places, in the engine's order, and the changed words of each copy marked once here, so both
 * backends answer the same and the portal draws what it is given.
 */
export function reportEvidenceOf(note: NoteEvidenceSource): ReportEvidence {
  const header = note.header.evidence;
  const value = (field: keyof typeof header) => ({ value: header[field].value, places: placesOf(header[field].places) });
  return {
    header: { patientName: value('patientName'), patientDob: value('patientDob'), noteDate: value('noteDate'), docType: value('docType') },
    findings: note.findings.map(({ check, severity, message, pages, places }) => ({
      check,
      severity,
      message,
      pages: [...pages],
      places: placesOf(places),
    })),
    copies: note.cloning.sources.map((source) => ({
      kind: source.kind,
      label: source.label,
      noteDate: source.noteDate,
      ...(source.kind === 'prior' ? { reportId: source.id } : {}),
      passages: source.passages.map((passage) => {
        const marked = diffWords(passage.text, passage.sourceText);
        return {
          sections: passage.sections,
          words: passage.words,
          text: passage.text,
          sourceText: passage.sourceText,
          changed: changedIndexes(marked.text),
          sourceChanged: changedIndexes(marked.source),
          places: placesOf(passage.places),
          sourcePlaces: placesOf(passage.sourcePlaces),
        };
      }),
    })),
  };
}
