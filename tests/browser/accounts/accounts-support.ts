import { expect, type Page } from '@playwright/test';
import { lastMailTo } from '../support/app';

/** A text field by its accessible name (labels also carry a decorative required mark). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export const codeFrom = async (page: Page, to: string) => /\b(\d{6})\b/.exec((await lastMailTo(page, to)).text)?.[1] ?? '';

export async function screenshotBoth(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({ path: `/tmp/accounts-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

export async function fillSignUp(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'Role') await page.getByRole('combobox', { name: 'Role' }).selectOption(value);
    else await field(page, label).fill(value);
  }
}

export const verifyDialog = (page: Page) => page.getByRole('dialog', { name: /Verify Your Email|Change Email|Email Verified/ });

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Signing in/ })).toHaveCount(0);
}
