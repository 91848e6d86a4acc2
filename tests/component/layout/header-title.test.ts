import { describe, expect, it } from 'vitest';
import { titleOf } from '@/features/layout/hooks/use-header-title';

describe('header title', () => {
  it("is 'Health Care' when no matched route names one", () => {
    expect(titleOf([])).toBe('Health Care');
    expect(titleOf([{ staticData: {} }, {}])).toBe('Health Care');
  });

  it('comes from the deepest matched route that names one', () => {
    expect(titleOf([{ staticData: { title: 'Area' } }, { staticData: {} }, { staticData: { title: 'History' } }])).toBe('History');
    expect(titleOf([{ staticData: { title: 'Profile' } }, { staticData: {} }])).toBe('Profile');
  });
});
