import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';
import { putAll } from './put-all.ts';
import type { FileStorage } from './storage.ts';

let root: string;
let storage: FileStorage;
// The real folder storage, with a count of the writes under way at once.
let inFlight = 0;
let most = 0;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hcp-put-all-'));
  const folder = localStorage(root);
  inFlight = 0;
  most = 0;
  storage = {
    ...folder,
    put: async (key, data) => {
      most = Math.max(most, ++inFlight);
      try {
        await folder.put(key, data);
      } finally {
        inFlight -= 1;
      }
    },
  };
});
afterEach(() => rm(root, { recursive: true, force: true }));

const files = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `reports/r${i}`, data: new TextEncoder().encode(`report ${i}`) }));
const stored = async (key: string) => new TextDecoder().decode((await storage.read(key)) ?? new Uint8Array());

describe('putAll', () => {
  it('stores every file, several at a time but never more than asked', async () => {
    await putAll(storage, files(12), 4);
    for (let i = 0; i < 12; i++) expect(await stored(`reports/r${i}`)).toBe(`report ${i}`);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('fails with the first error once every other write has ended, the others stored', async () => {
    const some = files(6);
    some.splice(2, 0, { key: '../outside', data: new Uint8Array([1]) });
    await expect(putAll(storage, some, 3)).rejects.toThrow('Not a storage key');
    expect(inFlight).toBe(0);
    for (let i = 0; i < 6; i++) expect(await stored(`reports/r${i}`)).toBe(`report ${i}`);
  });
});
