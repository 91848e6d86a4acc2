// Issue 12, 'Inputs that must get a clear answer': each file gets a message that names it (or the limit).
import { describe, expect, it, vi } from 'vitest';
import { breakStartxref } from '../../fixtures/documents/damage-pdf';
import { makePng } from '../../fixtures/documents/encode-png';
import { makeEncryptedPdf } from '../../fixtures/documents/make-encrypted-pdf';
import { makeOwnerPasswordPdf, makeUserPasswordPdf, makeZeroPagePdf, OWNER_ONLY_TITLE } from '../../fixtures/documents/make-password-pdf';
import { makeBrokenPdf, makeTextPdf } from '../../fixtures/documents/make-text-pdf';
import { DEFAULT_LIMITS } from './limits';
import { mergeUploads } from './merge-uploads';
import { extractPages } from '../extract/extract-pages';
import { extractPageTexts } from './testing/extract-pdf-text';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });

describe('inputs that must get a clear answer', () => {
  it('refuses a PDF with no pages, naming the file', async () => {
    const result = await mergeUploads([file('note.pdf', await makeTextPdf()), file('empty-export.pdf', await makeZeroPagePdf())]);
    expect(result).toEqual({ ok: false, status: 422, message: 'empty-export.pdf has no pages: there is nothing in it to merge.' });
  });

  it('caps a merged document at 2,000 pages by default, refusing with the limit named', async () => {
    expect(DEFAULT_LIMITS.maxPages).toBe(2000);
    const pdf = await makeTextPdf({ pageCount: 3 });
    const result = await mergeUploads([file('a.pdf', pdf), file('b.pdf', pdf), file('c.pdf', pdf)], { maxPages: 7 });
    expect(result).toEqual({
      ok: false,
      status: 413,
      message: 'Adding c.pdf makes the merged document 9 pages, over the limit of 7 pages for one document. Upload fewer pages.',
    });
    expect(await mergeUploads([file('a.pdf', pdf), file('b.pdf', pdf)], { maxPages: 6 })).toMatchObject({ ok: true, pageCount: 6 });
  });

  it('checks the page cap before copying any page', async () => {
    const pdf = await makeTextPdf({ pageCount: 3 });
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const copy = vi.spyOn(PDFDocument.prototype, 'copyPages');
    await mergeUploads([file('a.pdf', pdf), file('b.pdf', pdf)], { maxPages: 5 });
    expect(copy).not.toHaveBeenCalled();
    copy.mockRestore();
  });

  it('reads a PDF that has only an owner password, text and all', async () => {
    const result = await mergeUploads([file('hospital-export.pdf', await makeOwnerPasswordPdf()), file('note.pdf', await makeTextPdf())]);
    if (!result.ok) throw new Error(result.message);
    expect(result.pageCount).toBe(4);
    const pages = await extractPageTexts(result.pdf);
    expect(pages[0]).toContain(OWNER_ONLY_TITLE);
    expect(pages[1]).toContain(OWNER_ONLY_TITLE);
  });

  it('refuses a PDF that needs a user password, naming the file', async () => {
    for (const bytes of [await makeUserPasswordPdf(), makeEncryptedPdf()]) {
      expect(await mergeUploads([file('locked.pdf', bytes)])).toEqual({
        ok: false,
        status: 422,
        message: 'locked.pdf is password-protected and cannot be merged.',
      });
    }
  });

  it('tells a PNG named .pdf that it is not a PDF by its content', async () => {
    expect(await mergeUploads([file('photo.pdf', makePng())])).toEqual({
      ok: false,
      status: 415,
      message: 'photo.pdf is not a PDF: its content is a PNG image. Only PDF, DOC and DOCX files are supported.',
    });
    expect(await mergeUploads([file('photo.png', makePng())])).toEqual({
      ok: false,
      status: 415,
      message: 'photo.png: only PDF, DOC and DOCX files are supported.',
    });
  });

  it('keeps parser noise off the console', async () => {
    const spies = (['log', 'warn', 'error', 'info', 'debug'] as const).map((name) => vi.spyOn(console, name));
    const half = await makeTextPdf({ pageCount: 3 });
    await mergeUploads([file('broken.pdf', makeBrokenPdf())]);
    await mergeUploads([file('half.pdf', half.subarray(0, Math.floor(half.length * 0.6)))]);
    await mergeUploads([file('hospital-export.pdf', await makeOwnerPasswordPdf())]);
    // pdf.js reading what is left of a truncated file, and a file it can open only by repairing its cross-references
    await extractPages(half.subarray(0, Math.floor(half.length * 0.6))).catch(() => undefined);
    await extractPages(breakStartxref(half));
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});
