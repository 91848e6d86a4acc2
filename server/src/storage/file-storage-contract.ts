import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './storage.ts';

const bytes = (value: string) => new TextEncoder().encode(value);

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** `total` bytes in 64 KB chunks, each filled with its own index (so a lost or repeated chunk changes the hash). */
function chunks(total: number, { failAfter }: { failAfter?: number } = {}): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const size = Math.min(CHUNK, total - sent);
      this.push(Buffer.alloc(size, sent / CHUNK));
      sent += size;
    },
  });
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** What every FileStorage must do, run against each implementation (a folder, an S3 bucket). */
export function describeFileStorage(name: string, make: () => FileStorage | Promise<FileStorage>): void {
  describe(`${name}: the FileStorage contract`, () => {
    let storage: FileStorage;
    beforeEach(async () => {
      storage = await make();
    });

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

    it('stores a stream of several megabytes whole, bit for bit', async () => {
      const total = 12 * MB + 123;
      await storage.put('incoming/big', chunks(total));
      const stored = await storage.read('incoming/big');
      expect(stored?.length).toBe(total);
      const expected = new Uint8Array(total);
      for (let at = 0; at < total; at += CHUNK) expected.fill(at / CHUNK, at, Math.min(at + CHUNK, total));
      expect(sha256(stored ?? new Uint8Array())).toBe(sha256(expected));
    });

    it('leaves nothing behind when a stream fails, early or after several megabytes', async () => {
      for (const failAfter of [CHUNK, 7 * MB]) {
        await expect(storage.put(`incoming/broken-${failAfter}`, chunks(12 * MB, { failAfter })), String(failAfter)).rejects.toThrow();
        expect(await storage.size(`incoming/broken-${failAfter}`), String(failAfter)).toBeNull();
      }
      await storage.put('incoming/kept', bytes('kept'));
      await expect(storage.put('incoming/kept', chunks(6 * MB, { failAfter: CHUNK }))).rejects.toThrow();
      expect(new TextDecoder().decode((await storage.read('incoming/kept')) ?? undefined)).toBe('kept');
    });

    it('says how much of a stream one put may hold in memory', () => {
      expect(storage.bufferPerWrite).toBeGreaterThan(0);
      expect(storage.bufferPerWrite).toBeLessThanOrEqual(16 * MB);
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

    it('refuses keys that could leave the store', async () => {
      for (const key of ['../etc/passwd', 'uploads/../../x', '/abs', 'a//b', 'a\\b', '']) {
        await expect(storage.put(key, bytes('x')), key).rejects.toThrow('Not a storage key');
        await expect(storage.read(key), key).rejects.toThrow('Not a storage key');
      }
    });
  });
}
