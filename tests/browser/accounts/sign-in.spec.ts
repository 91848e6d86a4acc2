import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, openApp } from '../support/app';
import { codeFrom, field, fillSignUp, screenshotBoth, signIn, verifyDialog } from './accounts-support';

test('the sign-in page shows the brand panel when wide, stacks when narrow, and passes axe', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.getByRole('img', { name: 'Clinicians reviewing a patient record' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await screenshotBoth(page, 'sign-in-errors');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: 'Clinicians reviewing a patient record' })).toBeHidden();
  await expect(page.getByText('HealthCare Portal').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a verified user who was sent to sign-in from a guarded page returns there after signing in', async ({ page }) => {
  await openApp(page, '/auditor/history');
  await expect(page).toHaveURL(/redirect=/);
  await signIn(page, 'auditor@demo.health', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/auditor\/history$/);
});

test('five wrong passwords lock the account', async ({ page }) => {
  await openApp(page, '/');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await signIn(page, 'staff@demo.health', 'Wrong@1234');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await signIn(page, 'staff@demo.health', 'Wrong@1234');
  await expect(page.getByRole('alert')).toContainText('locked');
  await expect(page.getByRole('alert')).toContainText('15 minute');
  await screenshotBoth(page, 'sign-in-locked');
});

test('an unverified user signs in, resends after the cooldown, changes e-mail and verifies', async ({ page }) => {
  // The page's clock (the countdown and the simulator's cooldown alike) can then be moved on without waiting.
  await page.clock.install();
  await openApp(page, '/signup');
  await fillSignUp(page, {
    'Full Name': 'Pat Pending',
    'Email Address': 'pat@clinic.test',
    'Phone Number': '555 010 2000',
    Role: 'Auditor User',
    Password: 'Start@1234',
    'Confirm Password': 'Start@1234',
    'Organization Affiliation': 'Riverside',
  });
  await page.getByLabel(/HIPAA/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, 'pat@clinic.test', 'Start@1234');
  const dialog = verifyDialog(page);
  await expect(dialog).toContainText('pat@clinic.test');
  const resend = page.getByRole('button', { name: /Resend Verification Code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/\(\d+s\)/);
  await expectNoAxeViolations(page);

  await page.clock.runFor(61_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(dialog.getByRole('status')).toHaveText('A new verification code has been sent to pat@clinic.test.');
  await expect(resend).toBeDisabled();

  await page.clock.runFor(61_000);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await field(page, 'New Email Address').fill('pat.new@clinic.test');
  await screenshotBoth(page, 'verify-change-email');
  await page.getByRole('button', { name: 'Update Email & Send Code' }).click();
  await expect(dialog).toContainText('pat.new@clinic.test');
  await expect(field(page, 'Verification Code')).toHaveValue('');
  await expect(resend).toHaveText(/\(60s\)/);

  await field(page, 'Verification Code').fill(await codeFrom(page, 'pat.new@clinic.test'));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Your account has been activated. Redirecting to your dashboard...')).toBeVisible();
  await screenshotBoth(page, 'verify-success');
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/auditor\/docs-cloning$/);
});
