import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { reportFontNames } from '../../unit/docs-cloning/report-fonts';
import { SCANNED_NOTE_HEADER, SCANNED_NOTE_PATIENT, scannedNotePdf } from '../../unit/docs-cloning/scanned-note';
import { readableDate } from '../../support/readable-date';
import { expectNoAxeViolations } from '../support/axe';
import { expectToast, fillPatient, openCreateScreen, pickFiles, uploadSelected } from './docs-cloning-page';

test.describe('processing a scanned note', () => {
  // Tesseract starts in the browser, loads its core and English model from the app itself and reads the page.
  test.setTimeout(120_000);

  test('a page with no text layer is read by OCR in the browser, under the built app’s CSP, from its own origin only', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const requested: string[] = [];
    page.context().on('request', (request) => requested.push(request.url()));

    await openCreateScreen(page);
    await pickFiles(page, [{ name: 'scan.pdf', mimeType: 'application/pdf', bytes: await scannedNotePdf() }]);
    await uploadSelected(page, 1);
    // Entered in capitals: the name shown afterwards can then only have come from the page image.
    await fillPatient(page, { ...SCANNED_NOTE_PATIENT, name: SCANNED_NOTE_PATIENT.name.toUpperCase() });
    await page.getByRole('button', { name: 'Process Document' }).click();
    await expectToast(page, 'Processing Complete', 'Document processed successfully! Found 1 note(s)');

    const { patientName, patientDob, docType, noteDate } = SCANNED_NOTE_HEADER;
    await expect(page.getByRole('region', { name: 'Patient Information' }).getByRole('definition')).toHaveText([
      patientName,
      readableDate(patientDob),
      docType,
      readableDate(noteDate),
    ]);
    await expectNoAxeViolations(page);

    // Print quality in the browser too: the report embeds the Liberation Sans the worker fetched.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const fonts = await reportFontNames(new Uint8Array(await readFile(await (await download).path())));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((name) => name.startsWith('/LiberationSans'))).toBe(true);

    expect(requested).toContain(`${origin}/engine-assets/tesseract/lang/eng.traineddata.gz`);
    expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
  });
});
