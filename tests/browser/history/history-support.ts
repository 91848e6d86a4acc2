import { expect, type Page } from '@playwright/test';
import { openApp, signInThroughApi } from '../support/app';

export type ListItem = { id: string; patientName: string; subscriberIds: string[] };

/** Signs a demo account in through the API and opens `path` in the app. */
export async function openSignedIn(page: Page, email: string, path: string): Promise<void> {
  await openApp(page, '/');
  // window.simulator exists a moment before the service worker controls the page: wait until it answers.
  await expect
    .poll(() => page.evaluate(async () => (await fetch('/api/v1/health')).headers.get('content-type') ?? ''))
    .toContain('application/json');
  await signInThroughApi(page, email);
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => typeof window.simulator !== 'undefined')).toBe(true);
}

/** The signed-in user's reports, newest first, read straight from the API (what the table should show). */
export async function listReports(page: Page): Promise<ListItem[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/audit-reports/filter?page=1&limit=100', { credentials: 'include' });
    const json = (await response.json()) as { body: { data: ListItem[] } };
    return json.body.data;
  });
}

export const tableRows = (page: Page) => page.getByRole('region', { name: 'Audit reports' }).locator('tbody tr');

export async function expectPatients(page: Page, names: string[]): Promise<void> {
  await expect(tableRows(page).locator('td:first-child')).toHaveText(names);
}
