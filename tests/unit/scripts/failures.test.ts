import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../../scripts/lib/failures.mjs';

// npm test repeats the failed tests at its end: CI shows only the tail of the log.
describe('the failed tests named at the end of npm test', () => {
  it('names each failed Vitest test with the first line of its error, without colour codes, and a file that did not run', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'a › fails',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
            },
          ],
        },
        { name: '/repo/engine/b.test.ts', status: 'failed', message: '\nSyntaxError: bad import\n', assertionResults: [] },
        { name: '/repo/engine/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(vitestFailures(report, '/repo/')).toEqual([
      'server/a.test.ts › a › fails: AssertionError: expected 1 to be 2',
      'engine/b.test.ts: SyntaxError: bad import',
    ]);
  });

  it('names Playwright tests that failed on their last try, with their describe titles, but not flaky ones', () => {
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'history/list.spec.ts',
      tests: [{ status, results: [{ status: 'failed', errors: message ? [{ message }] : [] }] }],
    });
    const report = {
      suites: [
        {
          title: 'history/list.spec.ts',
          specs: [],
          suites: [
            {
              title: 'Audit History',
              specs: [spec('pages through', 'unexpected', 'Timeout 5000ms exceeded.\nmore'), spec('filters', 'flaky')],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(playwrightFailures(report)).toEqual(['history/list.spec.ts › Audit History › pages through: Timeout 5000ms exceeded.']);
  });
});
