import { StandardFontEmbedder, type PDFFont } from 'pdf-lib';
import { laysOutPlainly } from './plain-layout.ts';

/**
 * The operand of a text-showing operator (Tj) for text in a face: the face's codes for its glyphs as a PDF literal
 * string, one character per byte (the page's content is written as Latin-1, page-content.ts). pdf-lib gives the
 * codes as hex digits, two per byte: a literal string is half as long, so a report page's content is a third smaller
 * and compresses in about half the time. Where each character is one glyph (a face laying plain text out, the
 * standard fonts), each character's codes are worked out once per face of a document, not on every line.
 */
export function textOperand(font: PDFFont, text: string): string {
  const embedder = (font as unknown as { embedder: { font?: object } }).embedder;
  const perCharacter = embedder instanceof StandardFontEmbedder || (embedder.font !== undefined && laysOutPlainly(embedder.font, text));
  if (!perCharacter) return `(${literal(font.encodeText(text).asString())})`;
  let known = characterCodes.get(font);
  if (!known) characterCodes.set(font, (known = new Map()));
  let out = '(';
  for (const ch of text) {
    let codes = known.get(ch);
    if (codes === undefined) {
      // Encoding adds the character's glyph to the document's subset, as drawing it would.
      codes = literal(font.encodeText(ch).asString());
      known.set(ch, codes);
    }
    out += codes;
  }
  return `${out})`;
}

// Per face of one document (a subset's glyph codes are the document's own).
const characterCodes = new WeakMap<PDFFont, Map<string, string>>();

// Bytes a literal string must escape: its delimiters, the escape itself, and line ends (a reader would turn a bare
// CR or CR LF into LF).
const ESCAPED: Record<number, string> = { 0x0a: '\\n', 0x0d: '\\r', 0x28: '\\(', 0x29: '\\)', 0x5c: '\\\\' };

/** Hex digits as the body of a literal string. */
function literal(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += ESCAPED[byte] ?? String.fromCharCode(byte);
  }
  return out;
}
