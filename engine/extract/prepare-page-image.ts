// A page image made ready for OCR, only where it needs it: a phone photo of paper is skewed and shaded, a fax is
// faint. Straight, clean scans pass through untouched (the same image), so what already reads well is not disturbed.
import type { PageLayout } from './ocr.ts';
import type { GrayImage } from './page-image.ts';

export interface PreparedImage {
  image: GrayImage;
  /** the skew found, in degrees (positive: lines fall to the right); the image is turned back when it is large enough */
  skew: number;
  /** what was done: 'normalised' (paper lifted to white, ink stretched to black), 'deskewed' */
  steps: ('normalised' | 'deskewed')[];
  /**
   * 'ruled' where the page's text stands in ruled boxes (isRuled) and its paper needed no levelling: a photographed
   * sheet's rules bend with the paper, and the recogniser's layout analysis cuts its bent lines apart (a photographed
   * form read 0.49 of its words as one block and 0.34 by layout, bench/ocr-words.ts), so a photo is read as one block.
   */
  layout?: PageLayout;
}

// Below this the recogniser copes (and turning the pixels blurs them more than it helps); above it, lines of text run
// into each other.
const MIN_SKEW = 1;
const MAX_SKEW = 8;
// Ink and paper closer than this, or paper that varies more than this across the page, call for normalising.
const MIN_CONTRAST = 120;
const MAX_PAPER_SPREAD = 80;
// The page is looked at this coarse for the skew (longest side in pixels).
const SKEW_SIDE = 800;

export function prepareForOcr(source: GrayImage): PreparedImage {
  const steps: PreparedImage['steps'] = [];
  let image = source;
  if (needsNormalising(image)) {
    image = normalise(image);
    steps.push('normalised');
  }
  const skew = estimateSkew(image);
  if (Math.abs(skew) >= MIN_SKEW) {
    image = rotate(image, -skew);
    steps.push('deskewed');
  }
  return steps.includes('normalised') || !isRuled(image) ? { image, skew, steps } : { image, skew, steps, layout: 'ruled' };
}

/** The angle of the text lines, in degrees: the turn at which the rows of dark pixels are sharpest. */
export function estimateSkew(image: GrayImage): number {
  const { width, height, pixels } = image;
  const step = Math.max(1, Math.ceil(Math.max(width, height) / SKEW_SIDE));
  const threshold = inkThreshold(image);
  // The ink's sampled points in typed arrays, and one row count reused for every angle tried: the page is tried at
  // 44 angles, and growing arrays or allocating per angle was most of the skew's time.
  let count = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0, i = y * width; x < width; x += step, i += step) if ((pixels[i] as number) < threshold) count++;
  }
  if (count < 50) return 0;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  count = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0, i = y * width; x < width; x += step, i += step) {
      if ((pixels[i] as number) < threshold) {
        xs[count] = x / step;
        ys[count++] = y / step;
      }
    }
  }
  const rows = Math.ceil(Math.hypot(width, height) / step) * 2 + 4;
  const bins = new Float64Array(rows);
  const sharpness = (degrees: number): number => {
    const t = (degrees * Math.PI) / 180;
    const sin = Math.sin(t);
    const cos = Math.cos(t);
    bins.fill(0);
    for (let i = 0; i < count; i++) {
      const row = Math.round((ys[i] as number) * cos - (xs[i] as number) * sin) + rows / 2;
      bins[row] = (bins[row] as number) + 1;
    }
    let sum = 0;
    for (let r = 0; r < rows; r++) sum += (bins[r] as number) * (bins[r] as number);
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (const [from, to, by] of [
    [-MAX_SKEW, MAX_SKEW, 0.5],
    [-0.5, 0.5, 0.1],
  ] as const) {
    const centre = best;
    for (let a = from; a <= to + 1e-9; a += by) {
      const degrees = by === 0.5 ? a : centre + a;
      const score = sharpness(degrees);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
  }
  return Math.round(best * 10) / 10;
}

// An image's levels are counted once (checking for normalising and finding the ink both ask), with an indexed loop
// over a typed array: iterating the pixels as an iterable into an Array took seven times as long, most of a page's
// preparation.
const histograms = new WeakMap<GrayImage, Uint32Array>();

function histogramOf(image: GrayImage): Uint32Array {
  let histogram = histograms.get(image);
  if (!histogram) {
    histogram = new Uint32Array(256);
    const { pixels } = image;
    // Reads without a fallback (`?? 0` on every pixel doubled the loop's time).
    for (let i = 0; i < pixels.length; i++) {
      const v = pixels[i] as number;
      histogram[v] = (histogram[v] as number) + 1;
    }
    histograms.set(image, histogram);
  }
  return histogram;
}

function percentiles(image: GrayImage, ...ps: number[]): number[] {
  const histogram = histogramOf(image);
  return ps.map((p) => {
    let seen = 0;
    const wanted = p * image.pixels.length;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v] ?? 0;
      if (seen >= wanted) return v;
    }
    return 255;
  });
}

