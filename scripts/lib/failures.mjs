// The names of failed tests, printed again at the end of npm test: CI keeps only the tail of a long log, and a
// failure must say there which test it was and why.

const firstLine = (text = '') =>
  String(text)
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colour codes
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 240) ?? '';

/** Failed tests (and files that failed to run) of a Vitest JSON report. */
export function vitestFailures(report, root) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = file.name.replace(root, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Tests of a Playwright JSON report that failed on their last try. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (test.status !== 'unexpected' || !last) continue;
        failures.push(
          `${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last.errors?.[0]?.message ?? last.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? []) failures.push(`(outside a test): ${firstLine(error.message)}`);
  return failures;
}
