import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from '../extract/pdf-document.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { pageNumber } from '../types.ts';
import { PAGE } from './layout.ts';
import { renderAuditReport } from './render-report.ts';
import { long, reportInput } from '../testing/report-input.ts';

const p = pageNumber;
const input = reportInput;

async function textItems(pdf: Uint8Array) {
  const doc = await openPdf(pdf);
  const pages: { str: string; x: number; y: number; right: number }[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [
              {
                str: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                right: (item.transform[4] as number) + item.width,
              },
            ]
          : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
}

describe('renderAuditReport', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['embedded Liberation Sans', true],
    ['standard Helvetica', false],
  ])('keeps every line inside the margins, numbers the pages and names the engine (%s)', async (_, embedded) => {
    const pdf = await renderAuditReport(input(embedded ? { fonts: await loadReportFonts() } : {}));
    const pages = await textItems(pdf);
    expect(pages.length).toBeGreaterThan(2);
    for (const items of pages) {
      for (const item of items) {
        expect(item.x).toBeGreaterThanOrEqual(PAGE.margin - 9);
        expect(item.right).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 9);
        expect(item.y).toBeGreaterThan(PAGE.margin / 2 - 1);
      }
    }
    const all = pages.map((items) => items.map((i) => i.str).join(' '));
    expect(all[0]).toContain('AI Audit Report');
    expect(all[0]).toContain('HealthCare Portal built-in engine 1.0.0');
    expect(all[0]).toContain('Engine notice');
    all.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('writes the same bytes for the same input whenever it runs: every date in it is the audit date', async () => {
    // Both backends render a note's report, and a retried job renders it again: the file must not depend on the
    // wall clock (pdf-lib stamps the modification date with it unless told otherwise).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const first = await renderAuditReport(input());
    vi.setSystemTime(new Date('2031-06-15T12:34:56Z'));
    const second = await renderAuditReport(input());
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('draws Arabic, Chinese, Devanagari and Cyrillic names and emoji with fallback faces, and pdf.js reads them back', async () => {
    const fonts = await loadReportFonts();
    const loaded: string[] = [];
    const watched = { ...fonts, fallbacks: fonts.fallbacks?.map((f) => ({ ...f, load: () => (loaded.push(f.name), f.load()) })) };
    const base = input();
    const pdf = await renderAuditReport({
      ...base,
      fonts: watched,
      patient: { ...base.patient, name: 'محمد العلي' },
      note: {
        ...base.note,
        header: { ...base.note.header, patientName: '王小明' },
        findings: [{ check: 'identity', severity: 'fail', message: 'Note names प्रिया शर्मा and Иван Петров 😀🩺', pages: [p(3)] }],
      },
    });
    const text = (await textItems(pdf))
      .flat()
      .map((i) => i.str)
      .join(' ');
    for (const name of ['محمد العلي', '王小明', 'Иван Петров', '😀', '🩺']) expect(text).toContain(name);
    // Devanagari comes back in glyph order (the i-matra drawn before its consonant cluster), every letter present.
    for (const letter of ['प्र', 'ि', 'य', 'श', 'म', 'ा']) expect(text).toContain(letter);
    expect(text).not.toContain('Font notice');
    expect(loaded.sort()).toEqual(['Noto Emoji', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans SC']);
    expect(pdf.length).toBeLessThan(400_000);
  });

  it('writes the dates of its header and footer as the portal does (docs/dates.md): 2 January 1950, never 1950-01-02', async () => {
    const pdf = await renderAuditReport(input());
    const pages = (await textItems(pdf)).map((items) => items.map((i) => i.str).join(' '));
    const first = pages[0] ?? '';
    // Date of birth, DOB in note and the footer.
    expect(first.match(/2 January 1950/g)).toHaveLength(3);
    expect(first).toContain('4 March 2024');
    expect(first).toContain('1 July 2025, 09:30 UTC');
    for (const page of pages) expect(page).toContain('DOB 2 January 1950');
    expect(pages.join(' ')).not.toMatch(/1950-01-02|2024-03-04|2025-07-01/);
  });

  it.each([
    ['embedded Liberation Sans', true],
    ['standard Helvetica', false],
  ])("names each face once in a page's resources, however many lines it draws (%s)", async (_, embedded) => {
    const pdf = await PDFDocument.load(await renderAuditReport(input(embedded ? { fonts: await loadReportFonts() } : {})));
    const faces = pdf.getPages().map((page) => {
      const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
      return fonts?.keys().length ?? 0;
    });
    expect(faces.length).toBeGreaterThan(2);
    for (const count of faces) expect(count).toBeLessThanOrEqual(3);
  });

  it('renders a report to the same bytes whatever the process rendered before it', async () => {
    const fonts = await loadReportFonts();
    const report = input({ fonts });
    const other = input({ fonts, patient: { name: 'Quincy Vaughn-Jackson', dob: '1961-07-08', subscriberId: 'Z9' } });
    const first = await renderAuditReport(report);
    await renderAuditReport(other);
    await renderAuditReport({ ...other, note: { ...other.note, findings: [] } });
    const again = await renderAuditReport(report);
    expect(Buffer.compare(again, first)).toBe(0);
  });

  it('writes its objects as plain text beside its compressed streams, with no object stream to compress', async () => {
    const pdf = Buffer.from(await renderAuditReport(input({ fonts: await loadReportFonts() })));
    expect(pdf.includes('/ObjStm')).toBe(false);
    expect(pdf.includes('/Type /Catalog')).toBe(true);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(2);
  });

  it('loads no fallback face for Latin text', async () => {
    const fonts = await loadReportFonts();
    const loaded: string[] = [];
    const watched = { ...fonts, fallbacks: fonts.fallbacks?.map((f) => ({ ...f, load: () => (loaded.push(f.name), f.load()) })) };
    await renderAuditReport(input({ fonts: watched }));
    expect(loaded).toEqual([]);
  });

  it('draws a character no face has as a visible replacement and says so', async () => {
    const base = input({ fonts: await loadReportFonts() });
    const pdf = await renderAuditReport({ ...base, patient: { ...base.patient, name: 'ሀይሉ Tesfaye' } });
    const text = (await textItems(pdf))
      .flat()
      .map((i) => i.str)
      .join(' ');
    expect(text).toContain('Tesfaye');
    expect(text).toMatch(/Font notice: 3 characters in this note have no glyph in the report's fonts and are shown as (\uFFFD|\u25A1|\?)/u);
    expect(text).toContain('U+1200');
  });

  it('sets copied passages side by side with ellipses, heads repeated as continued, and the identity evidence', async () => {
    const base = input({ fonts: await loadReportFonts() });
    const passage = base.note.cloning.sources[0]?.passages[0];
    if (!passage) throw new Error('fixture has a passage');
    const fragment = `with exertion, relieved by rest. ${long.slice(0, 4000)} and then`;
    const pdf = await renderAuditReport({
      ...base,
      note: {
        ...base.note,
        header: {
          ...base.note.header,
          lines: [{ fields: ['patientName', 'patientDob'], page: p(3), text: 'ZZYZX, ANASTASIA  DOB: 01/02/1950' }],
        },
        findings: [{ check: 'identity', severity: 'pass', message: 'Name and DOB match.', pages: [p(3)] }],
        cloning: {
          ...base.note.cloning,
          sources: base.note.cloning.sources.map((s) => ({
            ...s,
            passages: [{ ...passage, text: fragment, sourceText: fragment.replace('relieved', 'eased') }],
          })),
        },
      },
    });
    const pages = (await textItems(pdf)).map((items) => items.map((i) => i.str).join(' '));
    const all = pages.join(' ');
    expect(all).toContain('Read from the note:');
    expect(all).toContain('name, DOB (p. 3): "ZZYZX, ANASTASIA DOB: 01/02/1950"');
    expect(all).toMatch(/\.\.\. with exertion, relieved by rest\./);
    expect(all).toMatch(/and then \.\.\./);
    const continued = pages.filter((text) => text.includes('(CONTINUED)'));
    expect(continued.length).toBeGreaterThan(0);
    for (const text of continued) {
      expect(text).toContain('THIS NOTE - HISTORY OF PRESENT ILLNESS - P. 3');
      expect(text).toContain('COPIED FROM NOTE 1 (P. 1, 2024-01-02) (CONTINUED)');
    }
  });

  it("heads a repeated procedure technique as such, not as carried-forward history, in the quiet style's words", async () => {
    const base = input({});
    const passage = base.note.cloning.sources[0]?.passages[0];
    if (!passage) throw new Error('fixture has a passage');
    const technique = { ...passage, sections: ['Procedure'], carriedForward: true };
    const pdf = await renderAuditReport({
      ...base,
      note: {
        ...base.note,
        cloning: { ...base.note.cloning, sources: base.note.cloning.sources.map((s) => ({ ...s, passages: [technique] })) },
      },
    });
    const all = (await textItems(pdf)).map((items) => items.map((i) => i.str).join(' ')).join(' ');
    // The head wraps in its column: '(PROCEDURE TECHNIQUE, NOT' then 'FLAGGED)'.
    expect(all).toContain('THIS NOTE - PROCEDURE - P. 3 (PROCEDURE TECHNIQUE, NOT');
    expect(all).not.toContain('CARRIED-FORWARD HISTORY, NOT');
    expect(all).toContain('carried-forward history or procedure technique (not flagged)');
  });

  it('never leaves the cloning legend alone at a page foot, wherever the section starts', async () => {
    const base = input({});
    const filler = 'This finding is long so that the cloning section starts lower on the page. '.repeat(3);
    for (let n = 0; n < 14; n++) {
      const findings = Array.from({ length: n }, () => ({
        check: 'dates' as const,
        severity: 'pass' as const,
        message: filler,
        pages: [p(1)],
      }));
      const pdf = await renderAuditReport({ ...base, note: { ...base.note, findings: [...base.note.findings, ...findings] } });
      const pages = (await textItems(pdf)).map((items) => items.map((i) => i.str).join(' '));
      const legend = pages.find((text) => text.includes('words that differ from the source'));
      expect(legend, `${n} more findings`).toContain('Source: note 1');
    }
  });

  it('lists what the standard fonts cannot draw when no faces are given', async () => {
    const base = input();
    const pdf = await renderAuditReport({ ...base, patient: { ...base.patient, name: '王小明 Łucja' } });
    const text = (await textItems(pdf))
      .flat()
      .map((i) => i.str)
      .join(' ');
    expect(text).toContain('? Lucja');
    expect(text).toContain('Font notice: 3 characters');
    expect(text).toContain('U+738B, U+5C0F, U+660E');
  });
});
