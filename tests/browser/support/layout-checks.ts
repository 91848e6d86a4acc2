import { expect, type Locator, type Page } from '@playwright/test';
import { OTHER_DATE_FORMS, READABLE_DATE, READABLE_DATE_TIME } from '../../support/readable-date';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not laid out`);
  return box;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Two things on screen that must not cover each other (a toast and the navigation, or what caused it). */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = [await boxOf(a), await boxOf(b)];
  expect(overlap(first, second), `${a} covers ${b}: ${JSON.stringify({ first, second })}`).toBe(false);
}

/** Wholly inside the window as it is, without scrolling sideways. */
export async function expectInsideViewport(page: Page, locator: Locator): Promise<void> {
  const box = await boxOf(locator);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, `${locator} starts left of the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${locator} ends right of the window`).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page scrolls sideways').toBe(true);
}

/**
 * Every control of a PDF viewer's toolbar: at least 44 x 44 px (WCAG 2.5.5), each button showing its icon. The
 * citation links laid over a page's words are the page's own inline links, sized by its text (docs/findings.md).
 */
export async function expectToolbarForFingers(viewer: Locator): Promise<void> {
  const controls = viewer.locator('button:visible:not([data-citation]), input:visible');
  expect(await controls.count()).toBeGreaterThanOrEqual(7);
  for (const control of await controls.all()) {
    const box = await boxOf(control);
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(box.width, `${name} is narrower than 44 px`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${name} is shorter than 44 px`).toBeGreaterThanOrEqual(44);
    if ((await control.evaluate((element) => element.tagName)) === 'BUTTON') {
      const icon = await boxOf(control.locator('svg').first());
      expect(Math.min(icon.width, icon.height), `${name} shows no icon`).toBeGreaterThanOrEqual(16);
    }
  }
}

/** The zoom a viewer shows, in percent. */
export async function zoomOf(viewer: Locator): Promise<number> {
  const text = await viewer.getByText(/^\d+%$/).textContent();
  return Number((text ?? '').replace('%', ''));
}

/**
 * Every date in `scope` is written as docs/dates.md says ('26 May 1949', with a time '21 September 2026, 10:03'),
 * and no text writes one any other way. Returns how many it read.
 */
export async function expectReadableDates(scope: Locator): Promise<number> {
  const dates = await scope.locator('time:visible').allTextContents();
  for (const date of dates) expect(date).toMatch(new RegExp(`${READABLE_DATE.source}|${READABLE_DATE_TIME.source}`));
  expect(await scope.innerText()).not.toMatch(OTHER_DATE_FORMS);
  return dates.length;
}
