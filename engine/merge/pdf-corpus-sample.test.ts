// Issue 27: a fixed handful of the nastiest small files of the pdf.js test corpus (../shared/pdfjs-corpus, brought by
// fixtures/shared-data/bring-shared-data.ts; bench/pdf-corpus/ runs all 971). Each is merged (and pdf.js opens the
// merged file with as many pages) and its pages read within the page budget, or it is refused with one line naming
// the file. A clone without the folder says so and skips.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractPages } from '../extract/extract-pages';
import { nodeOcr } from '../node/node-ocr';
import { startPdfThread } from '../node/pdf-thread';
import { mergeUploads } from './merge-uploads';
import { extractPageTexts } from './testing/extract-pdf-text';

const CORPUS = fileURLToPath(new URL('../../../shared/pdfjs-corpus/', import.meta.url));
const present = existsSync(CORPUS);

type Expected = { merged: PageSources } | { refused: string };
type PageSources = ('text-layer' | 'ocr' | 'empty' | 'unreadable')[];

const SAMPLE: Record<string, Expected> = {
  // A scan whose JBIG2 image pdf.js's decoder never finishes (read for OCR): the page is unreadable, the job goes on.
  'bitmap-symbol-context-reuse.pdf': { merged: ['unreadable'] },
  // A 40,000-pixel-wide scan the recogniser fails on: that page is unreadable, the process lives on.
  'large_jpeg_downscale.pdf': { merged: ['unreadable'] },
  // A page tree that contains itself.
  'Pages-tree-refs.pdf': { refused: 'Pages-tree-refs.pdf could not be read: it may be damaged.' },
  // Encrypted with a user password.
  'issue6010_1.pdf': { refused: 'issue6010_1.pdf is password-protected and cannot be merged.' },
  // Fuzzed: no readable catalog.
  'REDHAT-1531897-0.pdf': { refused: 'REDHAT-1531897-0.pdf could not be read: it may be damaged.' },
  // A page tree whose /Pages is not a dictionary.
  'issue15590.pdf': { refused: 'issue15590.pdf could not be read: it may be damaged.' },
};

// Short, so the looping page costs the suite seconds; the default is 20 s (extract/page-budget.ts).
const BUDGET = { ms: 3000, textChars: 500_000, ocrMs: 3000 };

describe(`the pdf.js corpus sample${present ? '' : `: skipped, ${CORPUS} is absent (the corpus lives beside the project, not in it)`}`, () => {
  it.skipIf(!present).each(Object.entries(SAMPLE))('%s', async (name, expected) => {
    const result = await mergeUploads([{ name, bytes: new Uint8Array(readFileSync(`${CORPUS}${name}`)) }]);
    if ('refused' in expected) {
      expect(result).toEqual({ ok: false, status: 422, message: expected.refused });
      return;
    }
    if (!result.ok) throw new Error(result.message);
    expect(await extractPageTexts(result.pdf)).toHaveLength(result.pageCount);
    const { pages } = await extractPages(result.pdf, { ocr: nodeOcr(), pdfThread: startPdfThread, pageBudget: BUDGET });
    expect(pages.map((page) => page.source)).toEqual(expected.merged);
  });
});
