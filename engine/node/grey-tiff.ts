import type { GrayImage } from '../extract/page-image.ts';

// Tags of a baseline TIFF page, in the ascending order the format asks: width, height, bits per sample, compression
// (1: none), photometric interpretation (1: black is zero), where the pixels start, samples per pixel, rows per
// strip, the strip's length. Types: 3 a SHORT, 4 a LONG.
const TAGS = [256, 257, 258, 259, 262, 273, 277, 278, 279] as const;
const IFD_BYTES = 2 + TAGS.length * 12 + 4;

/**
 * Page images as one uncompressed multi-page TIFF, the way Tesseract reads several pages from stdin in one process
 * (a page's pixels as PGM's, with no resolution given either): the header and each page's directory, each followed
 * by its pixels as they are, so two megabytes a page are written without being copied into one buffer.
 */
export function greyTiffParts(images: readonly GrayImage[]): Uint8Array[] {
  const header = new Uint8Array(8);
  const view = new DataView(header.buffer);
  header.set([0x49, 0x49]); // 'II': little-endian
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  const parts: Uint8Array[] = [header];
  let at = header.length;
  images.forEach((image, i) => {
    const pixelsAt = at + IFD_BYTES;
    const next = i === images.length - 1 ? 0 : pixelsAt + image.pixels.length;
    const values: Record<(typeof TAGS)[number], number> = {
      256: image.width,
      257: image.height,
      258: 8,
      259: 1,
      262: 1,
      273: pixelsAt,
      277: 1,
      278: image.height,
      279: image.pixels.length,
    };
    const ifd = new Uint8Array(IFD_BYTES);
    const entries = new DataView(ifd.buffer);
    entries.setUint16(0, TAGS.length, true);
    TAGS.forEach((tag, k) => {
      const offset = 2 + k * 12;
      const long = tag === 256 || tag === 257 || tag === 273 || tag === 278 || tag === 279;
      entries.setUint16(offset, tag, true);
      entries.setUint16(offset + 2, long ? 4 : 3, true);
      entries.setUint32(offset + 4, 1, true);
      if (long) entries.setUint32(offset + 8, values[tag], true);
      else entries.setUint16(offset + 8, values[tag], true);
    });
    entries.setUint32(IFD_BYTES - 4, next, true);
    parts.push(ifd, image.pixels);
    at = next;
  });
  return parts;
}
