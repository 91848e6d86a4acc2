import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES, formatLimit, resolveLimits } from './limits';

describe('upload limits', () => {
  it('match docs/spec/server-rules.md#documents-and-audit-reports: 20 files, 50 MB each, 200 MB in all', () => {
    expect(MAX_FILES).toBe(20);
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
    expect(MAX_TOTAL_BYTES).toBe(200 * 1024 * 1024);
    expect(DEFAULT_LIMITS.maxFiles).toBe(MAX_FILES);
  });

  it('can be overridden one at a time', () => {
    const limits = resolveLimits({ maxFiles: 3 });
    expect(limits.maxFiles).toBe(3);
    expect(limits.maxFileBytes).toBe(MAX_FILE_BYTES);
  });

  it('formats limits the way the screen shows sizes', () => {
    expect(formatLimit(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatLimit(1536)).toBe('1.50 KB');
    expect(formatLimit(100)).toBe('100 Bytes');
  });
});
