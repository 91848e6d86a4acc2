import { expect, type Page } from '@playwright/test';

export type ListItem = { id: string; patientName: string; subscriberIds: string[] };

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
