import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('local folder storage', () => {
  it('stores bytes under a key and reads them back whole, by range and by size', async () => {
    await storage.put('uploads/abc', bytes('0123456789'));
    expect(await storage.size('uploads/abc')).toBe(10);
    expect(new TextDecoder().decode((await storage.read('uploads/abc')) ?? undefined)).toBe('0123456789');
    const whole = await storage.get('uploads/abc');
    expect(whole?.size).toBe(10);
    expect(await text(whole?.stream ?? Readable.from([]))).toBe('0123456789');
    const part = await storage.get('uploads/abc', { start: 2, end: 4 });
    expect(part?.size).toBe(10);
    expect(await text(part?.stream ?? Readable.from([]))).toBe('234');
  });

  it('stores a stream, and replaces a file whole', async () => {
    await storage.put('reports/r1', Readable.from([bytes('first '), bytes('version')]));
    await storage.put('reports/r1', bytes('second'));
    expect(new TextDecoder().decode((await storage.read('reports/r1')) ?? undefined)).toBe('second');
  });

  it('answers null for a missing file and deletes quietly', async () => {
    expect(await storage.get('uploads/none')).toBeNull();
    expect(await storage.read('uploads/none')).toBeNull();
    expect(await storage.size('uploads/none')).toBeNull();
    await storage.put('uploads/gone', bytes('x'));
    await storage.delete('uploads/gone');
    await storage.delete('uploads/gone');
    expect(await storage.size('uploads/gone')).toBeNull();
  });

  it('clears every file', async () => {
    await storage.put('uploads/a', bytes('a'));
    await storage.put('reports/b', bytes('b'));
    await storage.clear();
    expect(await storage.size('uploads/a')).toBeNull();
    await storage.put('uploads/a', bytes('again'));
    expect(await storage.size('uploads/a')).toBe(5);
  });

  it('leaves nothing under the key when the stream fails part way', async () => {
    const failing = new Readable({
      read() {
        this.push(bytes('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('uploads/half', failing)).rejects.toThrow('client went away');
    expect(await storage.size('uploads/half')).toBeNull();
    expect(await readdir(join(root, '.incoming'))).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../etc/passwd', 'uploads/../../x', '/abs', 'a//b', 'a\\b', '.incoming/x', '']) {
      await expect(storage.put(key, bytes('x')), key).rejects.toThrow('Not a storage key');
      await expect(storage.read(key), key).rejects.toThrow('Not a storage key');
    }
  });
});
