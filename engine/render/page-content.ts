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

/**
 * Sets the page's content to these operators, compressed. They are Latin-1 text, one character per byte: the text
 * operands are literal strings of glyph codes (text-operand.ts). fflate (the engine already unzips DOCX files with
 * it) compresses in about two thirds of the time pdf-lib's pako takes at the same level.
 */
export function writePageContent(doc: PDFDocument, page: PDFPage, operators: string[]): void {
  const stream = doc.context.stream(zlibSync(latin1(operators.join('\n')), { level: 6 }), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
}

function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
