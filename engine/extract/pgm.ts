import type { GrayImage } from './page-image.ts';

/** Binary PGM: the simplest image file Tesseract's image library reads, built without a canvas. */
export function toPgm(image: GrayImage): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(head.length + image.pixels.length);
  out.set(head, 0);
  out.set(image.pixels, head.length);
  return out;
}
