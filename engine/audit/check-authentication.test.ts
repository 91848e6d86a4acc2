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
