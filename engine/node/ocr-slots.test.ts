import { describe, expect, it } from 'vitest';
import { createOcrSlots, inSlot } from './ocr-slots.ts';

describe('inSlot', () => {
  it('runs at most the limit at once, the others as places free, and frees a place when work fails', async () => {
    const slots = createOcrSlots(2);
    let running = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const work = (fail: boolean) => () =>
      new Promise<string>((done, reject) => {
        running += 1;
        most = Math.max(most, running);
        finishers.push(() => {
          running -= 1;
          if (fail) reject(new Error('recogniser failed'));
          else done('read');
        });
      });
    const results = [true, false, false, false, false].map((fail) => inSlot(slots, work(fail)).catch((error: Error) => error.message));
    // Let every waiting call take a place as one frees, one finisher at a time.
    while (finishers.length > 0 || running > 0) {
      await new Promise((tick) => setTimeout(tick, 5));
      finishers.shift()?.();
    }
    expect(await Promise.all(results)).toEqual(['recogniser failed', 'read', 'read', 'read', 'read']);
    expect(most).toBe(2);
    expect(new Int32Array(slots.buffer)[0]).toBe(0);
  });
});

describe('inSlot with a bound on the wait', () => {
  it('runs work that waited its bound beside the places, counted while it runs, and others still wait for a place', async () => {
    const slots = createOcrSlots(1);
    const taken = () => new Int32Array(slots.buffer)[0];
    let release = () => {};
    const holder = inSlot(slots, () => new Promise<void>((done) => (release = done)));
    const order: string[] = [];
    const bounded = inSlot(slots, async () => order.push('bounded'), { waitMs: 50 });
    const unbounded = inSlot(slots, async () => order.push('unbounded'));
    await bounded;
    // The bounded call ran past the limit while the holder kept its place; the unbounded one still waits for it.
    expect(order).toEqual(['bounded']);
    expect(taken()).toBe(1);
    release();
    await Promise.all([holder, unbounded]);
    expect(order).toEqual(['bounded', 'unbounded']);
    expect(taken()).toBe(0);
  });
});
