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

function note(id: number, date: string | null, sections: Record<string, string>, dateConfidence = 0.95): CloneNote {
  const lines = makeLines([Object.entries(sections).map(([h, t]) => `${h}: ${t}`)]);
  return { id: `note-${id}`, label: `note ${id}`, noteDate: date, dateConfidence, pages: [pageNumber(id)], sections: splitSections(lines) };
}

// Clinical-sounding prose that no other seed repeats: each seed walks the vocabulary in its own order.
const VOCABULARY = (
  'pain swelling cough fever fatigue nausea dizziness rash stiffness weakness appetite sleep breath chest knee ' +
  'shoulder ankle wrist left right mild moderate severe since weeks days months morning night walking stairs ' +
  'improved worse stable intermittent constant sharp dull after before with without denies reports notes'
).split(' ');
function prose(seed: number, words: number): string {
  let state = seed * 7919 + 17;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(VOCABULARY[state % VOCABULARY.length] ?? 'pain');
  }
  return `${out.join(' ')}.`;
}

const severities = (notes: CloneNote[]) => checkCloning(notes, []).map((r) => r.finding.severity);

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

  it('reports a long passage copied forward through a chain of notes, however many notes carry it', () => {
    const original = { HPI: prose(1, 80), Exam: prose(2, 80), Plan: prose(3, 30) };
    const chain = [1, 2, 3, 4, 5].map((i) =>
      note(i, `2024-0${i}-01`, { ...original, HPI: original.HPI.replace(/^\w+/, `visit${i}`), Plan: prose(10 + i, 30) }),
    );
    const unrelated = [6, 7].map((i) => note(i, `2024-0${i}-01`, { HPI: prose(20 + i, 80), Exam: prose(30 + i, 80) }));
    expect(severities([...chain, ...unrelated])).toEqual(['pass', 'fail', 'fail', 'fail', 'fail', 'pass', 'pass']);
  });

  it('takes the copy for the later note when the later note date was read with low confidence', () => {
    const original = note(1, '2024-03-01', { HPI: prose(1, 60), Exam: prose(2, 60) });
    // A date from the narrative, earlier than the original's: document order says which came first.
    const copy = note(2, '2023-11-20', { HPI: prose(1, 60), Exam: prose(2, 60) }, 0.3);
    expect(severities([original, copy])).toEqual(['pass', 'fail']);
  });

  it('reads a document printed newest first backwards when a note has no date', () => {
    const newest = note(1, '2024-05-01', { HPI: prose(5, 60), Exam: prose(6, 60) });
    const copy = note(2, null, { HPI: prose(1, 60), Exam: prose(2, 60) }, 0);
    const oldest = note(3, '2024-01-01', { HPI: prose(1, 60), Exam: prose(2, 60) });
    expect(severities([newest, copy, oldest])).toEqual(['pass', 'fail', 'pass']);
  });

  it('flags a copy confined to two sections however long the other new sections are', () => {
    const first = note(1, '2024-01-01', { HPI: prose(1, 45), Exam: prose(2, 60), Assessment: prose(3, 35) });
    const copy = note(2, '2024-02-01', {
      HPI: prose(1, 45),
      ROS: prose(11, 70),
      Exam: prose(12, 90),
      Results: prose(13, 80),
      Assessment: prose(3, 35),
      Plan: prose(14, 60),
    });
    const result = checkCloning([first, copy], [])[1];
    expect(result?.cloning.newSectionsShare).toBeLessThan(0.3);
    expect(result?.finding.severity).toBe('warning');
    expect(result?.finding.message).toContain('History of Present Illness');
  });

  it('leaves one stock sentence shared by chance in each of two long sections unflagged', () => {
    const stock = [
      'The patient was seen and examined with the nurse present and all questions were answered today.',
      'Results were reviewed in detail with the patient and the family at the bedside this morning.',
    ];
    const first = note(1, '2024-01-01', { HPI: `${prose(1, 60)} ${stock[0]}`, Plan: `${prose(2, 60)} ${stock[1]}` });
    const second = note(2, '2024-02-01', { HPI: `${prose(3, 60)} ${stock[0]}`, Plan: `${prose(4, 60)} ${stock[1]}` });
    expect(severities([first, second])).toEqual(['pass', 'pass']);
  });

  it('flags a letter whose body, written under no heading, is copied from an earlier letter', () => {
    const letter = (id: number, date: string, body: string): CloneNote => {
      const lines = makeLines([['CITY CARDIOLOGY', `Patient: Jane Doe   Date: ${date}`, 'Dear Dr. Reyes,', body, 'Sincerely,']]);
      return {
        id: `note-${id}`,
        label: `note ${id}`,
        noteDate: date,
        dateConfidence: 0.95,
        pages: [pageNumber(id)],
        sections: splitSections(lines),
      };
    };
    const body = `Thank you for asking me to see her again. ${HPI} ${PLAN}`;
    expect(severities([letter(1, '2024-01-01', body), letter(2, '2024-02-01', body)])).toEqual(['pass', 'fail']);
  });

  it("reports a procedure's technique repeated in a later operative report without flagging it; the rest must be new", () => {
    const TECHNIQUE = `${prose(11, 40)} ${EXAM} ${prose(12, 30)}`;
    const op = (id: number, date: string, findings: string): CloneNote => ({
      ...note(id, date, { Indication: prose(id + 20, 12), Procedure: TECHNIQUE, Findings: findings }),
      docType: 'Operative Report',
    });
    const [, later] = checkCloning([op(1, '2024-01-01', prose(13, 30)), op(2, '2025-01-01', prose(14, 30))], []);
    expect(later?.finding.severity).toBe('pass');
    expect(later?.finding.message).toMatch(/procedure technique \(not flagged\)/);
    expect(later?.cloning.sources[0]?.passages.every((p) => p.carriedForward)).toBe(true);
    const [, copied] = checkCloning([op(1, '2024-01-01', `${HPI} ${PLAN}`), op(2, '2025-01-01', `${HPI} ${PLAN}`)], []);
    expect(copied?.finding.severity).not.toBe('pass');
  });

  it("leaves a discharge summary's retelling of its stay's notes unflagged, but not a copy of an earlier stay's summary", () => {
    const typed = (n: CloneNote, docType: CloneNote['docType']): CloneNote => ({ ...n, docType });
    const daily = typed(note(1, '2024-03-02', { HPI, Assessment: EXAM, Plan: PLAN }), 'Progress Note');
    const summary = typed(note(2, '2024-03-09', { 'Hospital Course': `${HPI} ${EXAM}`, Plan: PLAN }), 'Discharge Summary');
    expect(severities([daily, summary])).toEqual(['pass', 'pass']);
    const earlierStay = typed(note(1, '2023-11-20', { 'Hospital Course': `${HPI} ${EXAM}`, Plan: PLAN }), 'Discharge Summary');
    expect(severities([earlierStay, summary])).toEqual(['pass', 'fail']);
  });

  it('says why a short copy passes: too few words, never "below the threshold" when its share is above it', () => {
    const shared =
      'Specimen received fresh labelled with the name of the patient and the site consisting of a single tan soft tissue fragment';
    const first = note(1, '2024-01-01', { Findings: `${shared}. ${prose(5, 30)}` });
    const second = note(2, '2024-02-01', { Findings: `${shared}. ${prose(6, 30)}` });
    const result = checkCloning([first, second], [])[1];
    expect(result?.finding.severity).toBe('pass');
    expect(result?.cloning.newSectionsShare).toBeGreaterThan(0.3);
    expect(result?.finding.message).toMatch(
      /^\d+% of the encounter-specific text matches earlier notes \(note 1\): \d+ words, too few to count as copying\.$/,
    );
  });
});
