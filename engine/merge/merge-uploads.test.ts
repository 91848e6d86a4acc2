import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../fixtures/documents/encode-png';
import { makeDoc } from '../../fixtures/documents/make-doc';
import { makeDocx, makeZipBombDocx } from '../../fixtures/documents/make-docx';
import { makeEncryptedPdf } from '../../fixtures/documents/make-encrypted-pdf';
import { makeLargePdf } from '../../fixtures/documents/make-large-file';
import { makeScannedPdf } from '../../fixtures/documents/make-scanned-pdf';
import { makeBrokenPdf, makeTextPdf } from '../../fixtures/documents/make-text-pdf';
import { realWord97Doc } from '../../fixtures/documents/real-word97';
import { mergeUploads } from './merge-uploads';
import { extractPageTexts } from './testing/extract-pdf-text';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });

async function mergedOrFail(files: { name: string; bytes: Uint8Array }[]) {
  const result = await mergeUploads(files);
  if (!result.ok) throw new Error(`expected a merge, got ${result.status} ${result.message}`);
  return result;
}

describe('mergeUploads refuses', () => {
  it('an empty upload with 400', async () => {
    expect(await mergeUploads([])).toEqual({ ok: false, status: 400, message: 'No files uploaded' });
  });

  it('more files than the limit with 400', async () => {
    const pdf = await makeTextPdf({ pageCount: 1 });
    const files = Array.from({ length: 21 }, (_, i) => file(`note-${i}.pdf`, pdf));
    expect(await mergeUploads(files)).toEqual({
      ok: false,
      status: 400,
      message: 'You can upload up to 20 files at a time. Remove some files and try again.',
    });
    expect((await mergeUploads(files.slice(0, 3), { maxFiles: 2 })).ok).toBe(false);
  });

  it('a 60 MB file with 413 naming the file and the limit', async () => {
    const result = await mergeUploads([file('note.pdf', await makeTextPdf()), file('scan.pdf', await makeLargePdf())]);
    expect(result).toEqual({ ok: false, status: 413, message: 'scan.pdf is larger than the 50 MB limit for one file.' });
  });

  it('an upload over the total limit with 413 naming the file that crosses it', async () => {
    const pdf = await makeTextPdf();
    const limit = pdf.length * 2 + 10;
    const result = await mergeUploads([file('a.pdf', pdf), file('b.pdf', pdf), file('c.pdf', pdf)], { maxTotalBytes: limit });
    expect(result).toMatchObject({ ok: false, status: 413 });
    if (!result.ok) expect(result.message).toMatch(/^Adding c\.pdf takes this upload over the .* limit for all files together\./);
  });

  it('a PNG renamed .pdf with 415', async () => {
    const result = await mergeUploads([file('note.pdf', await makeTextPdf()), file('photo.pdf', makePng())]);
    expect(result).toEqual({
      ok: false,
      status: 415,
      message: 'photo.pdf is not a PDF: its content is a PNG image. Only PDF, DOC and DOCX files are supported.',
    });
  });

  it('an empty file with 422', async () => {
    expect(await mergeUploads([file('blank.pdf', new Uint8Array(0))])).toEqual({
      ok: false,
      status: 422,
      message: 'blank.pdf is empty: there is nothing in it to merge.',
    });
  });

  it('an encrypted PDF with 422', async () => {
    expect(await mergeUploads([file('locked.pdf', makeEncryptedPdf())])).toEqual({
      ok: false,
      status: 422,
      message: 'locked.pdf is password-protected and cannot be merged.',
    });
  });

  it('a damaged PDF with 422', async () => {
    expect(await mergeUploads([file('note.pdf', await makeTextPdf()), file('broken.pdf', makeBrokenPdf())])).toEqual({
      ok: false,
      status: 422,
      message: 'broken.pdf could not be read: it may be damaged.',
    });
  });

  it('a PDF cut off halfway with 422', async () => {
    const pdf = await makeTextPdf({ pageCount: 3 });
    const result = await mergeUploads([file('half.pdf', pdf.subarray(0, Math.floor(pdf.length / 3)))]);
    expect(result).toEqual({ ok: false, status: 422, message: 'half.pdf could not be read: it may be damaged.' });
  });

  it('a zip-bomb DOCX with 422', async () => {
    expect(await mergeUploads([file('letter.docx', makeZipBombDocx())])).toEqual({
      ok: false,
      status: 422,
      message: 'letter.docx cannot be opened safely: it unpacks to far more data than a normal document.',
    });
  });

  it('a DOC whose text cannot be read with 422 naming the file', async () => {
    const doc = makeDoc();
    // Corrupt the FIB ident inside the WordDocument stream so no piece table can be trusted.
    const view = new DataView(doc.buffer);
    for (let at = 512; at + 2 <= doc.length; at += 64) if (view.getUint16(at, true) === 0xa5ec) view.setUint16(at, 0, true);
    expect(await mergeUploads([file('old-letter.doc', doc)])).toEqual({
      ok: false,
      status: 422,
      message:
        'old-letter.doc could not be converted: the text of this Word document cannot be read. Save it as DOCX or PDF and upload it again.',
    });
  });

  it('a password-protected DOC with the password message', async () => {
    expect(await mergeUploads([file('locked.doc', makeDoc({ encrypted: true }))])).toMatchObject({
      status: 422,
      message: 'locked.doc is password-protected and cannot be merged.',
    });
  });
});

