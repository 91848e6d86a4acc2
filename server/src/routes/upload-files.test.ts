import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLargePdf, makePng, makeTextPdf } from '../../../fixtures/documents/make-documents.ts';
import { cookieOf, documentsTestApp, type TestApp } from '../testing/documents-app.ts';

const KB = 1024;
let server: TestApp;
let base: string;

beforeAll(async () => {
  // Files over the 1 MB JSON body limit are fine; the upload's own limits (2 MB each, 4 MB in all here) apply.
  server = await documentsTestApp({ maxFileBytes: 2048 * KB, maxTotalBytes: 4096 * KB, maxFiles: 3 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`;
}, 120_000);
afterAll(() => server?.close());

const pdfFile = async (name: string) =>
  new File([(await makeTextPdf({ pageCount: 1 })) as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });

async function upload(parts: [string, string | File][], who: 'clinical' | 'staff' | null = 'clinical') {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const response = await fetch(`${base}/s3/upload-multiple-files`, {
    method: 'POST',
    body: form,
    headers: who ? { cookie: cookieOf(who) } : {},
  });
  return { status: response.status, json: await response.json() };
}

describe('POST /s3/upload-multiple-files', () => {
  it('merges the files in order into one PDF record the owner alone can read', async () => {
    const scan = new File([(await makeLargePdf(1536 * KB)) as Uint8Array<ArrayBuffer>], 'scan.pdf', { type: 'application/pdf' });
    const { status, json } = await upload([
      ['folder', 'public/documents'],
      ['files', await pdfFile('visit.pdf')],
      ['files', scan],
    ]);
    expect(status).toBe(201);
    expect(json).toMatchObject({
      success: true,
      status: 201,
      message: '2 file(s) uploaded and merged successfully',
      body: { fileName: 'visit (merged 2 files).pdf', fileType: 'pdf' },
    });
    expect(json.body.key).toMatch(/^uploads\/[\w-]+$/);
    expect(json.body.documentUrl).toBe(`/api/v1/files/${encodeURIComponent(json.body.key)}`);
    const own = await fetch(`${base.replace('/api/v1', '')}${json.body.documentUrl}`, { headers: { cookie: cookieOf('clinical') } });
    expect(own.status).toBe(200);
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const other = await fetch(`${base.replace('/api/v1', '')}${json.body.documentUrl}`, { headers: { cookie: cookieOf('staff') } });
    expect(other.status).toBe(404);
  });

  it('refuses a file by its content, naming it; another folder; no session; and too many files', async () => {
    const photo = await upload([['files', new File([makePng() as Uint8Array<ArrayBuffer>], 'photo.pdf', { type: 'application/pdf' })]]);
    expect(photo.status).toBe(415);
    expect(photo.json.message).toMatch(/^photo\.pdf/);
    const folder = await upload([
      ['folder', 'public/avatars'],
      ['files', await pdfFile('visit.pdf')],
    ]);
    expect(folder).toMatchObject({ status: 400, json: { message: 'The folder must be public/documents' } });
    expect((await upload([['files', await pdfFile('visit.pdf')]], null)).status).toBe(401);
    const many = await upload(
      await Promise.all(['a', 'b', 'c', 'd'].map(async (name) => ['files', await pdfFile(`${name}.pdf`)] as [string, File])),
    );
    expect(many).toMatchObject({
      status: 400,
      json: { message: 'You can upload up to 3 files at a time. Remove some files and try again.' },
    });
    const json = await fetch(`${base}/s3/upload-multiple-files`, {
      method: 'POST',
      body: '{}',
      headers: { cookie: cookieOf('clinical'), 'content-type': 'application/json' },
    });
    // A body of another type is refused by its type, as every backend does (docs/security.md, point 10).
    expect(json.status).toBe(415);
    expect((await json.json()).message).toBe('Send the files as multipart/form-data');
  });

  it('deletes the caller’s own upload with its bytes; someone else’s answers 404 as if it did not exist', async () => {
    const { json } = await upload([['files', await pdfFile('visit.pdf')]]);
    const remove = (who: 'clinical' | 'staff') =>
      fetch(`${base}/s3/delete-file`, {
        method: 'POST',
        body: JSON.stringify({ key: json.body.key }),
        headers: { cookie: cookieOf(who), 'content-type': 'application/json' },
      }).then(async (response) => ({ status: response.status, json: await response.json() }));
    expect(await remove('staff')).toEqual({ status: 404, json: { success: false, message: 'File not found', status: 404, body: null } });
    expect(await remove('clinical')).toEqual({
      status: 200,
      json: { success: true, message: 'File deleted successfully', status: 200, body: null },
    });
    expect(await server.app.ctx.db.selectFrom('uploads').select('key').where('key', '=', json.body.key).executeTakeFirst()).toBeUndefined();
    const read = await fetch(`${base.replace('/api/v1', '')}${json.body.documentUrl}`, { headers: { cookie: cookieOf('clinical') } });
    expect(read.status).toBe(404);
    expect((await remove('clinical')).status).toBe(404);
  });

  it('refuses a body whose declared length is over the total limit before reading it', async () => {
    const { status, body } = await sendRaw({ 'content-length': String(8192 * KB), 'content-type': 'multipart/form-data; boundary=x' }, 0);
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toBe('This upload is larger than the 4 MB limit for all files together.');
  });

  it('answers 413 naming the file while a chunked body is still being sent, and stops reading it', async () => {
    const planned = 32 * 1024 * KB;
    const { status, body, sentWhenAnswered, sentInAll } = await sendRaw({ 'content-type': 'multipart/form-data; boundary=x' }, planned);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({
      success: false,
      status: 413,
      body: null,
      message: 'big.pdf is larger than the 2 MB limit for one file.',
    });
    // Answered with most of the body unsent, and the connection closed: the rest could never be sent. How much the
    // client has written by then also counts the sockets' buffers and how busy the machine is (8 MB of 32 seen on a
    // loaded CI machine, with the refusal at the first byte past 2 MB), so "most" is the bound, not a tighter share.
    expect(sentWhenAnswered).toBeLessThan(planned / 2);
    expect(sentInAll).toBeLessThan(planned);
  });
});

/**
 * A multipart body with one file part of `fileBytes`, written in 16 KB chunks (chunked unless the headers declare a
 * length) until it is all sent or the server closes the connection.
 */
type RawAnswer = { status: number; body: string; sentWhenAnswered: number; sentInAll: number };
function sendRaw(headers: Record<string, string>, fileBytes: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let stopped = false;
    let answer: Omit<RawAnswer, 'sentInAll'> | null = null;
    const finish = () => {
      if (stopped || !answer) return;
      stopped = true;
      resolve({ ...answer, sentInAll: sent });
      request.destroy();
    };
    const request = httpRequest(`${base}/s3/upload-multiple-files`, {
      method: 'POST',
      headers: { cookie: cookieOf('clinical'), ...headers },
    });
    request.on('response', (response) => {
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sentWhenAnswered };
        if (sent >= fileBytes || request.destroyed || request.socket?.destroyed) finish();
      });
    });
    request.on('error', (error) => (answer ? finish() : reject(error)));
    request.on('close', finish);
    request.write(
      '--x\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const chunk = Buffer.alloc(16 * KB, 0x20);
    const pump = () => {
      if (stopped || request.destroyed) return;
      if (sent >= fileBytes) {
        request.end('\r\n--x--\r\n');
        return finish();
      }
      sent += chunk.length;
      if (request.write(chunk)) setImmediate(pump);
      else request.once('drain', pump);
    };
    pump();
  });
}
