import { MatchersV3 } from '@pact-foundation/pact';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadFiles } from '@/api/s3/upload-files';
import { SERVER_BUSY_MESSAGE } from '@healthcare-portal/contracts/busy';
import { PACT_UPLOAD_LIMIT_BYTES, UPLOAD_STATES } from '@healthcare-portal/contracts/provider-states';
import { makePng, makeTextPdf } from '../../../fixtures/documents/make-documents';
import { createPact, unstubAfterEach, useMockServer } from '../support/pact';
import { sendSessionCookie, sessionCookie } from '../support/session-cookie';

const { integer, like, regex } = MatchersV3;
const pact = createPact();
const PATH = '/api/v1/s3/upload-multiple-files';
const folder = mkdtempSync(join(tmpdir(), 'pact-upload-'));

// Pact's mock server takes the file part from a file on disk and checks the part's declared type against the
// bytes and the file's extension there. It carries that one part only: the folder field the portal also sends
// cannot be pinned (see docs/decisions-docs-cloning.md, 'Upload contract').
type Part = { name: string; type: string; path: string; file: File };
function part(name: string, bytes: Uint8Array, type: string, diskName = name): Part {
  const path = join(folder, diskName);
  writeFileSync(path, bytes);
  return { name, type, path, file: new File([bytes as Uint8Array<ArrayBuffer>], name, { type }) };
}

let visit: Part;
beforeAll(async () => {
  visit = part('visit.pdf', await makeTextPdf({ pageCount: 1 }), 'application/pdf');
});
unstubAfterEach();

const uploadOf = (state: string, description: string, upload: Part) =>
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest('POST', PATH, (builder) =>
      builder.headers({ Cookie: sessionCookie('clinical') }).multipartBody(upload.type, upload.path, 'files'),
    );

const refusal = (status: number, message: string) => ({ success: false, message, status, body: null });

async function send(url: string, upload: Part) {
  useMockServer(url);
  sendSessionCookie('clinical');
  return uploadFiles([upload.file]);
}

describe('POST /s3/upload-multiple-files', () => {
  it('merges the files into one PDF record with an app URL', async () => {
    await uploadOf(UPLOAD_STATES.normal, 'an upload of one PDF', visit)
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          success: true,
          message: '1 file(s) uploaded and merged successfully',
          status: 201,
          body: {
            key: like('uploads/abc'),
            fileName: 'visit.pdf',
            fileType: 'pdf',
            documentUrl: regex(/^\/api\/v1\/files\/.+$/.source, '/api/v1/files/uploads%2Fabc'),
          },
        }),
      )
      .executeTest(async (server) => {
        const { body } = await send(server.url, visit);
        expect(body.fileType).toBe('pdf');
      });
  });

  it('refuses a file that is not a PDF, DOC or DOCX by its content, naming it', async () => {
    // A PNG the user named photo.pdf; declared as the PNG it is, because Pact's mock insists (see above).
    const photo = part('photo.pdf', makePng(), 'image/png', 'photo.png');
    const message = 'photo.pdf is not a PDF: its content is a PNG image. Only PDF, DOC and DOCX files are supported.';
    await uploadOf(UPLOAD_STATES.normal, 'an upload of a PNG named .pdf', photo)
      // The verifier replays the part under its name on disk (photo.png): a PNG named .png is told only which types
      // are supported, one named .pdf that its content is not a PDF.
      .willRespondWith(415, (builder) =>
        builder.jsonBody({
          ...refusal(415, message),
          message: regex(
            /^(photo\.pdf is not a PDF: its content is a PNG image\. Only|photo\.png: only) PDF, DOC and DOCX files are supported\.$/
              .source,
            message,
          ),
        }),
      )
      .executeTest(async (server) => {
        await expect(send(server.url, photo)).rejects.toMatchObject({ status: 415, message });
      });
  });

  it('answers 503 with Retry-After when the server is too busy to take the upload, keeping none of it', async () => {
    await uploadOf(UPLOAD_STATES.busy, 'an upload while the server has no memory to spare', visit)
      .willRespondWith(503, (builder) =>
        builder
          .headers({ 'Retry-After': regex(/^[1-9][0-9]*$/.source, '5') })
          .jsonBody({ success: false, message: SERVER_BUSY_MESSAGE, status: 503, body: { retryAfterSeconds: integer(5) } }),
      )
      .executeTest(async (server) => {
        await expect(send(server.url, visit)).rejects.toMatchObject({
          kind: 'http',
          status: 503,
          message: SERVER_BUSY_MESSAGE,
          retryAfterSeconds: 5,
        });
      });
  });

  it('refuses a file over the per-file limit with 413, naming it', async () => {
    expect(visit.file.size).toBeGreaterThan(PACT_UPLOAD_LIMIT_BYTES);
    const message = 'visit.pdf is larger than the 1.00 KB limit for one file.';
    await uploadOf(UPLOAD_STATES.smallLimit, 'an upload of a file over the per-file limit', visit)
      .willRespondWith(413, (builder) => builder.jsonBody(refusal(413, message)))
      .executeTest(async (server) => {
        await expect(send(server.url, visit)).rejects.toMatchObject({ status: 413, message });
      });
  });
});
