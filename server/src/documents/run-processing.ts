import { randomBytes } from 'node:crypto';
import type { NoteResult } from '@healthcare-portal/engine';
import type { Note, ProcessRequest, ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { fileUrl } from '@healthcare-portal/contracts/files';
import type { AppContext } from '../auth/context.ts';
import type { UserRow } from '../db/schema.ts';
import type { NewAuditReport, Upload } from '../db/schema-documents.ts';
import { HttpError } from '../http/envelope.ts';
import type { EnginePool } from '../jobs/engine-pool.ts';
import type { ProgressRecorder } from './progress.ts';
import { storageOf } from './services.ts';

// Earlier notes of the same patient the cloning check compares against; a bound keeps the job small.
const MAX_PRIOR_REPORTS = 50;

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const PROCESSING_FAILED = 'The document could not be processed. Check that it is a readable document and try again.';

export const newId = () => randomBytes(12).toString('base64url');

export type ProcessJob = {
  request: ProcessRequest;
  user: UserRow;
  upload: Upload;
  requestKey: string;
  progress: ProgressRecorder;
};

/** This patient's earlier notes (same subscriber ID, or same name and date of birth), newest first. */
async function priorReports(ctx: AppContext, { name, dob, subscriberId }: ProcessRequest['patient']) {
  const rows = await ctx.db
    .selectFrom('audit_reports')
    .select(['id', 'note_date', 'note_text'])
    .where('note_text', '<>', '')
    .where((eb) =>
      eb.or([
        eb(eb.val(subscriberId), '=', eb.fn.any('subscriber_ids')),
        eb.and([eb(eb.fn('lower', ['patient_name']), '=', name.toLowerCase()), eb('patient_dob', '=', dob)]),
      ]),
    )
    .orderBy('audit_date', 'desc')
    .limit(MAX_PRIOR_REPORTS)
    .execute();
  return rows.map((row) => ({ id: row.id, noteDate: row.note_date || undefined, text: row.note_text }));
}

/** One audit report per note, filed under the patient the user entered (the identity check flags a mismatch). */
function reportOf(job: ProcessJob, note: NoteResult, auditDate: string): NewAuditReport {
  const { request, user, requestKey } = job;
  return {
    id: `report-${newId()}`,
    owner_id: user.id,
    performed_by_name: user.full_name,
    performed_by_role: user.role,
    patient_name: request.patient.name,
    patient_dob: request.patient.dob,
    subscriber_ids: [request.patient.subscriberId],
    audit_date: auditDate,
    note_date: note.header.noteDate ?? request.noteDate,
    doc_type: note.header.docType,
    document_key: request.s3Key,
    report_key: `reports/${newId()}`,
    note_text: note.text,
    request_key: requestKey,
  };
}

/** Merged upload -> engine (in the pool) -> one stored report PDF and audit report row per note. */
export async function runProcessing(ctx: AppContext, engine: EnginePool, job: ProcessJob): Promise<ProcessResult> {
  const storage = storageOf(ctx);
  const pdf = await storage.read(job.upload.key);
  if (!pdf) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  job.progress.publish('queued', 0, job.upload.page_count);
  const auditDate = new Date(ctx.clock.now()).toISOString();
  const { request, user } = job;
  const result = await engine
    .run(
      {
        kind: 'process',
        input: {
          pdf,
          patient: request.patient,
          allowMultiNote: request.allowMultiNote,
          chunkSize: request.chunkSize,
          priorReports: await priorReports(ctx, request.patient),
          performedBy: { fullName: user.full_name, role: user.role },
          auditDate,
        },
      },
      job.progress.fromEngine,
    )
    .catch(() => {
      throw new HttpError(422, PROCESSING_FAILED);
    });

  const rows = result.notes.map((note) => reportOf(job, note, auditDate));
  for (const [index, row] of rows.entries()) {
    const reportPdf = result.notes[index]?.reportPdf;
    if (reportPdf) await storage.put(row.report_key, reportPdf);
  }
  if (rows.length > 0) await ctx.db.insertInto('audit_reports').values(rows).execute();
  await job.progress.flush();

  const notes: Note[] = result.notes.map(({ header }, index) => ({
    reportUrl: fileUrl(rows[index]?.report_key ?? ''),
    auditReportId: rows[index]?.id,
    view: {
      header: { patientName: header.patientName, patientDob: header.patientDob, docType: header.docType, noteDate: rows[index]?.note_date },
    },
  }));
  return {
    message: `Document processed successfully. Found ${notes.length} note(s)`,
    notes,
    isMultiNote: result.isMultiNote,
    originalFileName: job.upload.file_name,
    originalFileType: job.upload.file_type,
  };
}
