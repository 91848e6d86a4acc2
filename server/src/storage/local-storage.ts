import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type FileStorage, type StoredRange } from './storage.ts';

const TEMP_FOLDER = '.incoming';
// What one streamed put holds: the write stream's buffer, and as much again waiting in the stream that feeds it.
const WRITE_BUFFER_BYTES = 64 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder (DATA_DIR/files). A write goes to a temporary file in the same folder tree and is renamed into
 * place, so a crash or a failed stream never leaves a partial file under a key. A folder goes with its last file
 * (each upload waits in a folder of its own).
 */
export function localStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    // Keys are the server's own; a bad one is a bug, never something to resolve against the folder.
    if (!isStorageKey(key)) throw new TypeError('Not a storage key');
    return join(root, key);
  };

  /** Moves the finished temporary file under its key; a folder emptied by a delete meanwhile is made again. */
  const moveIntoPlace = async (temp: string, target: string) => {
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(dirname(target), { recursive: true });
      try {
        return await rename(temp, target);
      } catch (error) {
        if (!isMissing(error) || attempt === 3) throw error;
      }
    }
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
      const writer = createWriteStream(temp, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER_BYTES });
      try {
        const source = data instanceof Uint8Array ? Readable.from([data]) : data;
        await pipeline(source, writer);
        await moveIntoPlace(temp, target);
      } catch (error) {
        // A failed pipeline settles before the file is closed, even before it is opened: removing it then would race
        // the open, and a busy machine would keep the partial file.
        if (!writer.closed) await new Promise<void>((settled) => writer.once('close', () => settled()));
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
      const path = pathOf(key);
      await rm(path, { force: true });
      for (let parent = dirname(path); parent !== root; parent = dirname(parent)) {
        // Not empty (another file is there), or already gone: the folders above stay too.
        if (
          !(await rmdir(parent).then(
            () => true,
            () => false,
          ))
        )
          break;
      }
    },
    async clear() {
      await rm(root, { recursive: true, force: true });
    },
  };
}
