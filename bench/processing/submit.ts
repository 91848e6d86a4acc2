// A chart through the real server as the portal sends it: signed in as the Clinical User, uploaded with
// POST /s3/upload-multiple-files, then processed with POST /rag/process, which answers when its job is done.
// The probe suite's client (node:http, no client-side timeout: a long chart may take minutes) does the HTTP.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { UPLOAD_FIELDS, UPLOAD_FOLDER } from '@healthcare-portal/contracts/documents/upload-files';
import { DEMO, expectStatus, signedIn } from '../../tests/probes/accounts.ts';
import { ProbeClient } from '../../tests/probes/client.ts';
import { processRequestFor } from '../../tests/support/factories/process-request.ts';
import type { ChartFile } from '../lib/charts.ts';

/** The multipart body a browser's FormData would send, built by the platform's own encoder. */
async function uploadBody(file: string): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.folder, UPLOAD_FOLDER);
  form.append(UPLOAD_FIELDS.files, new Blob([readFileSync(file)], { type: 'application/pdf' }), basename(file));
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

export class Submitter {
  private constructor(private readonly client: ProbeClient) {}

  static async signIn(base: string): Promise<Submitter> {
    const client = new ProbeClient(new URL(base));
    await signedIn(client, DEMO.clinical);
    return new Submitter(client);
  }

  /** Uploads the chart; resolves to its key. Every upload is a new document, so no result is reused. */
  async upload(chart: ChartFile): Promise<string> {
    const { body, contentType } = await uploadBody(chart.file);
    const answer = expectStatus(
      await this.client.post('/s3/upload-multiple-files', { body, headers: { 'content-type': contentType } }),
      201,
    );
    return (answer.json?.body as { key: string }).key;
  }

  /** Processes an uploaded chart; resolves once the server answers with its reports. */
  async process(chart: ChartFile, key: string): Promise<void> {
    const request = processRequestFor({ s3Key: key, fileName: `${chart.name}.pdf`, fileType: 'pdf', patient: chart.patient });
    const answer = await this.client.post('/rag/process', { json: request });
    expectStatus(answer, 200);
  }
}
