import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPages } from './extract-pages.ts';
import { isScriptFace } from './script-face.ts';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file));
// Script faces from npm (Great Vibes, Allura, Homemade Apple, and Dancing Script, whose letters join at their edges
// more than they overrun) and a print face upright and italic (the Liberation faces pdf.js ships): the
// names below are only where the files are; nothing reads a face's name.
const SCRIPT = ['great-vibes', 'allura', 'homemade-apple', 'dancing-script'].map((f) =>
  fontFile(`@fontsource/${f}`, `files/${f}-latin-400-normal.woff`),
);
const PRINT = ['Regular', 'Italic', 'BoldItalic', 'Bold'].map((s) => fontFile('pdfjs-dist', `standard_fonts/LiberationSans-${s}.ttf`));

/** A note closing with a name set in `face` over the rule over the typed signer, as a signing tool or a form prints it. */
async function signedPdf(face: Uint8Array | Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [hand, print] = [await doc.embedFont(face, { subset: true }), await doc.embedFont(StandardFonts.Helvetica)];
  const page = doc.addPage([612, 792]);
  page.drawText('Clinic note. Seen today for a cough of two weeks; rest and fluids.', { x: 72, y: 700, size: 11, font: print });
  page.drawText('Kay Lund', { x: 80, y: 168, size: 24, font: hand });
  page.drawText('______________________________', { x: 72, y: 160, size: 11, font: print });
  page.drawText('Dr Kay Lund, MD', { x: 72, y: 146, size: 11, font: print });
  return doc.save();
}

describe('a name typed in a script face', () => {
  it.each(SCRIPT.map((f, i) => [i, f] as const))('is read as ink by the place to sign (script face %i)', async (_, face) => {
    const [page] = (await extractPages(await signedPdf(face))).pages;
    expect(page?.source).toBe('text-layer');
    const [mark] = page?.ink ?? [];
    // The script name's run, over the rule: its foot by the rule at 792 - 160 from the top.
    expect(mark?.x).toBeCloseTo(80, 0);
    expect(mark?.top).toBeLessThan(792 - 168);
    expect(mark?.width).toBeGreaterThan(40);
  });

  it.each(PRINT.map((f, i) => [i, f] as const))('is not read so in a print face, upright or italic (print face %i)', async (_, face) => {
    expect((await extractPages(await signedPdf(face))).pages[0]?.ink).toEqual([]);
    expect(isScriptFace(new Uint8Array(face))).toBe(false);
  });

  it('tells nothing of a program it cannot read', () => {
    expect(isScriptFace(new Uint8Array([0, 1, 0, 0, 0, 9, 0, 0]))).toBe(false);
    expect(isScriptFace(new Uint8Array(0))).toBe(false);
  });
});
