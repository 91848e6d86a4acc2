import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageNumber } from '../types.ts';
import { extractPages } from './extract-pages.ts';
import { mergeUploads } from '../merge/merge-uploads.ts';
import { readDigitalSignatures } from './digital-signatures.ts';

/**
 * A made-up two-page note: page 1 carries a signature field, signed (its value a signature dictionary) or not; page 2
 * an empty signature field to be filled. Written without object streams, as a signing tool writes its dictionary.
 */
async function notePdf(signed: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['Progress note. Plan: rest and fluids.', 'Continued: review in two weeks.']) {
    doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 11, font });
  }
  const field = (page: number, value?: PDFDict) => {
    const widget = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: PDFString.of(`sign${page}`),
      Rect: [400, 80, 560, 120],
      F: 4,
      ...(value ? { V: doc.context.register(value) } : {}),
    });
    doc.getPage(page - 1).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(widget)]));
  };
  const signature = doc.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: [0, 100, 300, 400],
    Contents: PDFHexString.of('3082'.padEnd(64, '0')),
    Name: PDFString.of('Kay Lund'),
    M: PDFString.of("D:20240304101500+01'00'"),
  });
  field(1, signed ? signature : undefined);
  field(2);
  return doc.save({ useObjectStreams: false });
}

describe('readDigitalSignatures', () => {
  it('finds a signed signature field on its page, with the signer and time the signature names', async () => {
    const found = await readDigitalSignatures(await notePdf(true));
    expect([...found.keys()]).toEqual([1]);
    expect(found.get(pageNumber(1))).toEqual([{ signer: 'Kay Lund', signedAt: '2024-03-04' }]);
  });

  it('reads no signature from an empty field waiting to be signed, nor from a file without fields', async () => {
    expect((await readDigitalSignatures(await notePdf(false))).size).toBe(0);
    const plain = await PDFDocument.create();
    plain.addPage();
    expect((await readDigitalSignatures(await plain.save())).size).toBe(0);
  });

  it('answers nothing for bytes it cannot open as a PDF', async () => {
    expect((await readDigitalSignatures(new TextEncoder().encode('%PDF-1.7 /ByteRange garbage'))).size).toBe(0);
  });

  it('is still read after the portal merges the uploads, this file after another', async () => {
    const merged = await mergeUploads([
      { name: 'letter.pdf', bytes: await notePdf(false) },
      { name: 'signed.pdf', bytes: await notePdf(true) },
    ]);
    if (!merged.ok) throw new Error(merged.message);
    expect([...(await readDigitalSignatures(merged.pdf)).keys()]).toEqual([3]);
  });

  it('is read with the page text: extraction gives each page its signatures', async () => {
    const { pages } = await extractPages(await notePdf(true));
    expect(pages.map((p) => p.digitalSignatures?.length ?? 0)).toEqual([1, 0]);
  });
});
