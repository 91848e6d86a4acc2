import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openApp } from '../support/app';
import { field, screenshotBoth } from './accounts-support';

test('the dev panel opens from its corner and shows the reset e-mail with its link and token', async ({ page }) => {
  await openApp(page, '/');
  const toggle = page.getByRole('button', { name: 'Simulator' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await field(page, 'Email Address').fill('auditor@demo.health');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();

  await toggle.click();
  const panel = page.getByRole('region', { name: 'Simulator dev panel' });
  await expect(panel.getByRole('link', { name: 'Open reset link' })).toBeVisible();
  await expect(panel).toContainText('Token: ');
  await screenshotBoth(page, 'dev-panel');
  await expectNoAxeViolations(page);
  await panel.getByRole('link', { name: 'Open reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
});