describe('mergeUploads merges', () => {
  it('PDFs, a DOCX and a DOC in the given order, with every page', async () => {
    const result = await mergedOrFail([
      file('visit-2.pdf', await makeTextPdf({ title: 'Clinical Note - Visit 2', pageCount: 3 })),
      file('referral.docx', makeDocx()),
      file('visit-1.pdf', await makeTextPdf({ title: 'Clinical Note - Visit 1', pageCount: 2 })),
      file('discharge.doc', makeDoc()),
    ]);
    expect(result.pageCount).toBe(3 + 1 + 2 + 1);
    expect((await PDFDocument.load(result.pdf)).getPageCount()).toBe(7);

    const pages = await extractPageTexts(result.pdf);
    expect(pages.slice(0, 3).every((text) => text.includes('Clinical Note - Visit 2'))).toBe(true);
    expect(pages[3]).toContain('Referral Letter');
    expect(pages[3]).toContain('Metformin | 500 mg | Twice daily');
    expect(pages.slice(4, 6).every((text) => text.includes('Clinical Note - Visit 1'))).toBe(true);
    expect(pages[6]).toContain('Discharge Summary');
    expect(pages[6]).toContain('Test | Result');
    expect(pages[6]).toContain('CRP | 12 mg/L');
  });

  it('a .doc saved by LibreOffice, with its table rows', async () => {
    const result = await mergedOrFail([file('referral.doc', realWord97Doc())]);
    const text = (await extractPageTexts(result.pdf)).join('\n');
    expect(text).toContain('Referral Letter');
    expect(text).toContain('Metformin | 500 mg | Twice daily');
  });

  it('a scanned page as it is (an image, no text layer)', async () => {
    const result = await mergedOrFail([file('note.pdf', await makeTextPdf({ pageCount: 2 })), file('scan.pdf', await makeScannedPdf())]);
    expect(result.pageCount).toBe(3);
    const pages = await extractPageTexts(result.pdf);
    expect(pages[2]?.trim()).toBe('');
  });

  it('within custom limits', async () => {
    const pdf = await makeTextPdf({ pageCount: 1 });
    const result = await mergeUploads([file('a.pdf', pdf)], { maxFiles: 1, maxFileBytes: pdf.length });
    expect(result).toMatchObject({ ok: true, pageCount: 1 });
  });
});
