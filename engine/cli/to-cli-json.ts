import type { EngineResult } from '../result.ts';

/**
 * The command line's JSON: the engine result without note text, text layout and report bytes, plus each report's
 * file. Header values, findings and copied passages keep their places (engine/README.md, 'Evidence').
 */
export function toCliJson(result: EngineResult, reportFiles: string[]) {
  return {
    pageCount: result.pageCount,
    isMultiNote: result.isMultiNote,
    engine: result.engine,
    notes: result.notes.map((note, i) => ({
      pages: note.pages,
      header: {
        patientName: note.header.patientName,
        patientDob: note.header.patientDob,
        docType: note.header.docType,
        noteDate: note.header.noteDate,
        places: {
          patientName: note.header.evidence.patientName.places,
          patientDob: note.header.evidence.patientDob.places,
          docType: note.header.evidence.docType.places,
          noteDate: note.header.evidence.noteDate.places,
        },
      },
      sections: note.sections.map((s) => ({ name: s.name, pages: s.pages })),
      findings: note.findings,
      cloning: {
        copiedShare: round(note.cloning.copiedShare),
        newSectionsShare: round(note.cloning.newSectionsShare),
        longestRun: note.cloning.longestRun,
        sources: note.cloning.sources.map((s) => ({
          id: s.id,
          label: s.label,
          kind: s.kind,
          pages: s.pages,
          copiedWords: s.copiedWords,
          passages: s.passages.map((p) => ({
            sections: p.sections,
            words: p.words,
            carriedForward: p.carriedForward,
            places: p.places,
            sourcePlaces: p.sourcePlaces,
          })),
        })),
      },
      reportFile: reportFiles[i] ?? null,
    })),
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
