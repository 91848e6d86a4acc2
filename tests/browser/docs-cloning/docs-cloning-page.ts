import { expect, type Page } from '@playwright/test';
import { openApp, signInThroughApi } from '../support/app';

export type DroppedFile = { name: string; mimeType: string; bytes: Uint8Array };

export const CREATE_PATH = '/clinical/docs-cloning/create';

/** Signed in as the Clinical User, on the create screen with no earlier work. */
export async function openCreateScreen(page: Page): Promise<void> {
  await openApp(page, '/');
  await signInThroughApi(page, 'clinical@demo.health');
  await page.goto(CREATE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
}

/** Drags files over the drop zone (its drag-active state shows) and drops them, as a user's file manager would. */
export async function dropFiles(page: Page, files: readonly DroppedFile[]): Promise<void> {
  const payload = files.map(({ name, mimeType, bytes }) => ({ name, mimeType, base64: Buffer.from(bytes).toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType, lastModified: 1 }));
    }
    return transfer;
  }, payload);
  const zone = page.getByTestId('drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-drag-active', 'true');
  await expect(zone.getByText('Drop the files to add them')).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).toHaveAttribute('data-drag-active', 'false');
}

export async function pickFiles(page: Page, files: readonly DroppedFile[]): Promise<void> {
  await page
    .getByLabel('Choose files to upload')
    .setInputFiles(files.map(({ name, mimeType, bytes }) => ({ name, mimeType, buffer: Buffer.from(bytes) })));
}

/** The one toast on screen, by title and description (docs/spec/messages.md, word for word). */
export async function expectToast(page: Page, title: string, description: string, timeout = 60_000): Promise<void> {
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  // Uploads and processing run in the simulator's worker: minutes-long waits are not expected, but a loaded 2-core
  // CI machine running two browsers has taken over 30 s.
  await expect(toasts.getByText(title, { exact: true })).toBeVisible({ timeout });
  await expect(toasts.getByText(description, { exact: true })).toBeVisible();
}

export async function fillPatient(page: Page, patient: { name: string; dob: string; subscriberId: string }): Promise<void> {
  const [year, month, day] = patient.dob.split('-');
  await page.getByRole('textbox', { name: 'Patient Name' }).fill(patient.name);
  await page.getByRole('textbox', { name: 'Date of Birth' }).fill(`${day}/${month}/${year}`);
  await page.getByRole('textbox', { name: 'Subscriber ID' }).fill(patient.subscriberId);
}

export async function uploadSelected(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Upload Successful', `${count} file(s) uploaded and merged successfully`);
  await expect(page.getByRole('region', { name: 'Merged Document' })).toBeVisible();
}
