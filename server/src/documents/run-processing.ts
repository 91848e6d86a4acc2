import type { NoteResult } from '@healthcare-portal/engine';
import type { Note, ProcessRequest, ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import { fileUrl } from '@healthcare-portal/contracts/files';
import type { AppContext } from '../auth/context.ts';
import type { UserRow } from '../db/schema.ts';
import type { NewAuditReport, Upload } from '../db/schema-documents.ts';
import { EngineBudgetError, EngineJobError, type EnginePool } from '../jobs/engine-pool.ts';
import { progressRecorder, type ProgressRecorder } from './progress.ts';
import { storageOf } from './services.ts';

// Earlier notes of the same patient the cloning check compares against; a bound keeps the job small.
const MAX_PRIOR_REPORTS = 50;

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const PROCESSING_FAILED = 'The document could not be processed. Check that it is a readable document and try again.';
export const PROCESSING_OVER_BUDGET =
  'The document could not be processed within the memory and time one document may take. Upload it in smaller parts.';

/** What a processing job carries: ids and the request's options, never document bytes. */
export type ProcessJobData = { requestKey: string; ownerId: string; request: ProcessRequest; progressId?: string };

type ProcessJob = { id: string; data: ProcessJobData; user: UserRow; upload: Upload; progress: ProgressRecorder };

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
function reportOf(job: ProcessJob, note: NoteResult, index: number, auditDate: string): NewAuditReport {
  const { user } = job;
  const { request, requestKey } = job.data;
  // Named by the job, so a retried job writes the same files and rows instead of leaving orphans.
  const name = `${job.id}-${index + 1}`;
  return {
    id: `report-${name}`,
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
    report_key: `reports/${name}`,
    note_text: note.text,
    request_key: requestKey,
  };
}

/** The claim still names this job: otherwise the request was given up or handed to another job. */
async function holdsClaim(ctx: AppContext, job: { id: string; data: ProcessJobData }): Promise<boolean> {
  const claim = await ctx.db
    .selectFrom('processing_requests')
    .select(['job_id', 'state'])
    .where('request_key', '=', job.data.requestKey)
    .executeTakeFirst();
  return claim?.job_id === job.id && claim.state === 'queued';
}

/** Leaves a refusal for the waiting request (no retry: the same document would be refused again). */
async function refuse(ctx: AppContext, job: { id: string; data: ProcessJobData }, status: number, message: string) {
  await ctx.db
    .updateTable('processing_requests')
    .set({ state: 'failed', error_status: status, error_message: message })
    .where('request_key', '=', job.data.requestKey)
    .where('job_id', '=', job.id)
    .where('state', '=', 'queued')
    .execute();
}

function resultOf(job: ProcessJob, notes: NoteResult[], rows: NewAuditReport[], isMultiNote: boolean): ProcessResult {
  const shown: Note[] = notes.map(({ header }, index) => ({
    reportUrl: fileUrl(rows[index]?.report_key ?? ''),
    auditReportId: rows[index]?.id,
    view: {
      header: { patientName: header.patientName, patientDob: header.patientDob, docType: header.docType, noteDate: rows[index]?.note_date },
    },
  }));
  return {
    message: `Document processed successfully. Found ${shown.length} note(s)`,
    notes: shown,
    isMultiNote,
    originalFileName: job.upload.file_name,
    originalFileType: job.upload.file_type,
  };
}

/**
 * One processing job: merged upload -> engine (in the pool) -> report PDFs named by the job -> one transaction that
 * stores the answer and the report rows, only while this job still holds the request's claim. Whatever tries run
 * (a worker killed mid-job, a timeout), one set of reports is committed. Errors other than a refusal are thrown for
 * the queue to retry.
 */
export async function runProcessingJob(
  ctx: AppContext,
  engine: EnginePool,
  { id, data }: { id: string; data: ProcessJobData },
  signal?: AbortSignal,
): Promise<void> {
  if (!(await holdsClaim(ctx, { id, data }))) return;
  const [user, upload] = await Promise.all([
    ctx.db.selectFrom('users').selectAll().where('id', '=', data.ownerId).executeTakeFirst(),
    ctx.db.selectFrom('uploads').selectAll().where('key', '=', data.request.s3Key).where('owner_id', '=', data.ownerId).executeTakeFirst(),
  ]);
  const storage = storageOf(ctx);
  const pdf = upload ? await storage.read(upload.key) : null;
  if (!user || !upload || !pdf) return refuse(ctx, { id, data }, 404, DOCUMENT_NOT_FOUND);

  const job: ProcessJob = { id, data, user, upload, progress: progressRecorder(ctx, data.progressId, data.ownerId) };
  job.progress.publish('queued', 0, upload.page_count);
  const auditDate = new Date(ctx.clock.now()).toISOString();
  const { request } = data;
  let result;
  try {
    result = await engine.run(
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
      signal,
    );
  } catch (error) {
    if (error instanceof EngineJobError) return refuse(ctx, { id, data }, 422, PROCESSING_FAILED);
    // A final answer after this one try: the same document would exhaust the budget again on any worker.
    if (error instanceof EngineBudgetError) return refuse(ctx, { id, data }, 422, PROCESSING_OVER_BUDGET);
    throw error;
  }

  const rows = result.notes.map((note, index) => reportOf(job, note, index, auditDate));
  for (const [index, row] of rows.entries()) {
    const reportPdf = result.notes[index]?.reportPdf;
    if (reportPdf) await storage.put(row.report_key, reportPdf);
  }
  const answer = resultOf(job, result.notes, rows, result.isMultiNote);
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('processing_requests')
      .set({ state: 'done', result: JSON.stringify(answer) })
      .where('request_key', '=', data.requestKey)
      .where('job_id', '=', id)
      .where('state', '=', 'queued')
      .returning('request_key')
      .executeTakeFirst();
    // Another try of this job got here first: its rows name the same files, so there is nothing to add or remove.
    if (claimed && rows.length > 0) await trx.insertInto('audit_reports').values(rows).execute();
  });
  await job.progress.flush();
}
