import { expect, test, type Page } from '@playwright/test';
import { openApp, openSignedIn } from '../support/app';
import { showOnPhone } from '../history/history-support';
import { DEMO, patchStoredUser } from './session';

// A review aid, not a check: `SCREENSHOT_DIR=/tmp/shots npx playwright test tests/browser/layout/screenshots.spec.ts`
// writes every layout and profile state at 1280 px and 390 px for a person to look at.
const directory = process.env.SCREENSHOT_DIR;
test.skip(!directory, 'set SCREENSHOT_DIR to take review screenshots');

// The widths issue 28 checks: a desktop at 1280 x 900 and a phone at 390 x 844.
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage: true });
}

for (const { width, height } of SIZES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('sign-in and sign-up', async ({ page }) => {
      await openApp(page, '/');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await shoot(page, 'sign-in', width);
      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await shoot(page, 'sign-up', width);
    });

    test('docs cloning, its create screen, history and a report', async ({ page }) => {
      await openSignedIn(page, DEMO.clinical.email, '/clinical/docs-cloning');
      await expect(page.getByRole('link', { name: 'New Document Process' })).toBeVisible();
      await shoot(page, 'docs-cloning', width);
      await page.goto('/clinical/docs-cloning/create');
      await expect(page.getByRole('heading', { name: 'Upload Documents' })).toBeVisible();
      await shoot(page, 'docs-cloning-create', width);
      await page.goto('/clinical/history');
      await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
      await shoot(page, 'history', width);
      await page.getByRole('link', { name: 'View Details' }).first().click();
      // A phone shows one view of the report at a time (docs/findings.md): the findings first, then each viewer.
      const phone = width < 768;
      if (phone) await showOnPhone(page, 'AI Audit Report');
      await expect(page.getByRole('img', { name: /AI Audit Report, page 1 of/ })).toBeVisible({ timeout: 60_000 });
      if (phone) await showOnPhone(page, 'Original');
      await expect(page.getByRole('img', { name: /Original Document, page 1 of/ })).toBeVisible({ timeout: 60_000 });
      if (phone) await showOnPhone(page, 'Findings');
      await shoot(page, 'report-detail', width);
    });

    test('role layout with the account menu open', async ({ page }) => {
      await openSignedIn(page, DEMO.clinical.email, '/clinical/docs-cloning');
      await page.getByRole('button', { name: /account menu/i }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shoot(page, 'role-layout-menu', width);
    });

    test('admin dashboard, sidebar folded and open', async ({ page }) => {
      await openSignedIn(page, DEMO.admin.email, '/admin/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await shoot(page, 'admin-dashboard', width);
      const toggle = page.getByRole('button', { name: 'Admin menu' });
      if (await toggle.isVisible()) {
        await toggle.click();
        await shoot(page, 'admin-dashboard-sidebar-open', width);
      }
    });

    test('profile, verified Clinical User, and the edit modal', async ({ page }) => {
      await openSignedIn(page, DEMO.clinical.email, '/clinical/profile');
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await shoot(page, 'profile-clinical', width);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Update Profile' }).hover();
      await shoot(page, 'profile-edit-modal', width);
    });

    test('profile, unverified with a broken picture', async ({ page }) => {
      await openSignedIn(page, DEMO.staff.email, '/');
      await patchStoredUser(page, { isEmailVerified: false, profilePic: '/images/missing.png', address: '' });
      await page.goto('/staff/profile');
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'profile-unverified-dialog', width);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await shoot(page, 'profile-unverified', width);
    });
  });
}
