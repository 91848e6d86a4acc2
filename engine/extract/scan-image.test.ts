import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { makeScannedPdf, SCANNED_LINES } from '../../fixtures/documents/make-scanned-pdf.ts';
import { GROUP3_FAX_FILES, scanKindPdf, SKEWED_FAX_FILE } from '../../fixtures/documents/scan-kind-pdfs.ts';
import { djpegDecoder, findDjpeg } from '../node/djpeg.ts';
import { inflateExactly } from '../node/inflate-exactly.ts';
import { findNativeTesseract, nativeTesseractOcr } from '../node/native-tesseract-ocr.ts';
import { createOcrSlots } from '../node/ocr-slots.ts';
import { editDistance } from '../text/edit-distance.ts';
import { extractPages } from './extract-pages.ts';
import { largestPageImage } from './page-image.ts';
import { openPdf } from './pdf-document.ts';
import { faxPixels, openScanImages, type FaxImage } from './scan-image.ts';

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
  options: {
    components?: 1 | 3;
    dict?: ImageDict;
    matrix?: number[];
    extra?: (page: PDFPage, name: PDFName) => void;
    contents?: Uint8Array;
  } = {},
) {
  const { components = 1, dict = {}, matrix = [612, 0, 0, 792, 0, 0], contents = deflateSync(pixelsOf(components)) } = options;
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  // Deflated here rather than by pdf-lib's flateStream, which would set its own Filter over the one a case names.
  const image = doc.context.stream(contents, {
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
  const read = await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1);
  return { byPdfjs, direct: read && 'pixels' in read ? read : null };
}

/** The JPEG a scanned fixture holds, as it is in the file. */
async function jpegOf(kind: 'jpeg' | 'jpeg-rgb'): Promise<Uint8Array> {
  const doc = await PDFDocument.load(scanKindPdf(kind));
  const jpeg = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .find((object) => object instanceof PDFRawStream && String(object.dict.get(PDFName.of('Filter'))) === '/DCTDecode');
  if (!(jpeg instanceof PDFRawStream)) throw new Error('no JPEG in the fixture');
  return jpeg.contents;
}

/** The fax stream a fax fixture holds (the Group 4 one by default), as it is in the file. */
async function faxOf(pdf = scanKindPdf('fax')): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const fax = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .find((object) => object instanceof PDFRawStream && String(object.dict.get(PDFName.of('Filter'))).includes('CCITTFaxDecode'));
  if (!(fax instanceof PDFRawStream)) throw new Error('no fax image in the fixture');
  return fax.contents;
}

