// Uploads as the portal sends them, for the benchmarks: one multipart request per upload with the files streamed from
// disk (so twenty-four uploads of 80 MB never sit in this process's memory either), and a busy server's 503 waited
// out and sent again with the portal's own policy (src/api/retry-while-busy.ts).
import { randomUUID } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_FIELDS, UPLOAD_FOLDER } from '@healthcare-portal/contracts/documents/upload-files';
import { ApiError } from '../../src/api/api-error.ts';
import { retryWhileBusy } from '../../src/api/retry-while-busy.ts';
import type { ProbeClient } from '../../tests/probes/client.ts';

type Answer = { status: number; json: { message?: string; body?: { key?: string; retryAfterSeconds?: number } } | null };

function sendOnce(client: ProbeClient, files: string[]): Promise<Answer> {
  const boundary = `hcp-bench-${randomUUID()}`;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELDS.folder}"\r\n\r\n${UPLOAD_FOLDER}\r\n`;
  const heads = files.map(
    (file) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELDS.files}"; filename="${basename(file)}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = `--${boundary}--\r\n`;
  const length =
    Buffer.byteLength(field) +
    heads.reduce((sum, head) => sum + Buffer.byteLength(head) + 2, 0) +
    files.reduce((sum, file) => sum + statSync(file).size, 0) +
    Buffer.byteLength(tail);
  const request = client.open('POST', client.url('/s3/upload-multiple-files'), {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(length),
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Answer['json']) : null });
      });
    });
  });
  const sent = (async () => {
    request.write(field);
    for (const [index, file] of files.entries()) {
      request.write(heads[index]);
      await pipeline(createReadStream(file), request, { end: false });
      request.write('\r\n');
    }
    request.end(tail);
  })();
  // A refusal may come while the body is still going out; the server reads the rest and throws it away.
  sent.catch(() => undefined);
  return answered;
}

export type UploadOutcome = { key: string; busyAnswers: number };

/** Uploads `files` as one merged document, as the portal does, until the server takes them; any other refusal throws. */
export async function uploadLikeThePortal(client: ProbeClient, files: string[]): Promise<UploadOutcome> {
  let busyAnswers = 0;
  const answer = await retryWhileBusy(
    async () => {
      const sent = await sendOnce(client, files);
      if (sent.status === 201 && sent.json?.body?.key) return sent.json.body.key;
      const wait = sent.status === 503 ? sent.json?.body?.retryAfterSeconds : undefined;
      throw new ApiError('http', sent.status, sent.json?.message ?? `upload answered ${sent.status}`, {}, wait);
    },
    { onBusy: () => (busyAnswers += 1) },
  );
  return { key: answer, busyAnswers };
}
