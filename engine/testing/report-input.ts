import { pageNumber } from '../types.ts';
import type { ReportInput } from '../render/report-input.ts';

// One note's report input for the render tests: a long section over two pages, a cloning finding with a copied
// passage, an engine notice, and a name with letters outside ASCII.

const p = pageNumber;
/** A section's text long enough to run over pages. */
export const long = 'Patient reports intermittent chest pressure with exertion, relieved by rest, no radiation. '.repeat(60);

export function reportInput(overrides: Partial<ReportInput> = {}): ReportInput {
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
