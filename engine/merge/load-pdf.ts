// Opens an uploaded PDF and tells apart the two refusals users can act on: a password (remove it and re-upload)
// and damage (get a fresh copy). pdf-lib is lenient with broken files, so a PDF without pages counts as damaged.
import { PDFDocument } from 'pdf-lib';
import { DocumentRefusal } from './document-refusal';

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    // ignoreEncryption lets us see the /Encrypt entry ourselves instead of getting pdf-lib's generic error.
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new DocumentRefusal('damaged', `pdf-lib could not parse it: ${String(error)}`);
  }
  if (pdf.isEncrypted) throw new DocumentRefusal('encrypted', 'the trailer has an /Encrypt dictionary');
  if (countPages(pdf) === 0) throw new DocumentRefusal('damaged', 'no pages could be found');
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
