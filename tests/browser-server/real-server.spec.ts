import { expect, test, type Page } from '@playwright/test';
import { DEV_OUTBOX_PATH, devOutboxSchema } from '@healthcare-portal/contracts/dev-outbox';
import { field, fillSignUp, signIn, verifyDialog } from '../browser/accounts/accounts-support';
import { expectToast, fillPatient, pickFiles, uploadSelected } from '../browser/docs-cloning/docs-cloning-page';
import { expectNoAxeViolations } from '../browser/support/axe';
import {
  DESKTOP,
  expectApart,
  expectInsideViewport,
  expectReadableDates,
  expectToolbarForFingers,
  PHONE,
  zoomOf,
} from '../browser/support/layout-checks';
import { readFindings, reportWithCopies } from '../browser/history/findings-support';
import { expectReportCardDates, showOnPhone } from '../browser/history/history-support';
import { threeNoteChart } from '../unit/docs-cloning/three-note-chart';

// The same screens as the simulator's browser tests, once, against `npm run server`: nothing here knows the simulator.

/** The code in the newest mail to an address, from the server's development outbox (GET /api/v1/_dev/outbox). */
async function mailedCode(page: Page, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/v1${DEV_OUTBOX_PATH}?to=${encodeURIComponent(to)}`);
      const { messages } = devOutboxSchema.parse(((await answer.json()) as { body: unknown }).body);
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

const viewer = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a new user signs up, verifies with the mailed code and signs in', async ({ page }) => {
  const email = `rita.okafor.${Date.now()}@clinic.test`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
  await fillSignUp(page, {
    'Full Name': 'Rita Okafor',
    'Email Address': email,
    'Phone Number': '+1-555-123-4567',
    Password: 'Start@1234',
    'Confirm Password': 'Start@1234',
    'Organization Affiliation': 'Riverside Medical Group',
    Role: 'Office Staff',
  });
  await page.getByLabel(/HIPAA/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(verifyDialog(page)).toContainText(email);
  await expectNoAxeViolations(page);

  await field(page, 'Verification Code').fill(await mailedCode(page, email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(field(page, 'Email')).toHaveValue(email);
  await signIn(page, email, 'Start@1234');
  await expect(page).toHaveURL(/\/staff\/docs-cloning$/);
});

test('the Clinical User uploads and processes a chart, then opens its report from History with both PDFs, on a desktop and a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const chart = await threeNoteChart();
  await page.goto('/');
  await signIn(page, 'clinical@demo.health', 'Demo@1234');
  await expect(page).toHaveURL(/\/clinical\/docs-cloning$/);

  await page.goto('/clinical/docs-cloning/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  await pickFiles(page, [{ name: 'chart.pdf', mimeType: 'application/pdf', bytes: chart.pdf }]);
  await uploadSelected(page, 1);
  await fillPatient(page, chart.patient);
  await page.getByRole('button', { name: 'Process Document' }).click();
  await expectToast(page, 'Processing Complete', 'Document processed successfully! Found 3 note(s)');
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
  await expectApart(toast, page.getByRole('navigation', { name: 'Main navigation' }));
  await expect(page.getByRole('list', { name: 'Notes found' }).getByRole('listitem')).toHaveCount(3);
  // Patient Information and each note: DOB and note date.
  expect(await expectReadableDates(page.getByRole('main'))).toBe(8);

  // Newest first: the three reports just made head the list.
  await page.goto('/clinical/history');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(chart.patient.name);
  await expectInsideViewport(page, rows.nth(1).getByRole('link', { name: 'View Details' }));
  await expectInsideViewport(page, rows.nth(1).getByRole('button', { name: 'Delete' }));
  expect(await expectReadableDates(page.getByRole('main'))).toBe(10);
  await rows.nth(1).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Report Details' })).toBeVisible();
  await expect(viewer(page, 'Original Document').getByRole('img', { name: /^Original Document, page 1 of \d+$/ })).toBeVisible();
  await expect(viewer(page, 'AI Audit Report').getByRole('img', { name: /^AI Audit Report, page 1 of \d+$/ })).toBeVisible();
  expect(await expectReportCardDates(page)).toBe(3);
  await expectToolbarForFingers(viewer(page, 'AI Audit Report'));
  expect(await zoomOf(viewer(page, 'AI Audit Report'))).toBeGreaterThanOrEqual(50);
  await expectNoAxeViolations(page);

  // The same report and the list on a 390 px phone.
  await page.setViewportSize(PHONE);
  await page.reload();
  await showOnPhone(page, 'AI Audit Report');
  const report = viewer(page, 'AI Audit Report');
  await expect(report.getByRole('img', { name: /^AI Audit Report, page 1 of \d+$/ })).toBeVisible();
  await expectToolbarForFingers(report);
  expect(await zoomOf(report)).toBeGreaterThanOrEqual(50);
  expect(await expectReportCardDates(page)).toBe(3);
  await page.getByRole('link', { name: 'Back' }).click();
  const cards = page.getByRole('list', { name: 'Audit reports' }).getByRole('listitem');
  await expect(cards.first()).toContainText(chart.patient.name);
  await expectInsideViewport(page, cards.first().getByRole('link', { name: 'View Details' }));
  await expectInsideViewport(page, cards.first().getByRole('button', { name: 'Delete' }));
  expect(await expectReadableDates(page.getByRole('main'))).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});

test('a finding opens its evidence on the real server: a header value, a copy beside its source, a citation of the report, a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await signIn(page, 'clinical@demo.health', 'Demo@1234');
  await expect(page).toHaveURL(/\/clinical\/docs-cloning$/);
  // A seeded report: the engine made it, with its evidence, when the server started with --seed-demo.
  const report = await reportWithCopies(page, 20);
  await page.goto(`/clinical/history/audit-report/${report.id}`);
  await readFindings(page, report, async () => undefined);
});
