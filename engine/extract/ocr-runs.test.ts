import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines.ts';
import { ocrRuns } from './ocr-runs.ts';

/** A made-up OCR line: each word at its left edge in pixels, 8 px a letter, 20 px tall. */
function line(...words: [string, number][]) {
  return words.map(([text, left]) => ({ text, left, top: 100, right: left + text.length * 8, bottom: 120 }));
}

describe('ocrRuns: an OCR line in the runs a text layer would give', () => {
  it('parts a row of a form at its wide gaps, so a row of labels reads as columns over the row of values', () => {
    const labels = line(['PATIENT', 10], ['MRN', 200], ['DATE', 300], ['OF', 340], ['BIRTH', 360], [':', 480]);
    const values = line(['ROE,', 10], ['JANE', 48], ['A', 86], ['4471', 200], ['04/03/1950', 300], ['|', 480]).map((w) => ({
      ...w,
      top: 130,
      bottom: 150,
    }));
    const rows = groupLines([...ocrRuns(labels, 1, 1), ...ocrRuns(values, 1, 1)]);
    expect(rows.map((r) => r.cells.map((c) => [c.x, c.text]))).toEqual([
      [
        [10, 'PATIENT'],
        [200, 'MRN'],
        [300, 'DATE OF BIRTH'],
      ],
      [
        [10, 'ROE, JANE A'],
        [200, '4471'],
        [300, '04/03/1950'],
      ],
    ]);
    expect(rows[0]?.text).toBe('PATIENT  MRN  DATE OF BIRTH');
  });

  it('keeps a line of running text, and each word its own box, whatever its spacing between words', () => {
    const sentence = line(['Seen', 10], ['today', 56], ['for', 110], ['a', 150], ['cough.', 166]);
    const [row] = groupLines(ocrRuns(sentence, 0.5, 0.5));
    expect(row?.cells).toEqual([{ text: 'Seen today for a cough.', x: 5 }]);
    expect(row?.boxes?.map((b) => b.text)).toEqual(['Seen', 'today', 'for', 'a', 'cough.']);
    expect(row?.boxes?.[1]).toEqual({ text: 'today', x: 28, top: 50, width: 20, height: 10 });
  });
});
