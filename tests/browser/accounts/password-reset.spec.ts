import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, lastMailTo, openApp } from '../support/app';
import { field, screenshotBoth, signIn } from './accounts-support';

async function requestReset(page: Page, email: string) {
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await field(page, 'Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Email Sent Successfully!' })).toContainText('Password reset token sent to email');
  return (await lastMailTo(page, email)).text;
}

test('forgot password, then the e-mailed link resets the password and signs in at the landing', async ({ page }) => {
  await openApp(page, '/');
  const mail = await requestReset(page, 'clinical@demo.health');
  await expect(page.getByText('Please check your email and click on the reset link to continue.')).toBeVisible();
  await screenshotBoth(page, 'forgot-password-sent');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Got it' }).click();

  const link = /(\/reset-password\/\S+)/.exec(mail)?.[1] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  await field(page, 'New Password').fill('weak');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await field(page, 'New Password').fill('Fresh@1234');
  await field(page, 'Confirm Password').fill('Fresh@12');
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await screenshotBoth(page, 'reset-page');
  await expectNoAxeViolations(page);
  await field(page, 'Confirm Password').fill('Fresh@1234');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/clinical\/docs-cloning$/);

  await page.goto(link);
  await field(page, 'New Password').fill('Again@1234');
  await field(page, 'Confirm Password').fill('Again@1234');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Reset link is invalid or has expired');
});

test('the reset dialog takes the typed token, signs in and closes after 2 seconds', async ({ page }) => {
  await page.clock.install();
  await openApp(page, '/');
  const mail = await requestReset(page, 'staff@demo.health');
  const token = /reset token: (\S+)/.exec(mail)?.[1] ?? '';
  await page.getByRole('button', { name: 'Enter Reset Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await field(page, 'Reset Token').fill('abc');
  await expect(dialog.getByText('Token must be at least 6 characters')).toBeVisible();
  await screenshotBoth(page, 'reset-dialog');
  await expectNoAxeViolations(page);
  await field(page, 'Reset Token').fill(token);
  await field(page, 'New Password').fill('Fresh@1234');
  await field(page, 'Confirm Password').fill('Fresh@1234');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog).toContainText('Password reset successful! You have been logged in automatically.');
  await page.clock.runFor(2_000);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/staff\/docs-cloning$/);
});

test('after logout the back button cannot reach a guarded page', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, 'staff@demo.health', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/docs-cloning$/);
  await page.getByRole('button', { name: /Sam Ortiz/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/staff\//);
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  await page.goto('/staff/docs-cloning');
  await expect(page).toHaveURL(/redirect=/);
});
