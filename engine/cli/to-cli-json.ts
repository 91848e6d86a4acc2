import type { EngineResult } from '../result.ts';

/** The command line's JSON: the engine result without note text and report bytes, plus each report's file. */
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
          passages: s.passages.length,
        })),
      },
      reportFile: reportFiles[i] ?? null,
    })),
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
