import { describe, expect, it } from 'vitest';
import { reportEvidenceSchema } from '@healthcare-portal/contracts/report-evidence';
import type { PageNumber } from '@healthcare-portal/engine';
import { reportEvidenceOf, type NoteEvidenceSource } from '@healthcare-portal/rules/documents/evidence';

const page = (n: number) => n as PageNumber;
const at = (n: number, y: number) => ({ page: page(n), rects: [{ x: 72, y, w: 100, h: 10 }] });
const field = (value: string | null, places: ReturnType<typeof at>[]) => ({ value, page: page(1), confidence: 1, places });

/** A note as the engine answers it, cut to what the evidence is made of. */
const note = {
  header: {
    patientName: 'Ada Okafor',
    patientDob: '1950-03-04',
    docType: 'Progress Note',
    noteDate: '2024-03-04',
    evidence: {
      patientName: field('Ada Okafor', [at(1, 90)]),
      patientDob: field('1950-03-04', [at(1, 104)]),
      docType: field('Progress Note', []),
      noteDate: field(null, []),
    },
  },
  findings: [
    { check: 'authentication', severity: 'fail', message: 'The note is not signed.', pages: [page(2)], places: [at(2, 700)] },
    { check: 'cloning', severity: 'warning', message: 'Assessment copied.', pages: [page(2)], places: [at(2, 300)] },
  ],
  cloning: {
    copiedShare: 0.5,
    newSectionsShare: 0.5,
    carriedForwardShare: 0,
    longestRun: 40,
    longestNewRun: 40,
    sources: [
      {
        id: 'report-earlier-1',
        label: 'earlier report report-earlier-1',
        kind: 'prior',
        noteDate: '2024-02-01',
        pages: [],
        copiedWords: 5,
        passages: [
          {
            sections: ['Assessment'],
            carriedForward: false,
            pages: [page(2)],
            words: 5,
            text: 'Stable on metformin 500 mg.',
            sourceText: 'Stable on metformin 1000 mg.',
            places: [at(2, 300)],
            sourcePlaces: [{ ...at(1, 280), report: 'report-earlier-1' }],
          },
        ],
      },
    ],
  },
} as unknown as NoteEvidenceSource;

describe('a report’s evidence (rules/documents/evidence.ts)', () => {
  it('keeps the findings in the engine’s order with their places, and each header value with its own', () => {
    const evidence = reportEvidenceOf(note);
    expect(reportEvidenceSchema.parse(evidence)).toEqual(evidence);
    expect(evidence.findings.map((f) => f.check)).toEqual(['authentication', 'cloning']);
    expect(evidence.findings[0]?.places).toEqual([{ page: 2, rects: [{ x: 72, y: 700, w: 100, h: 10 }] }]);
    expect(evidence.header.patientName).toEqual({ value: 'Ada Okafor', places: [{ page: 1, rects: [{ x: 72, y: 90, w: 100, h: 10 }] }] });
    expect(evidence.header.noteDate).toEqual({ value: null, places: [] });
  });

  it('names an earlier report as the source of a copy and marks the words that differ on both sides', () => {
    const [copy] = reportEvidenceOf(note).copies;
    expect(copy).toMatchObject({ kind: 'prior', reportId: 'report-earlier-1', noteDate: '2024-02-01' });
    expect(copy?.passages[0]).toMatchObject({ changed: [3], sourceChanged: [3] });
    expect(copy?.passages[0]?.sourcePlaces[0]?.report).toBe('report-earlier-1');
  });
});