function inkThreshold(image: GrayImage): number {
  const [dark = 0, light = 255] = percentiles(image, 0.02, 0.98);
  return (dark + light) / 2;
}

/** The paper's brightness over the page, block by block: each block's bright end. */
function paperMap(image: GrayImage): { size: number; cols: number; rows: number; values: Float64Array } {
  const { width, height, pixels } = image;
  const size = Math.max(16, Math.round(Math.max(width, height) / 40));
  const cols = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const values = new Float64Array(cols * rows);
  // One histogram cleared for each block, not one allocated: a page has about two thousand blocks.
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    const yEnd = Math.min(height, (by + 1) * size);
    for (let bx = 0; bx < cols; bx++) {
      const xEnd = Math.min(width, (bx + 1) * size);
      histogram.fill(0);
      let n = 0;
      for (let y = by * size; y < yEnd; y += 2) {
        for (let x = bx * size; x < xEnd; x += 2) {
          const v = pixels[y * width + x] as number;
          histogram[v] = (histogram[v] as number) + 1;
          n++;
        }
      }
      // The 90th percentile: the paper, whatever ink the block holds.
      let seen = 0;
      let v = 0;
      while (v < 255 && seen + (histogram[v] as number) < 0.9 * n) seen += histogram[v++] as number;
      values[by * cols + bx] = Math.max(v, 1);
    }
  }
  return { size, cols, rows, values };
}

// Ink is the darkest half percent of the pixels (a sparse page has little of it), paper the median.
const INK = 0.005;
const PAPER = 0.5;
// Ink this close to the paper is no ink: a blank page is left as it is.
const NO_INK = 20;

function needsNormalising(image: GrayImage): boolean {
  const [ink = 0, paper = 255] = percentiles(image, INK, PAPER);
  if (paper - ink < NO_INK) return false;
  if (paper - ink < MIN_CONTRAST) return true;
  const { values } = paperMap(image);
  const sorted = [...values].sort((a, b) => a - b);
  const spread = (sorted[Math.floor(sorted.length * 0.95)] ?? 0) - (sorted[Math.floor(sorted.length * 0.05)] ?? 0);
  return spread > MAX_PAPER_SPREAD;
}

/** Paper lifted to white block by block (shadows, a fax's grey), then ink and paper stretched to black and white. */
function normalise(image: GrayImage): GrayImage {
  const { size, cols, rows, values } = paperMap(image);
  const flat = new Uint8Array(image.pixels.length);
  for (let y = 0; y < image.height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, y / size - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < image.width; x++) {
      const fx = Math.min(cols - 1, Math.max(0, x / size - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cols - 1, x0 + 1);
      const wx = fx - x0;
      const top = (values[y0 * cols + x0] ?? 255) * (1 - wx) + (values[y0 * cols + x1] ?? 255) * wx;
      const bottom = (values[y1 * cols + x0] ?? 255) * (1 - wx) + (values[y1 * cols + x1] ?? 255) * wx;
      const paper = top * (1 - wy) + bottom * wy;
      flat[y * image.width + x] = Math.min(255, Math.round((255 * (image.pixels[y * image.width + x] ?? 255)) / paper));
    }
  }
  const levelled = { width: image.width, height: image.height, pixels: flat };
  const [dark = 0, light = 255] = percentiles(levelled, INK, PAPER);
  const range = Math.max(1, light - dark);
  const pixels = flat.map((v) => Math.max(0, Math.min(255, Math.round(((v - dark) * 255) / range))));
  return { width: image.width, height: image.height, pixels };
}

