// Reads the main-document text of a Word 97-2003 (.doc) file through its piece table, as described in
// [MS-DOC] 2.4.1 "Retrieving Text". Formatting is not read: the merged PDF is read for its words.
import * as CFB from 'cfb';
import { DocumentRefusal } from './document-refusal';

const WORD_IDENT = 0xa5ec;
// nFib of Word 97; older versions (Word 6/95) use a different, undocumented-here layout.
const MIN_WORD97_NFIB = 101;
const FLAG_ENCRYPTED = 0x0100;
const FLAG_TABLE_1 = 0x0200;
const FIB_CSW_OFFSET = 32;
// fcClx is the 34th fc/lcb pair of FibRgFcLcb97 ([MS-DOC] 2.5.6).
const CLX_PAIR_INDEX = 33;
const FC_COMPRESSED = 0x40000000;
const FC_MASK = 0x3fffffff;

export function readDocText(bytes: Uint8Array): string {
  const wordDocument = stream(bytes, 'WordDocument');
  const fib = new DataView(wordDocument.buffer, wordDocument.byteOffset, wordDocument.byteLength);
  if (wordDocument.length < 64 || fib.getUint16(0, true) !== WORD_IDENT) unreadable('no Word 97 file header');
  if (fib.getUint16(2, true) < MIN_WORD97_NFIB) unreadable('saved by Word 95 or older');
  const flags = fib.getUint16(0x0a, true);
  if (flags & FLAG_ENCRYPTED) throw new DocumentRefusal('encrypted', 'the FIB marks it as encrypted');

  const csw = fib.getUint16(FIB_CSW_OFFSET, true);
  const rgLw = FIB_CSW_OFFSET + 2 + csw * 2 + 2;
  const cslw = readU16(fib, rgLw - 2);
  const ccpText = readU32(fib, rgLw + 3 * 4);
  const cbRgFcLcb = readU16(fib, rgLw + cslw * 4);
  if (cbRgFcLcb <= CLX_PAIR_INDEX) unreadable('the file header has no piece table entry');
  const pair = rgLw + cslw * 4 + 2 + CLX_PAIR_INDEX * 8;
  const fcClx = readU32(fib, pair);
  const lcbClx = readU32(fib, pair + 4);

  const table = stream(bytes, flags & FLAG_TABLE_1 ? '1Table' : '0Table');
  if (fcClx + lcbClx > table.length || lcbClx === 0) unreadable('the piece table is outside the table stream');
  return readPieces(table.subarray(fcClx, fcClx + lcbClx), wordDocument).slice(0, ccpText);
}

function readPieces(clx: Uint8Array, wordDocument: Uint8Array): string {
  const view = new DataView(clx.buffer, clx.byteOffset, clx.byteLength);
  let at = 0;
  // Skip Prc entries (property modifiers); the Pcdt that follows holds the pieces.
  while (at < clx.length && clx[at] === 0x01) at += 3 + readU16(view, at + 1);
  if (clx[at] !== 0x02) unreadable('the piece table is malformed');
  const lcb = readU32(view, at + 1);
  const count = (lcb - 4) / 12;
  if (!Number.isInteger(count) || count < 1 || at + 5 + lcb > clx.length) unreadable('the piece table has a bad size');
  const plc = at + 5;
  const pieces: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = readU32(view, plc + (index + 1) * 4) - readU32(view, plc + index * 4);
    const fcRaw = readU32(view, plc + (count + 1) * 4 + index * 8 + 2);
    pieces.push(decodePiece(wordDocument, fcRaw, length));
  }
  return pieces.join('');
}

function decodePiece(wordDocument: Uint8Array, fcRaw: number, length: number): string {
  const compressed = (fcRaw & FC_COMPRESSED) !== 0;
  // Compressed (8-bit) pieces store their byte offset doubled ([MS-DOC] 2.9.73 FcCompressed).
  const start = compressed ? (fcRaw & FC_MASK) / 2 : fcRaw & FC_MASK;
  const end = start + length * (compressed ? 1 : 2);
  if (length < 0 || end > wordDocument.length) unreadable('a text piece lies outside the document stream');
  return new TextDecoder(compressed ? 'windows-1252' : 'utf-16le').decode(wordDocument.subarray(start, end));
}

function stream(bytes: Uint8Array, name: string): Uint8Array {
  let container: CFB.CFB$Container;
  try {
    container = CFB.parse(bytes);
  } catch (error) {
    throw new DocumentRefusal('damaged', `not a readable OLE2 file: ${String(error)}`);
  }
  const entry = container.FileIndex.find((candidate) => candidate.name === name && candidate.type === 2);
  if (!entry) return unreadable(`the ${name} stream is missing`);
  return entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content);
}

function readU16(view: DataView, offset: number): number {
  if (offset + 2 > view.byteLength) unreadable('the file header is cut short');
  return view.getUint16(offset, true);
}

function readU32(view: DataView, offset: number): number {
  if (offset + 4 > view.byteLength) unreadable('the file header is cut short');
  return view.getUint32(offset, true);
}

function unreadable(detail: string): never {
  throw new DocumentRefusal('unreadable-doc', detail);
}
