import { describe, expect, it } from 'vitest';
import { diffWords, withEllipses } from './word-diff.ts';

const changed = (marked: { word: string; changed: boolean }[]) => marked.filter((m) => m.changed).map((m) => m.word);

describe('diffWords', () => {
  it('marks only the words that differ, on both sides', () => {
    const { text, source } = diffWords('Seen on 03/04/2024 for knee pain, no fever.', 'Seen on 01/02/2024 for knee pain, with fever.');
    expect(changed(text)).toEqual(['03/04/2024', 'no']);
    expect(changed(source)).toEqual(['01/02/2024', 'with']);
  });

  it('ignores case and punctuation', () => {
    expect(changed(diffWords('Knee pain.', 'knee pain').text)).toEqual([]);
  });
});

describe('withEllipses', () => {
  it('marks a fragment cut mid-sentence at either end', () => {
    const words = (s: string) => s.split(' ').map((word) => ({ word, changed: false }));
    expect(
      withEllipses(words('pain radiating to the left arm'))
        .map((w) => w.word)
        .join(' '),
    ).toBe('... pain radiating to the left arm ...');
    expect(
      withEllipses(words('Pain radiates.'))
        .map((w) => w.word)
        .join(' '),
    ).toBe('Pain radiates.');
  });
});
