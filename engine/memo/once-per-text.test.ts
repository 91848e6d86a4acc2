import { describe, expect, it } from 'vitest';
import { forgetTexts, oncePerText } from './once-per-text.ts';

describe('oncePerText', () => {
  it('answers as the reading does, reading each distinct text once', () => {
    const read: string[] = [];
    const shout = oncePerText((text: string) => {
      read.push(text);
      return text === '' ? null : { loud: text.toUpperCase() };
    });
    expect(shout('note')).toEqual({ loud: 'NOTE' });
    expect(shout('')).toBeNull();
    expect(shout('note')).toEqual({ loud: 'NOTE' });
    expect(shout('')).toBeNull();
    expect(shout('plan')).toEqual({ loud: 'PLAN' });
    expect(read).toEqual(['note', '', 'plan']);
  });

  it('hands every caller the same frozen answer, so no caller can change what another reads', () => {
    const box = oncePerText((text: string) => ({ text }));
    const first = box('Progress Note');
    expect(box('Progress Note')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('forgets what it read when a job ends, and reads again after', () => {
    let reads = 0;
    const count = oncePerText((text: string) => {
      reads++;
      return text.length;
    });
    count('Assessment');
    count('Assessment');
    forgetTexts();
    count('Assessment');
    expect(reads).toBe(2);
  });

  it('keeps no more than its bound: past it, it starts again', () => {
    let reads = 0;
    const count = oncePerText((text: string) => {
      reads++;
      return text.length;
    }, 3);
    for (const text of ['a', 'b', 'c', 'a']) count(text);
    expect(reads).toBe(3);
    count('d'); // the fourth distinct text: what was kept is dropped, 'd' kept
    count('a');
    expect(reads).toBe(5);
  });
});
