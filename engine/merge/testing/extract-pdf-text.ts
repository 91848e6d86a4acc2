// Reads a PDF back the way the clinical engine does (pdf.js), so tests prove the merged text is really there.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function extractPageTexts(pdf: Uint8Array): Promise<string[]> {
  // pdf.js transfers (detaches) the buffer it is given, so hand it a copy.
  const document = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const parts = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''));
    pages.push(parts.join(''));
  }
  await document.destroy();
  return pages;
}

export async function extractText(pdf: Uint8Array): Promise<string> {
  return (await extractPageTexts(pdf)).join('\n');
}
