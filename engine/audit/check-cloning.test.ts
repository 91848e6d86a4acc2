import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { splitSections } from '../sections/split-sections.ts';
import { pageNumber } from '../types.ts';
import { checkCloning, type CloneNote } from './check-cloning.ts';

const HPI =
  'Fifty four year old woman with three weeks of dull low back pain worse with sitting and eased by heat packs, no numbness, no bowel or bladder change, no fever, poor sleep at night.';
const EXAM =
  'Tenderness over the lumbar paraspinal muscles, straight leg raise negative on both sides, strength five of five in the legs, reflexes symmetric, gait steady without assistance today.';
const PLAN =
  'Physical therapy twice weekly for six weeks, ibuprofen with food as needed, heat, return in one month or sooner with any weakness or numbness in the legs.';
const PMH =
  'Hypertension; type two diabetes; hyperlipidemia; obstructive sleep apnea on nightly CPAP since two thousand nineteen with good adherence reported.';

function note(id: number, date: string, sections: Record<string, string>): CloneNote {
  const lines = makeLines([Object.entries(sections).map(([h, t]) => `${h}: ${t}`)]);
  return { id: `note-${id}`, label: `note ${id}`, noteDate: date, pages: [pageNumber(id)], sections: splitSections(lines) };
}

describe('checkCloning', () => {
  it('flags encounter sections copied from an earlier note, with a word changed, and shows the spans', () => {
    const first = note(1, '2024-01-01', { HPI, Exam: EXAM, Plan: PLAN });
    const copy = note(2, '2024-02-01', {
      HPI: HPI.replace('three weeks', 'four weeks'),
      Exam: EXAM,
      Plan: 'Continue therapy and recheck next month if the pain persists despite the exercises.',
    });
    const [a, b] = checkCloning([first, copy], []);
    expect(a?.finding.severity).toBe('pass');
    expect(b?.finding.severity).toBe('fail');
    expect(b?.cloning.sources[0]?.id).toBe('note-1');
    expect(b?.cloning.sources[0]?.passages[0]?.sections).toEqual(['History of Present Illness']);
    expect(b?.cloning.longestNewRun).toBeGreaterThan(50);
  });

  it('reports carried-forward history without flagging it', () => {
    const first = note(1, '2024-01-01', { PMH, HPI });
    const second = note(2, '2024-02-01', {
      PMH,
      HPI: 'Back pain much better after therapy, walking two miles a day now, sleeping through the night, no new symptoms or concerns raised at this visit.',
    });
    const result = checkCloning([first, second], [])[1];
    expect(result?.finding.severity).toBe('pass');
    expect(result?.cloning.carriedForwardShare).toBe(1);
  });

  it("finds copies from this patient's earlier reports", () => {
    const result = checkCloning(
      [note(1, '2024-02-01', { HPI, Exam: EXAM })],
      [{ id: 'r-9', label: 'earlier report r-9', kind: 'prior', noteDate: '2023-05-01', pages: [], text: `HPI: ${HPI}\nExam: ${EXAM}` }],
    );
    expect(result[0]?.finding.severity).toBe('fail');
    expect(result[0]?.cloning.sources[0]?.kind).toBe('prior');
  });

  it('leaves template sentences that most notes share out of the copied share', () => {
    const template = 'Risks benefits and alternatives were discussed and the patient verbalized understanding and agrees with the plan.';
    const notes = [1, 2, 3, 4].map((i) =>
      note(i, `2024-0${i}-01`, {
        HPI: `Visit ${i}: ${['cough', 'rash', 'knee pain', 'headache'][i - 1]} for ${i} days with ${['fever', 'itch', 'swelling', 'nausea'][i - 1]} and ${['fatigue', 'no fever', 'stiffness', 'light sensitivity'][i - 1]}, otherwise well, eating and sleeping normally at home.`,
        Plan: template,
      }),
    );
    expect(checkCloning(notes, []).map((r) => r.finding.severity)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });
});
