import { zlibSync } from 'fflate';
import { PDFName, type PDFDocument, type PDFPage, type RGB } from 'pdf-lib';

/**
 * A page's drawing as content-stream operators written out as text, the few the report uses (text, filled
 * rectangles, rules): pdf-lib builds an object per operator and per number and formats each number for any
 * magnitude, which cost more than the drawing itself across a report's hundred lines.
 */

/** A coordinate or size in points, to a thousandth (never in exponent notation). */
export const pdfNumber = (value: number): string => String(Math.round(value * 1000) / 1000);

/** An RGB colour's three components, as fill (rg) and stroke (RG) operators take them. */
export const pdfColor = (color: RGB): string => `${pdfNumber(color.red)} ${pdfNumber(color.green)} ${pdfNumber(color.blue)}`;

/** A zlib stream (RFC 1950) of these bytes, as a PDF's FlateDecode reads it. */
export type Deflate = (bytes: Uint8Array) => Uint8Array;

// The engine's own, where the host gives none (a browser): fflate (the engine already unzips DOCX files with it)
// compresses in about two thirds of the time pdf-lib's pako takes at the same level.
const ownDeflate: Deflate = (bytes) => zlibSync(bytes, { level: 6 });

/**
 * Sets the page's content to these operators, compressed by the host's deflate where it gives one (Node's zlib:
 * engine/node/node-engine-assets.ts), else the engine's own. They are Latin-1 text, one character per byte: the text
 * operands are literal strings of glyph codes (text-operand.ts). In JavaScript, compressing a job's reports cost
 * about as much CPU as the rest of their rendering in a fresh thread, before V8 had optimised it; native zlib needs
 * no warming up and is several times as fast warm (bench/README.md, 'Thirteenth round').
 */
export function writePageContent(doc: PDFDocument, page: PDFPage, operators: string[], deflate: Deflate = ownDeflate): void {
  const stream = doc.context.stream(deflate(latin1(operators.join('\n'))), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
}

function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
