import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfjs } from './pdfjs.ts';

/** 8-bit grayscale pixels, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

// pdf.js ImageKind values.
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

/**
 * The largest image painted on a page, as grayscale. A scanned page is one full-page image; reading the image
 * itself avoids needing a canvas to render the page, which Node does not have.
 */
export async function largestPageImage(page: PDFPageProxy): Promise<GrayImage | null> {
  const pdfjs = await loadPdfjs();
  const ops = await page.getOperatorList();
  const names: string[] = [];
  ops.fnArray.forEach((fn, i) => {
    const name: unknown = ops.argsArray[i]?.[0];
    if (fn === pdfjs.OPS.paintImageXObject && typeof name === 'string') names.push(name);
  });
  let best: GrayImage | null = null;
  for (const name of names) {
    const decoded = await getObject(page, name);
    if (decoded && (!best || decoded.width * decoded.height > best.width * best.height)) best = toGray(decoded);
  }
  return best;
}

function getObject(page: PDFPageProxy, name: string): Promise<DecodedImage | null> {
  const store = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    store.get(name, (obj: unknown) => resolve(isDecoded(obj) ? obj : null));
  });
}

function isDecoded(obj: unknown): obj is DecodedImage {
  if (typeof obj !== 'object' || obj === null) return false;
  const o = obj as Record<string, unknown>;
  return (
    typeof o.width === 'number' && typeof o.height === 'number' && (o.data instanceof Uint8Array || o.data instanceof Uint8ClampedArray)
  );
}

function toGray(img: DecodedImage): GrayImage {
  const { width, height, kind, data } = img;
  if (kind === GRAYSCALE_1BPP) {
    const pixels = new Uint8Array(width * height);
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        pixels[y * width + x] = bit ? 255 : 0;
      }
    return { width, height, pixels };
  }
  const step = kind === RGBA_32BPP ? 4 : kind === RGB_24BPP ? 3 : 1;
  const count = width * height;
  if (step === 1) {
    const pixels = new Uint8Array(count);
    pixels.set(data.subarray(0, count));
    return { width, height, pixels };
  }
  return { width, height, pixels: grayFromRgb(data, step, count) };
}

/**
 * Grey pixels from `count` RGB(A) pixels of `step` bytes. Indexed reads of the typed array without fallbacks: a
 * scanned page is two million pixels. A grey scan handed over as RGB has most pixels grey already, taken as they are
 * (the weighted sum would round to the same).
 */
export function grayFromRgb(data: Uint8Array | Uint8ClampedArray, step: number, count: number): Uint8Array {
  const pixels = new Uint8Array(count);
  for (let i = 0, o = 0; i < count; i++, o += step) {
    const r = data[o] as number;
    const g = data[o + 1] as number;
    const b = data[o + 2] as number;
    pixels[i] = r === g && g === b ? r : Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return pixels;
}
