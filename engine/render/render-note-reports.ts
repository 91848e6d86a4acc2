import type { ProcessInput } from '../input.ts';
import type { AnalyzedDocument, EngineResult, NoteResult } from '../result.ts';
import { renderAuditReport } from './render-report.ts';

/** 4. render: one AI Audit Report PDF per analysed note, in order, with progress per report. */
export async function renderNoteReports(
  analyzed: AnalyzedDocument,
  input: Pick<ProcessInput, 'patient' | 'performedBy' | 'auditDate' | 'fonts' | 'deflate' | 'onProgress'>,
): Promise<EngineResult> {
  const notes: NoteResult[] = [];
  for (const [i, note] of analyzed.notes.entries()) {
    const reportPdf = await renderAuditReport({
      patient: input.patient,
      note: { number: i + 1, count: analyzed.notes.length, ...note },
      performedBy: input.performedBy,
      auditDate: input.auditDate,
      engine: analyzed.engine,
      ...(input.fonts ? { fonts: input.fonts } : {}),
      ...(input.deflate ? { deflate: input.deflate } : {}),
    });
    notes.push({ ...note, reportPdf });
    input.onProgress?.({ stage: 'render', pagesDone: i + 1, pagesTotal: analyzed.notes.length });
  }
  return { ...analyzed, notes };
}
