import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi-text';

const ASCII = new Set(Array.from({ length: 95 }, (_, i) => i + 32));

describe('toWinAnsi', () => {
  it('keeps layout controls and drops other control characters', () => {
    expect(toWinAnsi('a\tb\nc\fd\u0001e', ASCII)).toBe('a\tb\nc\fde');
  });

  it('gives clinical symbols readable stand-ins and anything else a question mark', () => {
    expect(toWinAnsi('eGFR ≥ 60 − 5 → 漢', ASCII)).toBe('eGFR >= 60 - 5 -> ?');
  });
});
