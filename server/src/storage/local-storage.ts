import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type FileStorage, type StoredRange } from './storage.ts';

const TEMP_FOLDER = '.incoming';
// What one streamed put holds: the write stream's buffer, and as much again waiting in the stream that feeds it.
const WRITE_BUFFER_BYTES = 64 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder (DATA_DIR/files). A write goes to a temporary file in the same folder tree and is renamed into
 * place, so a crash or a failed stream never leaves a partial file under a key.
 */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are the server's own; a bad one is a bug, never something to resolve against the folder.
    if (!isStorageKey(key)) throw new TypeError('Not a storage key');
    return join(root, key);
  };

  const size = async (key: string) => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    bufferPerWrite: 2 * WRITE_BUFFER_BYTES,
    async put(key, data) {
      const target = pathOf(key);
      const temp = join(root, TEMP_FOLDER, randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      try {
        const source = data instanceof Uint8Array ? Readable.from([data]) : data;
        await pipeline(source, createWriteStream(temp, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER_BYTES }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key, range?: StoredRange) {
      const total = await size(key);
      if (total === null) return null;
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { stream, size: total };
    },
    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    size,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async clear() {
      await rm(root, { recursive: true, force: true });
    },
  };
}
