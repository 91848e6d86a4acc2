import { describe, expect, it } from 'vitest';
import { makeScannedPdf, scannedLineTop } from '../../fixtures/documents/make-scanned-pdf.ts';
import { nodeOcr } from '../node/node-ocr.ts';
import { largestPageImage, type GrayImage } from './page-image.ts';
import { openPdf } from './pdf-document.ts';
import { estimateSkew, isRuled, prepareForOcr } from './prepare-page-image.ts';

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

// A made-up ruled table as a fax prints a clinic's log: a box around every row, a rule between the columns.
const TABLE = [
  'DATE       INR   DOSE    NEXT',
  '11/04/24   1.7   35 MG   11/11',
  '11/11/24   2.1   40 MG   11/25',
  '11/25/24   2.6   40 MG   12/16',
];
// The bitmap scan's geometry (fixtures/documents/make-scanned-pdf.ts): 100 dpi, characters 24 pixels apart from 60.
const charX = (index: number) => 60 + index * 24;

async function ruledTable(): Promise<GrayImage> {
  const pdf = await makeScannedPdf(TABLE, (ink) => {
    const bottom = scannedLineTop(TABLE.length) - 10;
    for (let row = 0; row <= TABLE.length; row++)
      for (let x = charX(0) - 15; x <= charX(29) + 10; x++) for (const dy of [0, 1]) ink(x, scannedLineTop(row) - 10 + dy);
    for (const x of [charX(0) - 15, charX(9) + 10, charX(15) + 10, charX(23) + 10, charX(29) + 10])
      for (let y = scannedLineTop(0) - 10; y <= bottom; y++) for (const dx of [0, 1]) ink(x + dx, y);
  });
  const image = await largestPageImage(await (await openPdf(pdf)).getPage(1));
  if (!image) throw new Error('the scan has no image');
  return image;
}

describe("isRuled: a page whose text stands in ruled boxes is read by the recogniser's layout analysis", () => {
  it('tells a ruled table from lines of text, a signature line and a photo of a sheet on a dark table', async () => {
    expect(isRuled(await ruledTable())).toBe(true);
    const scan = async (draw?: Parameters<typeof makeScannedPdf>[1]) => {
      const image = await largestPageImage(await (await openPdf(await makeScannedPdf(TABLE, draw))).getPage(1));
      if (!image) throw new Error('the scan has no image');
      return image;
    };
    expect(isRuled(await scan())).toBe(false);
    // A rule to sign on under the table, and underlines: lines along the page, no box.
    const signingLine = await scan((ink) => {
      for (let x = 400; x < 700; x++) for (const dy of [0, 1]) ink(x, 700 + dy);
      for (let x = charX(0); x < charX(4); x++) ink(x, scannedLineTop(1) - 8);
    });
    expect(isRuled(signingLine)).toBe(false);
    // A sheet photographed on a dark table: the table's edges are long runs of dark both ways, but not thin.
    const photo = await scan();
    photo.pixels.forEach((_v, i) => {
      const [x, y] = [i % photo.width, Math.floor(i / photo.width)];
      if (x < 40 || x > photo.width - 40 || y < 40 || y > photo.height - 40) photo.pixels[i] = 50;
    });
    expect(isRuled(photo)).toBe(false);
  });

  it('counts the rules that run to the foot of the page, whose runs down are still open when the last row is read', () => {
    // isRuled reads the rows once, each column keeping its open run down: a box standing on the page's last rows
    // (a footer's cells cut off by the scanner) has its sides and its bottom rule closed only at the foot.
    const [width, height] = [560, 400];
    const pixels = new Uint8Array(width * height).fill(250);
    const ink = (x: number, y: number) => (pixels[y * width + x] = 10);
    for (let x = 10; x < 550; x++) for (const y of [height - 30, height - 29, height - 2, height - 1]) ink(x, y);
    for (const x of [10, 11, 548, 549]) for (let y = height - 30; y < height; y++) ink(x, y);
    // A line of text above, so the ink has its paper around it.
    for (let x = 40; x < 300; x++) for (let y = 100; y < 110; y++) if (x % 9 < 3) ink(x, y);
    expect(isRuled({ width, height, pixels })).toBe(true);
    // The same box a row higher, its foot on paper: the same answer, closed as each run ends.
    const lifted = new Uint8Array(width * height).fill(250);
    lifted.set(pixels.subarray(width), 0);
    expect(isRuled({ width, height, pixels: lifted })).toBe(true);
    // Without its sides the box is a pair of lines along the page: no box.
    for (const x of [10, 11, 548, 549]) for (let y = height - 28; y < height - 2; y++) pixels[y * width + x] = 250;
    expect(isRuled({ width, height, pixels })).toBe(false);
  });

  it('gives a ruled page the ruled layout, but not one whose paper it had to level (a photo: its rules bend with the sheet)', async () => {
    const table = await ruledTable();
    expect(prepareForOcr(table).layout).toBe('ruled');
    expect(prepareForOcr(page(0)).layout).toBeUndefined();
    // The same table under a shadow across the sheet, as a phone photographs it.
    const shaded = { ...table, pixels: table.pixels.map((v, i) => Math.round(v * (1 - (0.6 * (i % table.width)) / table.width))) };
    const prepared = prepareForOcr(shaded);
    expect(prepared.steps).toContain('normalised');
    expect(prepared.layout).toBeUndefined();
  });

  it("reads a ruled table's rows by layout analysis where one block runs them together (tesseract.js)", async () => {
    const table = await ruledTable();
    const unruled = await largestPageImage(await (await openPdf(await makeScannedPdf(TABLE))).getPage(1));
    if (!unruled) throw new Error('the scan has no image');
    const ocr = await nodeOcr()();
    const words = async (image: GrayImage, layout?: 'ruled') =>
      (await ocr.recognize(image, undefined, layout)).lines.flatMap((l) => l.words.map((w) => w.text.replace(/^[|[\]]+|[|[\]]+$/g, '')));
    try {
      // The bitmap font's glyphs read with slips of their own ('/' as '-', 0 as 8): the measure is each row's first cell
      // as the table printed without rules reads it, found again.
      const lines = (await ocr.recognize(unruled)).lines.map((l) => l.words.map((w) => w.text));
      const firsts = lines.map((l) => l[0] ?? '');
      expect(firsts).toHaveLength(TABLE.length);
      const rows = (got: string[]) => firsts.filter((w) => got.includes(w)).length;
      const [asBlock, byLayout] = [rows(await words(table)), rows(await words(table, 'ruled'))];
      // As one block the grid's rows run together and half the table is lost; read by layout every row comes back.
      expect(asBlock).toBeLessThanOrEqual(TABLE.length / 2);
      expect(byLayout).toBe(TABLE.length);
      // The recogniser goes back to one block for the next page.
      expect((await ocr.recognize(unruled)).lines.map((l) => l.words.map((w) => w.text))).toEqual(lines);
    } finally {
      await ocr.terminate();
    }
  }, 120_000);
});
