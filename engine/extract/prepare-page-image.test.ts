import { describe, expect, it } from 'vitest';
import type { GrayImage } from './page-image.ts';
import { estimateSkew, prepareForOcr } from './prepare-page-image.ts';

/** A page of dark text-like bars on paper, turned by `degrees`, with ink and paper as given. */
function page(degrees: number, ink = 20, paper = 240, shadow = 0): GrayImage {
  const width = 600;
  const height = 800;
  const pixels = new Uint8Array(width * height);
  const t = (degrees * Math.PI) / 180;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Undo the turn to find where the pixel was on the straight page.
      const u = (x - width / 2) * Math.cos(t) + (y - height / 2) * Math.sin(t) + width / 2;
      const v = -(x - width / 2) * Math.sin(t) + (y - height / 2) * Math.cos(t) + height / 2;
      const line = Math.floor(v / 24);
      const inText = v % 24 < 8 && u > 60 && u < 540 && line > 2 && line < 30 && Math.floor(u / 14) % 5 !== 4;
      const light = paper - (shadow * x) / width;
      pixels[y * width + x] = inText ? ink : Math.round(light);
    }
  }
  return { width, height, pixels };
}

const contrast = (img: GrayImage) => {
  const sorted = [...img.pixels].sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length * 0.98)] ?? 0) - (sorted[Math.floor(sorted.length * 0.02)] ?? 0);
};

describe('prepareForOcr: deskew and normalise a page image before OCR, only where it helps', () => {
  it('measures the skew of a page of text lines', () => {
    expect(estimateSkew(page(0))).toBeCloseTo(0, 0);
    expect(estimateSkew(page(3))).toBeCloseTo(3, 0);
    expect(estimateSkew(page(-2))).toBeCloseTo(-2, 0);
  });

  it('turns a skewed page straight, and leaves a straight, clean scan as it was', () => {
    const prepared = prepareForOcr(page(3));
    expect(prepared.skew).toBeCloseTo(3, 0);
    expect(Math.abs(estimateSkew(prepared.image))).toBeLessThan(0.5);
    const clean = page(0);
    const same = prepareForOcr(clean);
    expect(same.image).toBe(clean);
    expect(same.steps).toEqual([]);
  });

  it('leaves a page with little ink on it as it was (a signature page, a nearly blank scan)', () => {
    const sparse = page(0);
    sparse.pixels.forEach((v, i) => {
      if (i > 600 * 140) sparse.pixels[i] = 240;
    });
    expect(prepareForOcr(sparse)).toMatchObject({ image: sparse, steps: [] });
    const blank = { width: 100, height: 100, pixels: new Uint8Array(100 * 100).fill(250) };
    expect(prepareForOcr(blank).steps).toEqual([]);
  });

  it('stretches a faint fax and lifts a shadow so ink and paper are told apart', () => {
    const faint = page(0, 150, 200, 0);
    const prepared = prepareForOcr(faint);
    expect(prepared.steps).toContain('normalised');
    expect(contrast(prepared.image)).toBeGreaterThan(200);
    const shaded = prepareForOcr(page(0, 30, 235, 150));
    expect(shaded.steps).toContain('normalised');
    // The paper on the shaded side reads as paper again.
    expect(shaded.image.pixels[400 * 600 + 590] ?? 0).toBeGreaterThan(200);
  });
});
