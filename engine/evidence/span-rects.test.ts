import { describe, expect, it } from 'vitest';
import { isBlank } from './span-rects.ts';

describe('isBlank', () => {
  it('is white space exactly where /\\s/ is, for every UTF-16 unit', () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++) if (isBlank(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
  });
});
