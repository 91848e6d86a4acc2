import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPages } from './extract-pages.ts';

// A made-up pen's stroke, as a web form's signature pad or an SVG prints it: one open path of curves (SVG units,
// y down from the point it is drawn at).
const SIGNATURE = 'M4 24 C 14 4, 22 4, 20 22 S 34 30, 40 14 L 46 24 C 52 10, 60 10, 64 22 C 70 30, 80 8, 92 18 L 130 16';
const INK = rgb(0.1, 0.16, 0.42);

/** A one-page note: body lines, a closing line at y 150, and what is drawn on the page besides. */
async function notePdf(closing: string, draw: (page: ReturnType<PDFDocument['addPage']>) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines = ['Clinic note', 'Seen today for a cough of two weeks.', 'Plan: rest and fluids, review in a week.'];
  lines.forEach((text, k) => page.drawText(text, { x: 72, y: 700 - 16 * k, size: 11, font }));
  page.drawText(closing, { x: 72, y: 150, size: 11, font });
  draw(page);
  return doc.save();
}

describe("a pen's stroke drawn as a vector path on a page of text", () => {
  it('is read as ink beside a place to sign, its box in the reading frame', async () => {
    const pdf = await notePdf('Signature:', (page) => page.drawSvgPath(SIGNATURE, { x: 140, y: 170, borderColor: INK, borderWidth: 1.5 }));
    const [page] = (await extractPages(pdf)).pages;
    expect(page?.source).toBe('text-layer');
    expect(page?.ink).toHaveLength(1);
    const [mark = { x: 0, top: 0, width: 0, height: 0, fill: 1 }] = page?.ink ?? [];
    // Drawn from (140, 170) up the page: SVG y 4 to 30 is 792 - 170 + 4 … + 30 from the top.
    expect(mark.x).toBeCloseTo(144, 0);
    expect(mark.top).toBeLessThanOrEqual(792 - 170 + 8);
    expect(mark.top + mark.height).toBeGreaterThanOrEqual(792 - 170 + 26);
    expect(mark.width).toBeGreaterThan(100);
    expect(mark.fill).toBeLessThan(0.5);
  });

  it('reads no rule, box, filled bullet or straight line as a stroke', async () => {
    const pdf = await notePdf('Signature:', (page) => {
      page.drawLine({ start: { x: 140, y: 148 }, end: { x: 340, y: 148 }, thickness: 0.8 });
      page.drawRectangle({ x: 60, y: 120, width: 480, height: 60, borderColor: rgb(0, 0, 0), borderWidth: 1 });
      page.drawCircle({ x: 66, y: 700, size: 2, color: rgb(0, 0, 0) });
      page.drawEllipse({ x: 300, y: 400, xScale: 60, yScale: 12, borderColor: INK, borderWidth: 1 });
    });
    expect((await extractPages(pdf)).pages[0]?.ink).toEqual([]);
  });

  it('joins the separate strokes of one signature into one mark', async () => {
    const pdf = await notePdf('Signature:', (page) => {
      page.drawSvgPath(SIGNATURE, { x: 140, y: 170, borderColor: INK, borderWidth: 1.5 });
      page.drawSvgPath('M0 10 C 10 0, 20 20, 30 8 C 36 2, 44 18, 60 6 C 66 2, 70 14, 76 10 L 90 4', {
        x: 276,
        y: 168,
        borderColor: INK,
        borderWidth: 1.5,
      });
    });
    const ink = (await extractPages(pdf)).pages[0]?.ink ?? [];
    expect(ink).toHaveLength(1);
    expect(ink[0]?.width).toBeGreaterThan(180);
  });

  it('is not read on a page whose text has no place to sign: the operator list is not paid for', async () => {
    const pdf = await notePdf('Review in a week.', (page) =>
      page.drawSvgPath(SIGNATURE, { x: 140, y: 170, borderColor: INK, borderWidth: 1.5 }),
    );
    expect((await extractPages(pdf)).pages[0]?.ink).toBeUndefined();
  });
});
