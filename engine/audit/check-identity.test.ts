import { describe, expect, it } from 'vitest';
import { makeContext, makeHeader } from '../testing/make-context.ts';
import { checkIdentity } from './check-identity.ts';

describe('checkIdentity', () => {
  it('passes when the name and DOB match the patient, however the name is written', () => {
    const ctx = makeContext([['Patient: DOE, JANE  DOB: 05/06/1970']], makeHeader({ patientName: 'Jane A Doe' }));
    expect(checkIdentity(ctx).finding.severity).toBe('pass');
  });

  it("fails a note with another person's name and DOB, or the patient's name with another DOB", () => {
    const other = makeHeader({ patientName: 'John Roe', patientDob: '1981-02-03' });
    expect(checkIdentity(makeContext([['x']], other)).finding.severity).toBe('fail');
    const namesake = checkIdentity(makeContext([['x']], makeHeader({ patientDob: '1961-12-24' }))).finding;
    expect(namesake).toMatchObject({ severity: 'fail', message: expect.stringContaining('24 December 1961, not 6 May 1970') as string });
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
    expect(finding.message).toContain('page 2 belongs to someone else (Mary Major, DOB 1 January 1980)');
    expect(foreignPages).toMatchObject([{ page: 2, name: 'Mary Major', dob: '1980-01-01' }]);
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

describe('checkIdentity tells another patient from another way of writing this one', () => {
  const header = (name: string | null, dob: string | null = '1970-05-06') => makeHeader({ patientName: name, patientDob: dob });

  it('passes the patient written in another form: surname first, middle initial, two-word surname, OCR noise', () => {
    for (const name of ['DOE, JANE A', 'Jane M. Doe', 'Jane D0e', 'DOE,JANE']) {
      expect(checkIdentity(makeContext([['x']], header(name))).finding.severity, name).toBe('pass');
    }
  });

  it("fails a relative's note: the same last name with another first name and DOB", () => {
    const { finding } = checkIdentity(makeContext([['x']], header('Mary Doe', '1941-02-03')));
    expect(finding.severity).toBe('fail');
    expect(finding.message).toContain('Mary Doe');
  });

  it('does not fail a note whose name could not be read, nor one whose "name" is a department or a clinician', () => {
    expect(checkIdentity(makeContext([['x']], header(null, '1941-02-03'))).finding.severity).toBe('warning');
    expect(checkIdentity(makeContext([['x']], header('Physical Therapy'))).finding.severity).not.toBe('fail');
    expect(checkIdentity(makeContext([['x']], header('Victor Choudhury, PT'))).finding.severity).not.toBe('fail');
  });

  it("fails a twin's note: the patient's surname and DOB with another first name", () => {
    const { finding } = checkIdentity(makeContext([['x']], header('DOE, MARY')));
    expect(finding).toMatchObject({ severity: 'fail', message: expect.stringContaining('Mary') as string });
  });

  it('warns rather than fails when one identifier agrees and the other reads as a slip or another name', () => {
    expect(checkIdentity(makeContext([['x']], header('Jane Doe', '1970-05-08'))).finding.severity).toBe('warning');
    // DOBs are read precisely and names are the field most often misread: the patient's DOB outweighs another name.
    expect(checkIdentity(makeContext([['x']], header('John Roe'))).finding).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining('John Roe') as string,
    });
  });

  it('does not flag a page that names the patient in another form, nor a page naming only a clinician', () => {
    const ctx = makeContext(
      [['Patient: Jane Doe  DOB: 1970-05-06'], ['Patient: DOE, JANE M  DOB: 05/06/1970'], ['Pt:', 'Victor Choudhury, PT']],
      makeHeader(),
    );
    expect(checkIdentity(ctx)).toMatchObject({ finding: { severity: 'pass' }, foreignPages: [] });
  });
});

describe('checkIdentity reads each page as it is printed, and a misfiled note on all its pages', () => {
  it("reads a page's identifiers in printed order, running header rows included", () => {
    // a printed row: cells 160 points apart, as a table's columns
    const row = (text: string, top: number) => ({ text, cells: text.split('  ').map((t, i) => ({ text: t, x: 72 + 160 * i })), top });
    const ctx = makeContext([['PATIENT NAME  BIRTHDATE', 'Physical Examination:', 'Lungs clear.']]);
    ctx.pages = ctx.pages.map((p) => ({
      ...p,
      lines: [row('PATIENT NAME  BIRTHDATE', 54), row('Physical Examination:', 88), row('Lungs clear.', 100)],
      // the value row repeats on every page, so extraction set it apart as a running header
      running: [row('Jane Doe  05/06/1970', 67)],
    }));
    expect(checkIdentity(ctx)).toMatchObject({ finding: { severity: 'pass' }, foreignPages: [] });
  });

  it("cites every page of another patient's note, up to a page that names this patient", () => {
    const other = makeHeader({ patientName: 'Mary Major', patientDob: '1980-01-01' });
    const pages = [['Patient: Mary Major  DOB: 1980-01-01', 'HPI: cough.'], ['Exam: normal.'], ['Plan: rest.']];
    expect(checkIdentity(makeContext(pages, other)).finding).toMatchObject({ severity: 'fail', pages: [1, 2, 3] });
    const merged = [...pages.slice(0, 2), ['Patient: Jane Doe  DOB: 1970-05-06', 'Plan: rest.']];
    expect(checkIdentity(makeContext(merged, other)).finding).toMatchObject({ severity: 'fail', pages: [1, 2] });
  });
});
