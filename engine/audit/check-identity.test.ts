import { describe, expect, it } from 'vitest';
import { makeContext, makeHeader } from '../testing/make-context.ts';
import { checkIdentity } from './check-identity.ts';

describe('checkIdentity', () => {
  it('passes when the name and DOB match the patient, however the name is written', () => {
    const ctx = makeContext([['Patient: DOE, JANE  DOB: 05/06/1970']], makeHeader({ patientName: 'Jane A Doe' }));
    expect(checkIdentity(ctx).finding.severity).toBe('pass');
  });

  it("fails a note with another person's name or DOB", () => {
    expect(checkIdentity(makeContext([['x']], makeHeader({ patientName: 'John Roe' }))).finding.severity).toBe('fail');
    expect(checkIdentity(makeContext([['x']], makeHeader({ patientDob: '1971-05-06' }))).finding.message).toContain('1971-05-06');
  });

  it('flags every page whose identifiers belong to someone else, running headers included', () => {
    const ctx = makeContext([['Patient: Jane Doe  DOB: 1970-05-06'], ['Exam: normal.'], ['Plan: rest.']], makeHeader(), [
      [],
      ['Patient: Mary Major  DOB: 1980-01-01'],
      [],
    ]);
    const { finding, foreignPages } = checkIdentity(ctx);
    expect(finding.severity).toBe('fail');
    expect(finding.pages).toEqual([2]);
    expect(foreignPages).toEqual([{ page: 2, name: 'Mary Major', dob: '1980-01-01' }]);
  });

  it("does not flag a page for another person's note that shares it", () => {
    const ctx = makeContext([['Patient: Jane Doe  DOB: 1970-05-06', 'Plan: rest.']], makeHeader());
    // the page also carries the start of a misfiled note, which is not this note's text
    ctx.pages = ctx.pages.map((p) => ({
      ...p,
      lines: [
        ...p.lines,
        { text: 'Patient: Mary Major  DOB: 1980-01-01', cells: [{ text: 'Patient: Mary Major  DOB: 1980-01-01', x: 72 }], top: 600 },
      ],
    }));
    expect(checkIdentity(ctx).finding.severity).toBe('pass');
  });

  it('warns when the note shows no DOB', () => {
    expect(checkIdentity(makeContext([['x']], makeHeader({ patientDob: null }))).finding.severity).toBe('warning');
  });
});
