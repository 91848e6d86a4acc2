import { expect, type Locator, type Page } from '@playwright/test';
import type { ReportEvidence } from '@healthcare-portal/contracts/report-evidence';
import { expectNoAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, zoomOf } from '../support/layout-checks';

// The story of docs/findings.md, the same against the simulator and the real server: a header value by keyboard, a
// copied passage beside its source by mouse, a citation inside the AI Audit Report by mouse and by keyboard, a phone.

type Listed = { id: string };
type Detail = { id: string; patientName: string; evidence: ReportEvidence | null };

/** The first of the user's newest reports whose evidence has a copied passage (the seeds have some). */
export async function reportWithCopies(page: Page, among = 5): Promise<Detail> {
  const found = await page.evaluate(async (limit) => {
    const get = async (path: string) =>
      ((await (await fetch(`/api/v1${path}`, { credentials: 'include' })).json()) as { body: unknown }).body;
    const { data } = (await get(`/audit-reports/filter?page=1&limit=${limit}`)) as { data: Listed[] };
    for (const { id } of data) {
      const [detail] = ((await get(`/audit-reports/get-by-id/${id}`)) as { data: Detail[] }).data;
      if (detail?.evidence?.copies.some((copy) => copy.passages.length > 0)) return detail;
    }
    return null;
  }, among);
  if (!found) throw new Error('No report among the newest has a copied passage');
  return found;
}

const viewer = (page: Page, title: string | RegExp) => page.getByRole('region', { name: title, exact: true });
export const shownStatus = (page: Page) => page.getByRole('status', { name: 'Shown in the viewers' });

/**
 * The highlight over the drawn page is where its rectangles say, at the viewer's zoom (two points of room around
 * the words), and inside the page; the words under it (pdf.js's text layer, read by the viewer) are in the status.
 */
async function expectHighlightOnPage(pdf: Locator): Promise<void> {
  const box = pdf.locator('[data-evidence-rect]').first();
  await expect(box).toBeAttached();
  const [x = 0, y = 0, w = 0, h = 0] = ((await box.getAttribute('data-evidence-rect')) ?? '').split(',').map(Number);
  const scale = (await zoomOf(pdf)) / 100;
  const canvas = await pdf.getByRole('img').boundingBox();
  const drawn = await box.boundingBox();
  if (!canvas || !drawn) throw new Error('the page or its highlight is not laid out');
  expect(drawn.x).toBeCloseTo(canvas.x + (x - 2) * scale, 0);
  expect(drawn.y).toBeCloseTo(canvas.y + (y - 2) * scale, 0);
  expect(drawn.width).toBeCloseTo((w + 4) * scale, 0);
  expect(drawn.height).toBeCloseTo((h + 4) * scale, 0);
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(canvas.x + canvas.width + 4 * scale);
}

/**
 * The words the status says are highlighted (in the original, or with `side` 1 in the source beside it) hold every
 * word of `value`, in any order and case.
 */
async function expectWordsUnderBox(page: Page, value: string, side = 0): Promise<void> {
  const words = (text: string): string[] => [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]);
  await expect
    .poll(async () => {
      const status = (await shownStatus(page).textContent()) ?? '';
      const under = [...status.matchAll(/highlighted: “([^”]*)”/g)][side]?.[1] ?? '';
      return words(value).filter((word) => !words(under).includes(word));
    })
    .toEqual([]);
}

type Shot = (name: string) => Promise<void>;

