import { expect, test, type Page } from '@playwright/test';
import { fillPatient } from '../docs-cloning/docs-cloning-page';
import { openSignedIn } from '../support/app';
import { DESKTOP, expectApart, PHONE } from '../support/layout-checks';

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');

test.describe('toasts', () => {
  test.use({ viewport: DESKTOP });

  test('never cover the navigation, the header or the button that raised them, on a desktop and a phone', async ({ page }) => {
    await openSignedIn(page, 'clinical@demo.health', '/clinical/docs-cloning/create');
    // Everything but a document: Process Document answers with a toast, 'No Document'.
    await fillPatient(page, { name: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-000123' });
    const process = page.getByRole('button', { name: 'Process Document' });
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    const header = page.getByRole('banner');

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      // The button as low as the page lets it sit: just above the bottom bar, where a toast would first go.
      await process.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await expectApart(process, bar);
      await process.focus();
      await page.keyboard.press('Enter');
      await expect(toast(page)).toContainText('No Document');
      await expectApart(toast(page), bar);
      await expectApart(toast(page), header);
      await expectApart(toast(page), process);
      await toast(page).getByRole('button', { name: 'Close' }).click();
      await expect(toast(page)).toHaveCount(0);
    }
  });
});
