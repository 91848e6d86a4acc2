// A scanned page's image read straight from the PDF's own bytes, where the page is nothing but one plain image
// filling it: a Flate image inflated by the host's zlib, or a JPEG (DCTDecode) decoded to grey by the host's libjpeg
// where it has one (node/djpeg.ts), else (or where libjpeg cannot decode it) by pdf.js's own JPEG decoder called here,
// each turned to grey in one pass. pdf.js decodes the same image in its thread, hands it over as RGB
// (three times a grey scan's bytes) and leaves that copy to the garbage collector: about a fifth of what a scanned
// page costs the server beside Tesseract (bench/README.md, 'Processing'). The pixels are the ones pdf.js gives (the
// same bytes, the same decoder, the same grey weighting), so OCR reads alike (libjpeg's differ by one level on a
// fraction of a percent, its IDCT's rounding: bench/README.md, 'Eighth round'), and the page is prepared for OCR as
// before. A fax (one CCITT image, Group 4, or Group 3 with its end-of-line codes) is given as its stream, undecoded,
// for a recogniser that reads it as it is (FaxImage). Anything else (a Group 3 fax without end-of-line codes, a JBIG2
// image, a mask, a predictor or other decode parameters, a colour space with a profile, CMYK, text or a second image
// on the page, an image placed anywhere but over the whole page) answers null, and pdf.js decodes the page's image as
// before (page-image.ts).
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  ParseSpeeds,
  type PDFObject,
  type PDFPage,
} from '@cantoo/pdf-lib';
import type { JpegImage } from 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.min.mjs';
import { grayFromRgb, type GrayImage } from './page-image.ts';
import { MAX_IMAGE_PIXELS } from './pdf-document.ts';

/** Inflates a zlib (Flate) stream to exactly `size` bytes; throws when it holds more, or is damaged. */
export type Inflate = (deflated: Uint8Array, size: number) => Uint8Array;

/**
 * Decodes a JPEG to 8-bit grey pixels of exactly the size given (the host's libjpeg: node/djpeg.ts); rejects when it
 * cannot, and pdf.js's decoder reads the JPEG instead.
 */
export type DecodeJpeg = (jpeg: Uint8Array, size: { width: number; height: number }) => Promise<Uint8Array>;

/**
 * A fax page's image as it is in the file: a 1-bit CCITT stream of `width` pixels by `height` rows, which a native
 * recogniser reads as it is (node/page-tiff.ts: a TIFF wraps it) instead of its 3.7 million pixels decoded in pdf.js's
 * thread. `blackIs1`: the PDF's BlackIs1, what a 1 bit of the decoded image means (with DeviceGray, a 1 is white, so
 * black ink coded with BlackIs1 shows white: the page is shown inverted, and read as shown). `group3`: null for Group
 * 4; for Group 3 (each row after an end-of-line code), whether rows may be coded two-dimensionally (K > 0).
 */
export interface FaxImage {
  width: number;
  height: number;
  blackIs1: boolean;
  group3: { twoDimensional: boolean } | null;
  ccitt: Uint8Array;
}

/** Each page's image where it can be read straight from the file (page numbers from 1), else null. */
export interface ScanImages {
  imageOf(pageNumber: number): Promise<GrayImage | FaxImage | null>;
}

// An image placed within this many points of the page's edges fills it.
const EDGE = 1;

const COMPONENTS: Record<string, number> = { DeviceGray: 1, DeviceRGB: 3 };

/**
 * The image's own decoders: the host's zlib for Flate; for JPEG the host's libjpeg where given, and pdf.js's decoder
 * (the one its thread would use).
 */
type Decoders = { inflate: Inflate; decodeJpeg: DecodeJpeg | undefined; Jpeg: typeof JpegImage };

/**
 * Opens the PDF's objects for reading page images straight from the file (@cantoo/pdf-lib's parser, which the merge
 * already read this file with). A file it cannot open, an encrypted one, or one whose page count differs from pdf.js's
 * answers null for every page.
 */
