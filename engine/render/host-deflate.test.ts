import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../extract/pdf-document.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { pageNumber } from '../types.ts';
import { renderAuditReport } from './render-report.ts';
import type { ReportInput } from './report-input.ts';

// A file of its own: the process's shared subsets and compressed streams (shared-subsets.ts) start empty here, so
// the first report below compresses every stream it has.

const p = pageNumber;
const long = 'Patient reports intermittent chest pressure with exertion, relieved by rest, no radiation. '.repeat(40);

const input = (overrides: Partial<ReportInput>): ReportInput => ({
  patient: { name: 'Anastasia Łucja Zzyzx', dob: '1950-01-02', subscriberId: 'W123456789' },
  note: {
    number: 1,
    count: 1,
    pages: [p(1), p(2)],
    header: { patientName: 'Anastasia Zzyzx', patientDob: '1950-01-02', docType: 'Progress Note', noteDate: '2024-03-04' },
    sections: [{ name: 'History of Present Illness', pages: [p(1), p(2)], text: long }],
    findings: [{ check: 'identity', severity: 'pass', message: 'Name and DOB match.', pages: [p(1)] }],
    cloning: { copiedShare: 0, newSectionsShare: 1, carriedForwardShare: 0, longestRun: 0, longestNewRun: 0, sources: [] },
  },
  performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
  auditDate: '2025-07-01T09:30:00Z',
  engine: { name: 'HealthCare Portal built-in engine', version: '1.0.0' },
  ...overrides,
});

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
    // The pages' drawings, the three faces' subsets and their ToUnicode maps at least.
    expect(streams.length).toBeGreaterThanOrEqual(2 + 3 + 3);
    expect(streams.filter((stream) => !made.has(stream))).toEqual([]);
    const own = await renderAuditReport(input({ fonts }));
    expect((await flateStreams(own)).filter((stream) => made.has(stream))).toEqual([]);
    expect(await pageTexts(hosts)).toEqual(await pageTexts(own));
    // The same input and deflate give the same file, whatever was rendered between.
    expect(Buffer.compare(await renderAuditReport(input({ fonts, deflate })), hosts)).toBe(0);
  });
});
