import { deflateSync } from 'node:zlib';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeScannedPdf } from '../../fixtures/documents/make-scanned-pdf.ts';
import { inflateExactly } from '../node/inflate-exactly.ts';
import { findNativeTesseract, nativeTesseractOcr } from '../node/native-tesseract-ocr.ts';
import { createOcrSlots } from '../node/ocr-slots.ts';
import { extractPages } from './extract-pages.ts';
import { largestPageImage } from './page-image.ts';
import { openPdf } from './pdf-document.ts';
import { openScanImages } from './scan-image.ts';

const [WIDTH, HEIGHT] = [120, 90];

/** Pixels with some grey, some colour and every level, so a wrong weighting or a shifted row shows. */
function pixelsOf(components: 1 | 3): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT * components);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / components) * 13) % 256;
  return pixels;
}

type ImageDict = Record<string, unknown>;

/** One image XObject on a Letter page, painted through `matrix` (the whole page by default); more with `extra`. */
async function pagePdf(
  options: { components?: 1 | 3; dict?: ImageDict; matrix?: number[]; extra?: (page: PDFPage, name: PDFName) => void } = {},
) {
  const { components = 1, dict = {}, matrix = [612, 0, 0, 792, 0, 0] } = options;
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  // Deflated here rather than by pdf-lib's flateStream, which would set its own Filter over the one a case names.
  const image = doc.context.stream(deflateSync(pixelsOf(components)), {
    Filter: 'FlateDecode',
    Type: 'XObject',
    Subtype: 'Image',
    Width: WIDTH,
    Height: HEIGHT,
    ColorSpace: components === 1 ? 'DeviceGray' : 'DeviceRGB',
    BitsPerComponent: 8,
    ...dict,
  });
  const name = page.node.newXObject('Scan', doc.context.register(image));
  const [a, b, c, d, e, f] = matrix as [number, number, number, number, number, number];
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(a, b, c, d, e, f), drawObject(name), popGraphicsState());
  options.extra?.(page, name);
  return doc.save();
}

/** The image pdf.js decodes for page 1 (the way every scan was read before) and the one read from the file. */
async function bothImages(pdf: Uint8Array) {
  const doc = await openPdf(pdf);
  const byPdfjs = await largestPageImage(await doc.getPage(1));
  await doc.destroy();
  const direct = (await openScanImages(pdf, 1, inflateExactly)).imageOf(1);
  return { byPdfjs, direct };
}

describe('a scan read straight from the file', () => {
  it.each([
    ['a grey image', 1],
    ['an RGB image', 3],
  ] as const)('gives the pixels pdf.js gives, byte for byte: %s', async (_, components) => {
    const { byPdfjs, direct } = await bothImages(await pagePdf({ components }));
    expect(direct).not.toBeNull();
    expect(direct?.width).toBe(WIDTH);
    expect(direct?.height).toBe(HEIGHT);
    expect(Buffer.from(direct?.pixels ?? []).equals(Buffer.from(byPdfjs?.pixels ?? [1]))).toBe(true);
  });

  it('gives the pixels pdf.js gives on the scanned fixture (a grey PNG that pdf-lib embeds as RGB)', async () => {
    const { byPdfjs, direct } = await bothImages(await makeScannedPdf());
    expect(direct).not.toBeNull();
    expect(direct?.width).toBe(byPdfjs?.width);
    expect(Buffer.from(direct?.pixels ?? []).equals(Buffer.from(byPdfjs?.pixels ?? [1]))).toBe(true);
  });

  it.each([
    ['placed over half the page', { matrix: [306, 0, 0, 792, 0, 0] }],
    ['flipped upside down', { matrix: [612, 0, 0, -792, 0, 792] }],
    ['turned a quarter', { matrix: [0, 792, -612, 0, 612, 0] }],
    ['with a predictor', { dict: { DecodeParms: { Predictor: 15, Columns: WIDTH } } }],
    ['with a decode array (inverted)', { dict: { Decode: [1, 0] } }],
    ['16 bits a component', { dict: { BitsPerComponent: 16 } }],
    ['marked as a JPEG', { dict: { Filter: 'DCTDecode' } }],
    ['behind two filters', { dict: { Filter: ['ASCIIHexDecode', 'FlateDecode'] } }],
    ['in a calibrated colour space', { dict: { ColorSpace: ['CalGray', { WhitePoint: [1, 1, 1] }] } }],
    ['under a line of text', { extra: (page: PDFPage) => page.drawText('Hello', { x: 10, y: 10, size: 8 }) }],
    [
      'painted twice',
      {
        extra: (page: PDFPage, name: PDFName) =>
          page.pushOperators(pushGraphicsState(), concatTransformationMatrix(10, 0, 0, 10, 0, 0), drawObject(name), popGraphicsState()),
      },
    ],
  ])('is left to pdf.js when the image is %s', async (_, options) => {
    const pdf = await pagePdf(options);
    expect((await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toBeNull();
  });

  it('is left to pdf.js for every page when the file is not what pdf.js counted, or does not hold the image size', async () => {
    const pdf = await pagePdf();
    expect((await openScanImages(pdf, 2, inflateExactly)).imageOf(1)).toBeNull();
    expect((await openScanImages(pdf, 1, (data) => deflateSync(data))).imageOf(1)).toBeNull();
    expect((await openScanImages(new Uint8Array([1, 2, 3]), 1, inflateExactly)).imageOf(1)).toBeNull();
  });
});

const native = await findNativeTesseract();

describe.skipIf(!native)('extracting a scanned page with the image read from the file', () => {
  it('reads the same lines and word boxes as through pdf.js', async () => {
    const pdf = await makeScannedPdf();
    const ocr = nativeTesseractOcr({ slots: createOcrSlots(1) });
    const [viaPdfjs, direct] = [await extractPages(pdf, { ocr }), await extractPages(pdf, { ocr, inflate: inflateExactly })];
    expect(direct.pages[0]?.source).toBe('ocr');
    expect(direct.pages[0]?.lines.map((line) => line.text).join('\n')).toContain('PATIENT');
    expect(direct).toEqual(viaPdfjs);
  });
});
