import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openApp, openSignedIn } from '../support/app';
import { field, screenshotBoth } from './accounts-support';

test('the dev panel opens from the end of the page and shows the reset e-mail with its link and token', async ({ page }) => {
  await openApp(page, '/');
  const toggle = page.getByRole('button', { name: 'Simulator' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await field(page, 'Email Address').fill('auditor@demo.health');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();

  await toggle.click();
  const panel = page.getByRole('region', { name: 'Simulator dev panel' });
  await expect(panel.getByRole('link', { name: 'Open reset link' })).toBeVisible();
  await expect(panel).toContainText('Token: ');
  await screenshotBoth(page, 'dev-panel');
  await expectNoAxeViolations(page);
  await panel.getByRole('link', { name: 'Open reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
});

/** Two boxes on the page share no pixel. */
async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('Both elements must be on the page');
  const apart =
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y;
  expect(apart, `${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(true);
}

const simulatorButton = (page: Page) => page.getByRole('button', { name: 'Simulator' });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the Simulator button covers no form and comes after the page in the tab order', async ({ page }) => {
      await openApp(page, '/');
      await expectApart(simulatorButton(page), page.getByRole('form', { name: 'Sign in' }));
      await expectApart(simulatorButton(page), page.getByRole('main'));
      // Tabbing through the sign-in screen reaches every control of the page before the Simulator button.
      await page.getByRole('textbox', { name: 'Email' }).focus();
      const order: string[] = [];
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      expect(order.indexOf('Simulator')).toBeGreaterThan(order.indexOf('Sign up'));

      await openSignedIn(page, 'clinical@demo.health', '/clinical/docs-cloning/create');
      await expect(page.getByRole('heading', { name: 'Upload Documents' })).toBeVisible();
      for (const form of await page.getByRole('main').locator('form').all()) await expectApart(simulatorButton(page), form);
      await expectApart(simulatorButton(page), page.getByRole('navigation').last());
    });
  });
}
