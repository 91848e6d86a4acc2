import { describe, expect, it } from 'vitest';
import { makeLines } from '../testing/make-lines.ts';
import { readHeading, splitSections } from './split-sections.ts';

describe('sections', () => {
  it('reads headings alone, with a colon, inline and abbreviated', () => {
    expect(readHeading('HISTORY OF PRESENT ILLNESS')?.key).toBe('hpi');
    expect(readHeading('Hx of present illness:')?.key).toBe('hpi');
    expect(readHeading('PMHx: HTN, DM2')).toEqual({ key: 'pmh', rest: 'HTN, DM2' });
    expect(readHeading('A/P: stable')?.key).toBe('assessmentAndPlan');
    expect(readHeading('ROS - negative')?.key).toBe('ros');
    expect(readHeading('Plan - we discussed')).toBeNull();
    expect(readHeading('The plan was discussed: yes')).toBeNull();
  });

  it('splits a note into sections with their pages, and a sign-off into the signature', () => {
    const lines = makeLines([
      ['OFFICE VISIT', 'Patient: Jane Doe', 'CC: cough', 'Subjective', 'Cough for two days.'],
      ['PHYSICAL EXAM:', 'Lungs clear.', 'Assessment and Plan', 'Bronchitis. Rest.', 'Electronically signed by Alan Reyes, MD 2024-03-04'],
    ]);
    const sections = splitSections(lines);
    expect(sections.map((s) => [s.key, s.pages, s.text])).toEqual([
      ['header', [1], 'OFFICE VISIT\nPatient: Jane Doe'],
      ['chiefComplaint', [1], 'cough'],
      ['hpi', [1], 'Cough for two days.'],
      ['exam', [2], 'Lungs clear.'],
      ['assessmentAndPlan', [2], 'Bronchitis. Rest.'],
      ['signature', [2], 'Electronically signed by Alan Reyes, MD 2024-03-04'],
    ]);
  });
});

describe('notes without headings', () => {
  it('ends the header block at the first line of prose: a letter body is narrative, not header', () => {
    const lines = makeLines([
      [
        'CITY CARDIOLOGY ASSOCIATES',
        'PATIENT: DOE, JANE   DOB: 01/02/1950   MRN: 445566   ACCOUNT: A1234',
        'March 3, 2024',
        'Dear Dr. Reyes,',
        'Thank you for asking me to see Ms. Doe, a seventy year old woman with palpitations',
        'for two months. She has had no syncope and her echocardiogram was normal last year.',
      ],
    ]);
    expect(splitSections(lines).map((s) => [s.key, s.text])).toEqual([
      [
        'header',
        'CITY CARDIOLOGY ASSOCIATES\nPATIENT: DOE, JANE   DOB: 01/02/1950   MRN: 445566   ACCOUNT: A1234\nMarch 3, 2024\nDear Dr. Reyes,',
      ],
      [
        'narrative',
        'Thank you for asking me to see Ms. Doe, a seventy year old woman with palpitations\nfor two months. She has had no syncope and her echocardiogram was normal last year.',
      ],
    ]);
  });

  it('keeps label lines in the header however long, and a heading after the prose still opens its section', () => {
    const lines = makeLines([
      [
        'Operative Report',
        'Patient name: Jane Doe   Date of birth: 01/02/1950   Date of procedure: 03/04/2024   Surgeon: Alan Reyes, MD',
        'The patient was brought to the operating room and placed supine on the table after consent.',
        'FINDINGS: Inflamed gallbladder.',
      ],
    ]);
    expect(splitSections(lines).map((s) => s.key)).toEqual(['header', 'narrative', 'findings']);
  });
});

describe('headings of real discharge summaries and visit notes', () => {
  it.each([
    ['Hospital Course', 'hospitalCourse'],
    ['COURSE IN THE HOSPITAL', 'hospitalCourse'],
    ['Final Diagnoses', 'assessment'],
    ['Secondary Diagnoses', 'assessment'],
    ['Medications Advised', 'medications'],
    ['Medications on Discharge', 'medications'],
    ['Follow-up Instructions', 'plan'],
    ['Summary of Visit', 'assessment'],
    ['MEDICATIONS (verified with pharmacy)', 'medications'],
    ['Assessment & Plan', 'assessmentAndPlan'],
  ])('%s is a %s heading', (heading, key) => {
    expect(readHeading(heading)?.key).toBe(key);
  });

  it('does not read sentences as headings', () => {
    expect(readHeading('The medications were advised at length today')).toBeNull();
  });
});
