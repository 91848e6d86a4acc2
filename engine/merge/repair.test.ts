// Issue 27: intake opens what PDF viewers open. Each damage here is one pdf.js (the portal's viewer) reads past;
// the merge must read past it too and keep every page, whether the file has a classic cross-reference table or a
// cross-reference stream (object streams, pdf-lib's default).
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DAMAGES, garbleXrefTable } from '../../fixtures/documents/damage-pdf';
import { makeTextPdf } from '../../fixtures/documents/make-text-pdf';
import { mergeUploads } from './merge-uploads';
import { extractPageTexts } from './testing/extract-pdf-text';

const TITLE = 'Clinical Note - Damaged Export';

async function saved(objectStreams: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await makeTextPdf({ title: TITLE, pageCount: 3 }));
  return pdf.save({ useObjectStreams: objectStreams });
}

const cases = [true, false].flatMap((objectStreams) => [
  ...Object.entries(DAMAGES).map(
    ([name, damage]) => [`${name}, ${objectStreams ? 'xref stream' : 'xref table'}`, objectStreams, damage] as const,
  ),
  ...(objectStreams ? [] : [['garbleXrefTable, xref table', false, garbleXrefTable] as const]),
]);

describe('a damaged PDF that viewers open', () => {
  it.each(cases)('%s: the viewer opens it, and it is merged with every page and its text', async (_name, objectStreams, damage) => {
    const damaged = damage(await saved(objectStreams));
    expect(await extractPageTexts(damaged)).toHaveLength(3);
    const result = await mergeUploads([{ name: 'export.pdf', bytes: damaged }]);
    if (!result.ok) throw new Error(result.message);
    expect(result.pageCount).toBe(3);
    const pages = await extractPageTexts(result.pdf);
    expect(pages.every((text) => text.includes(TITLE))).toBe(true);
  });
});
