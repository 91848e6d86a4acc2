import type { GrayImage } from '../extract/page-image.ts';
import type { FaxImage } from '../extract/scan-image.ts';

// Tags of a baseline TIFF page, in the ascending order the format asks: width, height, bits per sample, compression
// (1: none, 3: CCITT Group 3, 4: CCITT Group 4), photometric interpretation (0: white is zero, 1: black is zero), where
// the pixels start, samples per pixel, rows per strip, the strip's length, and a fax's Group 3 options (bit 0: rows
// may be two-dimensional) or Group 4 options (0: plain). LONG values (type 4) for sizes, offsets and options, SHORT
// (type 3) for the rest.
const LONG_TAGS = new Set<number>([256, 257, 273, 278, 279, 292, 293]);

const ifdBytes = (tags: number) => 2 + tags * 12 + 4;

/** A page's tags (what it is and how its strip is coded, its strip's place left 0) and its strip. */
function pageOf(image: GrayImage | FaxImage): { tags: Map<number, number>; strip: Uint8Array } {
  const fax = 'ccitt' in image;
  const strip = fax ? image.ccitt : image.pixels;
  const group3 = fax ? image.group3 : null;
  const values: [number, number][] = [
    [256, image.width],
    [257, image.height],
    [258, fax ? 1 : 8],
    [259, group3 ? 3 : fax ? 4 : 1],
    // A fax is read as the PDF shows it: with BlackIs1 its 1 bits (black runs) show white (scan-image.ts, FaxImage).
    [262, fax ? (image.blackIs1 ? 1 : 0) : 1],
    [273, 0],
    [277, 1],
    [278, image.height],
    [279, strip.length],
    ...(group3 ? [[292, group3.twoDimensional ? 1 : 0] as [number, number]] : []),
    ...(fax && !group3 ? [[293, 0] as [number, number]] : []),
  ];
  return { tags: new Map(values), strip };
}

/**
 * Page images as one multi-page TIFF, the way Tesseract reads several pages from stdin in one process: a grey page's
 * pixels uncompressed (as PGM's, with no resolution given either), a fax page's CCITT stream as it is in the PDF
 * (leptonica decodes it). The header and each page's directory, each followed by its strip as it is, so two megabytes
 * a page are written without being copied into one buffer.
 */
export function pageTiffParts(images: readonly (GrayImage | FaxImage)[]): Uint8Array[] {
  const header = new Uint8Array(8);
  const view = new DataView(header.buffer);
  header.set([0x49, 0x49]); // 'II': little-endian
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  const parts: Uint8Array[] = [header];
  let at = header.length;
  images.forEach((image, i) => {
    const { tags, strip } = pageOf(image);
    const size = ifdBytes(tags.size);
    tags.set(273, at + size);
    const next = i === images.length - 1 ? 0 : at + size + strip.length;
    const ifd = new Uint8Array(size);
    const entries = new DataView(ifd.buffer);
    entries.setUint16(0, tags.size, true);
    [...tags].forEach(([tag, value], k) => {
      const offset = 2 + k * 12;
      const long = LONG_TAGS.has(tag);
      entries.setUint16(offset, tag, true);
      entries.setUint16(offset + 2, long ? 4 : 3, true);
      entries.setUint32(offset + 4, 1, true);
      if (long) entries.setUint32(offset + 8, value, true);
      else entries.setUint16(offset + 8, value, true);
    });
    entries.setUint32(size - 4, next, true);
    parts.push(ifd, strip);
    at = next;
  });
  return parts;
}
