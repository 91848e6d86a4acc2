// Converts a DOCX to PDF pages: unpack safely, read the body text, lay it out. Everything else in the package
// (images, headers, comments) is left out on purpose; the merged PDF is read for its text.
import { DocumentRefusal } from './document-refusal';
import { layoutTextPdf } from './layout-text-pdf';
import { readDocxBlocks } from './read-docx-blocks';
import { type ZipLimits, unzipSafely } from './unzip-safely';

const DOCUMENT = 'word/document.xml';
const STYLES = 'word/styles.xml';

export async function docxToPdf(bytes: Uint8Array, limits: ZipLimits): Promise<Uint8Array> {
  const files = unzipSafely(bytes, [DOCUMENT, STYLES], limits);
  const document = files[DOCUMENT];
  if (!document) throw new DocumentRefusal('damaged', `${DOCUMENT} is missing`);
  const styles = files[STYLES];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const blocks = readDocxBlocks(decoder.decode(document), styles ? decoder.decode(styles) : '');
  return layoutTextPdf(blocks);
}
