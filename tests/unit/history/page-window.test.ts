import { describe, expect, it } from 'vitest';
import { pageWindow, parsePageNumber } from '@/components/data-table/page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5]],
    [4, 7, [2, 3, 4, 5, 6]],
    [7, 7, [3, 4, 5, 6, 7]],
    [2, 3, [1, 2, 3]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('parsePageNumber', () => {
  it.each([
    ['3', 7, 3],
    [' 7 ', 7, 7],
    ['0', 7, null],
    ['8', 7, null],
    ['-1', 7, null],
    ['2.5', 7, null],
    ['abc', 7, null],
    ['', 7, null],
  ])('%j of %i pages -> %j', (text, total, expected) => {
    expect(parsePageNumber(text, total)).toBe(expected);
  });
});
