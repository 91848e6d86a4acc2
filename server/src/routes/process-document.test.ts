import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';
import { PACT_DOCUMENTS, PACT_USERS } from '@healthcare-portal/contracts/provider-states';
import { pactChart } from '@healthcare-portal/demo/charts/pact-chart';
import { processRequestFor } from '../../../tests/support/factories/process-request.ts';
import { cookieOf, documentsTestApp, type TestApp } from '../testing/documents-app.ts';
import { storePactChart } from './provider-states-documents.ts';

let server: TestApp;
const chart = await pactChart();

beforeAll(async () => {
  server = await documentsTestApp();
  await storePactChart(server.app.ctx, PACT_DOCUMENTS.ownKey, PACT_USERS.clinical.id);
  await storePactChart(server.app.ctx, PACT_DOCUMENTS.otherKey, PACT_USERS.staff.id);
}, 120_000);
afterAll(() => server?.close());

const request = (overrides: Partial<ProcessRequest> = {}): ProcessRequest =>
  processRequestFor(
    { s3Key: PACT_DOCUMENTS.ownKey, fileName: PACT_DOCUMENTS.fileName, fileType: 'pdf', patient: chart.patient },
    overrides,
  );

async function processAs(who: 'clinical' | 'staff' | null, payload: unknown, progressId?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/v1/rag/process${progressId ? `?progressId=${progressId}` : ''}`,
    headers: { 'content-type': 'application/json', ...(who ? { cookie: cookieOf(who) } : {}) },
    payload: JSON.stringify(payload),
  });
  return { status: response.statusCode, json: response.json() };
}

const reportCount = async () =>
  Number(
    (
      await server.app.ctx.db
        .selectFrom('audit_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /rag/process: refusals', () => {
  it('answers 404 for someone else’s upload and 403 for processing as someone else', async () => {
    expect(await processAs('clinical', request({ s3Key: PACT_DOCUMENTS.otherKey }))).toEqual({
      status: 404,
      json: { success: false, message: 'Document not found', status: 404, body: null },
    });
    expect((await processAs('clinical', request({ userId: PACT_USERS.staff.id }))).status).toBe(403);
    expect((await processAs(null, request())).status).toBe(401);
  });

  it('refuses missing patient fields with docs/spec/validation.md’s message per field', async () => {
    const { status, json } = await processAs('clinical', request({ patient: { name: '', dob: '', subscriberId: '' } }));
    expect(status).toBe(400);
    expect(json).toEqual({
      success: false,
      message: 'Patient name is required',
      status: 400,
      body: {
        errors: {
          'patient.name': 'Patient name is required',
          'patient.dob': 'Date of birth is required',
          'patient.subscriberId': 'Subscriber ID is required',
        },
      },
    });
  });
});

describe('POST /rag/process: one report per note, once', () => {
  it('gives two concurrent identical requests one result and one set of reports, and a later twin the same answer', async () => {
    const progressId = randomUUID();
    const [first, second] = await Promise.all([processAs('clinical', request(), progressId), processAs('clinical', request())]);
    expect(first.status).toBe(200);
    expect(first.json.body).toEqual(second.json.body);
    expect(first.json.body).toMatchObject({
      message: 'Document processed successfully. Found 3 note(s)',
      isMultiNote: true,
      originalFileName: PACT_DOCUMENTS.fileName,
      originalFileType: 'pdf',
    });
    expect(first.json.body.notes.map((note: { view: { header: unknown } }) => note.view.header)).toEqual(
      chart.truth.notes.map(({ patientName, patientDob, docType, noteDate }) => ({ patientName, patientDob, docType, noteDate })),
    );
    expect(await reportCount()).toBe(3);

    const later = await processAs('clinical', request());
    expect(later.json.body).toEqual(first.json.body);
    expect(await reportCount()).toBe(3);

    // The reports are the caller's, filed under the patient as entered, each with its own report PDF.
    const reportUrl = first.json.body.notes[0].reportUrl as string;
    const pdf = await server.app.inject({ url: reportUrl, headers: { cookie: cookieOf('clinical'), range: 'bytes=0-4' } });
    expect(pdf.statusCode).toBe(206);
    expect(pdf.payload).toBe('%PDF-');

    // Progress: the owner reads the finished job, anyone else learns nothing.
    const progress = await server.app.inject({
      url: `/api/v1/rag/process/progress/${progressId}`,
      headers: { cookie: cookieOf('clinical') },
    });
    expect(progress.json()).toMatchObject({ success: true, body: { progressId, stage: 'render' } });
    const others = await server.app.inject({ url: `/api/v1/rag/process/progress/${progressId}`, headers: { cookie: cookieOf('staff') } });
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe('No progress for this job');
    const malformed = await server.app.inject({
      url: '/api/v1/rag/process/progress/not-a-uuid',
      headers: { cookie: cookieOf('clinical') },
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('serves each report’s evidence, and a later processing of the patient places a copy in the earlier report’s original', async () => {
    const earlier = (await processAs('clinical', request())).json.body.notes.map((note: { auditReportId: string }) => note.auditReportId);
    const detail = async (id: string) =>
      (await server.app.inject({ url: `/api/v1/audit-reports/get-by-id/${id}`, headers: { cookie: cookieOf('clinical') } })).json().body
        .data[0];
    const first = await detail(earlier[0]);
    expect(first.evidence.header.patientName).toMatchObject({ value: chart.truth.notes[0]?.patientName });
    expect(first.evidence.header.patientName.places[0].rects[0]).toMatchObject({ x: expect.any(Number), w: expect.any(Number) });
    expect(first.evidence.findings.map((f: { check: string }) => f.check)).toContain('cloning');
    expect(first.evidence.findings.every((f: { places: unknown[] }) => f.places.length > 0)).toBe(true);

    // The whole chart as one note: its words were all in the three earlier reports, whose layouts come back with them.
    const single = await processAs('clinical', request({ allowMultiNote: false, chunkSize: 3000 }));
    const copies = (await detail(single.json.body.notes[0].auditReportId)).evidence.copies;
    const prior = copies.find((copy: { kind: string }) => copy.kind === 'prior');
    expect(earlier).toContain(prior.reportId);
    const [source] = prior.passages[0].sourcePlaces;
    expect(source.report).toBe(prior.reportId);
    expect(source.rects.length).toBeGreaterThan(0);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/audit-reports/delete/${single.json.body.notes[0].auditReportId}`,
      headers: { cookie: cookieOf('clinical') },
    });
  });

  it('processes other options afresh, and runs again once a report of the earlier answer is gone', async () => {
    const single = await processAs('clinical', request({ allowMultiNote: false }));
    expect(single.json.body).toMatchObject({ isMultiNote: false, notes: [expect.anything()] });
    const id = single.json.body.notes[0].auditReportId as string;
    await server.app.inject({ method: 'DELETE', url: `/api/v1/audit-reports/delete/${id}`, headers: { cookie: cookieOf('clinical') } });
    const again = await processAs('clinical', request({ allowMultiNote: false }));
    expect(again.json.body.notes[0].auditReportId).not.toBe(id);
  });
});
