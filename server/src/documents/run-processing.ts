import type { ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';
import type { TextLayoutLine } from '@healthcare-portal/engine';
import { DOCUMENT_NOT_FOUND, PROCESSING_FAILED } from '@healthcare-portal/rules/documents/messages';
import type { AuditReportRecord } from '@healthcare-portal/rules/documents/ports';
import { MAX_PRIOR_REPORTS, type NoteHeader, processResult, reportOfNote } from '@healthcare-portal/rules/documents/process';
import type { AppContext } from '../auth/context.ts';
import type { UserRow } from '../db/schema.ts';
import type { NewAuditReport, Upload } from '../db/schema-documents.ts';
import { EngineBudgetError, EngineJobError, type EnginePool } from '../jobs/engine-pool.ts';
import { noteColumnsOf, rowOf } from '../ports/documents.ts';
import { putAll } from '../storage/put-all.ts';
import { progressRecorder, type ProgressRecorder } from './progress.ts';

// The server's own answer: only its engine pool runs jobs inside a memory and time budget.
export const PROCESSING_OVER_BUDGET =
  'The document could not be processed within the memory and time one document may take. Upload it in smaller parts.';

/** What a processing job carries: ids and the request's options, never document bytes. */
export type ProcessJobData = { requestKey: string; ownerId: string; request: ProcessRequest; progressId?: string };

type ProcessJob = { id: string; data: ProcessJobData; user: UserRow; upload: Upload; progress: ProgressRecorder };

/** This patient's earlier notes (same subscriber ID, or same name and date of birth), newest first. */
async function priorReports(ctx: AppContext, { name, dob, subscriberId }: ProcessRequest['patient']) {
  const rows = await ctx.db
    .selectFrom('audit_reports')
    .select(['id', 'note_date', 'note_text', 'text_layout'])
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
  return rows.map((row) => ({
    id: row.id,
    noteDate: row.note_date || undefined,
    text: row.note_text,
    // Reports made before migration 005 have no layout: their copies are cited by the report alone.
    ...(Array.isArray(row.text_layout) ? { textLayout: row.text_layout as TextLayoutLine[] } : {}),
  }));
}

/** A note's report (rules/documents/process.ts), named by the job: a retried job writes the same files and rows. */
function reportOf(job: ProcessJob, note: { header: NoteHeader }, index: number, auditDate: string): AuditReportRecord {
  const performer = { id: job.user.id, fullName: job.user.full_name, role: job.user.role };
  return reportOfNote(job.data.request, performer, note, { batch: job.id, index, auditDate });
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
  const storage = ctx.storage;
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

  const notes = result.notes.map((note, index) => ({ note, report: reportOf(job, note, index, auditDate) }));
  await putAll(
    storage,
    notes.map(({ note, report }) => ({ key: report.reportKey, data: note.reportPdf })),
  );
  const rows: NewAuditReport[] = notes.map(({ note, report }) => ({
    ...rowOf(report),
    ...noteColumnsOf(note),
    request_key: data.requestKey,
  }));
  const answer = processResult(
    { fileName: upload.file_name, fileType: upload.file_type },
    notes.map(({ note, report }) => ({ report, header: note.header })),
    result.isMultiNote,
  );
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
