import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { chunkLines } from './chunk-pages.ts';

describe('chunkLines', () => {
  it('cuts between lines, never above the size, and maps each chunk to its pages', () => {
    const lines = makeLines([
      Array.from({ length: 30 }, (_, i) => `Line ${i} of page one with some words.`),
      Array.from({ length: 30 }, (_, i) => `Line ${i} of page two.`),
    ]);
    const chunks = chunkLines(lines, 300);
    expect(chunks.every((c) => c.text.length <= 300)).toBe(true);
    expect(chunks[0]?.firstPage).toBe(1);
    expect(chunks[chunks.length - 1]?.lastPage).toBe(2);
    expect(chunks.map((c) => c.text).join('\n')).toBe(lines.map((l) => l.text).join('\n'));
  });

  it('cuts an overlong line after a sentence', () => {
    const sentence = 'The patient reports improvement in symptoms since the last visit. ';
    const chunks = chunkLines(makeLines([[sentence.repeat(10).trim()]]), 200);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.text.length <= 200 && c.text.endsWith('.'))).toBe(true);
  });

  it('refuses a chunk size too small to hold a line of text', () => {
    expect(() => chunkLines([], 10)).toThrow(RangeError);
  });
});
