import type { OcrLine } from './ocr.ts';

// Lines of fewer words say too little about their slant.
const MIN_WORDS = 3;

/**
 * A fax read from its stream whose words run at least this far from level is read again from its pixels, prepared
 * (prepare-page-image.ts turns back skews from 1 degree): straight faxes measure within 0.05 degrees, faxes turned
 * 1.5, 3 and 5 degrees 1.53, 3.06 and 5.11 (bench/README.md, 'Scanned pages, sixth round').
 */
export const REREAD_SKEW = 0.5;

/**
 * How far a page's text runs from level, in degrees (positive: lines fall to the right, as prepare-page-image.ts
 * measures it), read from the recogniser's word boxes: each line's slope of its words' middles against their
 * positions (least squares), the median over lines of three words or more; 0 when no line has that many.
 */
export function skewOfLines(lines: readonly OcrLine[]): number {
  const angles: number[] = [];
  for (const { words } of lines) {
    if (words.length < MIN_WORDS) continue;
    const points = words.map((w) => [(w.left + w.right) / 2, (w.top + w.bottom) / 2] as const);
    const mx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
    const my = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
    let sxy = 0;
    let sxx = 0;
    for (const [x, y] of points) {
      sxy += (x - mx) * (y - my);
      sxx += (x - mx) ** 2;
    }
    if (sxx > 0) angles.push((Math.atan(sxy / sxx) * 180) / Math.PI);
  }
  angles.sort((a, b) => a - b);
  return angles.length === 0 ? 0 : (angles[Math.floor(angles.length / 2)] as number);
}
