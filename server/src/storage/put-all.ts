import type { FileStorage } from './storage.ts';

/** Writes a job's report files at once: each put waits on its file's fsync, which its own thread runs (libuv's pool). */
export const REPORT_WRITES_AT_ONCE = 4;

/**
 * Stores every file, `atOnce` puts under way at a time: one after another, a hundred reports waited some 15 ms each
 * for the disk (bench/README.md). Ends once every put has ended; the first failure is then thrown, and the files
 * already stored stay (a retried job writes the same keys again).
 */
export async function putAll(
  storage: FileStorage,
  files: readonly { key: string; data: Uint8Array }[],
  atOnce = REPORT_WRITES_AT_ONCE,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const writer = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (!file) break;
      await storage.put(file.key, file.data).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, files.length)) }, writer));
  if (failures.length > 0) throw failures[0];
}
