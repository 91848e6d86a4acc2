import { describe, expect, it } from 'vitest';
import { rectsOnPage, textUnderRects, type TextRun } from '@/components/pdf-viewer/highlight';

// Two lines of a page, 10-point Helvetica-like runs: every character 5 points wide.
const runs: TextRun[] = [
  { str: 'Patient: Ada Okafor', x: 72, y: 90, w: 95, h: 10 },
  { str: 'DOB: 04/03/1950', x: 72, y: 104, w: 75, h: 10 },
  { str: 'Signed', x: 300, y: 104, w: 30, h: 10 },
];

describe('the words under a highlight', () => {
  it('reads the words a rectangle covers on its line, whole words only', () => {
    // 'Follow-up in 4 weeks.': a box that starts at 'weeks' a point early leaves the '4' beside it out.
    const line: TextRun = { str: 'Follow-up in 4 weeks.', x: 72, y: 300, w: 105, h: 10 };
    expect(textUnderRects([line], [{ x: 71 + 15 * 5, y: 299, w: 32, h: 12 }])).toBe('weeks.');
    // 'Ada Okafor' starts at character 9 (x = 117); a rectangle a little short of its edges still takes whole words.
    expect(textUnderRects(runs, [{ x: 119, y: 89, w: 46, h: 12 }])).toBe('Ada Okafor');
  });

  it('joins lines in the order of the rectangles, and runs of a line left to right', () => {
    expect(
      textUnderRects(runs, [
        { x: 72, y: 89, w: 40, h: 12 },
        { x: 72, y: 103, w: 260, h: 12 },
      ]),
    ).toBe('Patient: DOB: 04/03/1950 Signed');
  });

  it('reads nothing where no run stands', () => {
    expect(textUnderRects(runs, [{ x: 400, y: 500, w: 50, h: 10 }])).toBe('');
  });

  it('draws the rectangles of the page shown only', () => {
    const highlight = {
      places: [
        { page: 2, rects: [{ x: 1, y: 2, w: 3, h: 4 }] },
        { page: 3, rects: [] },
      ],
    };
    expect(rectsOnPage(highlight, 2)).toEqual([{ x: 1, y: 2, w: 3, h: 4 }]);
    // A page named without words: highlighted as a page, nothing drawn.
    expect(rectsOnPage(highlight, 3)).toEqual([]);
    expect(rectsOnPage(highlight, 1)).toBeNull();
    expect(rectsOnPage(null, 2)).toBeNull();
  });
});
