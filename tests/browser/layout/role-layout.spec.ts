import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/app';
import { DESKTOP, expectInsideViewport, expectReadableDates, PHONE } from '../support/layout-checks';
import { DEMO, patchStoredUser } from './session';

const accountMenu = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /account menu/i });

test.describe('role layouts', () => {
  for (const account of Object.values(DEMO)) {
    const isAdmin = account.prefix === '/admin';
    test(`${account.email} sees the header, the bottom bar and ${isAdmin ? 'the Admin Dashboard entry' : 'no admin entries'}`, async ({
      page,
    }) => {
      await openSignedIn(page, account.email, `${account.prefix}/docs-cloning`);
      const header = page.getByRole('banner');
      await expect(header).toContainText('Docs Cloning');
      await expect(header).toContainText(account.name);
      await expect(header).toContainText(account.email);
      const bar = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(bar.getByRole('link')).toHaveText(['Docs Cloning', 'History', 'Profile']);

      await accountMenu(page).click();
      const expected = [...(isAdmin ? ['Admin Dashboard'] : []), 'View Profile', 'Logout'];
      await expect(page.getByRole('menuitem')).toHaveText(expected);
      await expect(page.getByRole('menuitem', { name: 'Normal User' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the account menu works from the keyboard with visible focus', async ({ page }) => {
    await openSignedIn(page, DEMO.staff.email, '/staff/docs-cloning');
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    const viewProfile = page.getByRole('menuitem', { name: 'View Profile' });
    await expect(viewProfile).toBeFocused();
    const outline = await viewProfile.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(accountMenu(page)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/profile$/);
  });

  test('the header names who is signed in: the whole name where there is room, the name on a phone too (on the profile)', async ({
    page,
  }) => {
    const longName = 'Dr. Priya Ramanathan-Krishnamurthy';
    await openSignedIn(page, DEMO.clinical.email, '/');
    await patchStoredUser(page, { fullName: longName });
    await page.setViewportSize(DESKTOP);
    await page.goto('/clinical/profile');
    const name = page.getByRole('banner').getByText(longName);
    await expect(name).toBeVisible();
    // Not cut: the text needs no more room than it has.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.getByRole('banner').getByText(DEMO.clinical.email)).toBeVisible();
    // The profile holds no date; none may be written in another form than docs/dates.md's.
    expect(await expectReadableDates(page.getByRole('main'))).toBe(0);

    await page.setViewportSize(PHONE);
    await expect(name).toBeVisible();
    expect(await expectReadableDates(page.getByRole('main'))).toBe(0);
    await expect(page.getByRole('banner').getByText('Profile')).toBeVisible();
    await expectInsideViewport(page, page.getByRole('button', { name: /account menu/i }));
    await expectNoAxeViolations(page);
  });

  test('the bottom bar is hidden on an audit report page', async ({ page }) => {
    await openSignedIn(page, DEMO.clinical.email, '/clinical/history/audit-report/report-007');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('an unverified user can open only Profile', async ({ page }) => {
    await openSignedIn(page, DEMO.auditor.email, '/');
    // The demo accounts are verified; the stored user says otherwise, as after an e-mail change.
    await patchStoredUser(page, { isEmailVerified: false });
    await page.goto('/auditor/history');
    await expect(page).toHaveURL(/\/auditor\/profile$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Docs Cloning', 'History']) {
      const item = bar.getByRole('link', { name: `${label} (unavailable until your email is verified)` });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await item.click({ force: true });
      await expect(page).toHaveURL(/\/auditor\/profile$/);
    }
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/auditor/profile');
    await expectNoAxeViolations(page);
  });

  test('a placeholder with initials replaces a picture that fails to load', async ({ page }) => {
    await openSignedIn(page, DEMO.clinical.email, '/');
    await patchStoredUser(page, { profilePic: '/images/no-such-picture.png' });
    await page.goto('/clinical/profile');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('avatar-placeholder')).toHaveText('DR');
    await expect(header.locator('img')).toHaveCount(0);
    await expect(page.getByRole('main').getByTestId('avatar-placeholder')).toHaveText('DR');
  });
});
