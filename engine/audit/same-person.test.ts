import { describe, expect, it } from 'vitest';
import { compareDob, compareName } from './same-person.ts';

describe('compareName reads one person in many forms', () => {
  it.each([
    ['ROE, JANE A', 'Jane Roe'],
    ['Roe,Jane', 'Jane Roe'],
    ['Hannah M Van Dyke', 'Hannah Van Dyke'],
    ['VAN DYKE, HANNAH M', 'Hannah Van Dyke'],
    ['Thi Lan T Chen', 'Thi Lan Chen'],
    ['Ngozi L. St. Clair', 'Ngozi St. Clair'],
    ['Jane M Garcia-Lopez', 'Jane Garcia Lopez'],
    ["Maria H O'Brien", 'Maria OBrien'],
    ['Hannah Van Dykc', 'Hannah Van Dyke'],
    ['Jarne R0e', 'Jane Roe'],
    ['Roe Jane', 'Jane Roe'],
    ['Born March Jane A Roe', 'Jane Roe'],
    ['ROE, JANE Female', 'Jane Roe'],
  ])('%s is %s', (read, entered) => {
    expect(compareName(read, entered)).toBe('same');
  });

  it.each([
    ['Minh Washington', 'Gloria Washington'],
    ['Leticia Begay', 'Earl Begay'],
    ['John B Smith', 'John A Smith'],
    ['Kwame Schmidt', 'Earl Patel'],
  ])('%s is not %s', (read, entered) => {
    expect(compareName(read, entered)).toBe('different');
  });

  it.each([
    'Physical Therapy',
    'Physical Examination',
    'Therapy Visit Note',
    'Michael Choudhury, PT',
    'Mercy Valley Medical Center',
    'Roe',
  ])('reads no person in %s', (read) => {
    expect(compareName(read, 'Jane Roe')).toBe('unknown');
  });
});

describe('compareDob', () => {
  it('tells a DOB misread by one character or with day and month swapped from another birth date', () => {
    expect(compareDob('1950-03-04', '1950-03-04')).toBe('same');
    expect(compareDob('1950-03-07', '1950-03-04')).toBe('near');
    expect(compareDob('1950-04-03', '1950-03-04')).toBe('near');
    expect(compareDob('1961-12-04', '1950-03-04')).toBe('different');
    expect(compareDob(null, '1950-03-04')).toBe('unknown');
  });
});
