import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectInsideViewport } from '../support/layout-checks';
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
    const filtered = page.waitForRequest((request) => request.url().includes('/audit-reports/filter?'));
    await page.getByRole('button', { name: 'Search' }).click();
    // The API call carries the filter; the page's address never does.
    expect(new URL((await filtered).url()).searchParams.get('patientName')).toBe(part);
    await expect(tableRows(page).filter({ hasText: target.patientName })).toHaveCount(1);
    expect(page.url()).toMatch(/\/clinical\/history$/);

    const subscriberId = target.subscriberIds.at(-1) ?? '';
    await page.getByLabel('Subscriber ID', { exact: true }).fill(subscriberId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expectPatients(page, [target.patientName]);
    expect(page.url()).toMatch(/\/clinical\/history$/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear patient name' }).click();
    await expect(page.getByLabel('Patient Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue(subscriberId);
    await expectPatients(page, [target.patientName]);
    expect(page.url()).not.toContain(subscriberId);

    await page.reload();
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue(subscriberId);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(tableRows(page)).toHaveCount(5);

    await page.getByLabel('Patient Name', { exact: true }).fill('no such patient anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  });

  test('back, forward and reload keep the applied filters, which never reach the address bar or a Referer', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.headers()['referer'] ?? ''}`));
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
    const [first, second] = await listReports(page);
    if (!first || !second) throw new Error('seed has too few reports');
    const patientName = page.getByLabel('Patient Name', { exact: true });
    const search = async (name: string) => {
      await patientName.fill(name);
      await page.getByRole('button', { name: 'Search' }).click();
      await expectPatients(page, [name]);
    };

    await search(first.patientName);
    await search(second.patientName);
    await page.goBack();
    await expect(patientName).toHaveValue(first.patientName);
    await expectPatients(page, [first.patientName]);
    await page.goForward();
    await expect(patientName).toHaveValue(second.patientName);
    await expectPatients(page, [second.patientName]);

    await page.reload();
    await expect(patientName).toHaveValue(second.patientName);
    await expectPatients(page, [second.patientName]);
    await expectNoAxeViolations(page);
    await page.goBack();
    await expectPatients(page, [first.patientName]);

    expect(page.url()).toMatch(/\/clinical\/history$/);
    const pageAddresses = sent.map((line) => line.replace(/\/api\/v1\/audit-reports\/filter\?\S*/, ''));
    for (const name of [first.patientName, second.patientName]) {
      const spellings = [name, encodeURIComponent(name), name.replaceAll(' ', '+')];
      expect(pageAddresses.filter((line) => spellings.some((spelling) => line.includes(spelling)))).toEqual([]);
    }
  });

  test('an address bookmarked with ?patientName= opens the unfiltered list at its page, the name gone from the address', async ({
    page,
  }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history?patientName=Ada%20Lovelace&subscriberId=SUB123&page=2');
    await expect(page).toHaveURL(/\/clinical\/history\?page=2$/);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.getByLabel('Patient Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue('');
    await expect(tableRows(page)).toHaveCount(5);
    // Replaced, not pushed: going back leaves the list for the page before it.
    await page.goBack();
    await expect(page).not.toHaveURL(/patientName/);
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

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the empty state and the error panel fit the screen, nothing cut and no sideways scrolling', async ({ page }) => {
      await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
      await page.getByLabel('Patient Name', { exact: true }).fill('no such patient anywhere');
      await page.getByRole('button', { name: 'Search' }).click();
      for (const text of ['No results found', 'Try adjusting your search criteria']) {
        await expectInsideViewport(page, page.getByText(text));
      }
      await expectNoAxeViolations(page);

      await page.evaluate(() => window.simulator?.failNext('GET', '/audit-reports/filter', 500));
      await page.getByLabel('Patient Name', { exact: true }).fill('another search');
      await page.getByRole('button', { name: 'Search' }).click();
      const panel = page.getByRole('alert');
      await expect(panel).toContainText('Internal Server Error');
      await expectInsideViewport(page, panel);
      await expectInsideViewport(page, panel.getByText('Sorry, something went wrong. Please try again later.'));
    });
  });
});
