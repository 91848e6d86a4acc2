import { expect, test, type Page } from '@playwright/test';
import { openApp, openSignedIn } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from './session';

/** Issue 15: every screen has exactly one main landmark and one level-one heading, and passes axe's full rule set. */
async function expectOneMainAndOneH1(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
}

test.describe('one main landmark and one h1 on every screen', () => {
  test('sign-in, sign-up and the reset-password page', async ({ page }) => {
    await openApp(page, '/');
    await expectOneMainAndOneH1(page, 'Welcome back');
    await page.goto('/signup');
    await expectOneMainAndOneH1(page, 'Create Account');
    await page.goto('/reset-password/some-token-value');
    await expectOneMainAndOneH1(page, /reset/i);
  });

  test('docs cloning, create, history and profile of a signed-in user', async ({ page }) => {
    await openSignedIn(page, DEMO.clinical.email, '/clinical/docs-cloning');
    await expectOneMainAndOneH1(page, /docs cloning/i);
    await page.goto('/clinical/docs-cloning/create');
    await expectOneMainAndOneH1(page, 'Upload Documents');
    await page.goto('/clinical/history');
    await expectOneMainAndOneH1(page, 'Audit History');
    await page.goto('/clinical/profile');
    await expectOneMainAndOneH1(page, 'Profile Details');
  });

  test('the report detail and the admin dashboard', async ({ page }) => {
    await openSignedIn(page, DEMO.clinical.email, '/clinical/history');
    await page
      .getByRole('link', { name: /view details/i })
      .first()
      .click();
    await expectOneMainAndOneH1(page, 'Audit Report Details');
    await openSignedIn(page, DEMO.admin.email, '/admin/dashboard');
    await expectOneMainAndOneH1(page, /dashboard/i);
  });
});
