import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, ParseSpeeds } from '@cantoo/pdf-lib';
import type { DigitalSignature, PageNumber } from '../types.ts';
import { pageNumber } from '../types.ts';

// A signing tool writes the signature's dictionary as a plain object, since its /ByteRange counts the file's own bytes
// around /Contents: a file without these bytes holds no applied signature, and is not parsed a second time.
const BYTE_RANGE = new TextEncoder().encode('/ByteRange');

/**
 * The digital signatures applied to the file, by the page whose signature field holds them: a widget of field type
 * /Sig whose value is a signature dictionary with the signed byte ranges and their contents. An empty field, waiting
 * to be signed, signs nothing. The certificate is not read or verified: what the dictionary names is reported, for a
 * person to check in a PDF reader. A file the parser cannot open answers no signatures.
 */
export async function readDigitalSignatures(pdf: Uint8Array): Promise<Map<PageNumber, DigitalSignature[]>> {
  if (!contains(pdf, BYTE_RANGE)) return new Map();
  try {
    return signaturesByPage(
      await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true, parseSpeed: ParseSpeeds.Fastest }),
    );
  } catch {
    return new Map();
  }
}

function signaturesByPage(doc: PDFDocument): Map<PageNumber, DigitalSignature[]> {
  const found = new Map<PageNumber, DigitalSignature[]>();
  for (const [i, page] of doc.getPages().entries()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    const signatures = (annots?.asArray() ?? []).flatMap((ref) => {
      const value = signatureValue(doc.context.lookup(ref));
      return value ? [value] : [];
    });
    if (signatures.length > 0) found.set(pageNumber(i + 1), signatures);
  }
  return found;
}

/** The signature a widget's field holds: its type and value may sit on the widget or on the field above it. */
function signatureValue(widget: unknown): DigitalSignature | null {
  if (!(widget instanceof PDFDict)) return null;
  const field = inherited(widget, 'FT');
  if (!(field instanceof PDFName) || field.asString() !== '/Sig') return null;
  const value = inherited(widget, 'V');
  const dict = value instanceof PDFDict ? value : null;
  if (!dict?.has(PDFName.of('ByteRange')) || !dict.has(PDFName.of('Contents'))) return null;
  const signer = textOf(dict.lookup(PDFName.of('Name')))?.trim() || null;
  // A PDF date, 'D:20240304101500+01'00'': the day as the signer's clock wrote it.
  const day = /^D:(\d{4})(\d{2})(\d{2})/.exec(textOf(dict.lookup(PDFName.of('M'))) ?? '');
  return { signer, signedAt: day ? `${day[1]}-${day[2]}-${day[3]}` : null };
}

function inherited(dict: PDFDict, key: string): unknown {
  for (let at: PDFDict | undefined = dict, depth = 0; at && depth < 8; depth++) {
    const value = at.lookup(PDFName.of(key));
    if (value !== undefined) return value;
    const parent: unknown = at.lookup(PDFName.of('Parent'));
    at = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

function textOf(value: unknown): string | null {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  // Found by its second byte, rarer than the '/' that opens every name, then compared in place.
  const key = needle[1] ?? 0;
  const at = (start: number) => needle.every((b, k) => bytes[start + k] === b);
  for (let i = bytes.indexOf(key, 1); i >= 1; i = bytes.indexOf(key, i + 1)) if (at(i - 1)) return true;
  return false;
}
