import { describe, expect, it } from 'vitest';
import { makeContext } from '../testing/make-context.ts';
import { checkAuthentication } from './check-authentication.ts';

const run = (lines: string[]) => checkAuthentication(makeContext([lines]));

describe('checkAuthentication', () => {
  it('passes a signature with author, credentials and date', () => {
    expect(run(['Plan: rest.', 'Electronically signed by Alan Reyes, MD on 03/04/2024 10:15'])[0]?.severity).toBe('pass');
  });

  it('warns when the signature lacks credentials or a date', () => {
    const [finding] = run(['Plan: rest.', 'Signed: Alan Reyes']);
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('credentials and date');
  });

  it('fails dictated-but-unsigned and unsigned notes', () => {
    expect(run(['Plan: rest.', 'Dictated but not signed.'])[0]?.severity).toBe('fail');
    expect(run(['Plan: rest.'])[0]?.severity).toBe('fail');
  });

  it('flags "same as above" and ditto marks with their pages', () => {
    const findings = run(['ROS: same as above', 'Signed: Alan Reyes, MD 03/04/2024']);
    expect(findings[1]).toMatchObject({ severity: 'warning', pages: [1] });
  });
});

describe('checkAuthentication reads sign-off blocks, not phrases', () => {
  it('reads the author and credentials from the lines around the signing line', () => {
    expect(run(['Plan: rest.', 'Kay Lund, MD', 'Internal Medicine', 'E-signed 2/3/2022 10:00'])[0]?.severity).toBe('pass');
    expect(run(['Plan: rest.', 'Electronically signed', 'Kay Lund, DO  2/3/2022'])[0]?.severity).toBe('pass');
  });

  it('counts a letter closing with the writer named as signed', () => {
    expect(run(['I will keep you informed.', 'Sincerely,', 'Kay Lund, MD'])[0]?.severity).not.toBe('fail');
  });

  it.each([
    'Dictated, not proofread.',
    'Draft - awaiting co-signature',
    'Transcribed; not authenticated',
    'PRELIMINARY - not yet reviewed by attending',
    'Report pending final radiologist review',
    'Status: unverified',
  ])('recognises an unsigned state by its meaning: %s', (line) => {
    expect(run(['Plan: rest.', 'Electronically signed by Kay Lund, MD 2/3/2022', line])[0]?.severity).toBe('fail');
  });

  it('does not take a signed consent in the body for a sign-off, nor pending labs for an unsigned note', () => {
    expect(run(['Consent was signed by the patient.', 'Plan: rest.'])[0]?.message).toContain('No signature');
    expect(run(['Cultures pending review.', 'Electronically signed by Kay Lund, MD 2/3/2022'])[0]?.severity).toBe('pass');
  });
});
