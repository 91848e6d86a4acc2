import { describe, expect, it } from 'vitest';
import { answerRange } from './byte-range.ts';

describe('answerRange', () => {
  it.each([
    ['bytes=0-4', { start: 0, end: 4 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=8-100', { start: 8, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=-30', { start: 0, end: 9 }],
    [' bytes=9-9 ', { start: 9, end: 9 }],
  ])('%s of 10 bytes is %o', (header, expected) => {
    expect(answerRange(header, 10)).toEqual(expected);
  });

  it.each(['bytes=10-', 'bytes=10-20', 'bytes=-0'])('%s of 10 bytes cannot be satisfied (416)', (header) => {
    expect(answerRange(header, 10)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-4', 'bytes=a-b'])(
    '%s is answered with the whole file',
    (header) => {
      expect(answerRange(header, 10)).toBe('whole');
    },
  );

  it('treats any range of an empty file as unsatisfiable', () => {
    expect(answerRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(answerRange('bytes=-5', 0)).toBe('unsatisfiable');
  });
});
