import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openApp } from '../support/app';
import { codeFrom, field, fillSignUp, screenshotBoth, signIn, verifyDialog } from './accounts-support';

const account = {
  'Full Name': 'Dr. Nora Quinn',
  'Email Address': 'nora.quinn@clinic.test',
  'Phone Number': '+1-555-123-4567',
  Password: 'Start@1234',
  'Confirm Password': 'Start@1234',
  'Organization Affiliation': 'Riverside Medical Group',
};

test('a Clinical User signs up, verifies with the e-mailed code and lands on Docs Cloning', async ({ page }) => {
  await openApp(page, '/signup');
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' }).locator('option')).toHaveText([
    'Select your role',
    'Clinical User',
    'Auditor User',
    'Office Staff',
  ]);
  await expect(page.getByText('+1-555-123-4567', { exact: false }).first()).toBeVisible();
  await expect(field(page, 'NPI Number')).toHaveCount(0);

  await fillSignUp(page, { ...account, Role: 'Clinical User' });
  await page.getByLabel(/HIPAA/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Professional credentials are required for Clinical Users')).toBeVisible();
  await expect(page.getByText('Taxonomy code is required for Clinical Users')).toBeVisible();
  await fillSignUp(page, { 'Professional Credentials': 'MD', 'NPI Number': '123456789', 'Taxonomy Code': '207Q00000X' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('NPI number must be exactly 10 digits')).toBeVisible();
  await screenshotBoth(page, 'sign-up-clinical-errors');
  await expectNoAxeViolations(page);

  await fillSignUp(page, { 'NPI Number': '1234567890' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(verifyDialog(page)).toBeVisible();
  await expect(verifyDialog(page)).toContainText('nora.quinn@clinic.test');
  await expect(page.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
  await screenshotBoth(page, 'verify-dialog-after-sign-up');
  await expectNoAxeViolations(page);

  await field(page, 'Verification Code').fill(await codeFrom(page, 'nora.quinn@clinic.test'));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The sign-in form keeps the address just verified; it never travels in the URL.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nora.quinn@clinic.test');
  expect(page.url()).not.toContain('nora');
  await signIn(page, 'nora.quinn@clinic.test', 'Start@1234');
  await expect(page).toHaveURL(/\/clinical\/docs-cloning$/);
});

test('Office Staff signs up without clinical fields and sees the red banner for a taken e-mail', async ({ page }) => {
  await openApp(page, '/signup');
  await fillSignUp(page, { ...account, 'Email Address': 'staff@demo.health', Role: 'Office Staff' });
  await expect(field(page, 'NPI Number')).toHaveCount(0);
  await page.getByLabel(/HIPAA/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }).first()).toBeVisible();

  await fillSignUp(page, { 'Email Address': 'sam.front@clinic.test' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(verifyDialog(page)).toContainText('sam.front@clinic.test');
  await field(page, 'Verification Code').fill(await codeFrom(page, 'sam.front@clinic.test'));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await signIn(page, 'sam.front@clinic.test', 'Start@1234');
  await expect(page).toHaveURL(/\/staff\/docs-cloning$/);
});
