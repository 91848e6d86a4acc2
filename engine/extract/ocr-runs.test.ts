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

  it("keeps a form's label row apart from its value row when box edges read as words are most of the label row", () => {
    // A photographed form's head: its boxed labels in 7 px letters, three of the boxes' edges read as words 31 px tall
    // reaching down towards the values; a page of 14 px text around them. The label row's own medians are the marks',
    // so only the page's text height tells them from its letters.
    const body = Array.from({ length: 8 }, (_, i) => ({
      words: [word('Occipital', 40, 400 + 30 * i), word('stroke', 140, 400 + 30 * i), word('noted', 220, 400 + 30 * i)],
    }));
    const lines: OcrLine[] = [
      {
        words: [
          word('pr', 40, 253, 31),
          word('Surname', 80, 243, 7),
          word('Given', 200, 243, 6),
          word('Om', 300, 253, 31),
          word('aon', 400, 253, 31),
        ],
      },
      {
        words: [
          word('WHITFORD', 40, 270, 25),
          word('Margaret', 200, 265, 16),
          word('Anne', 290, 262, 12),
          word('14/03/1949', 400, 263, 15),
        ],
      },
      ...body,
    ];
    const read = groupLines(ocrRuns(lines, 1, 1)).map((l) => l.text);
    expect(read.slice(0, 2)).toEqual(['pr Surname Given Om aon', 'WHITFORD Margaret Anne 14/03/1949']);
  });

  it("keeps a signer's name in a tall script face on its line when it is not most of its line", () => {
    // A stamp's signer line: the surname in a script face twice the page's text height beside its credential; the
    // given names, read as a line of their own, stand on the same row and join it.
    const body = Array.from({ length: 8 }, (_, i) => ({ words: [word('Device', 40, 400 + 30 * i), word('checked', 120, 400 + 30 * i)] }));
    const lines: OcrLine[] = [
      { words: [word('Fairweather,', 200, 1360, 34), word('APRN-CNP', 320, 1344, 24)] },
      { words: [word('Nadia', 40, 1361, 19), word('F', 110, 1355, 15)] },
      ...body,
    ];
    const read = groupLines(ocrRuns(lines, 1, 1)).map((l) => l.text);
    expect(read.at(-1)).toMatch(/^Nadia F +Fairweather, APRN-CNP$/);
  });

  it("takes a line of words all taller than the page's text (a title) as it stands", () => {
    const lines: OcrLine[] = [
      { words: [word('DISCHARGE', 40, 100, 36), word('SUMMARY', 240, 100, 36)] },
      ...Array.from({ length: 6 }, (_, i) => ({ words: [word('plain', 40, 150 + 20 * i), word('text', 100, 150 + 20 * i)] })),
    ];
    expect(ocrRuns(lines, 1, 1)[0]).toMatchObject({ top: 100, fontSize: 36 });
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
