// Opens an uploaded PDF and tells apart the refusals users can act on: a password that is needed to open it (remove
// it and re-upload), no pages (the export went wrong), and damage (get a fresh copy). Reading and decryption are the
// maintained pdf-lib fork's (@cantoo/pdf-lib, docs/decisions.md 'The PDF library for intake'): its parser reads
// objects in file order, so a broken or missing cross-reference table, wrong offsets, trailing garbage and a missing
// %%EOF are read past as viewers read past them.
import { PDFDocument } from '@cantoo/pdf-lib';
import { DocumentRefusal } from './document-refusal';
import { quietly } from './quiet-parser';

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    // The empty password opens what every viewer opens without asking: a file with only an owner password (it
    // restricts printing or copying), of any revision, with or without object streams.
    pdf = await quietly(() => PDFDocument.load(bytes, { password: '', updateMetadata: false }));
  } catch (error) {
    throw await whyUnreadable(bytes, error);
  }
  const pages = countPages(pdf);
  if (pages === 0) throw new DocumentRefusal(hasEmptyPageTree(pdf) ? 'no-pages' : 'damaged', 'no pages could be found');
  return pdf;
}

/** A file that would not open: encrypted (it needs a user password, or a handler other than the standard one), or damaged. */
async function whyUnreadable(bytes: Uint8Array, error: unknown): Promise<DocumentRefusal> {
  const encrypted = await quietly(() => PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).then(
    (pdf) => pdf.isEncrypted,
    () => false,
  );
  if (encrypted) return new DocumentRefusal('encrypted', 'it opens only with a password');
  return new DocumentRefusal('damaged', `the PDF library could not parse it: ${String(error)}`);
}

function countPages(pdf: PDFDocument): number {
  try {
    return pdf.getPageCount();
  } catch {
    // A page tree pointing at missing objects throws here; for the user that is the same damaged file.
    return 0;
  }
}

/** A readable catalog whose page tree says /Count 0: a real, empty document rather than a broken one. */
function hasEmptyPageTree(pdf: PDFDocument): boolean {
  try {
    return pdf.catalog.Pages().Count().asNumber() === 0;
  } catch {
    return false;
  }
}
