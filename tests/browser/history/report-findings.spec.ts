import { test } from '@playwright/test';
import { openSignedIn } from '../support/app';
import { DESKTOP } from '../support/layout-checks';
import { readFindings, reportWithCopies } from './findings-support';

test.use({ viewport: DESKTOP });

test('a finding opens its evidence: a header value, a copy beside its source and a citation of the report, by keyboard and mouse, on a phone too', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
  // A seeded report of the first History page: its files are made by the warm-up after sign-in.
  const report = await reportWithCopies(page);
  await page.goto(`/clinical/history/audit-report/${report.id}`);
  // FINDINGS_SCREENS=1: each state at 1280 and 390 px, to look at (test-results/..., never in CI).
  const shot = async (name: string) => {
    if (process.env.FINDINGS_SCREENS) await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  };
  await readFindings(page, report, shot);
});
