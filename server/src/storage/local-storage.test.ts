import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStorage } from './file-storage-contract.ts';
import { localStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hcp-storage-'));
  storage = localStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bytes = (value: string) => new TextEncoder().encode(value);

describeFileStorage('local folder storage', () => storage);

describe('local folder storage', () => {
  it('leaves nothing under the key when the stream fails part way', async () => {
    const failing = () =>
      new Readable({
        read() {
          this.push(bytes('partial'));
          this.destroy(new Error('client went away'));
        },
      });
    await expect(storage.put('uploads/half', failing())).rejects.toThrow('client went away');
    expect(await storage.size('uploads/half')).toBeNull();
    // Many at once, as a busy machine runs them: the stream fails before its temporary file is even open, and the
    // clean-up must not run ahead of that open.
    const keys = Array.from({ length: 32 }, (_, index) => `uploads/half-${index}`);
    const outcomes = await Promise.allSettled(keys.map((key) => storage.put(key, failing())));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(await readdir(join(root, '.incoming'))).toEqual([]);
    expect(await readdir(join(root, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('removes a folder with its last file (one per upload would pile up), never a folder still in use or the root', async () => {
    await storage.put('incoming/batch-1/1', bytes('a'));
    await storage.put('incoming/batch-1/2', bytes('b'));
    await storage.put('incoming/batch-2/1', bytes('c'));
    await storage.delete('incoming/batch-1/1');
    expect(await readdir(join(root, 'incoming'))).toEqual(['batch-1', 'batch-2']);
    await storage.delete('incoming/batch-1/2');
    expect(await readdir(join(root, 'incoming'))).toEqual(['batch-2']);
    await storage.delete('incoming/batch-2/1');
    expect(await readdir(root)).not.toContain('incoming');
    await storage.put('incoming/batch-3/1', bytes('again'));
    expect(await storage.size('incoming/batch-3/1')).toBe(5);
  });

  it('keeps its temporary folder out of reach of keys', async () => {
    await expect(storage.put('.incoming/x', bytes('x'))).rejects.toThrow('Not a storage key');
  });
});