/** A fax image's dictionary, the fixture's size, with `dict`'s entries over it. */
const faxDict = (dict: ImageDict): ImageDict => ({ Filter: 'CCITTFaxDecode', Width: 1700, Height: 2200, BitsPerComponent: 1, ...dict });

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
    ['a grey JPEG (DCTDecode)', 'jpeg'],
    ['a colour JPEG', 'jpeg-rgb'],
  ] as const)('gives the pixels pdf.js gives, byte for byte: %s as a scanner stores it (img2pdf)', async (_, kind) => {
    const { byPdfjs, direct } = await bothImages(scanKindPdf(kind));
    expect(direct).not.toBeNull();
    expect([direct?.width, direct?.height]).toEqual([1275, 1650]);
    expect(Buffer.from(direct?.pixels ?? []).equals(Buffer.from(byPdfjs?.pixels ?? [1]))).toBe(true);
  });

  it('gives a fax (a 1-bit CCITT Group 4 image) as its stream is in the file, with what decoding it needs', async () => {
    const fax = await faxOf();
    expect(await (await openScanImages(scanKindPdf('fax'), 1, inflateExactly)).imageOf(1)).toEqual({
      width: 1700,
      height: 2200,
      blackIs1: true,
      group3: null,
      ccitt: fax,
    });
    // Black is 0 unless the parameters say otherwise (PDF's default).
    const pdf = await pagePdf({ contents: fax, dict: faxDict({ DecodeParms: { K: -1, Columns: 1700 } }) });
    expect(await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toMatchObject({ blackIs1: false, ccitt: fax });
  });

  it.each([
    ['black coded as 1 (BlackIs1, as img2pdf writes a fax)', -1, true],
    ["black coded as 0 (PDF's default)", -1, false],
  ] as const)("decodes a Group 4 fax's stream to the pixels pdf.js shows, byte for byte: %s", async (_, k, blackIs1) => {
    const pdf = await pagePdf({ contents: await faxOf(), dict: faxDict({ DecodeParms: { K: k, Columns: 1700, BlackIs1: blackIs1 } }) });
    const doc = await openPdf(pdf);
    const byPdfjs = await largestPageImage(await doc.getPage(1));
    await doc.destroy();
    const fax = (await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)) as FaxImage;
    const decoded = await faxPixels(fax);
    expect([decoded?.width, decoded?.height]).toEqual([1700, 2200]);
    expect(Buffer.from(decoded?.pixels ?? []).equals(Buffer.from(byPdfjs?.pixels ?? [1]))).toBe(true);
  });

  it.each(Object.entries(GROUP3_FAX_FILES))(
    'gives a Group 3 fax with an end-of-line code before each row as its stream is, and how it is coded: %s',
    async (_, { file, coding }) => {
      const pdf = new Uint8Array(readFileSync(file));
      const fax = await faxOf(pdf);
      expect(await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toEqual({
        width: 1700,
        height: 2200,
        blackIs1: true,
        group3: coding,
        ccitt: fax,
      });
    },
  );

  it.each([
    ['Group 3 (K 0) without end-of-line codes', { DecodeParms: { K: 0, Columns: 1700, Rows: 2200 } }],
    ['Group 3, byte-aligned, without end-of-line codes', { DecodeParms: { K: 0, Columns: 1700, EncodedByteAlign: true } }],
    ['Group 3 with byte-aligned rows', { DecodeParms: { K: 0, Columns: 1700, EndOfLine: true, EncodedByteAlign: true } }],
    ['Group 3, two-dimensional (K 4), without end-of-line codes', { DecodeParms: { K: 4, Columns: 1700, Rows: 2200 } }],
    ['Group 3 with a K that is not whole', { DecodeParms: { K: 0.5, Columns: 1700, EndOfLine: true } }],
    ['with its rows byte-aligned', { DecodeParms: { K: -1, Columns: 1700, EncodedByteAlign: true } }],
    ['coded with no end-of-block mark', { DecodeParms: { K: -1, Columns: 1700, EndOfBlock: false } }],
    ['of another width than its columns', { DecodeParms: { K: -1, Columns: 1728 } }],
    ['of another height than its rows', { DecodeParms: { K: -1, Columns: 1700, Rows: 2000 } }],
    ['with a decode array (inverted)', { DecodeParms: { K: -1, Columns: 1700 }, Decode: [1, 0] }],
    ['a stencil mask', { DecodeParms: { K: -1, Columns: 1700 }, ImageMask: true }],
    ['2 bits a pixel', { DecodeParms: { K: -1, Columns: 1700 }, BitsPerComponent: 2 }],
  ])('leaves a fax to pdf.js when it is %s', async (_, dict) => {
    const pdf = await pagePdf({ contents: await faxOf(), dict: faxDict(dict) });
    expect(await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toBeNull();
  });

  it.each([
    ['with a decode array (inverted)', { Decode: [1, 0] }],
    ['with a colour transform', { DecodeParms: { ColorTransform: 0 } }],
    ['of another size than its JPEG', { Width: 1274 }],
    ['in RGB while its JPEG is grey', { ColorSpace: 'DeviceRGB' }],
    ['in CMYK', { ColorSpace: 'DeviceCMYK' }],
  ])('leaves a JPEG to pdf.js when its image is %s', async (_, dict) => {
    const pdf = await pagePdf({ contents: await jpegOf('jpeg'), dict: { Filter: 'DCTDecode', Width: 1275, Height: 1650, ...dict } });
    expect(await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toBeNull();
  });

  it('never decodes a JPEG whose own header gives another size than its image (65,535 pixels square here)', async () => {
    const jpeg = (await jpegOf('jpeg')).slice();
    const frame = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0);
    jpeg.set([0xff, 0xff, 0xff, 0xff], frame + 5);
    const pdf = await pagePdf({ contents: jpeg, dict: { Filter: 'DCTDecode', Width: 1275, Height: 1650 } });
    expect(await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toBeNull();
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
    expect(await (await openScanImages(pdf, 1, inflateExactly)).imageOf(1)).toBeNull();
  });

  it('is left to pdf.js for every page when the file is not what pdf.js counted, or does not hold the image size', async () => {
    const pdf = await pagePdf();
    expect(await (await openScanImages(pdf, 2, inflateExactly)).imageOf(1)).toBeNull();
    expect(await (await openScanImages(pdf, 1, (data) => deflateSync(data))).imageOf(1)).toBeNull();
    expect(await (await openScanImages(new Uint8Array([1, 2, 3]), 1, inflateExactly)).imageOf(1)).toBeNull();
  });
});

const native = await findNativeTesseract();
const djpeg = await findDjpeg();

const standIns: string[] = [];
afterAll(() => standIns.forEach((dir) => rmSync(dir, { recursive: true })));

/** A stand-in for djpeg, a shell script with `body`, which notes each run in its directory's `runs` file. */
function standInDjpeg(body: string): { command: string; runs: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'hcp-djpeg-'));
  standIns.push(dir);
  const command = join(dir, 'djpeg');
  writeFileSync(command, `#!/bin/sh\necho run >> "${dir}/runs"\n${body}\n`, { mode: 0o755 });
  const runs = () => readFileSync(join(dir, 'runs'), 'utf8').trim().split('\n').length;
  return { command, runs };
}

