import { describe, expect, it } from 'vitest';
import { fetchPdfBlob } from '@/api/files/get-file';
import { fileUrl } from '@healthcare-portal/contracts/files';
import { DOCUMENT_STATES, PACT_DOCUMENTS } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sendSessionCookie, sessionCookie } from '../support/session-cookie';

const pact = createPact();
const OWN = fileUrl(PACT_DOCUMENTS.ownKey);
const OTHER = fileUrl(PACT_DOCUMENTS.otherKey);

unstubAfterEach();

describe('GET documentUrl of a merged upload', () => {
  it('serves the owner the merged PDF (the Document Preview)', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.ownChart)
      .uponReceiving('a read of an own merged document')
      .withRequest('GET', OWN, (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(200, (builder) => builder.headers({ 'Content-Type': 'application/pdf', 'Accept-Ranges': 'bytes' }))
      .executeTest(async (server) => {
        sendSessionCookie('clinical');
        expect((await fetchPdfBlob(`${server.url}${OWN}`)).type).toBe('application/pdf');
      });
  });

  it('answers 404 for someone else’s merged document', async () => {
    await pact
      .addInteraction()
      .given(DOCUMENT_STATES.othersChart)
      .uponReceiving('a read of another user’s merged document')
      .withRequest('GET', OTHER, (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'File not found')))
      .executeTest(async (server) => {
        sendSessionCookie('clinical');
        await expect(fetchPdfBlob(`${server.url}${OTHER}`)).rejects.toThrow('Failed to fetch PDF');
      });
  });
});
