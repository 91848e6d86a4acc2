import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { processDocument } from '@/api/rag/process-document';
import type { ProcessRequest } from '@healthcare-portal/contracts/documents/process-document';
import { DOCUMENT_STATES, PACT_DOCUMENTS } from '@healthcare-portal/contracts/provider-states';
import { pactChart } from '../support/pact-chart';
import { createPact, JSON_HEADERS, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sessionCookie, useMockServerAs } from '../support/session-cookie';
import { processRequestFor } from '../../tests/support/factories/process-request';

const { like, regex, eachLike } = MatchersV3;
const pact = createPact();
const PATH = '/api/v1/rag/process';

const chart = await pactChart();
const [firstNote] = chart.truth.notes;

const request = (overrides: Partial<ProcessRequest> = {}): ProcessRequest =>
  processRequestFor(
    { s3Key: PACT_DOCUMENTS.ownKey, fileName: PACT_DOCUMENTS.fileName, fileType: 'pdf', patient: chart.patient },
    overrides,
  );

const note = (header: { patientName: string; patientDob: string; docType: string; noteDate: string } | undefined) => ({
  reportUrl: regex(/^\/api\/v1\/files\/.+$/.source, '/api/v1/files/reports%2Fabc'),
  auditReportId: like('report-abc'),
  view: {
    header: { patientName: header?.patientName, patientDob: header?.patientDob, docType: header?.docType, noteDate: header?.noteDate },
  },
});

const withCookie = { ...JSON_HEADERS, Cookie: sessionCookie('clinical') };

unstubAfterEach();

describe('POST /rag/process', () => {
  it('finds three notes in the chart with multi note on, one report each', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.ownChart)
      .uponReceiving('processing of a 3-note chart with multi note on')
      .withRequest('POST', PATH, (builder) => builder.headers(withCookie).jsonBody(request()))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          success: true,
          message: like('Document processed successfully. Found 3 note(s)'),
          status: 200,
          body: {
            message: like('Document processed successfully. Found 3 note(s)'),
            notes: chart.truth.notes.map(note),
            isMultiNote: true,
            originalFileName: PACT_DOCUMENTS.fileName,
            originalFileType: 'pdf',
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        const { body } = await processDocument(request());
        expect(body.notes).toHaveLength(3);
      });
  });

  it('keeps the chart as one note with multi note off', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.ownChart)
      .uponReceiving('processing of a 3-note chart with multi note off')
      .withRequest('POST', PATH, (builder) => builder.headers(withCookie).jsonBody(request({ allowMultiNote: false })))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          success: true,
          message: like('Document processed successfully. Found 1 note(s)'),
          status: 200,
          body: {
            message: like('Document processed successfully. Found 1 note(s)'),
            notes: eachLike(note(firstNote), 1),
            isMultiNote: false,
            originalFileName: PACT_DOCUMENTS.fileName,
            originalFileType: 'pdf',
          },
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        const { body } = await processDocument(request({ allowMultiNote: false }));
        expect(body.isMultiNote).toBe(false);
      });
  });

  it('answers 404 for someone else’s upload', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.othersChart)
      .uponReceiving('processing of another user’s upload')
      .withRequest('POST', PATH, (builder) => builder.headers(withCookie).jsonBody(request({ s3Key: PACT_DOCUMENTS.otherKey })))
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'Document not found')))
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(processDocument(request({ s3Key: PACT_DOCUMENTS.otherKey }))).rejects.toMatchObject({
          status: 404,
          message: 'Document not found',
        });
      });
  });

  it('refuses missing patient fields with 400 and docs/spec/validation.md’s message per field', async () => {
    const empty = request({ patient: { name: '', dob: '', subscriberId: '' } });
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.ownChart)
      .uponReceiving('processing without the patient fields')
      .withRequest('POST', PATH, (builder) => builder.headers(withCookie).jsonBody(empty))
      .willRespondWith(400, (builder) =>
        builder.jsonBody({
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
        }),
      )
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(processDocument(empty)).rejects.toMatchObject({
          status: 400,
          fieldErrors: { 'patient.dob': 'Date of birth is required' },
        });
      });
  });
});
