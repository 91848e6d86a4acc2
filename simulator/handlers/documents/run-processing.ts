import type { ProcessRequest, ProcessResult } from '@healthcare-portal/contracts/documents/process-document';
import type { UserRecord } from '@healthcare-portal/rules/accounts/ports';
import { db } from '../../db';
import type { NoteResult } from '@healthcare-portal/engine';
import { runEngineJob } from '../../engine-host/run-engine-job';
import { nowMs } from '../../lib/clock';
import { randomId } from '../../lib/crypto';
import { Refusal } from '@healthcare-portal/rules/refusal';
import { getFile, putFile } from '../../storage/file-store';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { progressPublisher } from './processing-progress';

// Earlier notes of the same patient the cloning check compares against; a bound keeps the job small.
const MAX_PRIOR_REPORTS = 50;

export type ProcessJob = {
  request: ProcessRequest;
  user: UserRecord;
  upload: { key: string; fileName: string; fileType: string; pageCount: number };
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
    .map((report) => ({ id: report.id, noteDate: report.noteDate || undefined, text: report.noteText }));
}

/** One audit report per note, filed under the patient the user entered (the identity check flags a mismatch). */
async function fileReport(job: ProcessJob, note: NoteResult, auditDate: string) {
  const { request, user, requestKey } = job;
  const id = `report-${randomId()}`;
  const reportKey = `reports/${randomId()}`;
  await putFile(reportKey, note.reportPdf);
  const noteDate = note.header.noteDate ?? request.noteDate;
  db.auditReport.create({
    id,
    ownerId: user.id,
    performedByName: user.fullName,
    performedByRole: user.role,
    patientName: request.patient.name,
    patientDob: request.patient.dob,
    subscriberIds: [request.patient.subscriberId],
    auditDate,
    noteDate,
    docType: note.header.docType,
    documentKey: request.s3Key,
    reportKey,
    noteText: note.text,
    requestKey,
  });
  const { patientName, patientDob, docType } = note.header;
  return { reportUrl: fileUrl(reportKey), auditReportId: id, view: { header: { patientName, patientDob, docType, noteDate } } };
}

export async function runProcessing(job: ProcessJob): Promise<ProcessResult> {
  const stored = await getFile(job.upload.key);
  if (!stored) throw new Refusal(404, 'Document not found');
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
    throw new Refusal(422, 'The document could not be processed. Check that it is a readable document and try again.');
  });
  const notes = [];
  for (const note of result.notes) notes.push(await fileReport(job, note, auditDate));
  return {
    message: `Document processed successfully. Found ${notes.length} note(s)`,
    notes,
    isMultiNote: result.isMultiNote,
    originalFileName: job.upload.fileName,
    originalFileType: job.upload.fileType,
  };
}
