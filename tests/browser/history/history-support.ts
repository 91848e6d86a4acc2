import { expect, type Page } from '@playwright/test';
import { expectReadableDates } from '../support/layout-checks';

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

/**
 * The dates of a report's summary and patient cards, each as docs/dates.md writes them. The Findings list is left
 * out: a finding quotes the document as written, dates too ('Signed: ... Date: 9/8/2026').
 */
export async function expectReportCardDates(page: Page): Promise<number> {
  const summary = await expectReadableDates(page.getByRole('region', { name: 'Audit Report Details' }));
  return summary + (await expectReadableDates(page.getByRole('region', { name: 'Patient Information' })));
}

/** On a phone the report detail shows one view at a time: this one. */
export async function showOnPhone(page: Page, view: 'Findings' | 'Original' | 'AI Audit Report'): Promise<void> {
  await page.getByRole('navigation', { name: 'Report views' }).getByRole('button', { name: view, exact: true }).click();
}
