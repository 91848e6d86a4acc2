import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { NO_EVIDENCE } from '../text/date-order.ts';
import { whoseHead } from './patient-in-hand.ts';

const roe = { name: 'Jane Alice Roe', dob: '1950-03-04' };

describe('whoseHead', () => {
  it("reads a labelled name that is not the patient's for another patient, and the patient's own in any written form for theirs", () => {
    expect(whoseHead(makeLines([['Patient: MILES, ROBERT  MRN 00417']]), roe, NO_EVIDENCE)).toBe('other');
    expect(whoseHead(makeLines([['Patient: ROE, JANE  MRN 00417']]), roe, NO_EVIDENCE)).toBe('entered');
    expect(whoseHead(makeLines([['Patient: J. Roe']]), roe, NO_EVIDENCE)).toBe('entered');
    expect(whoseHead(makeLines([['ROE, JANE   03/04/1950']]), roe, NO_EVIDENCE)).toBe('entered');
    expect(whoseHead(makeLines([['Harbour Laboratory']]), roe, NO_EVIDENCE)).toBeNull();
    // OCR dropped the given name's first letter: a slip the locator does not forgive, but no one else.
    expect(whoseHead(makeLines([['Patient Name : ane Roe  Date Of Bifh : 03/04/1950']]), roe, NO_EVIDENCE)).not.toBe('other');
  });

  it("takes a form's box for a part of the name ('Patient Middle Name'), read with the words beside it, for no other patient", () => {
    const form = makeLines([
      [
        'Patient Last Name  Account Address',
        'ROE  Harbour Test Laboratory',
        'Patient First Name  Patient Middle Name  Test Account',
        'JANE',
      ],
    ]);
    expect(whoseHead(form, roe, NO_EVIDENCE)).not.toBe('other');
  });
});
