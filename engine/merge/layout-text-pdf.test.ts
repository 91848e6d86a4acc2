import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { layoutTextPdf } from './layout-text-pdf';
import type { TextBlock } from './text-blocks';
import { extractPageTexts } from './testing/extract-pdf-text';

const paragraph = (text: string): TextBlock => ({ kind: 'paragraph', runs: [{ text, bold: false }] });

describe('layoutTextPdf', () => {
  it('writes Letter pages whose text pdf.js reads back', async () => {
    const pdf = await layoutTextPdf([
      { kind: 'heading', level: 1, runs: [{ text: 'Progress Note', bold: false }] },
      paragraph('Blood pressure 132/84 mmHg.'),
    ]);
    const document = await PDFDocument.load(pdf);
    expect(document.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const [text] = await extractPageTexts(pdf);
    expect(text).toContain('Progress Note');
    expect(text).toContain('Blood pressure 132/84 mmHg.');
  });

  it('flows long text onto further pages and honours page breaks', async () => {
    const many = Array.from({ length: 120 }, (_, i) => paragraph(`Line ${i + 1} of the medication history.`));
    const pages = await extractPageTexts(await layoutTextPdf([...many, { kind: 'page-break' }, paragraph('Signature')]));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Line 1 of');
    expect(pages.at(-1)?.trim()).toBe('Signature');
  });

  it('replaces characters Helvetica cannot encode instead of failing', async () => {
    const [text] = await extractPageTexts(await layoutTextPdf([paragraph('eGFR ≥ 60 → ok ✓ 漢')]));
    expect(text).toContain('eGFR >= 60 -> ok x ?');
  });

  it('still makes one page for a document without text', async () => {
    expect((await PDFDocument.load(await layoutTextPdf([]))).getPageCount()).toBe(1);
  });
});
