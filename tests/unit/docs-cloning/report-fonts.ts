import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/**
 * The base font names a PDF uses, a subset's six-letter tag left out ('/LiberationSans' for '/HCPAAA+LiberationSans');
 * a report without embedded faces names Helvetica.
 */
export async function reportFontNames(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(object.get(PDFName.of('BaseFont'))).replace(/^\/[A-Z]{6}\+/, '/')]
        : [],
    );
}
