import { PDFDocument, PDFName, StandardFonts, type PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../extract/pdf-document.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { embedFonts } from './fonts.ts';
import { writePageContent } from './page-content.ts';
import { textOperand } from './text-operand.ts';

const files = await loadReportFonts();

/** The bytes a literal string operand stands for, its escapes undone (PDF 32000-1, 7.3.4.2). */
function literalBytes(operand: string): number[] {
  expect(operand.startsWith('(') && operand.endsWith(')')).toBe(true);
  const escapes: Record<string, number> = { n: 0x0a, r: 0x0d, '(': 0x28, ')': 0x29, '\\': 0x5c };
  const out: number[] = [];
  const body = operand.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    expect(code).toBeLessThan(0x100);
    // Unescaped, these would end the string early or be read as another line end.
    expect([0x0a, 0x0d, 0x28, 0x29]).not.toContain(code);
    if (code !== 0x5c) out.push(code);
    else out.push(escapes[body.charAt(++i)] ?? Number.NaN);
  }
  return out;
}

/** The bytes of pdf-lib's own hex operand for the text (what the report drew before). */
const hexBytes = (font: PDFFont, text: string) => (font.encodeText(text).asString().match(/.{2}/g) ?? []).map((h) => parseInt(h, 16));

/** A one-page document that draws each text on its own line with textOperand, and what pdf.js reads from it. */
async function drawAndRead(texts: string[], standard = false): Promise<string[]> {
  const doc = await PDFDocument.create();
  const font = standard ? await doc.embedFont(StandardFonts.Helvetica) : (await embedFonts(doc, files, texts.join('\n'))).regular;
  const page = doc.addPage([600, 800]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  writePageContent(
    doc,
    page,
    texts.map((text, i) => `BT /F1 10 Tf 20 ${760 - 20 * i} Td ${textOperand(font, text)} Tj ET`),
  );
  const pdf = await openPdf(await doc.save());
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  const lines = new Map<number, string>();
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const y = Math.round(item.transform[5] as number);
    lines.set(y, (lines.get(y) ?? '') + item.str);
  }
  return [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, line]) => line.trim());
}

describe('textOperand', () => {
  // In the report's faces the printable ASCII characters come first, in code order (shared-subsets.ts): 'G' and 'H'
  // are glyphs 0x28 and 0x29, '{' is 0x5c, ',' is 0x0d and ')' is 0x0a, each a byte a literal string must escape.
  const awkward = 'G,H{) (a\\b) [x] 100%';

  it('gives the same codes as pdf-lib, for plain and shaped text, in the report faces and the standard ones', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedFonts(doc, files, `${awkward} Łucja Ζωή محمد 王芳 naïve`);
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    expect(literalBytes(textOperand(fonts.regular, 'GH{,)'))).toEqual([0, 0x28, 0, 0x29, 0, 0x5c, 0, 0x0d, 0, 0x0a]);
    // A line longer than the operand's first buffer, every character of it escaped: the buffer grows.
    const long = 'G,H{)'.repeat(120);
    for (const text of [awkward, 'Łucja Ζωή naïve', 'Line\u2028end', '', long]) {
      expect(literalBytes(textOperand(fonts.regular, text))).toEqual(hexBytes(fonts.regular, text));
      expect(literalBytes(textOperand(fonts.bold, text))).toEqual(hexBytes(fonts.bold, text));
    }
    for (const fallback of fonts.fallbacks) {
      for (const text of ['محمد', '王芳']) expect(literalBytes(textOperand(fallback, text))).toEqual(hexBytes(fallback, text));
    }
    expect(literalBytes(textOperand(helvetica, `${awkward} naïve`))).toEqual(hexBytes(helvetica, `${awkward} naïve`));
    expect(literalBytes(textOperand(helvetica, long))).toEqual(hexBytes(helvetica, long));
  });

  it('draws text pdf.js reads back as it was, whatever bytes its codes hold', async () => {
    const texts = [awkward, 'Zoë Łucja Ζωή Иван', 'Patient: Ann O\'Neil-Smith, "quoted"'];
    expect(await drawAndRead(texts)).toEqual(texts);
    expect(await drawAndRead([awkward], true)).toEqual([awkward]);
  });
});
