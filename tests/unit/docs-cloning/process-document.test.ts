import { describe, expect, it } from 'vitest';
import { getAuditReport } from '@/api/audit-reports/get-audit-report';
import { processDocument } from '@/api/rag/process-document';
import type { ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';
import { followProcessProgress, getProcessProgress, newProgressId } from '@/api/rag/process-progress';
import { PROCESS_STAGES, type ProcessProgress } from '@healthcare-portal/contracts/documents/process-progress';
import { db } from '@sim/db';
import { useSimulator } from '../../support/simulator';
import { signIn } from './sign-in';
import { expectedHeaders } from './three-note-chart';
import { uploadThreeNoteChart } from './upload-a-document';
import { processRequestFor } from '../../support/factories/process-request';

useSimulator();

const requestFor = ({ merged, chart }: Uploaded, overrides: Partial<ProcessRequest> = {}): ProcessRequest =>
  processRequestFor({ s3Key: merged.key, fileName: merged.fileName, fileType: merged.fileType, patient: chart.patient }, overrides);

type Uploaded = Awaited<ReturnType<typeof uploadThreeNoteChart>>;

const reportsOf = (documentKey: string) => db.auditReport.findMany({ where: { documentKey: { equals: documentKey } } });

describe('POST /rag/process', () => {
  it('finds three notes with multi note on, each with its own report filed for History', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const { merged, chart } = uploaded;
    const { body } = await processDocument(requestFor(uploaded));
    expect(body.isMultiNote).toBe(true);
    expect(body.notes.map((note) => note.view.header)).toEqual(expectedHeaders(chart));
    expect(body).toMatchObject({ originalFileName: merged.fileName, originalFileType: 'pdf' });
    expect(reportsOf(merged.key)).toHaveLength(3);
    expect(reportsOf(merged.key)[0]).toMatchObject({
      ownerId: 'user-clinical',
      patientName: chart.patient.name,
      subscriberIds: [chart.patient.subscriberId],
    });
    const report = await fetch(`http://portal.test${body.notes[0]?.reportUrl ?? ''}`);
    expect(report.status).toBe(200);
  });

  it('keeps the whole document as one note with multi note off', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const { body } = await processDocument(requestFor(uploaded, { allowMultiNote: false }));
    expect(body.notes).toHaveLength(1);
    expect(body.isMultiNote).toBe(false);
  });

  it('serves each report’s evidence, and a later processing of the patient places a copy in the earlier report’s original', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const earlier = (await processDocument(requestFor(uploaded))).body.notes.map((note) => note.auditReportId ?? '');
    const detail = async (id: string) => (await getAuditReport(id)).body.data[0]?.evidence;
    const first = await detail(earlier[0] ?? '');
    expect(first?.header.patientName.value).toBe(uploaded.chart.truth.notes[0]?.patientName);
    expect(first?.header.patientName.places[0]?.rects[0]?.w).toBeGreaterThan(0);
    expect(first?.findings.every((finding) => finding.places.length > 0)).toBe(true);

    // The whole chart as one note: its words were all in the three earlier reports, whose layouts come back with them.
    const single = await processDocument(requestFor(uploaded, { allowMultiNote: false, chunkSize: 3000 }));
    const copies = (await detail(single.body.notes[0]?.auditReportId ?? ''))?.copies ?? [];
    const prior = copies.find((copy) => copy.kind === 'prior');
    expect(earlier).toContain(prior?.reportId);
    const source = prior?.passages[0]?.sourcePlaces[0];
    expect(source?.report).toBe(prior?.reportId);
    expect(source?.rects.length).toBeGreaterThan(0);
  });

  it('answers the same request twice with the earlier result and no duplicate reports', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const { merged } = uploaded;
    const [first, twin] = await Promise.all([processDocument(requestFor(uploaded)), processDocument(requestFor(uploaded))]);
    const again = await processDocument(requestFor(uploaded));
    expect(twin.body).toEqual(first.body);
    expect(again.body).toEqual(first.body);
    expect(reportsOf(merged.key)).toHaveLength(3);
  });

  it('reports its progress over HTTP to the caller who started it, and to nobody else', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const progressId = newProgressId();
    const seen: ProcessProgress[] = [];
    const stop = followProcessProgress(progressId, (event) => seen.push(event), 1);
    await processDocument(requestFor(uploaded), { progressId });
    stop();
    const stages = seen.map((event) => PROCESS_STAGES.indexOf(event.stage));
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(seen.every((event) => event.progressId === progressId && event.done <= event.total)).toBe(true);
    const { body: last } = await getProcessProgress(progressId);
    expect(last).toEqual({ progressId, stage: 'render', done: 3, total: 3 });

    await signIn('staff@demo.health');
    const refused = await getProcessProgress(progressId).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ kind: 'http', status: 404 });
  });

  it('knows nothing of a job nobody started', async () => {
    await signIn();
    const error = await getProcessProgress(newProgressId()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'No progress for this job' });
  });

  it('checks the patient fields on the server with docs/spec/validation.md’s messages', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const { chart } = uploaded;
    const error = await processDocument(requestFor(uploaded, { patient: { name: ' ', dob: '', subscriberId: '' } })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: {
        'patient.name': 'Patient name is required',
        'patient.dob': 'Date of birth is required',
        'patient.subscriberId': 'Subscriber ID is required',
      },
    });
    await expect(processDocument(requestFor(uploaded, { patient: { ...chart.patient, dob: '2999-01-01' } }))).rejects.toMatchObject({
      status: 400,
      message: 'Date of birth cannot be in the future',
    });
  });

  it('refuses someone else’s upload (404) and a userId that is not the caller (403)', async () => {
    await signIn();
    const uploaded = await uploadThreeNoteChart();
    const { merged } = uploaded;
    await expect(processDocument(requestFor(uploaded, { userId: 'user-staff' }))).rejects.toMatchObject({ status: 403 });
    await signIn('staff@demo.health');
    await expect(processDocument(requestFor(uploaded, { userId: 'user-staff' }))).rejects.toMatchObject({
      status: 404,
      message: 'Document not found',
    });
    expect(reportsOf(merged.key)).toHaveLength(0);
  });
});
