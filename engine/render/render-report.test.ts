import { describe, expect, it } from 'vitest';
import { openPdf } from '../extract/pdf-document.ts';
import { loadReportFonts } from '../node/load-report-fonts.ts';
import { pageNumber } from '../types.ts';
import { PAGE } from './layout.ts';
import { renderAuditReport } from './render-report.ts';
import type { ReportInput } from './report-input.ts';

const p = pageNumber;
const long = 'Patient reports intermittent chest pressure with exertion, relieved by rest, no radiation. '.repeat(60);

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    patient: { name: 'ZZYZX-WORTHINGTON-FAIRWEATHER, ANASTASIA ŁUCJA', dob: '1950-01-02', subscriberId: 'W123456789' },
    note: {
      number: 2,
      count: 3,
      pages: [p(3), p(5)],
      header: { patientName: 'Anastasia Zzyzx', patientDob: '1950-01-02', docType: 'Progress Note', noteDate: '2024-03-04' },
      sections: [
        { name: 'History of Present Illness', pages: [p(3), p(4)], text: long },
        { name: 'Plan', pages: [p(5)], text: `Averyveryverylongwordwithoutanyspaces${'x'.repeat(200)} then “quotes” – dashes and ü.` },
      ],
      findings: [
        { check: 'cloning', severity: 'fail', message: `Copied from note 1. ${'Long message. '.repeat(40)}`, pages: [p(3), p(4), p(5)] },
        { check: 'identity', severity: 'pass', message: 'Name and DOB match.', pages: [p(3)] },
      ],
      cloning: {
        copiedShare: 0.5,
        newSectionsShare: 0.7,
        carriedForwardShare: 0,
        longestRun: 120,
        longestNewRun: 120,
        sources: [
          {
            id: 'note-1',
            label: 'note 1 (p. 1, 2024-01-02)',
            kind: 'note',
            noteDate: '2024-01-02',
            pages: [p(1)],
            copiedWords: 120,
            passages: [
              {
                sections: ['History of Present Illness'],
                carriedForward: false,
                pages: [p(3)],
                words: 120,
                text: long.slice(0, 900),
                sourceText: long.slice(0, 900),
              },
            ],
          },
        ],
      },
    },
    performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
    auditDate: '2025-07-01T09:30:00Z',
    engine: { name: 'HealthCare Portal built-in engine', version: '1.0.0', notice: 'The language model could not be used.' },
    ...overrides,
  };
}

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
});
