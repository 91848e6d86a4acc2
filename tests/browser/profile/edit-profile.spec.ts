import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../layout/session';
import { DEMO_PASSWORD, lastMailTo, openSignedIn } from '../support/app';

const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Profile' });
const field = (page: Page, label: string) => editDialog(page).getByLabel(new RegExp(`^${label}`));

async function openEditor(page: Page, email: string, prefix: string) {
  await openSignedIn(page, email, `${prefix}/profile`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(editDialog(page)).toBeVisible();
}

test.describe('editing the profile', () => {
  test('a Clinical User edits name and credentials; the change shows at once and survives a reload', async ({ page }) => {
    await openEditor(page, DEMO.clinical.email, DEMO.clinical.prefix);
    const update = editDialog(page).getByRole('button', { name: 'Update Profile' });
    await expect(update).toBeDisabled();
    await update.hover();
    await expect(page.getByRole('tooltip')).toHaveText('No changes detected');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    await field(page, 'Full Name').fill('  Dr. Priya R. Raman ');
    await field(page, 'Professional Credentials').fill('MD, FACP');
    await field(page, 'NPI Number').fill('');
    await update.click();

    await expect(editDialog(page)).toHaveCount(0);
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByText('Your profile information has been updated successfully')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Dr. Priya R. Raman');
    const credentials = page.getByRole('region', { name: 'Professional Credentials' });
    await expect(credentials).toContainText('MD, FACP');
    await expect(credentials).toContainText('1234567893');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Dr. Priya R. Raman');
  });

  test('Office Staff edits contact details without any clinical fields; a wrong phone is refused on the spot', async ({ page }) => {
    await openEditor(page, DEMO.staff.email, DEMO.staff.prefix);
    await expect(field(page, 'NPI Number')).toHaveCount(0);
    await field(page, 'Phone Number').fill('not a phone');
    await editDialog(page).getByRole('button', { name: 'Update Profile' }).click();
    await expect(editDialog(page).getByText('Invalid phone number format')).toBeVisible();

    await field(page, 'Phone Number').fill('+1 (555) 010-2000');
    await field(page, 'Department').fill('');
    await editDialog(page).getByRole('button', { name: 'Update Profile' }).click();
    await expect(editDialog(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('+1 (555) 010-2000');
    await expect(page.getByRole('region', { name: 'Work Information' })).toContainText('Not provided');
  });

  test('a new e-mail locks Docs Cloning and History until the code from the new address is entered', async ({ page }) => {
    await openEditor(page, DEMO.staff.email, DEMO.staff.prefix);
    await field(page, 'Email').fill('sam.ortiz@demo.health');
    await field(page, 'Current Password').fill(DEMO_PASSWORD);
    await editDialog(page).getByRole('button', { name: 'Update Profile' }).click();

    const verify = page.getByRole('dialog');
    await expect(verify).toContainText('sam.ortiz@demo.health');
    await expect(page.getByText('Your email address is not verified. Please verify your email to access all features.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Docs Cloning \(unavailable/ })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    const mail = await lastMailTo(page, 'sam.ortiz@demo.health');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    await verify.getByLabel(/code/i).fill(code);
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(verify).toContainText('Email Verified Successfully!');
    await expect(page).toHaveURL(/\/staff\/docs-cloning$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/staff/history',
    );
  });
});
