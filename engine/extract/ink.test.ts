import { describe, expect, it } from 'vitest';
import { inkOutsideWords } from './ink.ts';
import type { GrayImage } from './page-image.ts';

// A white 600 x 800 page at 1 pixel a point, with dark pixels painted where asked.
function page(paint: (set: (x: number, y: number) => void) => void): GrayImage {
  const [width, height] = [600, 800];
  const pixels = new Uint8Array(width * height).fill(245);
  paint((x, y) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = 30;
  });
  return { width, height, pixels };
}
const block = (set: (x: number, y: number) => void, x0: number, y0: number, w: number, h: number) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y);
};
// A pen's stroke: a wave 120 wide and about 24 tall, 2 pixels thick, from (100, 500).
const wave = (set: (x: number, y: number) => void) => {
  for (let x = 0; x < 120; x++) block(set, 100 + x, 512 + Math.round(10 * Math.sin(x / 8)), 2, 2);
};
const one = { x: 1, y: 1 };

describe('the ink on a scanned page outside its recognised words', () => {
  it('finds a pen stroke with its box, and leaves out the words OCR read', () => {
    const image = page((set) => {
      wave(set);
      block(set, 100, 300, 60, 12);
    });
    const words = [{ words: [{ text: 'Clinic', left: 98, top: 298, right: 162, bottom: 314 }] }];
    const ink = inkOutsideWords(image, words, one);
    expect(ink).toHaveLength(1);
    const [stroke] = ink;
    expect(stroke?.x).toBeLessThanOrEqual(100);
    expect((stroke?.x ?? 0) + (stroke?.width ?? 0)).toBeGreaterThanOrEqual(220);
    expect(stroke?.top).toBeLessThanOrEqual(502);
    expect((stroke?.top ?? 0) + (stroke?.height ?? 0)).toBeGreaterThanOrEqual(523);
    expect(stroke?.fill).toBeLessThan(0.75);
  });

  it('keeps the stroke that OCR read as a few stray marks or letters far wider than they print, and drops specks', () => {
    const image = page((set) => {
      wave(set);
      for (let k = 0; k < 40; k++) set(37 * k, 700 + ((k * 13) % 50));
    });
    for (const text of ['~J,', 'NTN']) {
      const marks = [{ words: [{ text, left: 100, top: 500, right: 222, bottom: 526 }] }];
      expect(inkOutsideWords(image, marks, one), text).toHaveLength(1);
    }
  });

  it('keeps the stroke that OCR read as letters it doubts, alone on their line, as ink', () => {
    // 'CONTIN' over a signature: six letters in about the width they print, which the recogniser barely believes.
    const image = page(wave);
    const doubted = [{ words: [{ text: 'CONTIN', left: 100, top: 500, right: 196, bottom: 526, confidence: 0.27 }] }];
    expect(inkOutsideWords(image, doubted, one)).toHaveLength(1);
    const spread = [
      { words: [{ text: 'NO', left: 100, top: 500, right: 130, bottom: 526, confidence: 0.46 }] },
      { words: [{ text: 'AN', left: 150, top: 500, right: 200, bottom: 526, confidence: 0.48 }] },
    ];
    expect(inkOutsideWords(image, spread, one)).toHaveLength(1);
  });

  it('takes out a word it doubts on a line it reads with confidence, and any word it is sure of', () => {
    const image = page((set) => block(set, 100, 500, 60, 14));
    const sure = [{ words: [{ text: 'Clinic', left: 98, top: 498, right: 162, bottom: 516, confidence: 0.91 }] }];
    expect(inkOutsideWords(image, sure, one)).toHaveLength(0);
    const amongWords = [
      {
        words: [
          { text: 'Seen', left: 20, top: 498, right: 90, bottom: 516, confidence: 0.93 },
          { text: 'JAKE', left: 98, top: 498, right: 162, bottom: 516, confidence: 0 },
        ],
      },
    ];
    expect(inkOutsideWords(image, amongWords, one)).toHaveLength(0);
  });

  it('gives boxes in the reading frame by the scale from image pixels', () => {
    const [stroke] = inkOutsideWords(page(wave), [], { x: 0.5, y: 0.25 });
    expect(stroke?.x).toBeLessThanOrEqual(50);
    expect(stroke?.top).toBeLessThanOrEqual(502 / 4);
  });
});
