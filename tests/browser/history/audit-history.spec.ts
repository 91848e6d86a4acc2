import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/app';
import { expectPatients, listReports, tableRows } from './history-support';

test.describe('Audit History', () => {
  test('a clinician finds reports by part of a name in another case, by subscriber ID, and clears one filter', async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
    await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
    await expect(tableRows(page)).toHaveCount(5);
    await expectNoAxeViolations(page);

    const reports = await listReports(page);
    const target = reports[6];
    if (!target) throw new Error('seed has too few reports');
    const part = (target.patientName.split(' ')[1] ?? '').slice(1, 5).toUpperCase();
    await page.getByLabel('Patient Name', { exact: true }).fill(part);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`patientName=${part}`));
    await expect(tableRows(page).filter({ hasText: target.patientName })).toHaveCount(1);

    const subscriberId = target.subscriberIds.at(-1) ?? '';
    await page.getByLabel('Subscriber ID', { exact: true }).fill(subscriberId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expectPatients(page, [target.patientName]);

    await page.getByRole('button', { name: 'Clear patient name' }).click();
    await expect(page.getByLabel('Patient Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue(subscriberId);
    await expectPatients(page, [target.patientName]);
    await expect(page).not.toHaveURL(/patientName=/);

    await page.reload();
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue(subscriberId);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(tableRows(page)).toHaveCount(5);

    await page.getByLabel('Patient Name', { exact: true }).fill('no such patient anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  });

  test('an Admin pages through every report 5 at a time, jumps with the page input and changes rows per page', async ({ page }) => {
    await openSignedIn(page, 'admin@demo.health', '/admin/history');
    const reports = await listReports(page);
    expect(reports.length).toBeGreaterThanOrEqual(30);
    const lastPage = Math.ceil(reports.length / 5);
    const names = (pageNumber: number) => reports.slice((pageNumber - 1) * 5, pageNumber * 5).map((report) => report.patientName);

    await expectPatients(page, names(1));
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    for (let pageNumber = 2; pageNumber <= 3; pageNumber += 1) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expectPatients(page, names(pageNumber));
    }
    await page.getByRole('button', { name: 'Page 5' }).click();
    await expectPatients(page, names(5));

    const goTo = page.getByLabel('Go to page');
    await goTo.fill(String(lastPage + 1));
    await goTo.press('Enter');
    await expectPatients(page, names(5));
    await goTo.fill(String(lastPage));
    await goTo.press('Enter');
    await expectPatients(page, names(lastPage));
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();

    await page.getByLabel('Rows per page').selectOption('50');
    await expect(tableRows(page)).toHaveCount(reports.length);
    await expect(page).toHaveURL(/limit=50/);
    await page.goBack();
    await expectPatients(page, names(lastPage));
  });

  test('deleting asks to Confirm Delete; Cancel keeps the report and confirming removes it', async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
    const [first, second] = await listReports(page);
    if (!first || !second) throw new Error('seed has too few reports');

    await tableRows(page).first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
    await expect(dialog).toContainText(`Are you sure you want to delete the audit report for ${first.patientName}?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(tableRows(page).first()).toContainText(first.patientName);

    await tableRows(page).first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.simulator?.setLatency(400));
    await tableRows(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(dialog).toBeHidden();
    await expect(tableRows(page).first()).toContainText(second.patientName);
    await expect(tableRows(page).filter({ hasText: first.patientName })).toHaveCount(0);
  });

  test('a failed load shows the Internal Server Error panel, and Refresh reloads the page', async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/profile');
    await page.evaluate(() => window.simulator?.failNext('GET', '/audit-reports/filter', 500));
    await page.getByRole('link', { name: 'History' }).click();
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Internal Server Error');
    await expect(panel).toContainText('Sorry, something went wrong. Please try again later.');
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(tableRows(page)).toHaveCount(5);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the page never scrolls sideways: the wide table scrolls inside its card', async ({ page }) => {
      await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
      await expect(tableRows(page)).toHaveCount(5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