export async function openScanImages(pdf: Uint8Array, pageCount: number, inflate: Inflate, decodeJpeg?: DecodeJpeg): Promise<ScanImages> {
  const [pages, { JpegImage: Jpeg }] = await Promise.all([
    PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest })
      .then((doc) => (doc.isEncrypted ? [] : doc.getPages()))
      .catch(() => []),
    import('pdfjs-dist/legacy/image_decoders/pdf.image_decoders.min.mjs'),
  ]);
  const usable = pages.length === pageCount;
  return {
    async imageOf(pageNumber) {
      const page = usable ? pages[pageNumber - 1] : undefined;
      if (!page) return null;
      try {
        return await plainScan(page, { inflate, decodeJpeg, Jpeg });
      } catch {
        // A stream that does not decode to the image's size, or a damaged object: pdf.js reads it its own way.
        return null;
      }
    },
  };
}

async function plainScan(page: PDFPage, decoders: Decoders): Promise<GrayImage | FaxImage | null> {
  const placed = onlyImage(page);
  if (!placed || !fillsPage(page, placed.matrix)) return null;
  const stream = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict).lookup(PDFName.of(placed.name));
  if (!(stream instanceof PDFRawStream)) return null;
  const fax = plainFax(stream.dict);
  if (fax) return { ...fax, ccitt: stream.contents };
  const image = plainImage(stream.dict);
  if (!image) return null;
  const { width, height, components } = image;
  if (image.filter === 'DCTDecode' && decoders.decodeJpeg && jpegIsImage(stream.contents, image)) {
    const grey = await decoders.decodeJpeg(stream.contents, { width, height }).catch(() => null);
    if (grey) return { width, height, pixels: grey };
  }
  const data =
    image.filter === 'FlateDecode'
      ? decoders.inflate(stream.contents, width * height * components)
      : jpegPixels(stream.contents, image, decoders.Jpeg);
  if (data?.length !== width * height * components) return null;
  return components === 1 ? { width, height, pixels: data } : { width, height, pixels: grayFromRgb(data, 3, width * height) };
}

/**
 * A JPEG's pixels as pdf.js's thread decodes them for a PDF image (`isSourcePDF`: an Adobe marker's transform taken
 * as a PDF takes it), grey or RGB as the image dictionary says; null when the JPEG is not that image (another size or
 * number of components, or bytes before its start, which pdf.js would skip). The frame's size is read before
 * decoding: this runs in the engine's thread, which the page budget cannot stop as it stops pdf.js's, so only an
 * image within the pixel cap the dictionary was checked against is decoded.
 */
function jpegPixels(bytes: Uint8Array, { width, height, components }: ImageSize, Jpeg: typeof JpegImage): Uint8Array | null {
  if (!jpegIsImage(bytes, { width, height, components })) return null;
  const jpeg = new Jpeg();
  jpeg.parse(bytes);
  if (jpeg.width !== width || jpeg.height !== height || jpeg.numComponents !== components) return null;
  return jpeg.getData({ width, height, forceRGB: false, isSourcePDF: true });
}

/**
 * Whether a JPEG's frame header gives the image dictionary's size and components: checked before either decoder
 * runs, so only an image within the pixel cap the dictionary was checked against is decoded.
 */
function jpegIsImage(bytes: Uint8Array, { width, height, components }: ImageSize): boolean {
  const frame = jpegFrame(bytes);
  return frame?.width === width && frame.height === height && frame.components === components;
}

// Start-of-frame markers pdf.js decodes: baseline, extended and progressive Huffman JPEGs.
const FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2]);

/** The size and components a JPEG's frame header gives (its markers walked up to the first scan), else null. */
function jpegFrame(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 2; at + 10 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (FRAME_MARKERS.has(marker)) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7), components: bytes[at + 9] as number };
    }
    if (marker === 0xda) return null;
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

type Matrix = [number, number, number, number, number, number];

/**
 * The one image a page's content paints and where: null unless the content is only saving and restoring the graphics
 * state, changing its matrix, and painting a single XObject.
 */
