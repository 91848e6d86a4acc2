import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../extract/pdf-document.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { embedFonts } from './fonts.ts';

const files = await loadReportFonts();
type Face = 'regular' | 'italic';

/** A document that draws `text` in one of the report's faces, as a report does; the glyph ids drawn and the saved file. */
async function drawWith(face: Face, text: string) {
  const doc = await PDFDocument.create();
  const font = (await embedFonts(doc, files, text))[face];
  const ids = (font.encodeText(text).asString().match(/.{4}/g) ?? []).map((id) => parseInt(id, 16));
  doc.addPage().drawText(text, { font });
  const bytes = await doc.save();
  return { face, text, ids, bytes, pdf: await PDFDocument.load(bytes) };
}

/** The text pdf.js reads from a document (through its ToUnicode maps). */
async function readBack(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

/** The face's embedded font program (FontFile2) in a saved document, parsed. */
function embeddedProgram(pdf: PDFDocument, face: Face) {
  const name = face === 'regular' ? 'LiberationSans' : 'LiberationSans-Italic';
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    if (!object.get(PDFName.of('FontName'))?.toString().endsWith(`+${name}`)) continue;
    const program = pdf.context.lookup(object.get(PDFName.of('FontFile2')));
    if (program instanceof PDFRawStream) return fontkit.create(decodePDFRawStream(program).decode());
  }
  throw new Error(`No embedded ${name}`);
}

/**
 * Each character drawn has, at its glyph id in the embedded subset, the outline of that character in the whole face,
 * and reads back as itself.
 */
async function expectDrawn({ face, text, ids, bytes, pdf }: Awaited<ReturnType<typeof drawWith>>) {
  expect(await readBack(bytes)).toBe(text);
  const whole = fontkit.create(files[face]);
  const program = embeddedProgram(pdf, face);
  [...text].forEach((ch, i) => {
    const outline = whole.glyphForCodePoint(ch.codePointAt(0) ?? 0).path.toSVG();
    expect(program.getGlyph(ids[i] ?? 0).path.toSVG(), `glyph of '${ch}' in ${text}`).toBe(outline);
  });
}

describe('shared subsets', () => {
  it.each<Face>(['regular', 'italic'])('embed in each report the glyphs it draws, whatever was embedded before (%s face)', async (face) => {
    for (const text of ['Abc def', 'xyz QRS', 'Abc def', 'ÆØÅ æøå Łódź', 'xyz QRS']) await expectDrawn(await drawWith(face, text));
  });

  it('start the regular face with printable ASCII in code order, so reports of English text embed the same subset', async () => {
    const first = await drawWith('regular', 'Progress note');
    const second = await drawWith('regular', 'Discharge summary, 2024');
    // .notdef, then the 95 printable characters from the space on.
    for (const drawn of [first, second]) expect(embeddedProgram(drawn.pdf, 'regular').numGlyphs).toBe(96);
    expect(first.ids[0]).toBe(1 + 'P'.charCodeAt(0) - 0x20);
  });
});
