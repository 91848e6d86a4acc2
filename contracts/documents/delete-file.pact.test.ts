import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteFile } from '@/api/s3/delete-file';
import { DOCUMENT_STATES, PACT_DOCUMENTS } from '@sim/node/states/documents';
import { sendSessionCookie, sessionCookie } from '../audit-reports/session-cookie';
import { createPact, JSON_HEADERS, useMockServer } from '../support/pact';

const pact = createPact();
const PATH = '/api/v1/s3/delete-file';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('POST /s3/delete-file', () => {
  it('deletes the caller’s own merged document', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.ownChart)
      .uponReceiving('a delete of an own merged document')
      .withRequest('POST', PATH, (builder) => builder.headers({ ...JSON_HEADERS, Cookie: sessionCookie('clinical') }).jsonBody({ key: PACT_DOCUMENTS.ownKey }))
      .willRespondWith(200, (builder) => builder.jsonBody({ success: true, message: 'File deleted successfully', status: 200, body: null }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendSessionCookie('clinical');
        await expect(deleteFile({ key: PACT_DOCUMENTS.ownKey })).resolves.toMatchObject({ message: 'File deleted successfully' });
      });
  });

  it('answers 404 for someone else’s document, as if it did not exist', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.othersChart)
      .uponReceiving('a delete of another user’s merged document')
      .withRequest('POST', PATH, (builder) => builder.headers({ ...JSON_HEADERS, Cookie: sessionCookie('clinical') }).jsonBody({ key: PACT_DOCUMENTS.otherKey }))
      .willRespondWith(404, (builder) => builder.jsonBody({ success: false, message: 'File not found', status: 404, body: null }))
      .executeTest(async (server) => {
        useMockServer(server.url);
        sendSessionCookie('clinical');
        await expect(deleteFile({ key: PACT_DOCUMENTS.otherKey })).rejects.toMatchObject({ status: 404, message: 'File not found' });
      });
  });
});
