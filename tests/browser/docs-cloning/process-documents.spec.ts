import { expect, test, type Page } from '@playwright/test';
import { expectedHeaders, threeNoteChart } from '../../unit/docs-cloning/three-note-chart';
import { readableDate } from '../../support/readable-date';
import { expectNoAxeViolations } from '../support/axe';
import { DESKTOP, expectInsideViewport, expectReadableDates, expectToolbarForFingers, PHONE, zoomOf } from '../support/layout-checks';
import { expectToast, fillPatient, openCreateScreen, pickFiles, uploadSelected } from './docs-cloning-page';

/** Every progress line the screen shows while processing ('Reading pages: 2 of 3 pages', ...). */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('progress')?.parentElement?.textContent;
      if (text && !seen.includes(text)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

async function uploadChart(page: Page, allowMultiNote: boolean) {
  const chart = await threeNoteChart();
  await openCreateScreen(page);
  await pickFiles(page, [{ name: 'chart.pdf', mimeType: 'application/pdf', bytes: chart.pdf }]);
  await uploadSelected(page, 1);
  await fillPatient(page, chart.patient);
  const checkbox = page.getByRole('checkbox', { name: 'Allow Multi Note' });
  await expect(checkbox).toBeChecked();
  if (!allowMultiNote) await checkbox.uncheck();
  return chart;
}

test.describe('processing a chart', () => {
  test.use({ viewport: DESKTOP });

  test('with multi note on, a 3-note chart gives three notes with the headers read from them, on a desktop and a phone', async ({
    page,
  }) => {
    const chart = await uploadChart(page, true);
    const progress = await recordProgress(page);
    await page.getByRole('button', { name: 'Process Document' }).click();
    await expectToast(page, 'Processing Complete', 'Document processed successfully! Found 3 note(s)');
    // Which stages a poll lands in depends on the machine's speed (a 3-note chart takes about a second now): any
    // stage's line with its counts shows the progress.
    const stageLine =
      /^(Starting|Reading pages|Preparing the text|Finding notes|Auditing notes|Writing audit reports): \d+ of \d+ (pages|reports)$/;
    expect((await progress()).some((line) => stageLine.test(line))).toBe(true);

    await expect(page.getByRole('heading', { level: 1, name: 'Document Analysis Complete' })).toBeVisible();
    const notes = page.getByRole('list', { name: 'Notes found' }).getByRole('listitem');
    await expect(notes).toHaveCount(3);
    for (const [index, header] of expectedHeaders(chart).entries()) {
      await expect(notes.nth(index).getByRole('definition')).toHaveText([
        header.patientName,
        readableDate(header.patientDob),
        header.docType,
        readableDate(header.noteDate),
      ]);
      await expect(notes.nth(index).getByRole('button', { name: `Download Report ${index + 1}` })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Document Preview' })).toContainText('chart.pdf');
    // Patient Information and each note: DOB and note date.
    expect(await expectReadableDates(page.getByRole('main'))).toBe(8);
    const preview = page.getByRole('region', { name: 'Merged document', exact: true });
    await expect(preview.getByRole('img', { name: /^Merged document, page 1 of/ })).toBeVisible();
    await expectToolbarForFingers(preview);
    expect(await zoomOf(preview)).toBeGreaterThanOrEqual(50);
    await expectNoAxeViolations(page);

    await page.setViewportSize(PHONE);
    for (const index of [0, 1, 2]) await expectInsideViewport(page, notes.nth(index).getByRole('button', { name: /^Download Report/ }));
    expect(await expectReadableDates(page.getByRole('main'))).toBe(8);
    await expectToolbarForFingers(preview);
    expect(await zoomOf(preview)).toBeGreaterThanOrEqual(50);
    await expectNoAxeViolations(page);
  });

  test('with multi note off, the same chart is one note with its report to download', async ({ page }) => {
    await uploadChart(page, false);
    await page.getByRole('button', { name: 'Process Document' }).click();
    await expectToast(page, 'Processing Complete', 'Document processed successfully! Found 1 note(s)');
    await expect(page.getByRole('list', { name: 'Notes found' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    expect((await download).suggestedFilename()).toBe('audit-report-1-of-1.pdf');
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Allow Multi Note' })).not.toBeChecked();
  });
});
