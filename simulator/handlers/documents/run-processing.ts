import type { ProcessRequest, ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import type { UserRecord } from '@healthcare-portal/rules/accounts/ports';
import { db } from '../../db';
import type { NoteResult, TextLayoutLine } from '@healthcare-portal/engine';
import { DOCUMENT_NOT_FOUND, PROCESSING_FAILED } from '@healthcare-portal/rules/documents/messages';
import type { UploadRecord } from '@healthcare-portal/rules/documents/ports';
import { MAX_PRIOR_REPORTS, processResult, reportOfNote } from '@healthcare-portal/rules/documents/process';
import { runEngineJob } from '../../engine-host/run-engine-job';
import { nowMs } from '../../lib/clock';
import { noteFieldsOf } from '../../lib/note-fields';
import { randomId } from '../../lib/crypto';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { getFile, putFile } from '../../storage/file-store';
import { progressPublisher } from './processing-progress';

export type ProcessJob = {
  request: ProcessRequest;
  user: UserRecord;
  upload: UploadRecord;
  requestKey: string;
  progressId: string | null;
};

/** This patient's earlier notes (same subscriber ID, or same name and date of birth), newest first. */
function priorReports({ name, dob, subscriberId }: ProcessRequest['patient']) {
  const samePatient = (report: { patientName: string; patientDob: string; subscriberIds: string[] }) =>
    report.subscriberIds.includes(subscriberId) || (report.patientName.toLowerCase() === name.toLowerCase() && report.patientDob === dob);
  return db.auditReport
    .getAll()
    .filter((report) => report.noteText !== '' && samePatient(report))
    .sort((a, b) => b.auditDate.localeCompare(a.auditDate))
    .slice(0, MAX_PRIOR_REPORTS)
    .map((report) => ({
      id: report.id,
      noteDate: report.noteDate || undefined,
      text: report.noteText,
      // A report made without a layout (before evidence was kept) has its copies cited by the report alone.
      ...(report.textLayout ? { textLayout: JSON.parse(report.textLayout) as TextLayoutLine[] } : {}),
    }));
}

/** A note's report (rules/documents/process.ts), stored with its text and layout (later clone checks) and evidence. */
async function fileReport(job: ProcessJob, note: NoteResult, made: { batch: string; index: number; auditDate: string }) {
  const report = reportOfNote(job.request, job.user, note, made);
  await putFile(report.reportKey, note.reportPdf);
  db.auditReport.create({ ...report, ...noteFieldsOf(note), requestKey: job.requestKey });
  return { report, header: note.header };
}

export async function runProcessing(job: ProcessJob): Promise<ProcessResult> {
  const stored = await getFile(job.upload.key);
  if (!stored) throw new Refusal(404, DOCUMENT_NOT_FOUND);
  const progress = progressPublisher(job.progressId, job.user.id);
  progress.publish('queued', 0, job.upload.pageCount);
  const auditDate = new Date(nowMs()).toISOString();
  const { request, user } = job;
  const result = await runEngineJob(
    {
      kind: 'process',
      // A copy: the stored bytes stay cached while the copy moves to the worker.
      input: {
        pdf: stored.slice(),
        patient: request.patient,
        allowMultiNote: request.allowMultiNote,
        chunkSize: request.chunkSize,
        priorReports: priorReports(request.patient),
        performedBy: { fullName: user.fullName, role: user.role },
        auditDate,
      },
    },
    progress.fromEngine,
  ).catch(() => {
    throw new Refusal(422, PROCESSING_FAILED);
  });
  const notes = [];
  const batch = randomId();
  for (const [index, note] of result.notes.entries()) notes.push(await fileReport(job, note, { batch, index, auditDate }));
  return processResult(job.upload, notes, result.isMultiNote);
}
