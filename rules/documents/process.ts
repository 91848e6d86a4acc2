import type { Note, ProcessRequest, ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { Refusal } from '../refusal.ts';
import { DOCUMENT_NOT_FOUND, PROCESS_AS_YOURSELF, processed } from './messages.ts';
import type { AuditReportRecord, Caller, DocumentPorts, UploadRecord } from './ports.ts';

/** What the engine read at the top of a note (engine/result.ts), as far as the reports and the answer show it. */
export type NoteHeader = { patientName: string | null; patientDob: string | null; docType: string; noteDate: string | null };

/** Earlier notes of the same patient the cloning check compares against; a bound keeps the job small. */
export const MAX_PRIOR_REPORTS = 50;

/**
 * POST /rag/process, before any work: the caller processes as themselves (403) their own upload (anyone else's reads as
 * missing, 404). The request key names the request (owner and every field but userId): the same request sent again is
 * answered with the earlier result, never a second set of reports, however each backend keeps that promise.
 */
export async function admitProcessing(
  ports: Pick<DocumentPorts, 'uploads' | 'hasher'>,
  user: Caller,
  request: ProcessRequest,
): Promise<{ upload: UploadRecord; requestKey: string }> {
  if (request.userId !== user.id) throw new Refusal(403, PROCESS_AS_YOURSELF);
  const upload = await ports.uploads.byKey(request.s3Key);
  if (!upload || upload.ownerId !== user.id) throw new Refusal(404, DOCUMENT_NOT_FOUND);
  const { userId: _userId, ...options } = request;
  return { upload, requestKey: await ports.hasher.digest(JSON.stringify({ ownerId: user.id, ...options })) };
}

/**
 * One audit report per note, filed under the patient the user entered (the identity check flags a mismatch). Its id
 * and PDF are named by the processing (`batch`: the server's job id, so a retried job writes the same names) and the
 * note's place, so one audit's reports list in the document's order.
 */
export function reportOfNote(
  request: ProcessRequest,
  performer: { id: string; fullName: string; role: string },
  note: { header: NoteHeader },
  made: { batch: string; index: number; auditDate: string },
): AuditReportRecord {
  const name = `${made.batch}-${String(made.index + 1).padStart(4, '0')}`;
  return {
    id: `report-${name}`,
    ownerId: performer.id,
    performedByName: performer.fullName,
    performedByRole: performer.role,
    patientName: request.patient.name,
    patientDob: request.patient.dob,
    subscriberIds: [request.patient.subscriberId],
    auditDate: made.auditDate,
    noteDate: note.header.noteDate ?? request.noteDate,
    docType: note.header.docType,
    documentKey: request.s3Key,
    reportKey: `reports/${name}`,
  };
}

/** The answer to a processing request: each note's report and header, as the Create screen shows them. */
export function processResult(
  upload: Pick<UploadRecord, 'fileName' | 'fileType'>,
  notes: { report: AuditReportRecord; header: NoteHeader }[],
  isMultiNote: boolean,
): ProcessResult {
  const shown: Note[] = notes.map(({ report, header }) => ({
    reportUrl: fileUrl(report.reportKey),
    auditReportId: report.id,
    view: {
      header: { patientName: header.patientName, patientDob: header.patientDob, docType: header.docType, noteDate: report.noteDate },
    },
  }));
  return {
    message: processed(shown.length),
    notes: shown,
    isMultiNote,
    originalFileName: upload.fileName,
    originalFileType: upload.fileType,
  };
}
