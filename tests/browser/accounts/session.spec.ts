import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, openApp } from '../support/app';
import { signIn } from './accounts-support';

const IDLE_LIMIT_MS = 15 * 60_000;

test('a reload keeps the user signed in', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, 'auditor@demo.health', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/auditor\/docs-cloning$/);

  await page.reload();
  await expect(page).toHaveURL(/\/auditor\/docs-cloning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Docs Cloning' })).toBeVisible();
  await page.goto('/auditor/history');
  await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
});

test('a session that idled out sends the user to sign-in, remembering where they were', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, 'clinical@demo.health', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/clinical\/docs-cloning$/);

  // 15 idle minutes pass on the server's clock while the page stays open; the next call finds the session gone.
  await page.evaluate((ms) => window.simulator?.advanceClock(ms + 1000), IDLE_LIMIT_MS);
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: /History/ })
    .click();

  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/clinical/history');
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await expectNoAxeViolations(page);

  await signIn(page, 'clinical@demo.health', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/clinical\/history$/);
});
