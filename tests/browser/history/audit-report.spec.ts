import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/app';
import { DESKTOP, expectInsideViewport, expectReadableDates, expectToolbarForFingers, PHONE, zoomOf } from '../support/layout-checks';
import { expectReportCardDates, listReports, showOnPhone, tableRows } from './history-support';

// A seeded report's files come prepared with the build and pdf.js starts with the signed-in screens, so a first
// open takes about a second; the bound leaves room for a second browser on CI's two cores.
const FIRST_OPEN_MS = 30_000;

const viewer = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('Audit report detail', () => {
  test.use({ viewport: DESKTOP });

  test('opens from the list with both PDFs; pages with keys and buttons, zooms 50% to 300%, downloads; on a phone too; goes Back', async ({
    page,
  }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history');
    const [first] = await listReports(page);
    await page.getByLabel('Subscriber ID', { exact: true }).fill('SUB');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(tableRows(page)).not.toHaveCount(0);
    expect(await expectReadableDates(page.getByRole('main'))).toBeGreaterThanOrEqual(2);
    for (const row of await tableRows(page).all()) {
      await expectInsideViewport(page, row.getByRole('link', { name: 'View Details' }));
      await expectInsideViewport(page, row.getByRole('button', { name: 'Delete' }));
    }
    await tableRows(page).first().getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Report Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Patient Information' }).getByText(first?.patientName ?? '')).toBeVisible();

    const original = viewer(page, 'Original Document');
    const report = viewer(page, 'AI Audit Report');
    await expect(original.getByRole('img', { name: 'Original Document, page 1 of 2' })).toBeVisible({ timeout: FIRST_OPEN_MS });
    await expect(report.getByRole('img', { name: 'AI Audit Report, page 1 of 2' })).toBeVisible({ timeout: FIRST_OPEN_MS });
    // Audit date with its time, DOB and note date.
    expect(await expectReportCardDates(page)).toBe(3);
    for (const pdf of [original, report]) {
      await expectToolbarForFingers(pdf);
      expect(await zoomOf(pdf)).toBeGreaterThanOrEqual(50);
    }
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

    // The same report on a 390 px phone (its files are made: the reload reopens it at once).
    await page.setViewportSize(PHONE);
    await page.reload();
    await showOnPhone(page, 'AI Audit Report');
    const area = report.getByRole('region', { name: 'AI Audit Report page' });
    const canvas = report.getByRole('img', { name: /AI Audit Report, page 1 of/ });
    await expect(canvas).toBeVisible({ timeout: FIRST_OPEN_MS });
    expect(await expectReportCardDates(page)).toBe(3);
    await expectToolbarForFingers(report);
    expect(await zoomOf(report)).toBeGreaterThanOrEqual(50);
    const inside = async () => {
      const [page, room] = [await canvas.boundingBox(), await area.boundingBox()];
      return Boolean(page && room && page.x >= room.x && page.x + page.width <= room.x + room.width);
    };
    await expect.poll(inside).toBe(true);

    // The fits live in the 'More view options' menu: keyboard, Escape and focus return as in any menu button.
    const more = report.getByRole('button', { name: 'More view options' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemcheckbox', { name: 'Fit to width' })).toBeFocused();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Fit to width' })).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);
    // The menu's arrow keys move in the menu, not through the pages.
    await page.keyboard.press('ArrowDown');
    await expect(report.getByText('1 of 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();

    await more.click();
    await page.getByRole('menuitemcheckbox', { name: 'Fit page' }).click();
    await expect(more).toBeFocused();
    await expect
      .poll(async () => {
        const [page, room] = [await canvas.boundingBox(), await area.boundingBox()];
        return Boolean(page && room && page.height <= room.height + 1 && page.width <= room.width + 1);
      })
      .toBe(true);
    await report.getByRole('button', { name: 'Zoom in' }).click();
    await more.click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Fit page' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('menuitemcheckbox', { name: 'Fit to width' }).click();
    await expect.poll(inside).toBe(true);

    await page.getByRole('link', { name: 'Back' }).click();
    // Back to the filtered list: the filter comes back with the entry's state, never in the address.
    await expect(page).toHaveURL(/\/clinical\/history$/);
    await expect(page.getByLabel('Subscriber ID', { exact: true })).toHaveValue('SUB');
    // The list must render again: closing the report screen once crashed it (an effect returned a Promise).
    await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
    // On a phone each report is a card whose actions need no sideways scrolling.
    const cards = page.getByRole('list', { name: 'Audit reports' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      await expectInsideViewport(page, card.getByRole('link', { name: 'View Details' }));
      await expectInsideViewport(page, card.getByRole('button', { name: 'Delete' }));
    }
    expect(await expectReadableDates(page.getByRole('main'))).toBe(10);
    await expectNoAxeViolations(page);
  });

  test("another user's report id shows 'Audit report not found'", async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/history/audit-report/report-001');
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Audit report not found');
    await expect(problem).toContainText('The requested audit report could not be found.');
    await expectNoAxeViolations(page);
  });
});
