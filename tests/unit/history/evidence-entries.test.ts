import { describe, expect, it } from 'vitest';
import { PACT_EVIDENCE } from '@healthcare-portal/contracts/provider-states';
import { reportEvidenceSchema } from '@healthcare-portal/contracts/report-evidence';
import { findingEntries, headerEntries, pagesInWords } from '@/features/audit-report/utils/evidence-entries';

const evidence = reportEvidenceSchema.parse(PACT_EVIDENCE);

describe('the findings list’s entries', () => {
  it('lists the header values as the header prints them, dates as people read them, a missing one as not found', () => {
    const entries = headerEntries({ ...evidence, header: { ...evidence.header, noteDate: { value: null, places: [] } } });
    expect(entries.map(({ title, text }) => [title, text])).toEqual([
      ['Patient name', 'Pact Patient'],
      ['Date of birth', '29 February 1960'],
      ['Note date', 'Not found'],
      ['Document type', 'Progress Note'],
    ]);
    expect(entries[0]?.places).toEqual(evidence.header.patientName.places);
  });

  it('keeps the findings in the report’s order; a copy finding carries its sources, and places elsewhere stay out', () => {
    const withElsewhere = {
      ...evidence,
      findings: [
        {
          check: 'authentication' as const,
          severity: 'fail' as const,
          message: 'Not signed.',
          pages: [2],
          places: [{ page: 2, rects: [] }],
        },
        ...evidence.findings.map((f) => ({ ...f, places: [...f.places, { page: 1, rects: [], report: 'report-pact-0' }] })),
      ],
    };
    const entries = findingEntries(withElsewhere);
    expect(entries.map(({ title, severity }) => [title, severity])).toEqual([
      ['Signature', 'fail'],
      ['Copied text', 'warning'],
    ]);
    expect(entries[0]?.copies).toEqual([]);
    expect(entries[1]?.copies).toEqual(evidence.copies);
    expect(entries[1]?.places.every((place) => place.report === undefined)).toBe(true);
  });

  it('says where in words', () => {
    expect(
      pagesInWords([
        { page: 4, rects: [] },
        { page: 3, rects: [] },
        { page: 4, rects: [] },
      ]),
    ).toBe('pages 3 and 4');
    expect(
      pagesInWords([
        { page: 6, rects: [] },
        { page: 3, rects: [] },
        { page: 4, rects: [] },
      ]),
    ).toBe('pages 3, 4 and 6');
    expect(pagesInWords([{ page: 2, rects: [] }])).toBe('page 2');
  });
});