/** The fixture's JPEG page read with `body` as djpeg: pdf.js's image, byte for byte, after djpeg ran once. */
async function fallsBackToPdfjs(body: string) {
  const pdf = scanKindPdf('jpeg');
  const { byPdfjs } = await bothImages(pdf);
  const stand = standInDjpeg(body);
  const read = await (await openScanImages(pdf, 1, inflateExactly, djpegDecoder(stand.command))).imageOf(1);
  expect(stand.runs()).toBe(1);
  expect(read && 'pixels' in read ? [read.width, read.height] : null).toEqual([1275, 1650]);
  expect(read && 'pixels' in read && Buffer.from(read.pixels).equals(Buffer.from(byPdfjs?.pixels ?? [1]))).toBe(true);
}

describe('a JPEG page djpeg cannot decode as its image is decoded by pdf.js', () => {
  it('when djpeg refuses the stream', () => fallsBackToPdfjs('cat > /dev/null\necho "Not a JPEG file" >&2\nexit 1'));
});

describe.skipIf(!djpeg)('a JPEG page djpeg cannot decode as its image is decoded by pdf.js (skipped without djpeg)', () => {
  it.each([
    ['gives another size', 'exec djpeg -scale 1/2 "$@"'],
    ['stops part way', 'djpeg "$@" | head -c 100000'],
  ])('when djpeg %s', (_, body) => fallsBackToPdfjs(body));
});

describe.skipIf(!native || !djpeg)("a JPEG page decoded by libjpeg-turbo's djpeg (skipped without tesseract or djpeg)", () => {
  it.each([
    ['a grey JPEG', 'jpeg'],
    ['a colour JPEG', 'jpeg-rgb'],
  ] as const)('gives an image of the same size as pdf.js, and its words within a small edit distance: %s', async (_, kind) => {
    const pdf = scanKindPdf(kind);
    const stand = standInDjpeg('exec djpeg "$@"');
    const decodeJpeg = djpegDecoder(stand.command);
    const { byPdfjs } = await bothImages(pdf);
    const image = await (await openScanImages(pdf, 1, inflateExactly, decodeJpeg)).imageOf(1);
    expect(image && 'pixels' in image ? [image.width, image.height, image.pixels.length] : null).toEqual([1275, 1650, 1275 * 1650]);
    expect([byPdfjs?.width, byPdfjs?.height]).toEqual([1275, 1650]);
    const ocr = nativeTesseractOcr({ slots: createOcrSlots(1) });
    const viaPdfjs = await extractPages(pdf, { ocr });
    const viaDjpeg = await extractPages(pdf, { ocr, inflate: inflateExactly, decodeJpeg });
    expect(stand.runs()).toBe(2);
    // The fixture is a rough scan: an IDCT's rounding (a third of a percent of pixels one level apart) turns a few of
    // its letters either way, so the words are held to pdf.js's within a small edit distance, and to the page's text
    // no less closely than pdf.js's.
    const text = (extraction: typeof viaPdfjs) => extraction.pages[0]?.lines.map((line) => line.text).join('\n') ?? '';
    const [byDjpeg, byPdfjsText, truth] = [text(viaDjpeg), text(viaPdfjs), SCANNED_LINES.join('\n')];
    expect(viaDjpeg.pages.map((page) => [page.source, page.lines.length])).toEqual(
      viaPdfjs.pages.map((page) => [page.source, page.lines.length]),
    );
    expect(byDjpeg).toContain('PERCENT');
    expect(editDistance(byDjpeg, byPdfjsText)).toBeLessThanOrEqual(byPdfjsText.length / 20);
    expect(editDistance(byDjpeg, truth)).toBeLessThanOrEqual(editDistance(byPdfjsText, truth));
  });
});

