import type { GrayImage } from './page-image.ts';

/** The header of a binary PGM, the simplest image file Tesseract's image library reads; the pixels follow it. */
const pgmHeader = (image: GrayImage): Uint8Array => new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);

/** Binary PGM, built without a canvas. */
export function toPgm(image: GrayImage): Uint8Array {
  const head = pgmHeader(image);
  const out = new Uint8Array(head.length + image.pixels.length);
  out.set(head, 0);
  out.set(image.pixels, head.length);
  return out;
}
