import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE } from '@healthcare-portal/contracts/busy';
import { makePng, makeTextPdf } from '../../../fixtures/documents/make-documents.ts';
import { localStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { cookieOf, documentsTestApp, type TestApp } from '../testing/documents-app.ts';

const MB = 1024 * 1024;
let server: TestApp;
let url: string;
let files: string;

// The server's side of the connection an upload arrives on, and how far its bytes got into storage.
let socket: Socket | undefined;
const seen = { stored: 0, mostHeld: 0 };

/** The real folder storage, with an observer on each streamed put: bytes read off the socket but not yet stored. */
function observed(inner: FileStorage): FileStorage {
  return {
    ...inner,
    put(key, data) {
      if (data instanceof Uint8Array) return inner.put(key, data);
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen.stored += chunk.length;
          seen.mostHeld = Math.max(seen.mostHeld, (socket?.bytesRead ?? 0) - seen.stored);
          done(null, chunk);
        },
      });
      return inner.put(
        key,
        pipeline(data, counting, () => undefined),
      );
    },
  };
}

beforeAll(async () => {
  server = await documentsTestApp(
    { maxFileBytes: 44 * MB, maxTotalBytes: 48 * MB, maxFiles: 3 },
    { storage: (dataDir) => observed(localStorage(join(dataDir, 'files'))) },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  server.app.server.on('connection', (connection: Socket) => (socket = connection));
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1/s3/upload-multiple-files`;
  files = join(server.dataDir, 'files');
}, 120_000);
afterAll(() => server?.close());

/** Every file left in the store's waiting area and its temporary folder (both must be empty after any answer). */
async function leftBehind(): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ['incoming', '.incoming']) {
    const entries = await readdir(join(files, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    found.push(...entries.filter((entry) => entry.isFile()).map((entry) => join(folder, entry.name)));
  }
  return found;
}

type Part = { name: string; head: Uint8Array; size: number };
type Answer = { status: number; headers: Record<string, unknown>; json: { message: string; body: unknown; status: number } };

/**
 * A multipart upload over a connection of its own, each file its head bytes then zeros up to `size`, written in
 * 64 KB chunks as the socket drains; `abortAfter` bytes cuts the connection as a browser tab closing would.
 */
function upload(parts: Part[], { abortAfter }: { abortAfter?: number } = {}): Promise<Answer | 'aborted'> {
  seen.stored = 0;
  seen.mostHeld = 0;
  const boundary = 'hcp-upload-test';
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: { cookie: cookieOf('clinical'), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    request.on('error', (error) => (abortAfter === undefined ? reject(error) : resolve('aborted')));
    let sent = 0;
    const chunks = (function* () {
      for (const part of parts) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        yield Buffer.from(part.head);
        for (let at = part.head.length; at < part.size; at += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, part.size - at));
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${boundary}--\r\n`);
    })();
    const pump = () => {
      for (;;) {
        if (request.destroyed) return;
        if (abortAfter !== undefined && sent >= abortAfter) return void request.destroy();
        const next = chunks.next();
        if (next.done) return void request.end();
        sent += next.value.length;
        if (!request.write(next.value)) return void request.once('drain', pump);
      }
    };
    pump();
  });
}

/** What uploads still hold of the memory budget: nothing once each has ended, however it ended. */
const reserved = async () => {
  await settled(async () => (server.app.ctx.admission.reservedBytes() > 0 ? [1] : []));
  return server.app.ctx.admission.reservedBytes();
};

/** Waits for the server to notice a cut connection and clean up after it (it learns of it asynchronously). */
async function settled<T>(check: () => Promise<T[]>): Promise<T[]> {
  for (let tries = 0; tries < 200; tries++) {
    const left = await check();
    if (left.length === 0) return left;
    await new Promise((done) => setTimeout(done, 50));
  }
  return check();
}

describe('uploads stream to storage', () => {
  it('stores a 40 MB file as it arrives, holding under 2 MB of it at any moment, and leaves nothing when the merge refuses it', async () => {
    const answer = await upload([{ name: 'scan.pdf', head: makePng(), size: 40 * MB }]);
    expect(answer).toMatchObject({ status: 415, json: { message: expect.stringMatching(/^scan\.pdf is not a PDF/) } });
    expect(seen.stored).toBe(40 * MB);
    expect(seen.mostHeld).toBeGreaterThan(0);
    expect(seen.mostHeld).toBeLessThan(2 * MB);
    expect(await leftBehind()).toEqual([]);
    expect(await reserved()).toBe(0);
  });

  it('refuses the first byte over the total limit while streaming, naming the file, and removes the files stored before it', async () => {
    const small = await makeTextPdf({ pageCount: 1 });
    const answer = await upload([
      { name: 'visit.pdf', head: small, size: 10 * MB },
      { name: 'big.pdf', head: small, size: 40 * MB },
    ]);
    expect(answer).toMatchObject({
      status: 413,
      json: {
        message: 'Adding big.pdf takes this upload over the 48 MB limit for all files together. Upload fewer or smaller files.',
      },
    });
    expect(seen.stored).toBeLessThanOrEqual(48 * MB);
    expect(await leftBehind()).toEqual([]);
    expect(await reserved()).toBe(0);
  });

  it('leaves nothing when the client goes away part way through a file', async () => {
    const small = await makeTextPdf({ pageCount: 1 });
    const answer = await upload(
      [
        { name: 'visit.pdf', head: small, size: small.length },
        { name: 'scan.pdf', head: small, size: 40 * MB },
      ],
      { abortAfter: 8 * MB },
    );
    expect(answer).toBe('aborted');
    expect(await settled(leftBehind)).toEqual([]);
    expect(seen.stored).toBeGreaterThan(small.length);
    expect(await reserved()).toBe(0);
  });
});

describe('admission control', () => {
  it('answers 503 with Retry-After in the envelope when an upload would pass the memory budget, and stores none of it', async () => {
    const { config, admission } = server.app.ctx;
    const budget = config.memoryBudgetBytes;
    const small = await makeTextPdf({ pageCount: 1 });
    const visit = { name: 'visit.pdf', head: small, size: 4 * MB };
    // Work under way, and no room left beside it.
    const underWay = admission.tryReserve(MB);
    config.memoryBudgetBytes = 1;
    try {
      const answer = await upload([visit]);
      expect(answer).toMatchObject({
        status: 503,
        headers: { 'retry-after': '5' },
        json: { success: false, status: 503, message: SERVER_BUSY_MESSAGE, body: { retryAfterSeconds: 5 } },
      });
      expect(seen.stored).toBe(0);
      expect(await leftBehind()).toEqual([]);
    } finally {
      underWay?.release();
      config.memoryBudgetBytes = budget;
    }
    // The portal's retry, once there is room: the same upload is taken.
    expect(await upload([visit])).toMatchObject({ status: 201 });
  });
});
