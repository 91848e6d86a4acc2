import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failNext } from '@sim/lib/controls';
import { documentStore } from '@/stores/document-store';
import { makePng, makeTextPdf } from '../../../fixtures/documents/make-documents';
import { useSimulator } from '../../support/simulator';
import {
  answerUploadWith,
  expectToast,
  fileInput,
  fileOf,
  givenMergedDocument,
  openCreateScreen,
  pdfFile,
  resetDocumentWork,
} from './docs-cloning-support';

useSimulator();
beforeEach(resetDocumentWork);
const selectedList = () => screen.getByRole('region', { name: /Selected files/ });

describe('Upload Documents: the upload panel', () => {
  it('keeps PDF, DOC and DOCX, drops the rest with a notice, ignores duplicates and shows sizes', async () => {
    const { user } = await openCreateScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
    const visit = await pdfFile('visit.pdf');
    await user.upload(fileInput(), [visit, fileOf(makePng(), 'photo.png', 'image/png')]);
    await expectToast('Some Files Skipped', 'Only PDF, DOC, and DOCX files are supported.');
    await user.upload(fileInput(), [visit]);
    const items = within(selectedList()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/visit\.pdf.*KB/);
  });

  it('removes one file and clears all', async () => {
    const { user } = await openCreateScreen();
    await user.upload(fileInput(), [await pdfFile('a.pdf'), await pdfFile('b.pdf', 'Consultation')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(
      within(selectedList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: /Selected files/ })).not.toBeInTheDocument();
  });

  it('asks for files before uploading', async () => {
    const { user } = await openCreateScreen();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await expectToast('No Files Selected', 'Please select files to upload');
  });

  it('uploads, shows the merged card in place of the panel, and deletes it', async () => {
    answerUploadWith({
      record: await givenMergedDocument([await makeTextPdf(), await makeTextPdf({ title: 'Consultation' })]),
      message: '2 file(s) uploaded and merged successfully',
    });
    const { user } = await openCreateScreen();
    await user.upload(fileInput(), [await pdfFile('a.pdf'), await pdfFile('b.pdf', 'Consultation')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await expectToast('Upload Successful', '2 file(s) uploaded and merged successfully');
    const card = screen.getByRole('region', { name: 'Merged Document' });
    expect(within(card).getByText('chart.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete document' }));
    await expectToast('File Deleted', 'Merged document deleted successfully');
    expect(documentStore.getState().uploadedFile).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('says the server is busy and retrying, keeps the files, and sends the upload again until it is taken', async () => {
    answerUploadWith({
      record: await givenMergedDocument([await makeTextPdf()]),
      message: '1 file(s) uploaded and merged successfully',
    });
    failNext('POST', '/s3/upload-multiple-files', 503);
    const { user } = await openCreateScreen();
    await user.upload(fileInput(), [await pdfFile('visit.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const notice = await screen.findByText('Server busy, retrying');
    // Announced: it appears inside a status region that was on the page before it.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice.closest('[role="status"]')).toHaveTextContent(/Trying again in [12] seconds\. Your files and details are kept\./);
    expect(within(selectedList()).getByText('visit.pdf')).toBeInTheDocument();
    await expectToast('Upload Successful', '1 file(s) uploaded and merged successfully');
    expect(screen.queryByText('Server busy, retrying')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as Upload Failed', async () => {
    answerUploadWith({ status: 415, message: 'photo.pdf: only PDF, DOC and DOCX files are supported.' });
    const { user } = await openCreateScreen();
    await user.upload(fileInput(), [fileOf(makePng(), 'photo.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await expectToast('Upload Failed', 'photo.pdf: only PDF, DOC and DOCX files are supported.');
  });

  it('lists files remembered from before a reload as needing re-selection, and uploads once they are picked again', async () => {
    answerUploadWith({ record: await givenMergedDocument([await makeTextPdf()]), message: 'ok' });
    const visit = await pdfFile('visit.pdf');
    documentStore.setState((state) => ({
      ...state,
      selectedFiles: [{ name: visit.name, size: visit.size, lastModified: visit.lastModified, type: visit.type }],
    }));
    const { user } = await openCreateScreen();
    expect(within(selectedList()).getByText('Select again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(fileInput(), [visit]);
    expect(within(selectedList()).queryByText('Select again')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await expectToast('Upload Successful', '1 file(s) uploaded and merged successfully');
  });
});
