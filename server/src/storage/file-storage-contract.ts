import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './storage.ts';

const bytes = (value: string) => new TextEncoder().encode(value);

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
