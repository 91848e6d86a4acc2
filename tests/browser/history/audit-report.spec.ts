import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/app';
import { listReports, tableRows } from './history-support';

// A seeded report's files come prepared with the build and pdf.js starts with the signed-in screens, so a first
// open takes about a second; the bound leaves room for a second browser on CI's two cores.
const FIRST_OPEN_MS = 30_000;

const viewer = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('Audit report detail', () => {
  test('opens from the list with both PDFs; pages with keys and buttons, zooms 50% to 300%, downloads, and goes Back', async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
    const [first] = await listReports(page);
    await page.getByLabel('Subscriber ID', { exact: true }).fill('SUB');
    await page.getByRole('button', { name: 'Search' }).click();
    await tableRows(page).first().getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Report Details' })).toBeVisible();
    await expect(page.getByText(first?.patientName ?? '')).toBeVisible();

    const original = viewer(page, 'Original Document');
    const report = viewer(page, 'AI Audit Report');
    await expect(original.getByRole('img', { name: 'Original Document, page 1 of 2' })).toBeVisible({ timeout: FIRST_OPEN_MS });
    await expect(report.getByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeVisible({ timeout: FIRST_OPEN_MS });
    // A seeded report's files come prepared with the build: the browser never starts the engine to make them.
    expect(page.workers().filter((worker) => worker.url().includes('engine-worker'))).toEqual([]);
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
    // The column is narrower than a page at 120%, so the page starts fitted to its width.
    await expect(report.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
    while (await zoomOut.isEnabled()) await zoomOut.click();
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
    // Back to the filtered list: the filter comes back with the entry's state, never in the address.
    await expect(page).toHaveURL(/\/clinical\/history$/);
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue('SUB');
    // The list must render again: closing the report screen once crashed it (an effect returned a Promise).
    await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the page fits the card: fit-to-width by default, fit-page shows it whole, the steps still work', async ({ page }) => {
      await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
      await tableRows(page).first().getByRole('link', { name: 'View Details' }).click();
      const report = viewer(page, 'AI Audit Report');
      const area = report.getByRole('region', { name: 'AI Audit Report page' });
      const canvas = report.getByRole('img', { name: /AI Audit Report, page 1 of/ });
      await expect(canvas).toBeVisible({ timeout: FIRST_OPEN_MS });
      await expect(report.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
      const inside = async () => {
        const [page, room] = [await canvas.boundingBox(), await area.boundingBox()];
        return Boolean(page && room && page.x >= room.x && page.x + page.width <= room.x + room.width);
      };
      await expect.poll(inside).toBe(true);

      await report.getByRole('button', { name: 'Fit page' }).click();
      await expect(report.getByRole('button', { name: 'Fit page' })).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => {
          const [page, room] = [await canvas.boundingBox(), await area.boundingBox()];
          return Boolean(page && room && page.height <= room.height && page.width <= room.width);
        })
        .toBe(true);

      await report.getByRole('button', { name: 'Zoom in' }).click();
      await expect(report.getByRole('button', { name: 'Fit page' })).toHaveAttribute('aria-pressed', 'false');
      await report.getByRole('button', { name: 'Fit to width' }).click();
      await expect.poll(inside).toBe(true);
      await expectNoAxeViolations(page);
    });
  });

  test("another user's report id shows 'Audit report not found'", async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history/audit-report/report-001');
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Audit report not found');
    await expect(problem).toContainText('The requested audit report could not be found.');
    await expectNoAxeViolations(page);
  });
});