function onlyImage(page: PDFPage): { name: string; matrix: Matrix } | null {
  const tokens = contentOf(page)
    .split(/[\s]+/)
    .filter((token) => token !== '');
  const operands: string[] = [];
  const saved: Matrix[] = [];
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  let painted: { name: string; matrix: Matrix } | null = null;
  for (const token of tokens) {
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(token) || /^\/[^/[\]()<>{}%]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    if (token === 'q' && operands.length === 0) saved.push(matrix);
    else if (token === 'Q' && operands.length === 0 && saved.length > 0) matrix = saved.pop() as Matrix;
    else if (token === 'cm' && operands.length === 6 && operands.every((o) => !o.startsWith('/'))) {
      matrix = multiply(operands.map(Number) as Matrix, matrix);
    } else if (token === 'Do' && operands.length === 1 && operands[0]?.startsWith('/') && !painted) {
      painted = { name: operands[0].slice(1), matrix };
    } else return null;
    operands.length = 0;
  }
  return operands.length === 0 ? painted : null;
}

/** The page's content streams, decoded and joined (a content stream may be split between several). */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const decoder = new TextDecoder('latin1');
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('not a content stream');
      return decoder.decode(decodePDFRawStream(stream).decode());
    })
    .join('\n');
}

/** `m` then `by`, as PDF concatenates a `cm` onto the current matrix. */
function multiply([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix {
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** The image's unit square, upright and unflipped, covering the page as pdf.js shows it (crop box within media box). */
function fillsPage(page: PDFPage, [a, b, c, d, e, f]: Matrix): boolean {
  if (b !== 0 || c !== 0 || a <= 0 || d <= 0) return false;
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const left = Math.max(media.x, crop.x);
  const bottom = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  return Math.abs(e - left) <= EDGE && Math.abs(f - bottom) <= EDGE && Math.abs(e + a - right) <= EDGE && Math.abs(f + d - top) <= EDGE;
}

type ImageSize = { width: number; height: number; components: number };

/** An image's width and height when they are whole pixels within the pixel cap, else null. */
function sizeOf(dict: PDFDict): { width: number; height: number } | null {
  const [width, height] = [valueOf(dict, 'Width'), valueOf(dict, 'Height')];
  if (typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || !Number.isInteger(height)) return null;
  return width > 0 && height > 0 && width * height <= MAX_IMAGE_PIXELS ? { width, height } : null;
}

/** A dictionary's value as a number, a name's text or a boolean, else undefined. */
function valueOf(dict: PDFDict, key: string): number | string | boolean | undefined {
  const value: PDFObject | undefined = dict.lookup(PDFName.of(key));
  if (value instanceof PDFNumber) return value.asNumber();
  if (value instanceof PDFName) return value.decodeText();
  if (value === undefined) return undefined;
  const text = String(value);
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** The one filter of an image dictionary (alone or alone in an array), and its decode parameters (likewise). */
function onlyFilter(dict: PDFDict): { filter: string | null; parms: PDFDict | undefined } {
  const filters = dict.lookup(PDFName.of('Filter'));
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const one = filters instanceof PDFArray && filters.size() === 1 ? filters.lookup(0) : filters;
  const oneParms = parms instanceof PDFArray && parms.size() === 1 ? parms.lookup(0) : parms;
  return {
    filter: one instanceof PDFName ? one.decodeText() : null,
    parms: oneParms instanceof PDFDict ? oneParms : undefined,
  };
}

/**
 * A 1-bit grey image coded as CCITT, as fax servers and img2pdf store a fax, whose stream a TIFF can wrap as it is
 * (libtiff decodes it to pdf.js's pixels): Group 4 (K < 0), or Group 3 (K >= 0) with an end-of-line code before each
 * row (EndOfLine), which libtiff's Group 3 decoder needs; rows not byte-aligned (pdf.js aligns a Group 3 row's start
 * where a TIFF's fill bits align its end-of-line code's end), ending as such streams do, of the image's own width and
 * height, no Decode array or mask. Else null: a Group 3 stream without end-of-line codes, a byte-aligned one and the
 * rest are read by pdf.js (its decoder takes them all).
 */
function plainFax(dict: PDFDict): Omit<FaxImage, 'ccitt'> | null {
  const { filter, parms } = onlyFilter(dict);
  if (filter !== 'CCITTFaxDecode' || !parms) return null;
  const parm = (key: string) => valueOf(parms, key);
  const size = sizeOf(dict);
  const k = parm('K');
  const colour = valueOf(dict, 'ColorSpace');
  if (valueOf(dict, 'Subtype') !== 'Image' || valueOf(dict, 'BitsPerComponent') !== 1 || (colour !== undefined && colour !== 'DeviceGray'))
    return null;
  if (['Decode', 'SMask', 'Mask'].some((key) => dict.has(PDFName.of(key))) || valueOf(dict, 'ImageMask') === true) return null;
  if (!size || typeof k !== 'number' || !Number.isInteger(k) || parm('EndOfBlock') === false) return null;
  const { width, height } = size;
  if (parm('EncodedByteAlign') === true || (k >= 0 && parm('EndOfLine') !== true)) return null;
  if ((parm('Columns') ?? 1728) !== width || ![undefined, 0, height].includes(parm('Rows') as number | undefined)) return null;
  return { width, height, blackIs1: parm('BlackIs1') === true, group3: k < 0 ? null : { twoDimensional: k > 0 } };
}

/**
 * A Group 4 fax's pixels as pdf.js shows the page (0 black, 255 white), for what reads the page beside its words: the
 * ink no word covers (extract/ink.ts), so a fax tesseract reads from its stream is summarised as one decoded by
 * pdf.js. JBIG2's MMR coding is Group 4's (T.6): the stream wrapped as one JBIG2 generic region is decoded by pdf.js's
 * own CCITT decoder, which its image decoders' build exports only behind JBIG2. A Group 3 fax answers null (the
 * caller asks pdf.js for its pixels).
 */
export async function faxPixels(fax: FaxImage): Promise<GrayImage | null> {
  if (fax.group3) return null;
  const { Jbig2Image } = await import('pdfjs-dist/legacy/image_decoders/pdf.image_decoders.min.mjs');
  const { width, height, ccitt } = fax;
  const region = [...u32(width), ...u32(height), ...u32(0), ...u32(0), 0, MMR];
  // A page as large as the image, then the image as its one region, painted over it: a 1 bit is black as coded.
  const page = [...u32(width), ...u32(height), ...u32(0), ...u32(0), 0, 0, 0];
  const chunk = new Uint8Array([
    ...segmentHeader(0, PAGE_INFORMATION, page.length),
    ...page,
    ...segmentHeader(1, IMMEDIATE_GENERIC_REGION, region.length + ccitt.length),
    ...region,
    ...ccitt,
  ]);
  const bits = new Jbig2Image().parseChunks([{ data: chunk, start: 0, end: chunk.length }]);
  const rowBytes = (width + 7) >> 3;
  if (bits?.length !== rowBytes * height) return null;
  // What is coded black shows white under BlackIs1, as pdf.js shows the page (FaxImage).
  const [black, white] = fax.blackIs1 ? [255, 0] : [0, 255];
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels[y * width + x] = ((bits[y * rowBytes + (x >> 3)] as number) >> (7 - (x & 7))) & 1 ? black : white;
    }
  }
  return { width, height, pixels };
}

// JBIG2 segment types and the generic region's MMR flag (ITU T.88, 7.3 and 7.4.6.2).
const PAGE_INFORMATION = 48;
const IMMEDIATE_GENERIC_REGION = 38;
const MMR = 1;

/** A JBIG2 segment's header: its number, type, no segments referred to, page 1, and its data's length. */
function segmentHeader(number: number, type: number, length: number): number[] {
  return [...u32(number), type, 0, 1, ...u32(length)];
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

// The one filter an image may have: pdf.js and this module decode these alike.
const FILTERS = ['FlateDecode', 'DCTDecode'] as const;

/** An 8-bit grey or RGB image, Flate or JPEG alone, nothing that changes its pixels: its size and filter, else null. */
function plainImage(dict: PDFDict): (ImageSize & { filter: (typeof FILTERS)[number] }) | null {
  const { filter: only } = onlyFilter(dict);
  const filter = FILTERS.find((known) => only === known);
  const components = COMPONENTS[String(valueOf(dict, 'ColorSpace'))];
  const size = sizeOf(dict);
  const changed = ['DecodeParms', 'Decode', 'SMask', 'Mask', 'SMaskInData'].some((key) => dict.has(PDFName.of(key)));
  if (valueOf(dict, 'Subtype') !== 'Image' || !filter || !components || valueOf(dict, 'BitsPerComponent') !== 8 || changed) return null;
  if (dict.has(PDFName.of('ImageMask')) && valueOf(dict, 'ImageMask') !== false) return null;
  return size && { ...size, components, filter };
}
