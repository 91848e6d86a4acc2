import { describe, expect, it } from 'vitest';
import { jobSlots, jobsAtOnce } from './job-slots.ts';

const MB = 1024 * 1024;

describe('jobs a process runs at once', () => {
  it('runs as many as the memory budget holds, never more than the engine threads and never none', () => {
    expect(jobsAtOnce({ threads: 2, budgetBytes: 1536 * MB, restingBytes: 300 * MB, jobBytes: 512 * MB })).toBe(2);
    expect(jobsAtOnce({ threads: 4, budgetBytes: 1536 * MB, restingBytes: 300 * MB, jobBytes: 512 * MB })).toBe(2);
    expect(jobsAtOnce({ threads: 4, budgetBytes: 600 * MB, restingBytes: 300 * MB, jobBytes: 512 * MB })).toBe(1);
  });

  it('lets the others wait their turn, in order, starting each only when a slot is free', async () => {
    const run = jobSlots(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const done = [1, 2, 3, 4].map((n) =>
      run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => (finish[n] = resolve));
        return n;
      }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(started).toEqual([1, 2]);
    finish[2]?.();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    finish[1]?.();
    finish[3]?.();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    finish[4]?.();
    expect(await Promise.all(done)).toEqual([1, 2, 3, 4]);
  });

  it('frees the slot of a task that failed', async () => {
    const run = jobSlots(1);
    await expect(run(() => Promise.reject(new Error('engine refused')))).rejects.toThrow('engine refused');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});
