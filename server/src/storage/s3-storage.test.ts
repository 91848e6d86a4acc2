import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorage } from './file-storage-contract.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

// A local S3-compatible server from npm (s3rver) on loopback, with a bucket of its own in a temporary folder.
const BUCKET = 'hcp-test';
let folder: string;
let s3rver: S3rver;
let storage: FileStorage;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'hcp-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  storage = s3Storage({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 60_000);
afterAll(async () => {
  await s3rver.close();
  await rm(folder, { recursive: true, force: true });
});

describeFileStorage('S3 storage', () => storage);

describe('S3 storage', () => {
  it('answers a range from the store itself, with the whole size', async () => {
    await storage.put('reports/big', new Uint8Array(100_000).fill(65));
    const part = await storage.get('reports/big', { start: 99_990, end: 99_999 });
    expect(part?.size).toBe(100_000);
    if (!part) throw new Error('the stored file is missing');
    expect(await text(part.stream)).toBe('A'.repeat(10));
  });
});
