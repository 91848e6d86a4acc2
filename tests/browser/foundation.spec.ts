import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openApp } from './support/app';

test.describe('the portal starts', () => {
  test('the sign-in page opens with the product title and passes axe', async ({ page }) => {
    await openApp(page, '/');
    await expect(page).toHaveTitle('HealthCare Portal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown path lands on the sign-in page', async ({ page }) => {
    await openApp(page, '/no/such/place');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded page without a session lands on sign-in, remembering where it was going', async ({ page }) => {
    await openApp(page, '/clinical/history');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/clinical/history');
  });

  test('the built app runs under a strict Content-Security-Policy with the simulator working', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openApp(page, '/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/https?:/);
    const status = await page.evaluate(async () => (await fetch('/api/v1/health')).status);
    expect(status).toBe(200);
    expect(violations).toEqual([]);
  });
});