describe.skipIf(!native)('extracting a scanned page with the image read from the file', () => {
  it.each([
    ['a grey Flate image', () => makeScannedPdf()],
    ['a grey JPEG', () => scanKindPdf('jpeg')],
  ])('reads the same lines and word boxes as through pdf.js: %s', async (_, make) => {
    const pdf = await make();
    const ocr = nativeTesseractOcr({ slots: createOcrSlots(1) });
    const [viaPdfjs, direct] = [await extractPages(pdf, { ocr }), await extractPages(pdf, { ocr, inflate: inflateExactly })];
    expect(direct.pages[0]?.source).toBe('ocr');
    expect(direct.pages[0]?.lines.map((line) => line.text).join('\n')).toContain('PERCENT');
    expect(direct).toEqual(viaPdfjs);
  });

  /**
   * A fax PDF extracted through pdf.js and from its stream, and how many bytes each tesseract run of the latter took.
   * The ink no word covers is part of what each gives: a stream tesseract reads itself is decoded for it too.
   */
  async function bothExtractions(pdf: Uint8Array) {
    // A tesseract that writes down the size of each run's input: a fax page's pixels are 3.7 MB, its stream 36 KB.
    const dir = mkdtempSync(join(tmpdir(), 'hcp-fax-'));
    const command = join(dir, 'tesseract');
    const script = `#!/bin/sh\ncat > "${dir}/input"\nwc -c < "${dir}/input" >> "${dir}/sizes"\nshift 2\nexec tesseract "${dir}/input" stdout "$@"\n`;
    writeFileSync(command, script, { mode: 0o755 });
    const viaPdfjs = await extractPages(pdf, { ocr: nativeTesseractOcr({ slots: createOcrSlots(1) }) });
    const direct = await extractPages(pdf, { ocr: nativeTesseractOcr({ slots: createOcrSlots(1), command }), inflate: inflateExactly });
    const sizes = readFileSync(join(dir, 'sizes'), 'utf8').trim().split('\n').map(Number);
    rmSync(dir, { recursive: true });
    return { viaPdfjs, direct, sizes };
  }

  it('reads a fax from its Group 4 stream, handed to tesseract as it is: the same lines and word boxes as through pdf.js', async () => {
    const { viaPdfjs, direct, sizes } = await bothExtractions(scanKindPdf('fax'));
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThan(100_000);
    expect(direct.pages[0]?.source).toBe('ocr');
    expect(direct.pages[0]?.lines.map((line) => line.text).join('\n')).toContain('PERCENT');
    // The page's ink summary, as pdf.js's pixels give it (a rule, the report's marks), is there on both paths.
    expect(direct.pages[0]?.ink).toBeDefined();
    expect(direct).toEqual(viaPdfjs);
  });

  it.each(Object.entries(GROUP3_FAX_FILES))(
    'reads a Group 3 fax from its stream, handed to tesseract as it is: the same lines and word boxes as through pdf.js (%s)',
    async (_, { file }) => {
      const { viaPdfjs, direct, sizes } = await bothExtractions(new Uint8Array(readFileSync(file)));
      expect(sizes).toHaveLength(1);
      expect(sizes[0]).toBeLessThan(100_000);
      expect(direct.pages[0]?.source).toBe('ocr');
      expect(direct.pages[0]?.lines.map((line) => line.text).join('\n')).toContain('PERCENT');
      expect(direct).toEqual(viaPdfjs);
    },
  );

  it('reads a crooked fax again from the pixels pdf.js decodes, straightened as before, when its words run askew', async () => {
    const { viaPdfjs, direct, sizes } = await bothExtractions(new Uint8Array(readFileSync(SKEWED_FAX_FILE)));
    // The stream first, then the page's pixels (3.7 MB), turned back by the preparation.
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toBeLessThan(100_000);
    expect(sizes[1]).toBeGreaterThan(3_000_000);
    expect(direct.pages[0]?.lines.map((line) => line.text).join('\n')).toContain('PERCENT');
    expect(direct).toEqual(viaPdfjs);
  });
});
