// Decides a file's type from its bytes, never its name: users rename files, and a PNG called "scan.pdf" must be
// refused as unsupported rather than fail later as a "damaged PDF".
import * as CFB from 'cfb';
import { unzipSync } from 'fflate';

export type DocumentType = 'pdf' | 'docx' | 'doc' | 'unknown';

const PDF_MAGIC = '%PDF-';
// The PDF spec allows junk before the header; readers (and pdf.js) look within the first 1024 bytes.
const PDF_HEADER_WINDOW = 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const CONTENT_TYPES = '[Content_Types].xml';
// [Content_Types].xml is a few KB; anything bigger is not a Word package worth unpacking just to sniff it.
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

export function sniffType(bytes: Uint8Array): DocumentType {
  if (hasPdfHeader(bytes)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return isWordPackage(bytes) ? 'docx' : 'unknown';
  if (startsWith(bytes, OLE2_MAGIC)) return hasWordDocumentStream(bytes) ? 'doc' : 'unknown';
  return 'unknown';
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((value, index) => bytes[index] === value);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_HEADER_WINDOW));
  return head.includes(PDF_MAGIC);
}

function isWordPackage(bytes: Uint8Array): boolean {
  try {
    const entries = unzipSync(bytes, {
      filter: (file) => file.name === CONTENT_TYPES && file.originalSize <= MAX_CONTENT_TYPES_BYTES,
    });
    const contentTypes = entries[CONTENT_TYPES];
    if (!contentTypes) return false;
    return /PartName\s*=\s*["']\/word\/document\.xml["']/.test(new TextDecoder().decode(contentTypes));
  } catch {
    // A zip fflate cannot read is not a package we could convert either.
    return false;
  }
}

function hasWordDocumentStream(bytes: Uint8Array): boolean {
  try {
    const container = CFB.parse(bytes);
    return container.FileIndex.some((entry) => entry.name === 'WordDocument' && entry.type === 2);
  } catch {
    return false;
  }
}

// What a file that is none of the supported types really is, so the user hears why a '.pdf' was refused.
const CONTENT_KINDS: { magic: readonly number[]; what: string }[] = [
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { magic: [0x49, 0x49, 0x2a, 0x00], what: 'a TIFF image' },
  { magic: [0x4d, 0x4d, 0x00, 0x2a], what: 'a TIFF image' },
  { magic: [0x42, 0x4d], what: 'a BMP image' },
  { magic: ZIP_MAGIC, what: 'a ZIP archive' },
  { magic: OLE2_MAGIC, what: 'an Office file other than a Word document' },
  { magic: [0x7b, 0x5c, 0x72, 0x74, 0x66], what: 'an RTF document' },
];

/** 'a PNG image', 'a ZIP archive' ... for a file sniffType calls unknown; null when the bytes say nothing known. */
export function describeContent(bytes: Uint8Array): string | null {
  const known = CONTENT_KINDS.find((kind) => startsWith(bytes, kind.magic));
  if (known) return known.what;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'a web page (HTML)';
  return null;
}
