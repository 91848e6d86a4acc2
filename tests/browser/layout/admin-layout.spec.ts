import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectInsideViewport } from '../support/layout-checks';
import { openSignedIn } from '../support/app';
import { DEMO } from './session';

test.describe('admin dashboard', () => {
  test('shows the sidebar and offers Normal User on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, DEMO.admin.email, '/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('img', { name: 'HealthCare Portal logo' })).toBeVisible();
    await expect(sidebar).toContainText(DEMO.admin.name);
    await expect(sidebar).toContainText(DEMO.admin.email);
    await expect(sidebar.getByRole('navigation', { name: 'Main Menu' }).getByRole('link')).toHaveText(['Dashboard']);
    await expect(page.getByRole('button', { name: 'Admin menu' })).toBeHidden();

    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Normal User', 'View Profile', 'Logout']);
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem', { name: 'Normal User' }).click();
    await expect(page).toHaveURL(/\/admin\/docs-cloning$/);
  });

  test('folds the sidebar behind a toggle at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, DEMO.admin.email, '/admin/dashboard');
    const toggle = page.getByRole('button', { name: 'Admin menu' });
    const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    // The header names the Admin and still fits the phone: nothing scrolls sideways.
    await expect(page.getByRole('banner')).toContainText(DEMO.admin.name);
    await expectInsideViewport(page, page.getByRole('button', { name: /account menu/i }));

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the sidebar Logout signs out after its delay', async ({ page }) => {
    await openSignedIn(page, DEMO.admin.email, '/admin/dashboard');
    await page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: /logging out/i })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('other roles cannot open the dashboard', async ({ page }) => {
    await openSignedIn(page, DEMO.staff.email, '/admin/dashboard');
    await expect(page).toHaveURL(/\/staff\/history$/);
  });
});
