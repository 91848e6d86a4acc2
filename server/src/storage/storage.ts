import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included (as HTTP Range counts them). */
export type StoredRange = { start: number; end: number };

export type StoredFile = { stream: Readable; size: number };

/**
 * Where file bytes live (a local folder, or an S3 bucket). Keys are opaque and made by the server
 * (`uploads/<random>`, `reports/<random>`); a key from a request is only ever looked up, after an owner check.
 */
export interface FileStorage {
  /**
   * Writes the whole file or nothing: a reader never sees half a file, and a stream that fails part way leaves
   * nothing behind. A stream is written as it arrives, never held whole (at most `bufferPerWrite` bytes at a time).
   */
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** The most bytes one put of a stream holds in memory at once (admission control reserves it per upload). */
  readonly bufferPerWrite: number;
  /** The file (or the range of it) as a stream, with the whole file's size; null when there is no such file. */
  get(key: string, range?: StoredRange): Promise<StoredFile | null>;
  /**
   * The whole file in memory, null when there is no such file. Only for the engine, whose PDF libraries need the
   * whole document (docs/server-documents.md, 'Memory'); everything else streams with `get`.
   */
  read(key: string): Promise<Uint8Array | null>;
  size(key: string): Promise<number | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file (tests and contract-verification provider states only). */
  clear(): Promise<void>;
}

// Path-like keys of plain segments only: no empty, '.' or '..' segment, no backslash, nothing outside [A-Za-z0-9._-].
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

export const isStorageKey = (key: string): boolean => key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
