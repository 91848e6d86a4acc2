// Issue 27: one page must not take a job down. A page that paints endless text (make-pathological-pdf.ts: 10^9
// words from a 3 KB file) runs past the page budget and is reported as unreadable; the pages after it are read.
import { describe, expect, it } from 'vitest';
import { makePathologicalPdf } from '../../fixtures/documents/make-pathological-pdf';
import { makeTextPdf } from '../../fixtures/documents/make-text-pdf';
import { mergeUploads } from '../merge/merge-uploads';
import { startPdfThread } from '../node/pdf-thread';
import { processDocument } from '../pipeline';
import { extractPages } from './extract-pages';
import { PAGE_BUDGET } from './page-budget';

async function chartWithEndlessPage(): Promise<Uint8Array> {
  const note = await makeTextPdf({ pageCount: 2 });
  const merged = await mergeUploads([
    { name: 'before.pdf', bytes: note },
    { name: 'endless.pdf', bytes: makePathologicalPdf() },
    { name: 'after.pdf', bytes: note },
  ]);
  if (!merged.ok) throw new Error(merged.message);
  return merged.pdf;
}

describe('the page budget', () => {
  it('reports a page with endless text as unreadable and reads the pages after it', async () => {
    const { pages } = await extractPages(await chartWithEndlessPage());
    expect(pages.map((page) => page.source)).toEqual(['text-layer', 'text-layer', 'unreadable', 'text-layer', 'text-layer']);
  });

  it('stops a page that runs past its time, whatever it paints', async () => {
    const { pages } = await extractPages(makePathologicalPdf(), {
      pageBudget: { ...PAGE_BUDGET, ms: 200, textChars: Number.POSITIVE_INFINITY },
    });
    expect(pages.map((page) => page.source)).toEqual(['unreadable']);
  });

  it('in a thread of its own for pdf.js, ends that thread at the deadline and reads on in a new one', async () => {
    const budget = { ...PAGE_BUDGET, ms: 500, textChars: Number.POSITIVE_INFINITY };
    const { pages } = await extractPages(await chartWithEndlessPage(), { pageBudget: budget, pdfThread: startPdfThread });
    expect(pages.map((page) => page.source)).toEqual(['text-layer', 'text-layer', 'unreadable', 'text-layer', 'text-layer']);
  });

  it('processing names the unreadable page and audits the rest', async () => {
    const result = await processDocument({
      pdf: await chartWithEndlessPage(),
      patient: { name: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-000123' },
      allowMultiNote: true,
      performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
      auditDate: '2026-11-20T10:00:00Z',
    });
    expect(result.unreadablePages).toEqual([3]);
    expect(result.emptyPages).toEqual([]);
    expect(result.notes.length).toBeGreaterThan(0);
  });
});
