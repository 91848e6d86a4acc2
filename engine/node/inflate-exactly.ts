import { inflateSync } from 'node:zlib';

/**
 * A Flate stream inflated by Node's zlib into one buffer of the size expected (extract/scan-image.ts): with zlib's
 * default 16 KB chunks a scanned page's six megabytes came in some 400 pieces joined at the end, five times as long.
 * One byte to spare, so zlib sees the stream's end without starting a second buffer. A stream holding more than
 * `size` bytes throws rather than growing.
 */
export function inflateExactly(deflated: Uint8Array, size: number): Uint8Array {
  const out = inflateSync(deflated, { chunkSize: Math.max(size + 1, 64), maxOutputLength: size });
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}
