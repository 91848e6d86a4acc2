import { PDFDocument } from 'pdf-lib';
import { db } from '../../db';
import { putFile } from '../../storage/file-store';
import { resetForState, signIn, type StateHandler } from '../provider-states';
import { AUDIT_STATES, PACT_AUDIT, PACT_EVIDENCE, PACT_SESSIONS } from '@healthcare-portal/contracts/provider-states';

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
    // Newer than any report a test makes, so it heads any list it is in.
    auditDate: '2027-01-15T10:30:00.000Z',
    noteDate: '2027-01-10',
    docType: 'Progress Note',
    documentKey,
    reportKey,
    noteText: '',
    // Only the Clinical User's report carries evidence: the other stands for a report made before evidence was kept.
    evidence: ownerId === 'user-clinical' ? JSON.stringify(PACT_EVIDENCE) : '',
    requestKey: '',
  });
}

async function withReports(session: keyof typeof PACT_SESSIONS, userId: string): Promise<void> {
  await resetForState();
  await addReport(PACT_AUDIT.ownReportId, 'user-clinical', '');
  await addReport(PACT_AUDIT.otherReportId, 'user-staff', 'staff-');
  await signIn(userId, PACT_SESSIONS[session]);
}

export const auditReportProviderStates: Record<string, StateHandler> = {
  [AUDIT_STATES.ownReport]: () => withReports('clinical', 'user-clinical'),
  [AUDIT_STATES.othersReport]: () => withReports('clinical', 'user-clinical'),
  [AUDIT_STATES.adminWithReports]: () => withReports('admin', 'user-admin'),
};
