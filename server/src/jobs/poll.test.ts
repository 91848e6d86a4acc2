import { describe, expect, it } from 'vitest';
import { pollUntilAnswered } from './poll.ts';

describe('pollUntilAnswered', () => {
  it('looks again as soon as it is woken, not at its next poll', async () => {
    const listeners = new Set<() => void>();
    const wake = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    let looks = 0;
    // Polling every ten minutes: only the wake-up can bring the second look within the test's time.
    const answer = pollUntilAnswered(
      async () => {
        looks += 1;
        return looks === 2 ? 'done' : null;
      },
      { wake, pollMs: 600_000 },
    );
    while (listeners.size === 0) await new Promise((resolve) => setImmediate(resolve));
    for (const listener of [...listeners]) listener();
    await expect(answer).resolves.toBe('done');
    expect(looks).toBe(2);
    expect(listeners.size).toBe(0);
  });
});
