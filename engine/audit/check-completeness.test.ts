import { describe, expect, it } from 'vitest';
import { makeContext, makeHeader } from '../testing/make-context.ts';
import { checkCompleteness } from './check-completeness.ts';

describe('checkCompleteness', () => {
  it('passes a progress note with HPI, exam, assessment and plan (A/P covering both)', () => {
    const ctx = makeContext([['HPI: cough', 'Exam: clear', 'A/P: bronchitis, rest']]);
    expect(checkCompleteness(ctx).severity).toBe('pass');
  });

  it('names the missing sections', () => {
    const finding = checkCompleteness(makeContext([['HPI: cough', 'Exam: clear', 'Assessment: bronchitis']]));
    expect(finding.severity).toBe('warning');
    expect(finding.message).toContain('Plan');
  });

  it('fails a note missing most of what its type requires', () => {
    const ctx = makeContext([['Hospital course: improved.']], makeHeader({ docType: 'History and Physical' }));
    expect(checkCompleteness(ctx).severity).toBe('fail');
  });

  it('requires nothing of a letter', () => {
    expect(checkCompleteness(makeContext([['Dear Dr. Reyes,']], makeHeader({ docType: 'Referral' }))).severity).toBe('pass');
  });
});
