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
});
