// Opens an uploaded PDF and tells apart the refusals users can act on: a password that is needed to open it (remove
// it and re-upload), no pages (the export went wrong), and damage (get a fresh copy). A PDF with only an owner
// password opens in every viewer, so it is decrypted and read (decrypt-pdf.ts).
import { PDFDocument } from 'pdf-lib';
import { decryptWithoutPassword } from './decrypt-pdf';
import { DocumentRefusal } from './document-refusal';
import { quietly } from './quiet-parser';

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    // ignoreEncryption lets us see the /Encrypt entry ourselves instead of getting pdf-lib's generic error.
    pdf = await quietly(() => PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }));
  } catch (error) {
    throw new DocumentRefusal('damaged', `pdf-lib could not parse it: ${String(error)}`);
  }
  if (pdf.isEncrypted) await decryptWithoutPassword(pdf);
  const pages = countPages(pdf);
  if (pages === 0) throw new DocumentRefusal(hasEmptyPageTree(pdf) ? 'no-pages' : 'damaged', 'no pages could be found');
  return pdf;
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
