import { beforeAll, describe, expect, it } from 'vitest';
import {
  COPIED_HPI,
  covers,
  makeEvidenceChart,
  within,
  type Box,
  type EvidenceChart,
  type TruthWord,
} from '../../fixtures/evidence/evidence-chart.ts';
import { analyzeDocument, EngineInputError, type AnalyzedDocument } from '../index.ts';
import type { Place, Rect } from '../types.ts';

const base = { allowMultiNote: true, performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' }, auditDate: '2024-02-01T09:00:00Z' };
// Text pages only: the scanned page's word boxes are checked one by one in place-span.test.ts.
const KINDS = ['upright', 'landscape', 'sideways', 'columns'] as const;
const HPI_LINE_START = COPIED_HPI.slice(0, 12);

function intersects(a: Rect, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function bbox(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
}

/**
 * The places claim exactly these words of a page: each word is covered by a rectangle, and each rectangle covers
 * claimed words only (it stays within the boxes of the words it touches).
 */
function expectClaims(places: Place[], page: number, words: TruthWord[]): void {
  expect(words.length).toBeGreaterThan(0);
  const rects = places.filter((p) => p.page === page && p.report === undefined).flatMap((p) => p.rects);
  const uncovered = words.filter((w) => !rects.some((r) => covers(r, w.core))).map((w) => w.text);
  expect(uncovered).toEqual([]);
  for (const r of rects) {
    const touched = words.filter((w) => intersects(r, w.core));
    expect(touched.length, `rectangle ${JSON.stringify(r)} touches no word it claims`).toBeGreaterThan(0);
    expect(within(r, bbox(touched.map((w) => w.outer))), `rectangle ${JSON.stringify(r)} spills past its words`).toBe(true);
  }
}

function words(chart: EvidenceChart, page: number, run: (run: string) => boolean, texts?: string[]): TruthWord[] {
  return (chart.pages[page - 1]?.words ?? []).filter((w) => run(w.run) && (!texts || texts.includes(w.text)));
}

const runIs = (text: string) => (run: string) => run === text;
const runStarts = (text: string) => (run: string) => run.startsWith(text);

describe('the evidence of every header field and finding, on an upright, a landscape, a sideways and a two-column page', () => {
  let chart: EvidenceChart;
  let result: AnalyzedDocument;
  beforeAll(async () => {
    chart = await makeEvidenceChart({ kinds: [...KINDS] });
    result = await analyzeDocument({ pdf: chart.pdf, patient: chart.patient, ...base });
  }, 60_000);

  it('finds one note per page', () => {
    expect(result.notes.map((n) => n.pages)).toEqual(KINDS.map((_, i) => [i + 1, i + 1]));
  });

  it('places each header value on its words', () => {
    result.notes.forEach((note, i) => {
      const page = i + 1;
      const { evidence } = note.header;
      expectClaims(evidence.patientName.places, page, words(chart, page, runStarts('Patient Name'), ['Jane', 'Roe']));
      expectClaims(evidence.patientDob.places, page, words(chart, page, runStarts('DOB'), ['03/04/1950']));
      expectClaims(evidence.noteDate.places, page, words(chart, page, runStarts('Date of Service')).slice(-1));
      expectClaims(evidence.docType.places, page, words(chart, page, runIs('PROGRESS NOTE')));
    });
  });

  it('places the identity, dates and signature findings on what they read, and a missing signature on the last lines', () => {
    result.notes.forEach((note, i) => {
      const page = i + 1;
      const finding = (check: string) => note.findings.find((f) => f.check === check)?.places ?? [];
      const identity = [
        ...words(chart, page, runStarts('Patient Name'), ['Jane', 'Roe']),
        ...words(chart, page, runStarts('DOB'), ['03/04/1950']),
      ];
      expectClaims(finding('identity'), page, identity);
      expectClaims(finding('dates'), page, words(chart, page, runStarts('Date of Service')).slice(-1));
      const signOff = words(chart, page, runStarts('Electronically signed'));
      if (signOff.length > 0) {
        expectClaims(finding('authentication'), page, signOff);
      } else {
        // The sideways note is not signed: its last three lines are where a signature would be.
        const runs = [...new Set(chart.pages[i]?.words.map((w) => w.run))].slice(-3);
        expectClaims(
          finding('authentication'),
          page,
          words(chart, page, (r) => runs.includes(r)),
        );
      }
    });
  });

  it('places a completeness finding on the headings of the sections the type requires', () => {
    const headings = ['HISTORY OF PRESENT ILLNESS', 'PHYSICAL EXAM', 'ASSESSMENT AND PLAN'];
    const places = result.notes[0]?.findings.find((f) => f.check === 'completeness')?.places ?? [];
    expectClaims(
      places,
      1,
      words(chart, 1, (r) => headings.includes(r)),
    );
  });

  it('places a copied passage line by line in the copy and in its source, and the cloning finding on the copy', () => {
    const copy = result.notes[1];
    const passage = copy?.cloning.sources[0]?.passages[0];
    if (!copy || !passage) throw new Error('the landscape note copies the first note');
    const hpiRuns = (page: number) => {
      const lines = chart.pages[page - 1]?.words.map((w) => w.run) ?? [];
      const from = lines.findIndex((r) => r.startsWith(HPI_LINE_START));
      const to = lines.indexOf('PHYSICAL EXAM');
      return new Set(lines.slice(from, to));
    };
    expectClaims(
      passage.places,
      2,
      words(chart, 2, (r) => hpiRuns(2).has(r)),
    );
    expect(passage.places.flatMap((p) => p.rects)).toHaveLength(hpiRuns(2).size);
    expectClaims(
      passage.sourcePlaces,
      1,
      words(chart, 1, (r) => hpiRuns(1).has(r)),
    );
    expect(passage.sourcePlaces.flatMap((p) => p.rects)).toHaveLength(hpiRuns(1).size);
    const cloning = copy.findings.find((f) => f.check === 'cloning');
    expect(cloning?.severity).toBe('fail');
    expectClaims(
      cloning?.places ?? [],
      2,
      words(chart, 2, (r) => hpiRuns(2).has(r)),
    );
  });

  it('places a passage copied from an earlier report in that report, by the layout kept with its text', async () => {
    const earlier = await makeEvidenceChart({ kinds: ['upright'] });
    const [note] = (await analyzeDocument({ pdf: earlier.pdf, patient: earlier.patient, ...base })).notes;
    if (!note) throw new Error('the earlier document has a note');
    const later = await makeEvidenceChart({ kinds: ['landscape'] });
    const prior = { id: 'report-a1', noteDate: '2023-12-01', text: note.text, textLayout: note.textLayout };
    const [copy] = (await analyzeDocument({ pdf: later.pdf, patient: later.patient, priorReports: [prior], ...base })).notes;
    const passage = copy?.cloning.sources.find((s) => s.id === 'report-a1')?.passages[0];
    expect(passage?.sourcePlaces.every((p) => p.report === 'report-a1' && p.page === 1)).toBe(true);
    const inEarlier = (passage?.sourcePlaces ?? []).map((p) => ({ page: p.page, rects: p.rects }));
    const lines = earlier.pages[0]?.words.map((w) => w.run) ?? [];
    const hpi = new Set(
      lines.slice(
        lines.findIndex((r) => r.startsWith(HPI_LINE_START)),
        lines.indexOf('PHYSICAL EXAM'),
      ),
    );
    expectClaims(
      inEarlier,
      1,
      words(earlier, 1, (r) => hpi.has(r)),
    );
  });

  it('refuses an earlier report whose layout does not line up with its text', async () => {
    const prior = { id: 'report-x', text: 'one line\nanother', textLayout: [{ page: 1, words: [] }] };
    await expect(analyzeDocument({ pdf: chart.pdf, patient: chart.patient, priorReports: [prior], ...base })).rejects.toThrow(
      EngineInputError,
    );
  });
});
