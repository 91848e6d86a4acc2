import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeDocx, makeEncryptedPdf, makeLargePdf, makePng, makeTextPdf } from '../../../fixtures/documents/make-documents';
import { expectNoAxeViolations } from '../support/axe';
import { CREATE_PATH, dropFiles, expectToast, fillPatient, openCreateScreen, pickFiles, uploadSelected } from './docs-cloning-page';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test.describe('uploading documents', () => {
  test('a user drops two PDFs and a DOCX, sees them listed with sizes, and uploads them into one merged document', async ({ page }) => {
    await openCreateScreen(page);
    await dropFiles(page, [
      { name: 'visit-1.pdf', mimeType: PDF, bytes: await makeTextPdf({ title: 'Visit 1', pageCount: 2 }) },
      { name: 'visit-2.pdf', mimeType: PDF, bytes: await makeTextPdf({ title: 'Visit 2', pageCount: 1 }) },
      { name: 'referral.docx', mimeType: DOCX, bytes: makeDocx() },
    ]);
    const list = page.getByRole('region', { name: /Selected files/ });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText(/visit-1\.pdf.*\d+\.\d{2} KB/);
    await expectNoAxeViolations(page);
    await uploadSelected(page, 3);
    await expect(page.getByRole('region', { name: 'Merged Document' })).toContainText('visit-1 (merged 3 files).pdf');
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Process Document' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('other file types are dropped with a notice, and unreadable files are refused by the server naming them', async ({ page }) => {
    await openCreateScreen(page);
    await dropFiles(page, [{ name: 'photo.png', mimeType: 'image/png', bytes: makePng() }]);
    await expectToast(page, 'Some Files Skipped', 'Only PDF, DOC, and DOCX files are supported.');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'No Files Selected', 'Please select files to upload');

    await pickFiles(page, [{ name: 'photo.pdf', mimeType: PDF, bytes: makePng() }]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(
      page,
      'Upload Failed',
      'photo.pdf is not a PDF: its content is a PNG image. Only PDF, DOC and DOCX files are supported.',
    );

    await page.getByRole('button', { name: 'Clear all' }).click();
    await pickFiles(page, [{ name: 'locked.pdf', mimeType: PDF, bytes: makeEncryptedPdf() }]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Upload Failed', 'locked.pdf is password-protected and cannot be merged.');
  });

  test('a 60 MB file is refused by the server with the 50 MB limit named, and nothing is lost', async ({ page }, testInfo) => {
    // 60 MB cross the simulator's service worker to the page before the handler reads them: on CI's two loaded cores
    // that took 53 s once and over 60 s twice.
    test.setTimeout(240_000);
    await openCreateScreen(page);
    // Playwright hands over buffers only up to 50 MB: a real file on disk, picked like a user would.
    const path = testInfo.outputPath('oversized-60mb.pdf');
    writeFileSync(path, await makeLargePdf());
    await page.getByLabel('Choose files to upload').setInputFiles(path);
    await expect(page.getByRole('region', { name: /Selected files/ })).toContainText(/oversized-60mb\.pdf.*60\.00 MB/);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Upload Failed', 'oversized-60mb.pdf is larger than the 50 MB limit for one file.', 180_000);
    await expect(page.getByRole('region', { name: /Selected files/ }).getByRole('listitem')).toHaveCount(1);
  });

  test('a user deletes the merged document and is back at file selection', async ({ page }) => {
    await openCreateScreen(page);
    await pickFiles(page, [{ name: 'visit.pdf', mimeType: PDF, bytes: await makeTextPdf() }]);
    await uploadSelected(page, 1);
    await page.getByRole('button', { name: 'Delete document' }).click();
    await expectToast(page, 'File Deleted', 'Merged document deleted successfully');
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Process Document' })).toBeDisabled();
  });

  test('a reload in the middle keeps the work: the form, the merged document, and files to pick again', async ({ page }) => {
    // Dropped, not picked: a file picked again from disk keeps its last-modified time, which setInputFiles cannot set.
    await openCreateScreen(page);
    await fillPatient(page, { name: 'Jordan Example', dob: '1961-04-12', subscriberId: 'SUB-000123' });
    await dropFiles(page, [{ name: 'visit.pdf', mimeType: PDF, bytes: await makeTextPdf() }]);
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Patient Name' })).toHaveValue('Jordan Example');
    await expect(page.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('12/04/1961');
    const list = page.getByRole('region', { name: /Selected files/ });
    await expect(list.getByText('Select again', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

    await dropFiles(page, [{ name: 'visit.pdf', mimeType: PDF, bytes: await makeTextPdf() }]);
    await uploadSelected(page, 1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Merged Document' })).toContainText('visit.pdf');
    await expect(page.getByRole('textbox', { name: 'Subscriber ID' })).toHaveValue('SUB-000123');
  });

  test('the landing page sends a user with work in progress back to the create screen', async ({ page }) => {
    await openCreateScreen(page);
    await page.getByRole('textbox', { name: 'Subscriber ID' }).fill('SUB-1');
    await page.waitForTimeout(500);
    await page.goto('/clinical/docs-cloning');
    await expect(page).toHaveURL(CREATE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  });
});
