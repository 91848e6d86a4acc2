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
  // Such text has no surrogate pairs (plain-layout.ts's characters; WinAnsi for standard fonts): a character is a
  // UTF-16 unit. Its bytes are gathered and made one string, not a string grown character by character.
  const bytes = operandBytes(text.length);
  let length = 0;
  bytes[length++] = 0x28;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let codes = known.get(unit);
    if (codes === undefined) {
      // Encoding adds the character's glyph to the document's subset, as drawing it would.
      codes = literal(font.encodeText(text.charAt(i)).asString());
      known.set(unit, codes);
    }
    for (let k = 0; k < codes.length; k++) bytes[length++] = codes.charCodeAt(k);
  }
  bytes[length++] = 0x29;
  return String.fromCharCode.apply(null, bytes.subarray(0, length) as unknown as number[]);
}

// Per face of one document (a subset's glyph codes are the document's own), by UTF-16 unit.
const characterCodes = new WeakMap<PDFFont, Map<number, string>>();

// A character's codes are at most two glyph bytes, each escaped at most as two: room for a line's operand, reused.
const MAX_BYTES_PER_UNIT = 4;
let scratch = new Uint8Array(1024);

function operandBytes(units: number): Uint8Array {
  const needed = units * MAX_BYTES_PER_UNIT + 2;
  if (scratch.length < needed) scratch = new Uint8Array(needed);
  return scratch;
}

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
