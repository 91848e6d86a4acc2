import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines.ts';

const run = (text: string, x: number, top: number, width = text.length * 5) => ({ text, x, top, width, fontSize: 10 });

describe('groupLines', () => {
  it('puts runs on the same baseline on one line, in reading order', () => {
    const lines = groupLines([run('world', 105, 100.5), run('hello', 72, 100), run('next line', 72, 114)]);
    expect(lines.map((l) => l.text)).toEqual(['hello world', 'next line']);
  });

  it('splits a line into cells at wide gaps, as table headers print', () => {
    const [line] = groupLines([run('Patient Name', 72, 100), run('DOB', 230, 100), run('MRN', 350, 100)]);
    expect(line?.cells.map((c) => [c.text, c.x])).toEqual([
      ['Patient Name', 72],
      ['DOB', 230],
      ['MRN', 350],
    ]);
  });

  it('drops empty runs', () => {
    expect(groupLines([run('  ', 72, 100)])).toEqual([]);
  });

  it('drops the markers of a document printed from Markdown: headings and bold or underlined words', () => {
    const lines = groupLines([run('# RADIOLOGY REPORT', 72, 100), run('**DOB**: 06/18/1958', 72, 114), run('## IMPRESSION', 72, 128)]);
    expect(lines.map((l) => l.text)).toEqual(['RADIOLOGY REPORT', 'DOB: 06/18/1958', 'IMPRESSION']);
    const kept = groupLines([run('Signature: ____________', 72, 100), run('# of tablets: 30', 72, 114), run('2 * 3 = 6 **', 72, 128)]);
    expect(kept.map((l) => l.text)).toEqual(['Signature: ____________', '# of tablets: 30', '2 * 3 = 6 **']);
  });

  it('reads a right-to-left cell laid out a glyph at a time in visual order as its logical text, in its letters', () => {
    // A text layer may give Arabic as one run per glyph, left to right as drawn, in presentation forms: 'date of the
    // operation: 2026/10/20' then draws the number leftmost and each word's letters reversed.
    const visual = (logical: string) => {
      const [words, number] = logical.split(': ');
      const rtl = [...`${words ?? ''}: `].reverse().map((c) => c.replace('ة', '\ufe94').replace('ي', '\ufef3'));
      return [...(number ?? ''), ...rtl];
    };
    const glyphs = visual('تاريخ العملية: 2026/10/20');
    const [line] = groupLines(glyphs.map((c, i) => run(c, 300 + i * 5, 100)));
    expect(line?.text).toBe('تاريخ العملية: 2026/10/20');
    expect(line?.cells[0]?.x).toBe(300);
    // A cell with more figures than letters is still right to left: figures read either way ('file number: 07741-2026').
    const [file] = groupLines(visual('رقم الملف: 07741-2026').map((c, i) => run(c, 300 + i * 5, 100)));
    expect(file?.text).toBe('رقم الملف: 07741-2026');
    // Each glyph's box comes in the order the text reads it, in its letters, so evidence finds the words in place.
    const boxed = visual('تاريخ العملية: 2026/10/20').map((c, i) => ({
      ...run(c, 300 + i * 5, 100),
      boxes: [{ text: c, x: 300 + i * 5, top: 92, width: 5, height: 10 }],
    }));
    const [withBoxes] = groupLines(boxed);
    expect(withBoxes?.boxes?.map((b) => b.text).join('')).toBe('تاريخالعملية:2026/10/20');
    expect(withBoxes?.boxes?.[0]?.x).toBe(300 + (boxed.length - 1) * 5);
  });

  it('keeps a cell of left-to-right text as it was, Arabic letters or none elsewhere on the line', () => {
    const [line] = groupLines([run('Smouha Specialized Hospital', 72, 100), run('\ufee3\ufeb4\ufe98', 400, 100, 15)]);
    expect(line?.cells[0]?.text).toBe('Smouha Specialized Hospital');
    // One run of several glyphs is already in logical order (pdf.js orders a run's own text): only its letters change.
    expect(line?.cells[1]?.text).toBe('\u0645\u0633\u062a');
  });
});
