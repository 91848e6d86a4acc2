import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines.ts';
import type { OcrLine, OcrWord } from './ocr.ts';
import { ocrRuns } from './ocr-runs.ts';

// Made-up words of 14 px letters, two rows of a form's head 20 px apart.
const word = (text: string, left: number, bottom: number, height = 14): OcrWord => ({
  text,
  left,
  top: bottom - height,
  right: left + text.length * 9,
  bottom,
});

describe('ocrRuns', () => {
  it("keeps two rows apart when one row's line holds a tall mark read as a word", () => {
    // A rule's piece beside the first row read as 'Nis', 33 px tall and reaching down towards the second row: taken at
    // its extremes, the run's baseline and size follow the mark and the two rows become one line.
    const lines: OcrLine[] = [
      { words: [word('Name:', 40, 100), word('Jane', 100, 100), word('Nis', 160, 123, 33), word('Doe', 200, 100)] },
      { words: [word('DOB:', 40, 120), word('01/02/1980', 100, 120)] },
    ];
    const read = groupLines(ocrRuns(lines, 1, 1)).map((l) => l.text);
    expect(read).toEqual(['Name: Jane Nis Doe', 'DOB: 01/02/1980']);
  });

  it('takes a line of two words halfway between them, not at either', () => {
    // A signing block's title in taller letters on a skewed scan: neither word is the line's baseline.
    const [run] = ocrRuns([{ words: [word('Specialist', 40, 1337, 28), word('Orthodontist', 140, 1344, 29)] }], 1, 1);
    expect(run).toMatchObject({ top: 1340.5, fontSize: 28.5 });
  });

  it("scales a run to the page and keeps each word's own box", () => {
    const [run] = ocrRuns([{ words: [word('Name:', 40, 100), word(' ', 90, 100), word('Jane', 100, 100)] }], 0.5, 0.25);
    expect(run).toMatchObject({ text: 'Name: Jane', x: 20, top: 25, width: 48 });
    expect(run?.fontSize).toBe(6);
    expect(run?.boxes).toEqual([
      { text: 'Name:', x: 20, top: 21.5, width: 22.5, height: 3.5 },
      { text: 'Jane', x: 50, top: 21.5, width: 18, height: 3.5 },
    ]);
  });
});
