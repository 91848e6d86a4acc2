import { describe, expect, it } from 'vitest';
import { makeContext, makeHeader } from '../testing/make-context.ts';
import type { Finding, SourceSpan } from '../types.ts';
import { checkAuthentication } from './check-authentication.ts';
import { checkCompleteness } from './check-completeness.ts';
import { checkDates } from './check-dates.ts';
import { checkIdentity } from './check-identity.ts';

// What each check cites (Finding.cites): the text a reader should look at, which the evidence stage places.
const written = (f: Finding | undefined) => (f?.cites ?? []).map((s: SourceSpan) => [s.page, s.line.slice(s.start, s.end)]);

describe('the text each check cites', () => {
  it("identity: the header's name and DOB, and the lines naming someone else on a misfiled page", () => {
    const header = makeHeader();
    header.patientName.source = { page: header.patientName.page ?? (1 as never), line: 'Patient: Jane Doe', start: 9, end: 17 };
    const ctx = makeContext([['Patient: Jane Doe  DOB: 1970-05-06'], ['Exam: normal.']], header, [
      [],
      ['Patient: Mary Major  DOB: 1980-01-01'],
    ]);
    expect(written(checkIdentity(ctx).finding)).toEqual([
      [2, 'Mary Major'],
      [2, '1980-01-01'],
    ]);
    const own = makeContext([['Patient: Jane Doe  DOB: 1970-05-06']], header);
    expect(written(checkIdentity(own).finding)).toEqual([[1, 'Jane Doe']]);
  });

  it('dates: the date of service as read; nothing when there is none (the evidence stage shows the first lines)', () => {
    const header = makeHeader();
    header.noteDate.source = { page: 1 as never, line: 'DOS: 03/04/2024', start: 5, end: 15 };
    expect(written(checkDates(makeContext([['DOS: 03/04/2024']], header)))).toEqual([[1, '03/04/2024']]);
    expect(checkDates(makeContext([['x']], makeHeader({ noteDate: null }))).cites).toBeUndefined();
  });

  it('authentication: the signing line, the unsigned statement, every ditto line; nothing without a signature', () => {
    const signed = checkAuthentication(makeContext([['Plan: rest.', 'Electronically signed by Alan Reyes, MD on 03/04/2024']]));
    expect(written(signed[0])).toEqual([[1, 'Electronically signed by Alan Reyes, MD on 03/04/2024']]);
    const draft = checkAuthentication(makeContext([['Plan: rest.', 'Dictated but not signed.']]));
    expect(written(draft[0])).toEqual([[1, 'Dictated but not signed.']]);
    const ditto = checkAuthentication(makeContext([['ROS: same as above', 'Exam: same as above', 'Signed: Alan Reyes, MD 03/04/2024']]));
    expect(written(ditto[1])).toEqual([
      [1, 'ROS: same as above'],
      [1, 'Exam: same as above'],
    ]);
    expect(checkAuthentication(makeContext([['Plan: rest.']]))[0]?.cites).toBeUndefined();
  });

  it('completeness: the headings of the required sections the note has', () => {
    const ctx = makeContext([['HPI: cough for a week.', 'EXAM', 'Lungs clear.', 'Plan: rest.']]);
    expect(written(checkCompleteness(ctx))).toEqual([
      [1, 'HPI'],
      [1, 'EXAM'],
      [1, 'Plan'],
    ]);
  });
});
