import { describe, expect, it } from 'vitest';
import { toWords } from '../text/words.ts';
import { shingles } from './align-copies.ts';
import { findTemplateShingles } from './template-shingles.ts';

const keys = (text: string) => toWords(text).map((w) => w.key);
const text = (body: string) => ({ shingles: shingles(keys(body)), encounter: keys(body) });
const BOILERPLATE = 'risks benefits and alternatives were discussed and the patient verbalized understanding and agrees with the plan';
const PASSAGE = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');

describe('findTemplateShingles', () => {
  it('takes wording that recurs across unrelated notes for template', () => {
    const texts = ['cough for three days', 'rash on both arms', 'knee pain after a fall'].map((b, i) =>
      text(`${b} ${'x'.repeat(i + 1)} ${BOILERPLATE}`),
    );
    expect(findTemplateShingles(texts).has(keys(BOILERPLATE).slice(0, 10).join(' '))).toBe(true);
  });

  it('never takes a passage carried along one chain of notes for template', () => {
    const texts = [1, 2, 3, 4, 5].map((i) => text(`visit ${i} ${PASSAGE}`));
    expect(findTemplateShingles(texts).size).toBe(0);
  });
});
