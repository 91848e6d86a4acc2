import { describe, expect, it } from 'vitest';
import { deleteFile } from '@/api/s3/delete-file';
import { DOCUMENT_STATES, PACT_DOCUMENTS } from '@healthcare-portal/contracts/provider-states';
import { createPact, JSON_HEADERS, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sessionCookie, useMockServerAs } from '../support/session-cookie';

const pact = createPact();
const PATH = '/api/v1/s3/delete-file';

unstubAfterEach();

describe('POST /s3/delete-file', () => {
  it('deletes the caller’s own merged document', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.ownChart)
      .uponReceiving('a delete of an own merged document')
      .withRequest('POST', PATH, (builder) =>
        builder.headers({ ...JSON_HEADERS, Cookie: sessionCookie('clinical') }).jsonBody({ key: PACT_DOCUMENTS.ownKey }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ success: true, message: 'File deleted successfully', status: 200, body: null }))
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(deleteFile({ key: PACT_DOCUMENTS.ownKey })).resolves.toMatchObject({ message: 'File deleted successfully' });
      });
  });

  it('answers 404 for someone else’s document, as if it did not exist', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.othersChart)
      .uponReceiving('a delete of another user’s merged document')
      .withRequest('POST', PATH, (builder) =>
        builder.headers({ ...JSON_HEADERS, Cookie: sessionCookie('clinical') }).jsonBody({ key: PACT_DOCUMENTS.otherKey }),
      )
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'File not found')))
      .executeTest(async (server) => {
        useMockServerAs(server.url, 'clinical');
        await expect(deleteFile({ key: PACT_DOCUMENTS.otherKey })).rejects.toMatchObject({ status: 404, message: 'File not found' });
      });
  });
});
