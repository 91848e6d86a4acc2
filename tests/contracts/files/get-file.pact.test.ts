import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchPdfBlob } from '@/api/files/get-file';
import { AUDIT_STATES, PACT_AUDIT } from '@healthcare-portal/contracts/provider-states';
import { createPact, unstubAfterEach } from '../support/pact';
import { refusalBody } from '../support/refusal';
import { sendSessionCookie, sessionCookie } from '../support/session-cookie';

const { regex } = MatchersV3;
const pact = createPact();
const PATH = `/api/v1/files/${PACT_AUDIT.reportKey}`;
const OTHER_PATH = `/api/v1/files/staff-${PACT_AUDIT.reportKey}`;
const PDF_HEADERS = { 'Content-Type': 'application/pdf', 'Accept-Ranges': 'bytes' };

unstubAfterEach();

describe('GET /files/{key}', () => {
  it('serves the owner the whole PDF for download', async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.ownReport)
      .uponReceiving('a download of an own report PDF')
      .withRequest('GET', PATH, (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(200, (builder) => builder.headers(PDF_HEADERS))
      .executeTest(async (server) => {
        sendSessionCookie('clinical');
        const blob = await fetchPdfBlob(`${server.url}${PATH}`);
        expect(blob.type).toBe('application/pdf');
      });
  });

  it('serves one byte range as 206 so the viewer can stream a long PDF', async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.ownReport)
      .uponReceiving('a byte-range read of an own report PDF')
      .withRequest('GET', PATH, (builder) => builder.headers({ Cookie: sessionCookie('clinical'), Range: 'bytes=0-4' }))
      .willRespondWith(206, (builder) =>
        builder.headers({ ...PDF_HEADERS, 'Content-Range': regex(/^bytes 0-4\/\d+$/.source, 'bytes 0-4/600') }),
      )
      .executeTest(async (server) => {
        sendSessionCookie('clinical');
        const response = await fetch(`${server.url}${PATH}`, { headers: { Range: 'bytes=0-4' } });
        expect(response.status).toBe(206);
      });
  });

  it("answers 404 for someone else's file, which the download reports as 'Failed to fetch PDF'", async () => {
    await pact
      .addInteraction()
      .given(AUDIT_STATES.othersReport)
      .uponReceiving("a download of another user's report PDF")
      .withRequest('GET', OTHER_PATH, (builder) => builder.headers({ Cookie: sessionCookie('clinical') }))
      .willRespondWith(404, (builder) => builder.jsonBody(refusalBody(404, 'File not found')))
      .executeTest(async (server) => {
        sendSessionCookie('clinical');
        await expect(fetchPdfBlob(`${server.url}${OTHER_PATH}`)).rejects.toThrow('Failed to fetch PDF');
      });
  });
});
