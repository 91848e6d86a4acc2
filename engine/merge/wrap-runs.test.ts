import { describe, expect, it } from 'vitest';
import { type Line, wrapRuns } from './wrap-runs';

// Every character is 1 unit wide: line widths become character counts.
const measure = (text: string): number => text.length;
const texts = (lines: Line[]): string[] => lines.map((line) => line.segments.map((s) => s.text).join(''));

describe('wrapRuns', () => {
  it('wraps at word boundaries within the width', () => {
    const lines = wrapRuns([{ text: 'the quick brown fox jumps', bold: false }], 10, measure);
    expect(texts(lines)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('keeps bold and regular segments on one line', () => {
    const [line] = wrapRuns(
      [
        { text: 'Plan:', bold: true },
        { text: ' rest', bold: false },
      ],
      40,
      measure,
    );
    expect(line?.segments).toEqual([
      { text: 'Plan:', bold: true },
      { text: ' rest', bold: false },
    ]);
  });

  it('cuts a word longer than the line', () => {
    expect(texts(wrapRuns([{ text: 'abcdefghijkl', bold: false }], 5, measure))).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('starts a new line at a line break and marks page breaks', () => {
    const lines = wrapRuns([{ text: 'a\nb\fc', bold: false }], 40, measure);
    expect(texts(lines)).toEqual(['a', 'b', 'c']);
    expect(lines.map((line) => line.pageBreakBefore)).toEqual([false, false, true]);
  });

  it('gives an empty paragraph one blank line', () => {
    expect(texts(wrapRuns([], 40, measure))).toEqual(['']);
  });
});