export async function readFindings(page: Page, report: Detail, shot: Shot): Promise<void> {
  const evidence = report.evidence;
  if (!evidence) throw new Error('the report has no evidence');
  const name = evidence.header.patientName;
  const original = viewer(page, 'Original Document');
  const aiReport = viewer(page, 'AI Audit Report');
  const findings = page.getByRole('region', { name: 'Findings' });
  await expect(original.getByRole('img', { name: /Original Document, page 1 of/ })).toBeVisible({ timeout: 60_000 });
  await expect(aiReport.getByRole('img', { name: /AI Audit Report, page 1 of/ })).toBeVisible({ timeout: 60_000 });
  await shot('report');

  // A header value, by keyboard: Enter shows it on its page, the words under the box are the value, Escape returns.
  const nameEntry = findings.getByRole('button', { name: /^Value Patient name:/ });
  await nameEntry.focus();
  await page.keyboard.press('Enter');
  const page1 = name.places[0]?.page ?? 1;
  await expect(original.getByRole('img', { name: new RegExp(`Original Document, page ${page1} of`) })).toBeVisible();
  await expect(shownStatus(page)).toContainText(
    `Patient name: ${name.value}. Shown on page ${page1} of the Original Document, highlighted: “`,
  );
  // The name as written there ('Wisozk, Grayce' for 'Grayce Wisozk'): each of its words under the box.
  await expectWordsUnderBox(page, name.value ?? '');
  await expect(original.getByRole('region', { name: 'Original Document page' })).toBeFocused();
  await expectHighlightOnPage(original);
  await expectNoAxeViolations(page);
  await shot('header-value');
  await page.keyboard.press('Escape');
  await expect(nameEntry).toBeFocused();

  // A copied passage, by mouse: the copy highlighted in the original, its source beside it, the words compared.
  await findings.getByRole('button', { name: /^\w+ Copied text:/ }).click();
  const comparison = page.getByRole('region', { name: 'Copied text' });
  await expect(comparison).toContainText('Passage 1 of');
  const source = viewer(page, /^Source: /);
  await expect(source.getByRole('img', { name: /^Source: .*, page \d+ of/ })).toBeVisible();
  await expect(shownStatus(page)).toContainText('Its source,', { timeout: 20_000 });
  const copy = evidence.copies.flatMap((c) => c.passages)[0];
  const firstWords = (text: string) => text.split(/\s+/).slice(0, 8).join(' ');
  await expectWordsUnderBox(page, firstWords(copy?.text ?? ''));
  await expectWordsUnderBox(page, firstWords(copy?.sourceText ?? ''), 1);
  await expectHighlightOnPage(original);
  await expectHighlightOnPage(source);
  await expectNoAxeViolations(page);
  await shot('copied-text');
  await page.getByRole('button', { name: 'Back to the AI Audit Report' }).click();

  // A citation inside the report PDF, by mouse and by keyboard: what the list does.
  const citation = aiReport.getByRole('button', { name: new RegExp(`^Show in the original: .*${name.value ?? ''}`) }).first();
  await citation.click();
  await expect(findings.getByRole('button', { name: /^Value Patient name:/ })).toHaveAttribute('aria-pressed', 'true');
  await expectWordsUnderBox(page, name.value ?? '');
  await expectHighlightOnPage(original);
  await page.keyboard.press('Escape');
  const another = aiReport.getByRole('button', { name: /^Show in the original: / }).last();
  await another.focus();
  await page.keyboard.press('Enter');
  await expect(original.getByRole('region', { name: 'Original Document page' })).toBeFocused();
  await expect(shownStatus(page)).toContainText('Shown on page');
  await expectNoAxeViolations(page);
  await shot('citation');

  // A phone: one view at a time, 'Show in original', and back.
  await page.setViewportSize(PHONE);
  const views = page.getByRole('navigation', { name: 'Report views' });
  await views.getByRole('button', { name: 'Findings' }).click();
  await shot('phone-findings');
  // The list is a view of its own on a phone: each entry's whole message reads there, none cut short.
  const cutShort = await findings
    .getByRole('listitem')
    .evaluateAll(
      (items) => items.filter((item) => [...item.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1)).length,
    );
  expect(cutShort).toBe(0);
  await findings.getByRole('button', { name: /^Value Patient name:.*Show in original$/ }).click();
  await expect(original).toBeVisible();
  await expect(findings).toBeHidden();
  await expectHighlightOnPage(original);
  await expectNoAxeViolations(page);
  await shot('phone-original');
  await views.getByRole('button', { name: 'AI Audit Report' }).click();
  await expect(aiReport).toBeVisible();
  await expect(original).toBeHidden();
  await shot('phone-report');
  // A copy on a phone: the copy in the original, then its source, one at a time.
  await views.getByRole('button', { name: 'Findings' }).click();
  await findings.getByRole('button', { name: /^\w+ Copied text:.*Show in original$/ }).click();
  await expectHighlightOnPage(original);
  await shot('phone-copy');
  await views.getByRole('button', { name: 'Source' }).click();
  await expect(original).toBeHidden();
  await expectHighlightOnPage(source);
  await expectNoAxeViolations(page);
  await shot('phone-source');
  await views.getByRole('button', { name: 'Findings' }).click();
  await expect(findings).toBeVisible();
  await page.setViewportSize(DESKTOP);
}
