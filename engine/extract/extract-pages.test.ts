import { describe, expect, it } from 'vitest';
import { MIRRORED_LINES, makeMirroredPdf } from '../../fixtures/documents/make-mirrored-pdf';
import { makeTextPdf } from '../../fixtures/documents/make-text-pdf';
import { extractPages } from './extract-pages';

describe('the text layer read in reading order', () => {
  it('reads a page printed mirrored top to bottom from its foot up, as a reader turns it', async () => {
    const { pages } = await extractPages(await makeMirroredPdf());
    expect(pages[0]?.lines.map((l) => l.text)).toEqual(MIRRORED_LINES);
  });

  it('reads an upright page from the top down', async () => {
    const { pages } = await extractPages(await makeTextPdf({ pageCount: 1, title: 'Clinic Letter' }));
    expect(pages[0]?.lines[0]?.text).toBe('Clinic Letter');
  });
});
