import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openApp } from '../support/app';

type Detail = { documentUrl?: string | null; reportUrl?: string | null };

/** GET /audit-reports/get-by-id answers `{ data: [detail] }`. */

/** The stored file keys of the reports on History's first page (read through the API: nothing is opened). */
async function firstPageFileKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const list = (await (await fetch('/api/v1/audit-reports/filter?page=1&limit=5', { credentials: 'include' })).json()) as {
      body: { data: { id: string }[] };
    };
    const keys: string[] = [];
    for (const { id } of list.body.data) {
      const detail = (await (
        await fetch(`/api/v1/audit-reports/get-by-id/${encodeURIComponent(id)}`, { credentials: 'include' })
      ).json()) as { body: { data: Detail[] } };
      const [report] = detail.body.data;
      for (const url of [report?.documentUrl, report?.reportUrl]) {
        if (url) keys.push(decodeURIComponent(url.split('/files/')[1] ?? ''));
      }
    }
    return keys;
  });
}

test('after sign-in, the first page of History has both files of each seeded report made before anyone opens one', async ({ page }) => {
  test.setTimeout(180_000);
  await openApp(page, '/');
  expect(await page.evaluate(() => window.simulator?.preparedSeedFiles() ?? [])).toEqual([]);
  await page.getByRole('textbox', { name: 'Email' }).fill('clinical@demo.health');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/clinical\/docs-cloning/);

  const keys = await firstPageFileKeys(page);
  expect(keys).toHaveLength(10);
  // Fetched from the build's prepared files (made where there are none) in the background, most recent first; the
  // poll only waits for the warm-up, no time is asserted.
  await expect
    .poll(async () => (await page.evaluate(() => window.simulator?.preparedSeedFiles() ?? [])).filter((key) => keys.includes(key)).length, {
      timeout: 150_000,
    })
    .toBe(keys.length);
});
