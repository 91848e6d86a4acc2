// Converts a Word 97-2003 .doc to PDF pages through the same layout as DOCX, so both look alike once merged.
import { docTextToBlocks } from './doc-text-blocks';
import { layoutTextPdf } from './layout-text-pdf';
import { readDocText } from './read-doc-text';

export async function docToPdf(bytes: Uint8Array): Promise<Uint8Array> {
  return layoutTextPdf(docTextToBlocks(readDocText(bytes)));
}
