import { PDFDocument } from 'pdf-lib';
import { db } from '../../db';
import { startSession } from '../../lib/sessions';
import { resetSimulator } from '../../lifecycle';
import { putFile } from '../../storage/file-store';
import { PACT_SESSIONS, type StateHandler } from '../provider-states';

/** Ids and keys the audit-report and file pacts name; report files are stored, not seed files. */
export const PACT_AUDIT = {
  ownReportId: 'report-pact-1',
  otherReportId: 'report-pact-2',
  documentKey: 'pact-original.pdf',
  reportKey: 'pact-report.pdf',
  patientName: 'Pact Patient',
  subscriberIds: ['SUBPACT01', 'MEDPACT02'],
} as const;

async function onePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return pdf.save();
}

async function addReport(id: string, ownerId: 'user-clinical' | 'user-staff', keySuffix: string): Promise<void> {
  const documentKey = `${keySuffix}${PACT_AUDIT.documentKey}`;
  const reportKey = `${keySuffix}${PACT_AUDIT.reportKey}`;
  const bytes = await onePagePdf();
  await putFile(documentKey, bytes);
  await putFile(reportKey, bytes);
  db.upload.create({ key: documentKey, ownerId, fileName: 'note.pdf', fileType: 'pdf', pageCount: 1 });
  db.auditReport.create({
    id,
    ownerId,
    performedByName: ownerId === 'user-clinical' ? 'Dr. Priya Raman' : 'Sam Ortiz',
    performedByRole: ownerId === 'user-clinical' ? 'Clinical User' : 'Office Staff',
    patientName: PACT_AUDIT.patientName,
    patientDob: '1960-02-29',
    subscriberIds: [...PACT_AUDIT.subscriberIds],
    // Newer than every seeded report, so it heads any list it is in.
    auditDate: '2027-01-15T10:30:00.000Z',
    noteDate: '2027-01-10',
    docType: 'Progress Note',
    documentKey,
    reportKey,
    noteText: '',
    requestKey: '',
  });
}

async function withReports(session: keyof typeof PACT_SESSIONS, userId: string): Promise<void> {
  await resetSimulator();
  await addReport(PACT_AUDIT.ownReportId, 'user-clinical', '');
  await addReport(PACT_AUDIT.otherReportId, 'user-staff', 'staff-');
  await startSession(userId, 'full', PACT_SESSIONS[session]);
}

export const auditReportProviderStates: Record<string, StateHandler> = {
  'the Clinical User is signed in and owns audit report report-pact-1': () => withReports('clinical', 'user-clinical'),
  'the Office Staff user owns audit report report-pact-2 and the Clinical User is signed in': () =>
    withReports('clinical', 'user-clinical'),
  'the Office Staff user owns audit report report-pact-2 and the Admin is signed in': () => withReports('admin', 'user-admin'),
};
