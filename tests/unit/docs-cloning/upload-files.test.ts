import { describe, expect, it } from 'vitest';
import { uploadFiles } from '@/api/s3/upload-files';
import { makeDocx, makeEncryptedPdf, makeLargePdf, makePng, makeTextPdf } from '../../../fixtures/documents/make-documents';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';
import { asFile, signIn } from './sign-in';

useSimulator();

describe('POST /s3/upload-multiple-files', () => {
  it('merges PDFs and a DOCX in order into one stored PDF for its owner', async () => {
    await signIn();
    const files = [
      asFile(await makeTextPdf({ pageCount: 2 }), 'visit-1.pdf'),
      asFile(await makeTextPdf({ pageCount: 1 }), 'visit-2.pdf'),
      asFile(makeDocx(), 'letter.docx', ''),
    ];
    const { body, message } = await uploadFiles(files);
    expect(message).toBe('3 file(s) uploaded and merged successfully');
    expect(body).toMatchObject({ fileName: 'visit-1 (merged 3 files).pdf', fileType: 'pdf' });
    expect(body.key).not.toContain('visit');
    const download = await fetch(`http://portal.test${body.documentUrl}`);
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('refuses a PNG renamed .pdf and an encrypted PDF, naming the file', async () => {
    await signIn();
    await expect(uploadFiles([asFile(makePng(), 'photo.pdf')])).rejects.toMatchObject({
      status: 415,
      message: 'photo.pdf is not a PDF: its content is a PNG image. Only PDF, DOC and DOCX files are supported.',
    });
    await expect(uploadFiles([asFile(makeEncryptedPdf(), 'locked.pdf')])).rejects.toMatchObject({
      status: 422,
      message: 'locked.pdf is password-protected and cannot be merged.',
    });
  });

  it('needs a signed-in user', async () => {
    await expect(uploadFiles([asFile(await makeTextPdf(), 'a.pdf')])).rejects.toMatchObject({ status: 401 });
  });
});

describe('upload limits', () => {
  it('refuses a 60 MB file with 413, naming it (a real 60 MB upload through the handler)', async () => {
    await signIn();
    const large = asFile(await makeLargePdf(), 'oversized-60mb.pdf');
    await expect(uploadFiles([large])).rejects.toMatchObject({
      status: 413,
      message: 'oversized-60mb.pdf is larger than the 50 MB limit for one file.',
    });
  });

  it('refuses any folder other than public/documents', async () => {
    await signIn();
    const form = new FormData();
    form.append('folder', 'public/other');
    form.append('files', asFile(await makeTextPdf(), 'a.pdf'));
    const response = await fetch(`${TEST_API_BASE_URL}/s3/upload-multiple-files`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });
});
