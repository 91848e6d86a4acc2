import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../extract/pdf-document.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { reportInput } from '../testing/report-input.ts';
import { renderAuditReport } from './render-report.ts';

// A file of its own: the process's shared subsets and compressed streams (shared-subsets.ts) start empty here, so
// the first report below compresses every stream it has.

const input = reportInput;

/** Each compressed stream of the file, as base64. */
async function flateStreams(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode')
        ? [Buffer.from(object.getContents()).toString('base64')]
        : [],
    );
}

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await openPdf(pdf);
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return texts;
}

describe("a report compressed by the host's deflate", () => {
  it("has every compressed stream from the host's deflate (pages, font subsets, their maps), and reads as with the engine's own", async () => {
    // A Node host passes its zlib (engine/node/node-engine-assets.ts): native, it needs no warming up in a fresh
    // thread, where compressing in JavaScript (fflate for the pages, pdf-lib's pako for the fonts) ran unoptimised.
    const fonts = await loadReportFonts();
    const made = new Set<string>();
    const deflate = (bytes: Uint8Array) => {
      const out = new Uint8Array(deflateSync(bytes));
      made.add(Buffer.from(out).toString('base64'));
      return out;
    };
    const hosts = await renderAuditReport(input({ fonts, deflate }));
    const streams = await flateStreams(hosts);
    // The pages' drawings (three or more), the three faces' subsets and their ToUnicode maps at least.
    expect(streams.length).toBeGreaterThanOrEqual(3 + 3 + 3);
    expect(streams.filter((stream) => !made.has(stream))).toEqual([]);
    const own = await renderAuditReport(input({ fonts }));
    expect((await flateStreams(own)).filter((stream) => made.has(stream))).toEqual([]);
    expect(await pageTexts(hosts)).toEqual(await pageTexts(own));
    // The same input and deflate give the same file, whatever was rendered between.
    expect(Buffer.compare(await renderAuditReport(input({ fonts, deflate })), hosts)).toBe(0);
  });
});
