import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAdmission } from './admission.ts';

const MB = 1024 * 1024;

describe('admission control', () => {
  it('admits work while what the process holds, what admitted work may still take and the new work fit the budget', () => {
    let inUse = 300 * MB;
    const admission = createAdmission({ budgetBytes: () => 500 * MB, memoryInUse: () => inUse });
    const first = admission.tryReserve(150 * MB);
    expect(first).not.toBeNull();
    expect(admission.tryReserve(50 * MB)).not.toBeNull();
    // 300 held + 200 reserved: one byte more would pass the budget.
    expect(admission.tryReserve(1)).toBeNull();
    first?.release();
    first?.release();
    expect(admission.reservedBytes()).toBe(50 * MB);
    expect(admission.tryReserve(150 * MB)).not.toBeNull();
    // The process grew on its own (a burst of sign-ins, garbage not yet collected): new work waits.
    inUse = 480 * MB;
    expect(admission.tryReserve(1 * MB)).toBeNull();
  });

  it('always takes one piece of work when none is under way, so a process left above its budget still makes progress', () => {
    const admission = createAdmission({ budgetBytes: () => 500 * MB, memoryInUse: () => 600 * MB });
    const only = admission.tryReserve(10 * MB);
    expect(only).not.toBeNull();
    expect(admission.tryReserve(10 * MB)).toBeNull();
    only?.release();
    expect(admission.tryReserve(10 * MB)).not.toBeNull();
  });

  it('reads the budget at each decision, so a lowered budget holds at once', () => {
    let budget = 1000 * MB;
    const admission = createAdmission({ budgetBytes: () => budget, memoryInUse: () => 100 * MB });
    expect(admission.tryReserve(MB)).not.toBeNull();
    budget = 0;
    expect(admission.tryReserve(MB)).toBeNull();
    expect(admission.reservedBytes()).toBe(MB);
  });

  it('takes MEMORY_BUDGET_MB, by default one that fits a 2 GB node: less on an API node, which never runs the engine', () => {
    expect(loadConfig({}).memoryBudgetBytes).toBe(1536 * MB);
    expect(loadConfig({ RUN_JOBS: 'false' }).memoryBudgetBytes).toBe(448 * MB);
    expect(loadConfig({ RUN_JOBS: 'false', MEMORY_BUDGET_MB: '900' }).memoryBudgetBytes).toBe(900 * MB);
    expect(() => loadConfig({ MEMORY_BUDGET_MB: 'lots' })).toThrow(/MEMORY_BUDGET_MB/);
  });
});
