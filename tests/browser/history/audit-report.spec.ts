import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/app';
import { listReports, tableRows } from './history-support';

const viewer = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('Audit report detail', () => {
  test('opens from the list with both PDFs; pages with keys and buttons, zooms 50% to 300%, downloads, and goes Back', async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history?subscriberId=SUB');
    const [first] = await listReports(page);
    await tableRows(page).first().getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Report Details' })).toBeVisible();
    await expect(page.getByText(first?.patientName ?? '')).toBeVisible();

    const original = viewer(page, 'Original Document');
    const report = viewer(page, 'AI Audit Report');
    await expect(original.getByRole('img', { name: 'Original Document, page 1 of 2' })).toBeVisible();
    await expect(report.getByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Keys move only the viewer that has focus.
    await report.getByRole('group').focus();
    await page.keyboard.press('ArrowRight');
    await expect(report.getByText('2 of 2')).toBeVisible();
    await expect(original.getByText('1 of 2')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(report.getByText('1 of 2')).toBeVisible();
    await original.getByRole('button', { name: 'Next page' }).click();
    await expect(original.getByText('2 of 2')).toBeVisible();
    await expect(original.getByRole('button', { name: 'Next page' })).toBeDisabled();

    const zoomOut = report.getByRole('button', { name: 'Zoom out' });
    const zoomIn = report.getByRole('button', { name: 'Zoom in' });
    await expect(report.getByText('120%')).toBeVisible();
    for (let step = 0; step < 4; step += 1) await zoomOut.click();
    await expect(report.getByText('50%')).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    while (await zoomIn.isEnabled()) await zoomIn.click();
    await expect(report.getByText('300%')).toBeVisible();
    // Drawn at its zoomed size, never squeezed to the column (which would distort the page).
    const box = await report
      .getByRole('img')
      .evaluate((canvas) => canvas.getBoundingClientRect().toJSON() as { width: number; height: number });
    expect(box.width).toBe(Math.floor(612 * 3));
    expect(box.height).toBe(Math.floor(792 * 3));

    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`ai-audit-report-${first?.id}.pdf`);

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/clinical\/history\?subscriberId=SUB/);
    // The list must render again: closing the report screen once crashed it (an effect returned a Promise).
    await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  });

  test("another user's report id shows 'Audit report not found'", async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history/audit-report/report-001');
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Audit report not found');
    await expect(problem).toContainText('The requested audit report could not be found.');
    await expectNoAxeViolations(page);
  });
});