/** The image turned by `degrees` about its centre (nearest pixel), the corners filled with paper. */
function rotate(image: GrayImage, degrees: number): GrayImage {
  const t = (degrees * Math.PI) / 180;
  const sin = Math.sin(t);
  const cos = Math.cos(t);
  const cx = image.width / 2;
  const cy = image.height / 2;
  const pixels = new Uint8Array(image.pixels.length).fill(255);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const sx = Math.round((x - cx) * cos + (y - cy) * sin + cx);
      const sy = Math.round(-(x - cx) * sin + (y - cy) * cos + cy);
      if (sx >= 0 && sy >= 0 && sx < image.width && sy < image.height)
        pixels[y * image.width + x] = image.pixels[sy * image.width + sx] ?? 255;
    }
  }
  return { width: image.width, height: image.height, pixels };
}

/**
 * Whether the page rules its text into boxes: ruled lines both along and across it (a table's grid, a banner's box, a
 * form's cells), each a long thin run of ink. Read as one block of text (Tesseract's PSM 6), a ruled table's rows run
 * together into one line of marks and a boxed banner is lost; Tesseract's own page layout analysis (PSM 3) finds the
 * boxes and reads them. A page with lines along it only (a signature line, underlines) is not boxed.
 */
export function isRuled(image: GrayImage): boolean {
  const { width, height, pixels } = image;
  if (width < 100 || height < 100) return false;
  const threshold = inkThreshold(image);
  // Measured against the page's width (about 8.5 inches on any sheet): a rule along runs half an inch or more, one
  // across a third of an inch or more (a single row's box), and either is at most a thirtieth of an inch thick, which
  // no letter's stroke and no shadow or table edge around a photographed sheet is.
  const long = Math.round(width / 17);
  const tall = Math.round(width / 28);
  const thin = Math.max(2, Math.round(width / 280));
  // One pass down the rows, each dark pixel's run along its row measured as the row is read, while every column keeps
  // the run down it that is still open: how long it is, and how many of its pixels sit in a long run along (counted if
  // the run down proves thin: a rule along) or in a thin one (counted if it proves tall: a rule across). The sixteenth
  // round held every pixel's run along in a Uint16Array of the whole page (two bytes a pixel, 134 MB at the 2^26-pixel
  // cap) and read it column by column; three numbers a column give the same counts in 12 bytes a column.
  const open = new Int32Array(width);
  const longIn = new Int32Array(width);
  const thinIn = new Int32Array(width);
  let along = 0;
  let down = 0;
  const close = (x: number) => {
    const run = open[x] as number;
    if (run <= thin) along += longIn[x] as number;
    else if (run >= tall) down += thinIn[x] as number;
    open[x] = 0;
    longIn[x] = 0;
    thinIn[x] = 0;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if ((pixels[row + x] as number) >= threshold) {
        if ((open[x] as number) > 0) close(x);
        x++;
        continue;
      }
      let end = x;
      while (end < width && (pixels[row + end] as number) < threshold) end++;
      const run = end - x;
      const isLong = run >= long ? 1 : 0;
      const isThin = run <= thin ? 1 : 0;
      for (; x < end; x++) {
        open[x] = (open[x] as number) + 1;
        longIn[x] = (longIn[x] as number) + isLong;
        thinIn[x] = (thinIn[x] as number) + isThin;
      }
    }
  }
  for (let x = 0; x < width; x++) if ((open[x] as number) > 0) close(x);
  // Two rules' worth each way, a rule being two pixels thick or more: a box's two sides, not one stray run or stem.
  return along >= 4 * long && down >= 4 * tall;
}
